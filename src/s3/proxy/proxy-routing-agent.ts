import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import { HttpProxyAgent } from 'http-proxy-agent';
import { HttpsProxyAgent } from 'https-proxy-agent';
import { keepAliveAgent, keepAliveOptions, proxyApplies } from '../keep-alive-agent.js';
import { proxyUrlFor, type ProxySettings } from './proxy-settings.js';
import { proxyAuthorization } from './proxy-tunnel.js';

/**
 * `keepAliveAgent`, routed by the proxy settings when they apply to the endpoint's scheme: each
 * route (direct, or through a proxy) gets a pool of its own of that size.
 */
export function routedKeepAliveAgent(
  secure: boolean,
  maxSockets: number,
  proxy: ProxySettings | undefined,
): http.Agent | https.Agent {
  if (!proxy || !proxyApplies(secure, proxy)) return keepAliveAgent(secure, maxSockets);
  return new ProxyRoutingAgent(secure, keepAliveOptions(maxSockets), proxy).agent;
}

/** Node's `addRequest`, which every agent has though its types do not say so. */
type AddRequest = (request: http.ClientRequest, options: http.RequestOptions) => void;

/**
 * Sends each request the way the proxy settings say for its host: straight, or through the
 * proxy (absolute-form requests for `http://` endpoints, `http-proxy-agent`; CONNECT tunnels for
 * `https://` ones, `https-proxy-agent`). Each route keeps its own keep-alive pool, so a proxied
 * connection (and its tunnel) is reused as a direct one is. The request is handed to its route
 * as it is made, before its head is written, as if the route were its agent: the absolute-form
 * path and the Proxy-Authorization header are set then. Routes are decided once per host.
 */
class ProxyRoutingAgent {
  readonly agent: http.Agent;
  private readonly routes = new Map<string, http.Agent>();
  private readonly proxies = new Map<string, http.Agent>();
  private readonly direct: http.Agent;

  constructor(
    private readonly secure: boolean,
    private readonly poolOptions: http.AgentOptions,
    private readonly settings: ProxySettings,
  ) {
    this.direct = secure ? new https.Agent(poolOptions) : new http.Agent(poolOptions);
    // The agent requests are given: of the endpoint's protocol (a request checks it), and
    // keep-alive (a request decides from its agent whether its socket may be reused), with no
    // sockets of its own.
    const agent = secure
      ? new https.Agent({ keepAlive: true })
      : new http.Agent({ keepAlive: true });
    const addRequest: AddRequest = (request, options) => {
      const route = this.route(options);
      (route as unknown as { addRequest: AddRequest }).addRequest(request, {
        ...options,
        ...(route === this.direct ? {} : { secureEndpoint: secure }),
      } as http.RequestOptions);
    };
    const destroy = () => {
      for (const route of [this.direct, ...this.proxies.values()]) route.destroy();
    };
    this.agent = Object.assign(agent, { addRequest, destroy });
  }

  private route(options: http.RequestOptions): http.Agent {
    const host = options.hostname ?? options.host ?? 'localhost';
    const hostname = net.isIPv6(host) ? `[${host}]` : host;
    const key = `${hostname}:${options.port ?? ''}`;
    let route = this.routes.get(key);
    if (!route) {
      const protocol = this.secure ? 'https:' : 'http:';
      const proxy = proxyUrlFor(this.settings, { protocol, hostname, port: options.port ?? '' });
      route = proxy ? this.proxyAgent(proxy) : this.direct;
      this.routes.set(key, route);
    }
    return route;
  }

  /**
   * One pool per proxy, shared by the hosts that go through it. The credentials go as a header
   * we build, and the libraries get the URL without them: their debug output (DEBUG=*) prints it.
   */
  private proxyAgent(proxyUrl: string): http.Agent {
    let agent = this.proxies.get(proxyUrl);
    if (!agent) {
      const url = new URL(proxyUrl);
      const authorization = proxyAuthorization(url);
      url.username = url.password = '';
      const options = {
        ...this.poolOptions,
        headers: authorization ? { 'Proxy-Authorization': authorization } : {},
      };
      agent = this.secure ? new HttpsProxyAgent(url, options) : new HttpProxyAgent(url, options);
      this.proxies.set(proxyUrl, agent);
    }
    return agent;
  }
}
