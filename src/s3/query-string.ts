import type { BucketTarget } from './bucket-target.js';

// The query and path encodings of requests signed outside the SDK. Kept apart from the SDK's
// signer (sigv4.ts), so that the listing worker, which signs with bodiless-sigv4.ts, loads
// neither.

/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
export function encodeRfc3986(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** `?a=1&b=2`, sorted and encoded the way the signature was computed. */
export function toQueryString(query: Record<string, string | string[] | null>): string {
  const parts: string[] = [];
  for (const name of Object.keys(query).sort()) {
    const value = query[name];
    if (value === null || value === undefined) parts.push(encodeRfc3986(name));
    else
      for (const v of Array.isArray(value) ? value : [value])
        parts.push(`${encodeRfc3986(name)}=${encodeRfc3986(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}

/** An object's path on the target, each segment of the key encoded and its slashes kept. */
export function objectPath(target: BucketTarget, key: string): string {
  return target.basePath + key.split('/').map(encodeRfc3986).join('/');
}
