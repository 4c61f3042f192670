import { InputError } from '../../errors.js';
import { bypassesProxy, parseNoProxy, type ProxyTarget } from './no-proxy.js';

/**
 * The forward proxy of a job, read once from the environment: plain data, so that worker
 * threads get the same decision as the main thread.
 */
export interface ProxySettings {
  /** The proxy for `http://` endpoints (HTTP_PROXY), as a URL with any credentials in it. */
  readonly httpProxy?: string | undefined;
  /** The proxy for `https://` endpoints (HTTPS_PROXY). */
  readonly httpsProxy?: string | undefined;
  /** NO_PROXY's entries, upper-cased (`no-proxy.ts`). */
  readonly noProxy: readonly string[];
}

const ACCEPTED = "a proxy URL such as 'http://proxy.example.com:3128'";

/** The value with any `user:password@` hidden, for an error message or a log line. */
function redacted(value: string): string {
  return value.replace(/\/\/[^/@]*@/, '//***@');
}

/**
 * One proxy variable as a URL. A value without a scheme means http:// (as the toolkit, curl and
 * the aws-cli read `proxy.example.com:3128`).
 */
function parseProxyUrl(name: string, value: string): string {
  const text = value.trim();
  let url: URL;
  try {
    url = new URL(text.includes('://') ? text : `http://${text}`);
  } catch {
    throw new InputError(name, redacted(value), ACCEPTED);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.hostname === '')
    throw new InputError(name, redacted(value), ACCEPTED);
  return url.href;
}

/** The first of the variables that is set and not blank, with its name. */
function firstSet(env: NodeJS.ProcessEnv, names: readonly string[]): [string, string] | undefined {
  for (const name of names) {
    const value = env[name];
    if (value !== undefined && value.trim() !== '') return [name, value];
  }
  return undefined;
}

/**
 * The proxy settings in `env`, with `@actions/http-client`'s precedence: the lower-case variable
 * first (`https_proxy`, then `HTTPS_PROXY`), HTTPS_PROXY for https:// endpoints and HTTP_PROXY
 * for http:// ones, with no fallback from one to the other; undefined when neither is set.
 */
export function proxySettingsFromEnv(env: NodeJS.ProcessEnv): ProxySettings | undefined {
  const http = firstSet(env, ['http_proxy', 'HTTP_PROXY']);
  const https = firstSet(env, ['https_proxy', 'HTTPS_PROXY']);
  if (!http && !https) return undefined;
  const noProxy = firstSet(env, ['no_proxy', 'NO_PROXY']);
  return {
    httpProxy: http && parseProxyUrl(http[0], http[1]),
    httpsProxy: https && parseProxyUrl(https[0], https[1]),
    noProxy: noProxy ? parseNoProxy(noProxy[1]) : [],
  };
}

/** The proxy a request to `target` goes through, as a URL; undefined when it goes direct. */
export function proxyUrlFor(
  settings: ProxySettings | undefined,
  target: ProxyTarget,
): string | undefined {
  if (!settings) return undefined;
  const proxy = target.protocol === 'https:' ? settings.httpsProxy : settings.httpProxy;
  if (!proxy || bypassesProxy(settings.noProxy, target)) return undefined;
  return proxy;
}

/** The proxy's scheme, host and port, never its credentials: what a log line may show. */
export function proxyDisplay(proxyUrl: string): string {
  const url = new URL(proxyUrl);
  return `${url.protocol}//${url.host}`;
}

/** The one line a job logs about its proxy; undefined when it has none. */
export function proxyNotice(settings: ProxySettings | undefined): string | undefined {
  if (!settings) return undefined;
  const routes = [
    settings.httpsProxy && `https:// endpoints through ${proxyDisplay(settings.httpsProxy)}`,
    settings.httpProxy && `http:// endpoints through ${proxyDisplay(settings.httpProxy)}`,
  ].filter(Boolean);
  const except = settings.noProxy.length
    ? ` (NO_PROXY: ${JSON.stringify(settings.noProxy.join(',').toLowerCase())})`
    : '';
  return `Proxy: ${routes.join(', ')}${except}`;
}

/** An error's messages, and the host its socket named, down its chain of causes. */
function errorText(error: unknown): string {
  const parts: string[] = [];
  for (let e = error, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++) {
    const socket = e as { hostname?: unknown; address?: unknown; port?: unknown };
    parts.push(e.message);
    if (typeof socket.hostname === 'string') parts.push(` ${socket.hostname}`);
    if (typeof socket.address === 'string') parts.push(` ${socket.address}:${String(socket.port)}`);
  }
  return parts.join('\n');
}

/**
 * When `error` is a failure to reach one of the proxies (a refused connection, a name that does
 * not resolve, a timeout, all naming the proxy's host): a sentence that says so, naming the
 * proxy without its credentials. Node's own words ("connect ECONNREFUSED 127.0.0.1:3128") do
 * not say that the address was the proxy's.
 */
export function proxyFailureHint(
  error: unknown,
  settings: ProxySettings | undefined,
): string | undefined {
  if (!settings) return undefined;
  const text = errorText(error);
  const proxies = [
    { url: settings.httpsProxy, variable: 'HTTPS_PROXY' },
    { url: settings.httpProxy, variable: 'HTTP_PROXY' },
  ].filter((proxy): proxy is { url: string; variable: string } => {
    if (!proxy.url) return false;
    const { host, hostname } = new URL(proxy.url);
    return text.includes(host) || text.includes(` ${hostname}`);
  });
  const first = proxies[0];
  if (!first) return undefined;
  const variables = [...new Set(proxies.map((proxy) => proxy.variable))].join(' and ');
  return `The proxy ${proxyDisplay(first.url)} (${variables}) could not be reached: check that it runs where ${variables} says, or list the endpoint in NO_PROXY to reach it directly.`;
}
