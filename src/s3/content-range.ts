/** A `Content-Range: bytes first-last/size` answer header; `size` undefined for `*`. */
export interface ContentRange {
  readonly first: number;
  readonly last: number;
  readonly size: number | undefined;
}

/**
 * Parses a 206's Content-Range (RFC 9110 14.4); undefined when absent or not of bytes. Shared
 * by the ranged downloads (`range-request.ts`) and the cache's range GETs.
 */
export function parseContentRange(value: string | undefined): ContentRange | undefined {
  const match = /^bytes (\d+)-(\d+)\/(\d+|\*)$/.exec(value ?? '');
  if (!match) return undefined;
  return {
    first: Number(match[1]),
    last: Number(match[2]),
    size: match[3] === '*' ? undefined : Number(match[3]),
  };
}
