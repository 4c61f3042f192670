/**
 * An endpoint's text with its user info (`user:password@`) replaced by `***@`, for every message
 * that quotes an endpoint. A malformed URL cannot be split by a parser, so everything between the
 * scheme's `//` (or the start) and the last `@` goes: a password may hold `/`, `#`, `?`, spaces
 * or another `@`, and showing too little is better than showing a secret.
 */
export function redactUserInfo(endpoint: string): string {
  const at = endpoint.lastIndexOf('@');
  if (at < 0) return endpoint;
  const scheme = /^\s*[a-z][a-z0-9+.-]*:\/\//i.exec(endpoint);
  const start = scheme && scheme[0].length <= at ? scheme[0].length : 0;
  return `${endpoint.slice(0, start)}***${endpoint.slice(at)}`;
}

/**
 * A valid endpoint URL without its user info: S3 requests are signed with the AWS credentials,
 * and a user name and password kept in the settings would only wait for a message to print them.
 */
export function withoutUserInfo(url: URL): URL {
  const bare = new URL(url.href);
  bare.username = '';
  bare.password = '';
  return bare;
}

/**
 * An http(s) endpoint URL as the clients take it (no trailing slash, no user info: the SDK
 * ignores it), or undefined when the text is not one.
 */
export function normalEndpointUrl(value: string): string | undefined {
  let url: URL;
  try {
    url = new URL(value.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username === '' && url.password === '') return value.trim().replace(/\/+$/, '');
  return withoutUserInfo(url).href.replace(/\/+$/, '');
}
