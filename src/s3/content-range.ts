import type { RequestPlace } from './error-response.js';
import { s3Failure } from './s3-failure.js';

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

/**
 * Throws unless a ranged GET's Content-Range is the range asked for. A server may answer a
 * range that starts at 0 with the whole object (200, no Content-Range): that is the range asked
 * for if it is exactly `length` bytes, which the caller checks.
 */
export function checkContentRange(
  contentRange: string | undefined,
  offset: number,
  length: number,
  place: RequestPlace,
): void {
  const range = parseContentRange(contentRange);
  const whole = contentRange === undefined && offset === 0;
  if (whole || (range && range.first === offset && range.last === offset + length - 1)) return;
  throw s3Failure({
    ...place,
    code: 'InvalidRange',
    message: `asked for bytes=${offset}-${offset + length - 1} and got ${JSON.stringify(contentRange ?? 'no Content-Range')}`,
  });
}
