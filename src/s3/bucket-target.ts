/**
 * Where a bucket's requests go, as the SDK resolved it once (endpoint, path or virtual-host
 * style, region), and how requests sent outside the SDK are signed. Plain data: it crosses to
 * the listing worker, which loads no SDK.
 */
export interface BucketTarget {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  /** The `Host` header the SDK signed: the hostname, and the port when it is not the default. */
  readonly host: string;
  /** `/bucket/` for path style, `/` for virtual-host style. */
  readonly basePath: string;
  readonly userAgent: string | undefined;
  readonly signing: BucketSigning;
}

export type BucketSigning =
  /** Plain SigV4 with the given region and service: requests can be signed without the SDK. */
  | { readonly kind: 'sigv4'; readonly region: string; readonly service: string }
  /**
   * Anything else (S3 Express session auth, SigV4a for multi-region access points): only the
   * SDK signs these, on the main thread.
   */
  | { readonly kind: 'main-thread' };
