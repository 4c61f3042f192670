import http from 'node:http';
import https from 'node:https';

/**
 * A keep-alive pool sized to the requests it will carry (HTTP/1.1: one request in flight per
 * socket), reusing the most recent socket first so idle ones can time out. Free of the SDK: the
 * listing worker builds its own.
 */
export function keepAliveAgent(secure: boolean, maxSockets: number): http.Agent | https.Agent {
  const options = {
    keepAlive: true,
    maxSockets,
    maxFreeSockets: maxSockets,
    scheduling: 'lifo' as const,
  };
  return secure ? new https.Agent(options) : new http.Agent(options);
}
