import { ERROR_ANSWER_MAX_BYTES, ERROR_ANSWER_MAX_MS } from './error-response.js';

/**
 * How much of an answer the requests sent through the AWS SDK may read, and for how long. The
 * endpoint is untrusted: the SDK's own body collector reads an answer until it ends, so an error
 * body that never ends, or a 200 XML answer of gigabytes, would be held until memory runs out.
 * Every answer but a GetObject's body (which its reader checks against its declared size and
 * checksums) gets a bound no real S3 answer of its kind reaches.
 */

/** The request as the SDK hands it to its HTTP handler: enough to tell the operation. */
export interface SdkRequestShape {
  readonly method: string;
  readonly query?: Readonly<Record<string, unknown>> | undefined;
}

/**
 * The largest XML answer to a one-object operation: CreateMultipartUpload, CompleteMultipartUpload,
 * CopyObject, UploadPartCopy (a key of 1,024 bytes escaped to at most 6 KiB, the bucket, a
 * Location URL, an ETag, checksums, an upload ID: under 16 KiB), and the empty answers of
 * PutObject, UploadPart and deletes. 64 times the real maximum.
 */
export const OBJECT_ANSWER_MAX_BYTES = 1024 * 1024;

/**
 * DeleteObjects of 1,000 keys, every one refused: each `<Error>` holds the key (1,024 bytes,
 * escaped to at most 6 KiB), a version ID, a code and a message, about 7.3 KiB; 1,000 of them
 * are 7.3 MB. Twice that, rounded up.
 */
export const DELETE_ANSWER_MAX_BYTES = 16 * 1024 * 1024;

/**
 * An unpaginated ListBuckets: AWS serves it to accounts of at most 10,000 buckets (entries of
 * under 400 bytes: 4 MB); RGW lets a user hold more, with names up to 255 bytes. 64 MiB holds
 * over 100,000 of those.
 */
export const LIST_BUCKETS_ANSWER_MAX_BYTES = 64 * 1024 * 1024;

/** The time a bounded answer's body may take, once its headers are in: an error's, or most. */
export const ANSWER_BODY_MAX_MS = ERROR_ANSWER_MAX_MS;

/**
 * The same for the answers S3 keeps alive with whitespace while it works (a copy of up to 5 GiB,
 * the assembly of a large upload: "several minutes", S3's documentation says).
 */
export const SLOW_ANSWER_BODY_MAX_MS = 30 * 60_000;

const SLOW_OPERATIONS = new Set(['CopyObject', 'UploadPartCopy', 'CompleteMultipartUpload']);

/** The operation a request sent by the SDK is for, from its method and query. */
export function sdkOperation({ method, query = {} }: SdkRequestShape): string {
  const id = query['x-id'];
  if (typeof id === 'string') return id;
  if ('uploads' in query)
    return method === 'POST' ? 'CreateMultipartUpload' : 'ListMultipartUploads';
  if ('uploadId' in query) return method === 'POST' ? 'CompleteMultipartUpload' : 'ListParts';
  if ('delete' in query) return 'DeleteObjects';
  if ('location' in query) return 'GetBucketLocation';
  if ('list-type' in query) return 'ListObjectsV2';
  if (method === 'HEAD') return 'HeadObject';
  return `${method} request`;
}

/** What may be read of one answer: its bytes, and the time its body may take. */
export interface AnswerBound {
  readonly operation: string;
  readonly statusCode: number;
  /** Infinity for a GetObject's body. */
  readonly maxBytes: number;
  readonly maxMs: number;
}

/** The bound of the answer `statusCode` to `operation`. */
export function answerBound(operation: string, statusCode: number): AnswerBound {
  const ok = statusCode >= 200 && statusCode < 300;
  const maxBytes = !ok
    ? ERROR_ANSWER_MAX_BYTES
    : operation === 'GetObject'
      ? Infinity
      : operation === 'DeleteObjects'
        ? DELETE_ANSWER_MAX_BYTES
        : operation === 'ListBuckets'
          ? LIST_BUCKETS_ANSWER_MAX_BYTES
          : OBJECT_ANSWER_MAX_BYTES;
  const maxMs = ok && SLOW_OPERATIONS.has(operation) ? SLOW_ANSWER_BODY_MAX_MS : ANSWER_BODY_MAX_MS;
  return { operation, statusCode, maxBytes, maxMs: maxBytes === Infinity ? Infinity : maxMs };
}

/** `bytes` as a reader would write it: 64 KiB, 16 MiB, 10737418240 bytes. */
export function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MiB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KiB`;
  return `${bytes} bytes`;
}

/**
 * The endpoint sent (or declared) an answer larger than any real S3 answer of its kind: dropped,
 * with its connection, and not retried (it would be sent the same way again). `$metadata` is
 * set so that the SDK, which the error passes through, neither appends its own hints to the
 * message nor takes it for a server error to retry.
 */
export class AnswerTooLargeError extends Error {
  readonly code = 'AnswerTooLarge';
  /** Where `s3FailureFromSdk` reads an S3 error's code. */
  readonly Code = 'AnswerTooLarge';
  readonly $metadata = {};
  constructor(bound: AnswerBound, declaredBytes?: number) {
    const declared = declaredBytes === undefined ? '' : ` (it declared ${declaredBytes} bytes)`;
    super(
      `the endpoint sent an HTTP ${bound.statusCode} answer to ${bound.operation} larger than ` +
        `${sizeText(bound.maxBytes)}${declared}, which no S3 answer of this kind reaches; it was dropped`,
    );
    this.name = 'AnswerTooLargeError';
  }
}

/**
 * The endpoint kept sending an answer's body (a byte now and then, below the stall limit) for
 * longer than any real answer of its kind takes: dropped, and not retried.
 */
export class AnswerTooSlowError extends Error {
  readonly code = 'AnswerTooSlow';
  readonly Code = 'AnswerTooSlow';
  readonly $metadata = {};
  constructor(bound: AnswerBound, receivedBytes: number) {
    super(
      `the endpoint took longer than ${Math.round(bound.maxMs / 1000)} s to send its HTTP ` +
        `${bound.statusCode} answer to ${bound.operation} (${receivedBytes} bytes so far); it was dropped`,
    );
    this.name = 'AnswerTooSlowError';
  }
}
