import http from 'node:http';
import { listenOnLoopback, type LoopbackServer } from './loopback-server.js';

/**
 * A reverse proxy on 127.0.0.1 in front of `upstream` (RGW) that answers the requests
 * `intercept` takes (returning true) itself and forwards every other one byte for byte, Host
 * included (SigV4 signs it; RGW does not check that it names its own port).
 */
export function interceptingProxy(
  upstream: string,
  intercept: (request: http.IncomingMessage, response: http.ServerResponse) => boolean,
): Promise<LoopbackServer> {
  const target = new URL(upstream);
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    if (intercept(request, response)) return;
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.url,
        headers: request.headers,
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  return listenOnLoopback(server, () => requests);
}
