/** Where a request goes, as the proxy rules see it. */
export interface ProxyTarget {
  /** `http:` or `https:`. */
  readonly protocol: string;
  /** As in a URL: an IPv6 address in brackets. */
  readonly hostname: string;
  readonly port?: number | string | undefined;
}

/**
 * Hosts that never go through a proxy, whatever NO_PROXY says: `@actions/http-client` (what the
 * runner's own tools and actions/cache use) treats them so, and a runner's local services must
 * keep working behind a proxy that cannot reach them.
 */
function isLoopback(hostname: string): boolean {
  const host = hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.startsWith('127.') ||
    host.startsWith('[::1]') ||
    host.startsWith('[0:0:0:0:0:0:0:1]')
  );
}

/** NO_PROXY's entries: comma-separated, trimmed, compared case-insensitively, blanks dropped. */
export function parseNoProxy(value: string): string[] {
  return value
    .split(',')
    .map((entry) => entry.trim().toUpperCase())
    .filter((entry) => entry !== '');
}

/**
 * Whether `target` goes direct, by the rules `@actions/http-client` applies to NO_PROXY, so a
 * runner configured for the toolkit behaves the same here: `*` matches every host; an entry
 * matches the host, or the host and port (`host:443`), exactly or as a domain suffix, with or
 * without a leading dot (`example.com` and `.example.com` both match `s3.example.com`).
 * Loopback hosts always go direct.
 */
export function bypassesProxy(noProxy: readonly string[], target: ProxyTarget): boolean {
  if (!target.hostname) return false;
  if (isLoopback(target.hostname)) return true;
  if (noProxy.length === 0) return false;
  const port =
    target.port !== undefined && target.port !== ''
      ? Number(target.port)
      : target.protocol === 'http:'
        ? 80
        : target.protocol === 'https:'
          ? 443
          : undefined;
  const host = target.hostname.toUpperCase();
  const names = port === undefined ? [host] : [host, `${host}:${port}`];
  return noProxy.some(
    (entry) =>
      entry === '*' ||
      names.some(
        (name) =>
          name === entry ||
          name.endsWith(`.${entry}`) ||
          (entry.startsWith('.') && name.endsWith(entry)),
      ),
  );
}
