import type http from 'node:http';
import type https from 'node:https';
import zlib from 'node:zlib';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { BucketTarget } from './bucket-target.js';
import {
  checkBodyLength,
  errorField,
  readErrorResponse,
  type RequestPlace,
} from './error-response.js';
import { checkWholeBody, storedDigests } from './body-digests.js';
import { s3Failure, s3FailureFromSdk } from './s3-failure.js';
import { answerBound, AnswerTooLargeError, AnswerTooSlowError } from './answer-bounds.js';
import { SigningClock } from './signing/signing-clock.js';
import { DirectBuckets, type DirectBucket, type DirectRequest } from './direct-buckets.js';
import { onBodyFailure, sendSigned, type SignedRequest } from './send-signed.js';
import type { RawAnswer } from './raw/raw-answer.js';
import {
  getRawObject,
  openRawObject,
  type RawObjectOptions,
  type RawWhole,
} from './raw/raw-object.js';
import { hedged } from './hedged-request.js';
import { processStallLimits, type StallLimits } from './stall-watch.js';
import { objectHeaders, type ObjectParams } from './object-params.js';
import type { ProxySettings } from './proxy/proxy-settings.js';
import { WireBytes } from '../wire-bytes.js';

const SOCKET_TIMEOUT_MS = 120_000;
/** Asks for the stored x-amz-checksum-* with the body, to check it against (S3 sends it only then). */
const CHECKSUM_MODE = { 'x-amz-checksum-mode': 'ENABLED' };
/** GETs of objects up to this size are hedged; a larger one's latency is its bandwidth's. */
const HEDGE_MAX_BYTES = 256 * 1024;
/**
 * A request body goes to the socket in slices of this size, each counted (WireBytes) once the
 * socket has taken it: a progress line then moves while a large part uploads.
 */
const SEND_SLICE_BYTES = 64 * 1024;

/** What the direct requests are sent with: the session's client, sockets and signing. */
export interface DirectRequestsOptions {
  /** Resolves a bucket's endpoint, path style and region (asked once per bucket). */
  readonly resolveTarget: (bucket: string, signal: AbortSignal) => Promise<BucketTarget>;
  /** The session's keep-alive sockets, which PUTs and copies share with the SDK. */
  readonly agent: http.Agent | https.Agent;
  readonly credentials: AwsCredentialIdentityProvider;
  /** Every PutObject carries a CRC32 (the checksum mode `WHEN_SUPPORTED`, as the SDK does). */
  readonly addCrc32: boolean;
  readonly stalls?: StallLimits | undefined;
  readonly proxy?: ProxySettings | undefined;
}

/** One CopyObject's fields (the SDK's CopyObjectCommand input, in the few this path sends). */
/** One PutObject's fields: the object, its body and its headers' parameters. */
export interface DirectPutInput {
  readonly bucket: string;
  readonly key: string;
  readonly body: Buffer;
  readonly params: ObjectParams;
}

/** A request on its way: the bucket's direct address, the request, what an error names. */
interface DirectExchange {
  readonly direct: DirectBucket;
  readonly request: DirectRequest;
  readonly place: RequestPlace;
}

export interface DirectCopyInput {
  readonly bucket: string;
  readonly key: string;
  /** `bucket/key`, URI-encoded (`x-amz-copy-source`). */
  readonly copySource: string;
  readonly params: ObjectParams;
  /** The copy takes `params`' metadata instead of the source's (`x-amz-metadata-directive`). */
  readonly replaceMetadata: boolean;
}

/** One UploadPart's fields (the SDK's UploadPartCommand input, in the few this path sends). */
export interface DirectPartInput {
  readonly bucket: string;
  readonly key: string;
  readonly uploadId: string;
  readonly partNumber: number;
  readonly body: Buffer;
}

interface DirectResponse {
  readonly headers: http.IncomingHttpHeaders;
  readonly body: Buffer;
}

/**
 * GetObject, PutObject and CopyObject for small objects, sent by us: PUTs and copies over the SDK's
 * own keep-alive sockets, GETs by the raw reader over its own (`raw-object.ts`). Each bucket is
 * resolved once (endpoint, path style, region, `direct-buckets.ts`). PUTs,
 * copies and parts are signed by the SDK's SigV4 signer (they carry a body digest); GETs by the
 * bodiless SigV4 on node:crypto (`bodiless-sigv4.ts`), which skips the signer's request copies
 * and awaits. What every request skips is the client's middleware stack and HTTP handler (the
 * CPU each costs: `npm run bench -- sign`, docs/benchmarks.md). A bucket that needs more than
 * SigV4 (S3 Express, SigV4a) goes through the SDK instead.
 *
 * Integrity: a PUT's payload is signed by its SHA-256 (S3 refuses a body that does not match),
 * with a CRC32 checksum as the SDK adds under `when_supported`; a GET's body is checked against
 * its Content-Length, and against its ETag where the ETag is the body's MD5.
 */
export class DirectRequests {
  private readonly clock = new SigningClock();
  private readonly buckets: DirectBuckets;
  private readonly agent: http.Agent | https.Agent;
  private readonly addCrc32: boolean;
  private readonly stalls: StallLimits;
  /** The bodies this session's direct requests move, both ways (for progress lines). */
  readonly wire = new WireBytes();

  constructor(options: DirectRequestsOptions) {
    this.agent = options.agent;
    this.addCrc32 = options.addCrc32;
    this.stalls = options.stalls ?? processStallLimits;
    this.buckets = new DirectBuckets(
      options.resolveTarget,
      options.credentials,
      this.clock,
      options.proxy,
    );
  }

  /**
   * Where the bucket's requests go and how they are signed, as the SDK resolved it: once per
   * bucket for the whole session (a failure, an abort among them, is resolved again next time).
   */
  target(name: string, signal: AbortSignal): Promise<BucketTarget> {
    return this.buckets.target(name, signal);
  }

  /**
   * A GET signed here for another thread to send over its own sockets (a cache worker reads a
   * pack's range straight into its decoder, so the body never crosses the main thread);
   * undefined when the bucket needs the SDK. Signed now: send it within minutes.
   */
  async signGet(
    bucket: string,
    key: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<SignedRequest | undefined> {
    const direct = await this.buckets.direct(bucket, signal);
    return direct && this.buckets.sign(direct, { method: 'GET', key, headers });
  }

  /**
   * A whole object's body, or undefined when the bucket needs the SDK. Objects of up to
   * HEDGE_MAX_BYTES (by the listing's size) are hedged: a slow GET gets a second copy.
   */
  async getObject(
    bucket: string,
    key: string,
    signal: AbortSignal,
    listedBytes = Infinity,
  ): Promise<Buffer | undefined> {
    return (await this.getObjectWhole(bucket, key, signal, { listedBytes }))?.body;
  }

  /**
   * The same with the answer's headers (user metadata among them); with `maxBytes`, an object
   * whose Content-Length is larger is refused before its body is read (BodyTooLargeError).
   */
  async getObjectWhole(
    bucket: string,
    key: string,
    signal: AbortSignal,
    options: { listedBytes?: number; maxBytes?: number } = {},
  ): Promise<RawWhole | undefined> {
    const { listedBytes = Infinity, maxBytes = Infinity } = options;
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return undefined;
    const place = { operation: 'GetObject', bucket, key };
    // Signed once: a hedge is the same request again (a retry comes back here and signs anew).
    const signed = await this.buckets.sign(direct, { method: 'GET', key, headers: CHECKSUM_MODE });
    const once = (copy: AbortSignal) =>
      getRawObject(signed, this.rawOptions(place, copy), maxBytes);
    const whole =
      listedBytes <= HEDGE_MAX_BYTES ? await hedged(this.stalls, signal, once) : await once(signal);
    const { headers, body } = whole;
    // The raw reader reads exactly the Content-Length (a connection that ends before fails as a
    // retryable reset); checked again here, as a body from any other reader would be.
    checkBodyLength(body.length, Number(headers['content-length']), place);
    // Every byte checked: the length above, and the ETag's MD5 or the stored checksum here.
    checkWholeBody(storedDigests(headers), body, place);
    return whole;
  }

  /** PutObject; false when the bucket needs the SDK. */
  async putObject(input: DirectPutInput, signal: AbortSignal): Promise<boolean> {
    const { bucket, key, body, params } = input;
    const headers = objectHeaders(params);
    if (!headers) return false;
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return false;
    headers['content-length'] = String(body.length);
    if (this.addCrc32) headers['x-amz-checksum-crc32'] = crc32Base64(body);
    await this.send(
      direct,
      { method: 'PUT', key, headers, body },
      { operation: 'PutObject', bucket, key },
      signal,
    );
    return true;
  }

  /** CopyObject (server side, up to 5 GiB); false when the bucket needs the SDK. */
  async copyObject(input: DirectCopyInput, signal: AbortSignal): Promise<boolean> {
    const { bucket, key, copySource, params, replaceMetadata } = input;
    const headers = objectHeaders(params);
    if (!headers) return false;
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return false;
    headers['x-amz-copy-source'] = copySource;
    if (replaceMetadata) headers['x-amz-metadata-directive'] = 'REPLACE';
    const place = { operation: 'CopyObject', bucket, key };
    const { body } = await this.send(direct, { method: 'PUT', key, headers }, place, signal);
    // CopyObject can fail after its 200 has been sent: the error then comes in the body.
    const text = body.toString('utf8');
    if (!text.includes('<CopyObjectResult')) {
      throw s3Failure({
        ...place,
        code: errorField(text, 'Code') ?? 'TruncatedBody',
        statusCode: 200,
        message: errorField(text, 'Message') ?? 'the copy answered 200 without a CopyObjectResult',
      });
    }
    return true;
  }

  /**
   * Starts a GET with the given headers (a Range, If-Match) and hands back the 2xx response
   * unread, for the caller to stream; undefined when the bucket needs the SDK. An error answer
   * is thrown as the S3Error the SDK would have thrown.
   */
  async openObject(
    bucket: string,
    key: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<http.IncomingMessage | undefined> {
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return undefined;
    const place = { operation: 'GetObject', bucket, key };
    const request = { method: 'GET', key, headers } as const;
    return this.start({ direct, request, place }, signal, (response) => Promise.resolve(response));
  }

  /**
   * The same GET by the raw reader (`raw-get.ts`, over its own keep-alive connections), whose
   * body the caller reads into its own buffers: the way of large bodies. Undefined when the bucket needs the SDK; an error
   * answer is thrown as the S3Error the SDK would have thrown.
   */
  async openObjectRaw(
    bucket: string,
    key: string,
    headers: Record<string, string>,
    signal: AbortSignal,
  ): Promise<RawAnswer | undefined> {
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return undefined;
    const place = { operation: 'GetObject', bucket, key };
    const signed = await this.buckets.sign(direct, { method: 'GET', key, headers });
    return openRawObject(signed, this.rawOptions(place, signal));
  }

  /**
   * UploadPart, with its payload signed by SHA-256; undefined (not sent) when the bucket needs
   * the SDK or when the checksum mode asks for CRC32 on every part, which the SDK declares.
   */
  async uploadPart(input: DirectPartInput, signal: AbortSignal): Promise<string | undefined> {
    const { bucket, key, uploadId, partNumber, body } = input;
    if (this.addCrc32) return undefined;
    const direct = await this.buckets.direct(bucket, signal);
    if (!direct) return undefined;
    const { headers } = await this.send(
      direct,
      {
        method: 'PUT',
        key,
        query: { partNumber: String(partNumber), uploadId },
        headers: { 'content-length': String(body.length) },
        body,
      },
      { operation: 'UploadPart', bucket, key },
      signal,
    );
    const etag = headers.etag;
    if (!etag) {
      throw s3Failure({
        operation: 'UploadPart',
        bucket,
        key,
        code: 'TruncatedBody',
        message: 'the part was answered without an ETag',
      });
    }
    return String(etag);
  }

  private rawOptions(place: RequestPlace, signal: AbortSignal): RawObjectOptions {
    const { stalls, clock, wire } = this;
    return {
      signal,
      timeoutMs: SOCKET_TIMEOUT_MS,
      stalls,
      place,
      clock,
      onBody: (n) => wire.add(n),
    };
  }

  private send(
    direct: DirectBucket,
    request: DirectRequest,
    place: RequestPlace,
    signal: AbortSignal,
  ): Promise<DirectResponse> {
    return this.start({ direct, request, place }, signal, (response) =>
      readBounded(response, place),
    );
  }

  /** Signs and sends a request; `read` takes its 2xx response, an error answer is thrown. */
  private async start<T>(
    { direct, request, place }: DirectExchange,
    signal: AbortSignal,
    read: (response: http.IncomingMessage) => Promise<T>,
  ): Promise<T> {
    const signed = await this.buckets.sign(direct, request);
    return new Promise<T>((resolve, reject) => {
      const outgoing = sendSigned(signed, {
        agent: this.agent,
        signal,
        timeoutMs: SOCKET_TIMEOUT_MS,
        stalls: this.stalls,
        bodyBytes: request.body?.length,
        place,
        onFailure: reject,
      });
      outgoing.on('response', (response) => {
        const status = response.statusCode ?? 0;
        if (status < 200 || status >= 300) {
          readErrorResponse(response, place, this.clock).catch(reject);
          return;
        }
        read(response).then(resolve, reject);
      });
      endCounted(outgoing, request.body, this.wire);
    });
  }
}

/**
 * A 2xx answer read whole, up to the bound of its kind (answer-bounds.ts: an empty PutObject or
 * UploadPart answer, a CopyObjectResult): a longer one, declared or sent, fails as
 * AnswerTooLarge, and one still coming when its time is up as AnswerTooSlow.
 */
function readBounded(response: http.IncomingMessage, place: RequestPlace): Promise<DirectResponse> {
  const bound = answerBound(place.operation, response.statusCode ?? 200);
  return new Promise<DirectResponse>((resolve, reject) => {
    const tooLarge = (declared?: number) => {
      const { operation, bucket, key } = place;
      // Rejected before the drop, whose own `aborted` would otherwise be the reason given.
      reject(s3FailureFromSdk(new AnswerTooLargeError(bound, declared), operation, bucket, key));
      response.destroy();
    };
    const declared = Number(response.headers['content-length']);
    if (declared > bound.maxBytes) return tooLarge(declared);
    const chunks: Buffer[] = [];
    let bytes = 0;
    // A copy's answer may be kept alive with whitespace for minutes; none may take forever.
    const timer = setTimeout(() => {
      const { operation, bucket, key } = place;
      reject(s3FailureFromSdk(new AnswerTooSlowError(bound, bytes), operation, bucket, key));
      response.destroy();
    }, bound.maxMs);
    response.on('close', () => clearTimeout(timer));
    response.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
      if (bytes > bound.maxBytes) tooLarge();
      else chunks.push(chunk);
    });
    response.on('end', () =>
      resolve({
        headers: response.headers,
        body: chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks),
      }),
    );
    onBodyFailure(response, place, reject);
  });
}

/** Sends a request's body (if any) and ends it, counting each slice as the socket takes it. */
function endCounted(outgoing: http.ClientRequest, body: Buffer | undefined, wire: WireBytes) {
  for (let at = 0; body && at < body.length; at += SEND_SLICE_BYTES) {
    const slice = body.subarray(at, at + SEND_SLICE_BYTES);
    // Queued at once (no copy: slices of the one buffer); the socket's pace runs the callbacks.
    outgoing.write(slice, (error) => {
      if (!error) wire.add(slice.length);
    });
  }
  outgoing.end();
}

function crc32Base64(body: Buffer): string {
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(zlib.crc32(body) >>> 0);
  return crc.toString('base64');
}
