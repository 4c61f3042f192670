import { S3Error } from './errors.js';

const RETRYABLE_CODES = new Set([
  'SlowDown',
  'InternalError',
  'ServiceUnavailable',
  'RequestTimeout',
  'RequestTimeTooSkewed',
  'Throttling',
  'ThrottlingException',
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'EAI_AGAIN',
  'ERR_STREAM_PREMATURE_CLOSE',
  'TruncatedBody',
  // A body whose MD5 does not match: damaged on the way, so sent again.
  'BadDigest',
  'TimeoutError',
  // A request that went silent (src/s3/stall-watch.ts): abandoned, so sent again.
  'RequestStalled',
]);

/**
 * A listing that broke its protocol or one of its bounds (src/s3/list/list-bounds.ts,
 * listed-keys.ts), or an answer past its bound: the server would answer the same way again,
 * whatever caused it.
 */
const NEVER_RETRIED_CODES = new Set([
  'MalformedListPage',
  'ListPageTooLarge',
  'ListHeadersTimeout',
  'EmptyPagesWithoutEnd',
  'KeyOutsidePrefix',
  'KeyOutOfOrder',
  'KeyTooLong',
  // src/s3/answer-bounds.ts
  'AnswerTooLarge',
  'AnswerTooSlow',
]);

/**
 * The one place that decides whether a failure is worth another attempt: 5xx, throttling,
 * resets and bodies cut short are; anything the user must fix (4xx) is not, nor a listing the
 * server would send again as it did.
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof S3Error) {
    if (error.code && NEVER_RETRIED_CODES.has(error.code)) return false;
    if (error.code && RETRYABLE_CODES.has(error.code)) return true;
    if (error.statusCode !== undefined) return error.statusCode >= 500 || error.statusCode === 429;
    return isRetryable(error.cause);
  }
  const e = error as {
    code?: string;
    name?: string;
    $metadata?: { httpStatusCode?: number };
  } | null;
  if (!e || typeof e !== 'object') return false;
  if ((e.code && RETRYABLE_CODES.has(e.code)) || (e.name && RETRYABLE_CODES.has(e.name)))
    return true;
  const status = e.$metadata?.httpStatusCode;
  return status !== undefined && (status >= 500 || status === 429);
}

/** Network codes that mean no connection to the store was made at all. */
const UNREACHABLE_CODES = new Set([
  'ECONNREFUSED',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);

/**
 * Whether a failure means the store could not be reached (connection refused, no such host, no
 * route), looking through wrapped causes and the attempts of an AggregateError (Node tries each
 * address of a host). A store that answered, even with an error, was reached.
 */
export function isUnreachable(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 8) return false;
  const e = error as { code?: unknown; cause?: unknown; errors?: unknown };
  if (typeof e.code === 'string' && UNREACHABLE_CODES.has(e.code)) return true;
  if (Array.isArray(e.errors) && e.errors.some((inner) => isUnreachable(inner, depth + 1)))
    return true;
  return isUnreachable(e.cause, depth + 1);
}

export interface RetryOptions {
  readonly attempts: number;
  readonly baseDelayMs: number;
  readonly maxDelayMs: number;
  readonly signal?: AbortSignal | undefined;
  /** Called for each failed attempt that will be retried (log it at debug level). */
  readonly onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined;
}

export const DEFAULT_RETRY: RetryOptions = { attempts: 6, baseDelayMs: 100, maxDelayMs: 5_000 };

/** Full-jitter exponential backoff, as AWS's architecture blog recommends against retry storms. */
export function backoffDelayMs(
  attempt: number,
  options: RetryOptions,
  random = Math.random,
): number {
  const ceiling = Math.min(options.maxDelayMs, options.baseDelayMs * 2 ** (attempt - 1));
  return Math.round(random() * ceiling);
}

export async function withRetry<T>(
  operation: (attempt: number) => Promise<T>,
  options: RetryOptions = DEFAULT_RETRY,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await operation(attempt);
    } catch (error) {
      if (options.signal?.aborted || attempt >= options.attempts || !isRetryable(error))
        throw error;
      const delayMs = backoffDelayMs(attempt, options);
      options.onRetry?.(error, attempt, delayMs);
      await sleep(delayMs, options.signal);
    }
  }
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
