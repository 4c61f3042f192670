import http from 'node:http';
import { listenOnLoopback, type LoopbackServer } from './loopback-server.js';

/**
 * A hostile S3 endpoint on 127.0.0.1 that refuses every request with an error document quoting
 * the request's session token (its `x-amz-security-token` header) and a secret it was given (a
 * server cannot see a secret key, but one that leaked elsewhere could be sent back): in the
 * message, the request id and the host id, as text a client prints.
 */
export type EchoSecretServer = LoopbackServer;

function errorDocument(token: string, secret: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<Error><Code>AccessDenied</Code>',
    `<Message>Access Denied for session ${token} signed with ${secret}</Message>`,
    `<RequestId>${token}</RequestId><HostId>${secret}</HostId></Error>`,
  ].join('');
}

export async function startEchoSecretServer(secret: string): Promise<EchoSecretServer> {
  let requests = 0;
  const server = http.createServer((request, response) => {
    requests++;
    const header = request.headers['x-amz-security-token'];
    const token = Array.isArray(header) ? header.join(',') : (header ?? 'no-token');
    const body = errorDocument(token, secret);
    request.resume();
    // A HEAD gets no body to echo in: answered "not found", so that a save goes on to its PUTs.
    response.writeHead(request.method === 'HEAD' ? 404 : 403, {
      'content-type': 'application/xml',
      'x-amz-request-id': token,
      'x-amz-id-2': secret,
      ...(request.method === 'HEAD' ? {} : { 'content-length': Buffer.byteLength(body) }),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  return listenOnLoopback(server, () => requests);
}
