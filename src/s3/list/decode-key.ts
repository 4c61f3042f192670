/**
 * Keys listed with `encoding-type=url` arrive percent-encoded, so that characters XML cannot
 * carry survive. AWS writes a space as `+`, RGW as `%20`: `+` is a space, then percent-decoding.
 */
export function decodeUrlEncodedKey(raw: string): string {
  if (raw.indexOf('%') === -1 && raw.indexOf('+') === -1) return raw;
  return decodeURIComponent(raw.replace(/\+/g, ' '));
}
