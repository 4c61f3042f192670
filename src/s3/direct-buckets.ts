import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { SignatureV4 } from '@smithy/signature-v4';
import { BodilessSigV4 } from './signing/bodiless-sigv4.js';
import type { BucketTarget } from './bucket-target.js';
import type { SignedRequest } from './send-signed.js';
import { objectPath, toQueryString } from './query-string.js';
import type { SigningClock } from './signing/signing-clock.js';
import { proxyUrlFor, type ProxySettings } from './proxy/proxy-settings.js';

/** A bucket whose object requests can go out without the SDK, and how to sign them. */
export interface DirectBucket {
  readonly target: BucketTarget;
  /** The SDK's SigV4 signer for requests with a body, loaded on the first of them. */
  readonly signer: () => Promise<SignatureV4>;
  /** Signs the GETs: the same SigV4 without the SDK signer's copies and async steps. */
  readonly bodiless: BodilessSigV4;
  readonly proxy: string | undefined;
}

/** A resolved bucket; no signer when only the SDK can sign for it (S3 Express, SigV4a). */
interface BucketEntry {
  readonly target: BucketTarget;
  readonly signer: (() => Promise<SignatureV4>) | undefined;
  readonly bodiless: BodilessSigV4 | undefined;
  /** The proxy its requests go through (`proxy-settings.ts`), decided once per bucket. */
  readonly proxy: string | undefined;
}

export interface DirectRequest {
  readonly method: 'GET' | 'PUT';
  readonly key: string;
  readonly query?: Record<string, string>;
  readonly headers?: Record<string, string>;
  readonly body?: Buffer;
}

/**
 * The buckets of a session as resolved once (by `computed-target.ts` or the SDK's probe) (endpoint, path style, region, signing),
 * once per bucket, and the SigV4 signing of a request to one (`direct-requests.ts` sends it).
 */
export class DirectBuckets {
  private readonly buckets = new Map<string, Promise<BucketEntry>>();

  constructor(
    private readonly resolve: (bucket: string, signal: AbortSignal) => Promise<BucketTarget>,
    private readonly credentials: AwsCredentialIdentityProvider,
    private readonly clock: SigningClock,
    private readonly proxySettings?: ProxySettings,
  ) {}

  /** Where the bucket's requests go (a failure, an abort among them, is resolved again next time). */
  target(name: string, signal: AbortSignal): Promise<BucketTarget> {
    return this.entry(name, signal).then((entry) => entry.target);
  }

  /** The bucket's target and signer; undefined when its requests must go through the SDK. */
  async direct(name: string, signal: AbortSignal): Promise<DirectBucket | undefined> {
    const entry = await this.entry(name, signal);
    return entry.signer ? (entry as DirectBucket) : undefined;
  }

  private entry(name: string, signal: AbortSignal): Promise<BucketEntry> {
    let found = this.buckets.get(name);
    if (!found) {
      found = this.resolve(name, signal)
        .then((target) => {
          const sigv4 = target.signing.kind === 'sigv4' ? target.signing : undefined;
          return {
            target,
            signer: sigv4 && lazySigV4(target, this.credentials),
            bodiless: sigv4 && new BodilessSigV4(sigv4.region, sigv4.service),
            proxy: proxyUrlFor(this.proxySettings, target),
          };
        })
        .catch((error: unknown) => {
          this.buckets.delete(name);
          throw error;
        });
      this.buckets.set(name, found);
    }
    return found;
  }

  /**
   * The request signed by SigV4 for the bucket's target, ready to send. A GET (every small
   * download, every range) is signed by `bodiless-sigv4.ts`, the same signature by node:crypto
   * alone: the SDK's signer copies the request and awaits several steps for each one, which cost
   * more than the hashing (docs/benchmarks.md, "Cutting the client's CPU per object"). A request
   * with a body keeps the SDK's signer, which hashes the payload.
   */
  async sign(direct: DirectBucket, request: DirectRequest): Promise<SignedRequest> {
    const { target, signer } = direct;
    const query = request.query ?? {};
    const keyPath = objectPath(target, request.key);
    const path = keyPath + toQueryString(query);
    if (request.method === 'GET' && request.body === undefined) {
      const headers = direct.bodiless.sign(
        {
          method: 'GET',
          path: keyPath,
          query,
          headers: { ...request.headers, host: target.host },
        },
        await this.credentials(),
        this.clock.now(),
      );
      return this.signedRequest(direct, request, path, headers);
    }
    const signed = await (
      await signer()
    ).sign(
      {
        method: request.method,
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        path: keyPath,
        query,
        headers: { ...request.headers, host: target.host },
        body: request.body,
      },
      { signingDate: this.clock.now() },
    );
    return this.signedRequest(direct, request, path, { ...signed.headers });
  }

  private signedRequest(
    { target, proxy }: DirectBucket,
    request: DirectRequest,
    path: string,
    headers: Record<string, string>,
  ): SignedRequest {
    // Not signed (SigV4 leaves User-Agent out), so it is added afterwards.
    if (target.userAgent) headers['user-agent'] = target.userAgent;
    return {
      protocol: target.protocol,
      hostname: target.hostname,
      port: target.port,
      method: request.method,
      path,
      headers,
      ...(proxy ? { proxy } : {}),
    };
  }
}

/**
 * The SDK's SigV4 signer (`signing/sigv4.ts`, @smithy/signature-v4 and its hashing, about 290 kB
 * bundled), imported by the first request with a body: a run that only downloads signs its GETs
 * with `bodiless-sigv4.ts` and never loads it.
 */
function lazySigV4(
  target: BucketTarget,
  credentials: AwsCredentialIdentityProvider,
): () => Promise<SignatureV4> {
  let made: Promise<SignatureV4> | undefined;
  return () => {
    made ??= import('./signing/sigv4.js').then((sigv4) => sigv4.createSigV4(target, credentials));
    return made;
  };
}
