import http from 'node:http';
import https from 'node:https';
import type { ProxySettings } from './proxy/proxy-settings.js';

/** The pool's options: sized to the requests it will carry, most recent socket first. */
export function keepAliveOptions(maxSockets: number): http.AgentOptions {
  return { keepAlive: true, maxSockets, maxFreeSockets: maxSockets, scheduling: 'lifo' };
}

/**
 * A keep-alive pool sized to the requests it will carry (HTTP/1.1: one request in flight per
 * socket), reusing the most recent socket first so idle ones can time out. Free of the SDK and
 * of the proxy libraries: the listing worker builds its own, and starts fast. With proxy
 * settings that apply to the endpoint's scheme, see `routedKeepAliveAgent`.
 */
export function keepAliveAgent(secure: boolean, maxSockets: number): http.Agent | https.Agent {
  const options = keepAliveOptions(maxSockets);
  return secure ? new https.Agent(options) : new http.Agent(options);
}

/** Whether requests to endpoints of this scheme may go through a proxy at all. */
export function proxyApplies(secure: boolean, proxy: ProxySettings | undefined): boolean {
  return Boolean(proxy && (secure ? proxy.httpsProxy : proxy.httpProxy));
}
