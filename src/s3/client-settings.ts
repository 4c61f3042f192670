import type { ProxySettings } from './proxy-settings.js';

/**
 * Everything needed to build an S3 client, as plain data: the threaded lister sends it to its
 * worker, which builds its own client from it.
 */
export interface ClientSettings {
  /** Empty means: take it from the environment (AWS_REGION, AWS_DEFAULT_REGION, profile). */
  readonly region?: string | undefined;
  /** A custom endpoint (MinIO, R2, Ceph RGW...). Empty means AWS. */
  readonly endpointUrl?: string | undefined;
  readonly forcePathStyle?: boolean | undefined;
  /**
   * `when_required` stops the SDK's default CRC32 `aws-chunked` uploads, which many S3-compatible
   * stores refuse (RGW answers 411). Unset means: `when_required` with a custom endpoint, else
   * `when_supported`.
   */
  readonly checksumMode?: 'when_supported' | 'when_required' | undefined;
  /** Sockets in the keep-alive pool: one request in flight needs one socket (HTTP/1.1). */
  readonly maxSockets: number;
  /**
   * The forward proxy from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), read once by the
   * front-end; undefined means every request goes direct.
   */
  readonly proxy?: ProxySettings | undefined;
  /** Explicit credentials (action inputs); otherwise the standard AWS chain. */
  readonly credentials?: StaticCredentials | undefined;
}

export interface StaticCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
  /** Milliseconds since the epoch, when the credentials stop working. */
  readonly expirationMs?: number | undefined;
}
