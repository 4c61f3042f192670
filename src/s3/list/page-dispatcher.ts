import type { Dispatcher } from 'undici';
import { proxyAuthorization } from '../proxy/proxy-tunnel.js';
import { proxyUrlFor, type ProxySettings } from '../proxy/proxy-settings.js';

/** Where a listing's pages go: the origin the SDK resolved once (`BucketTarget`). */
export interface PageOrigin {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
}

/** The pool a listing sends its pages on, and the origin its requests name. */
export interface PageDispatcher {
  readonly dispatcher: Dispatcher;
  /** `http://host:port`, as undici takes it. */
  readonly origin: string;
  close(): Promise<void>;
}

/**
 * An undici pool for the pages of one listing: `connections` keep-alive sockets to the bucket's
 * origin, straight or through the proxy that the job's proxy settings name for it (the rules of
 * `proxy-settings.ts`, decided once: a listing has one origin). undici measured 0.81x the CPU of
 * node:http on listing pages (docs/benchmarks.md). It is loaded here, when a listing starts, so
 * that commands that list nothing never load it.
 */
export async function openPageDispatcher(
  origin: PageOrigin,
  connections: number,
  proxy: ProxySettings | undefined,
): Promise<PageDispatcher> {
  const { Agent, ProxyAgent } = await import('undici');
  const hostname =
    origin.hostname.includes(':') && !origin.hostname.startsWith('[')
      ? `[${origin.hostname}]`
      : origin.hostname;
  const url = `${origin.protocol}//${hostname}${origin.port === undefined ? '' : `:${origin.port}`}`;
  const pool = { connections };
  const proxyUrl = proxyUrlFor(proxy, { protocol: origin.protocol, hostname, port: origin.port });
  let dispatcher: Dispatcher;
  if (proxyUrl) {
    // The credentials go as a header we build; undici keeps the URL without them.
    const uri = new URL(proxyUrl);
    const token = proxyAuthorization(uri);
    uri.username = uri.password = '';
    dispatcher = new ProxyAgent({
      ...pool,
      uri: uri.href,
      ...(token ? { token } : {}),
      // http:// endpoints as absolute-form requests through the proxy, as the SDK's requests go
      // (`proxy-routing-agent.ts`); https:// ones through CONNECT tunnels.
      proxyTunnel: origin.protocol === 'https:',
    });
  } else {
    dispatcher = new Agent(pool);
  }
  return { dispatcher, origin: url, close: () => dispatcher.destroy().catch(() => undefined) };
}
