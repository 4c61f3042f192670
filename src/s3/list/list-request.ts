/**
 * A ListObjectsV2 request as plain data, free of the SDK: the listing worker builds and signs
 * these itself, so that its bundle stays small and starts fast.
 */

/** A request resolved and signed, ready to send over our own socket. */
export interface SignedRequest {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  readonly method: string;
  /** Path and query string, encoded. */
  readonly path: string;
  readonly headers: Record<string, string>;
}

export interface ListPageParams {
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  readonly continuationToken?: string | undefined;
}

/**
 * Where a bucket's listing requests go, as the SDK resolved it once on the main thread
 * (endpoint, path or virtual-host style, region), and how the worker signs them.
 */
export interface ListTarget {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  /** The `Host` header the SDK signed: the hostname, and the port when it is not the default. */
  readonly host: string;
  /** `/bucket/` for path style, `/` for virtual-host style. */
  readonly basePath: string;
  readonly userAgent: string | undefined;
  readonly signing: ListSigning;
}

export type ListSigning =
  /** Plain SigV4 with the borrowed credentials: the worker signs each page itself. */
  | { readonly kind: 'sigv4'; readonly region: string; readonly service: string }
  /**
   * Anything else (S3 Express session auth, SigV4a for multi-region access points): the main
   * thread's SDK signs each request, and the worker asks it to.
   */
  | { readonly kind: 'main-thread' };

/** The query of one page, as the SDK's ListObjectsV2Command builds it. */
export function listQuery(params: ListPageParams): Record<string, string> {
  const query: Record<string, string> = {
    'list-type': '2',
    'encoding-type': 'url',
    'max-keys': String(params.pageSize),
  };
  if (params.prefix) query.prefix = params.prefix;
  // A continuation token overrides StartAfter, so send only one of them.
  if (params.continuationToken) query['continuation-token'] = params.continuationToken;
  else if (params.startAfter) query['start-after'] = params.startAfter;
  return query;
}

/** RFC 3986 encoding, as SigV4's canonical query uses; the server decodes before it verifies. */
function encode(value: string): string {
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
    if (value === null || value === undefined) parts.push(encode(name));
    else
      for (const v of Array.isArray(value) ? value : [value])
        parts.push(`${encode(name)}=${encode(v)}`);
  }
  return parts.length ? `?${parts.join('&')}` : '';
}
