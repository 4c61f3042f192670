import { createHash, createHmac, type Hash, type Hmac } from 'node:crypto';
import { SignatureV4 } from '@smithy/signature-v4';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import {
  listQuery,
  toQueryString,
  type ListPageParams,
  type ListTarget,
  type SignedRequest,
} from './list-request.js';

/** Signs the pages of one listing: in the worker itself, or by asking the main thread. */
export interface ListRequestSigner {
  sign(params: ListPageParams): Promise<SignedRequest>;
}

type SourceData = string | ArrayBuffer | ArrayBufferView;

function toBytes(data: SourceData): string | Uint8Array {
  if (typeof data === 'string') return data;
  if (ArrayBuffer.isView(data))
    return new Uint8Array(data.buffer, data.byteOffset, data.byteLength);
  return new Uint8Array(data);
}

/** SHA-256 and HMAC-SHA-256 from node:crypto, in the shape the SDK's signer asks for. */
class NodeSha256 {
  private readonly secret: string | Uint8Array | undefined;
  private hash: Hash | Hmac;
  constructor(secret?: SourceData) {
    this.secret = secret === undefined ? undefined : toBytes(secret);
    this.hash = this.start();
  }
  private start(): Hash | Hmac {
    return this.secret === undefined ? createHash('sha256') : createHmac('sha256', this.secret);
  }
  update(data: SourceData): void {
    this.hash.update(toBytes(data));
  }
  digest(): Promise<Uint8Array> {
    return Promise.resolve(new Uint8Array(this.hash.digest()));
  }
  reset(): void {
    this.hash = this.start();
  }
}

/**
 * SigV4 for the listing worker, with the SDK's own signer (`@smithy/signature-v4`) configured as
 * the S3 client configures it: paths not escaped again, and the payload hash sent in
 * `x-amz-content-sha256`. The signing key is cached by day, so a page costs two hashes and an
 * HMAC instead of a pass through the whole middleware stack.
 */
export function createSigV4ListSigner(
  target: ListTarget,
  credentials: AwsCredentialIdentityProvider,
): ListRequestSigner {
  if (target.signing.kind !== 'sigv4') {
    throw new Error(`the listing target needs ${target.signing.kind} signing, not SigV4`);
  }
  const signer = new SignatureV4({
    service: target.signing.service,
    region: target.signing.region,
    credentials,
    sha256: NodeSha256,
    uriEscapePath: false,
    applyChecksum: true,
  });
  return {
    async sign(params) {
      const query = listQuery(params);
      const signed = await signer.sign({
        method: 'GET',
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: target.basePath,
        query,
        headers: { host: target.host },
      });
      const headers: Record<string, string> = { ...signed.headers };
      // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
      if (target.userAgent) headers['user-agent'] = target.userAgent;
      return {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: 'GET',
        path: target.basePath + toQueryString(query),
        headers,
      };
    },
  };
}
