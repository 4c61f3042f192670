import { describe, expect, it } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { backoffDelayMs, DEFAULT_RETRY, isRetryable, withRetry } from '../../src/retry.js';
import { s3Failure } from '../../src/s3/s3-failure.js';

const failure = (code: string | undefined, statusCode?: number) =>
  s3Failure({ operation: 'GetObject', bucket: 'b', key: 'k', code, statusCode });

describe('isRetryable', () => {
  it.each([
    ['SlowDown', 503, true],
    ['InternalError', 500, true],
    ['ECONNRESET', undefined, true],
    ['TruncatedBody', undefined, true],
    [undefined, 502, true],
    [undefined, 429, true],
    ['AccessDenied', 403, false],
    ['NoSuchBucket', 404, false],
    ['SignatureDoesNotMatch', 403, false],
    ['MissingContinuationToken', undefined, false],
    // A listing the server would send the same way again (issue #41).
    ['MalformedListPage', undefined, false],
    ['ListPageTooLarge', undefined, false],
    ['ListHeadersTimeout', undefined, false],
    ['EmptyPagesWithoutEnd', undefined, false],
    ['KeyOutsidePrefix', undefined, false],
    ['KeyOutOfOrder', undefined, false],
    ['KeyTooLong', undefined, false],
  ] as const)('%s (HTTP %s) is retryable: %s', (code, status, expected) => {
    expect(isRetryable(failure(code, status))).toBe(expected);
  });

  it('never retries a malformed page, even with a reset as its cause', () => {
    const malformed = s3Failure({
      operation: 'ListObjectsV2',
      bucket: 'b',
      code: 'MalformedListPage',
      cause: Object.assign(new Error('aborted'), { code: 'ECONNRESET' }),
    });
    expect(isRetryable(malformed)).toBe(false);
  });

  it('reads SDK errors by name and status', () => {
    expect(isRetryable({ name: 'SlowDown', $metadata: { httpStatusCode: 503 } })).toBe(true);
    expect(isRetryable({ name: 'NoSuchKey', $metadata: { httpStatusCode: 404 } })).toBe(false);
    expect(isRetryable(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }))).toBe(
      true,
    );
    expect(isRetryable(new Error('plain'))).toBe(false);
  });
});

describe('withRetry', () => {
  const quick = { ...DEFAULT_RETRY, baseDelayMs: 1, maxDelayMs: 2 };

  it('retries a retryable failure and reports each retry', async () => {
    const seen: number[] = [];
    let calls = 0;
    const result = await withRetry(
      async () => {
        if (++calls < 3) throw failure('SlowDown', 503);
        return 'ok';
      },
      { ...quick, onRetry: (_e, attempt) => seen.push(attempt) },
    );
    expect(result).toBe('ok');
    expect(seen).toEqual([1, 2]);
  });

  it('gives up after the last attempt with the last error', async () => {
    let calls = 0;
    const error = await withRetry(async () => {
      calls++;
      throw failure('InternalError', 500);
    }, quick).catch((e: unknown) => e);
    expect(calls).toBe(quick.attempts);
    expect(error).toBeInstanceOf(S3Error);
  });

  it('does not retry what the user must fix', async () => {
    let calls = 0;
    await expect(
      withRetry(async () => {
        calls++;
        throw failure('AccessDenied', 403);
      }, quick),
    ).rejects.toThrow(/AccessDenied/);
    expect(calls).toBe(1);
  });

  it('full jitter stays within the exponential ceiling', () => {
    expect(backoffDelayMs(1, DEFAULT_RETRY, () => 0.999)).toBeLessThanOrEqual(
      DEFAULT_RETRY.baseDelayMs,
    );
    expect(backoffDelayMs(20, DEFAULT_RETRY, () => 0.999)).toBeLessThanOrEqual(
      DEFAULT_RETRY.maxDelayMs,
    );
    expect(backoffDelayMs(3, DEFAULT_RETRY, () => 0)).toBe(0);
  });
});

describe('S3 failures become sentences that say what to do', () => {
  it.each([
    ['AccessDenied', 'Grant these credentials s3:GetObject'],
    ['NoSuchBucket', "Check the bucket name 'b'"],
    ['InvalidAccessKeyId', 'access key ID is not known'],
    ['SignatureDoesNotMatch', 'secret access key does not match'],
    ['SlowDown', 'lower concurrency'],
    ['ExpiredToken', 'session credentials have expired'],
  ])('%s', (code, hint) => {
    const error = failure(code);
    expect(error.message).toContain('GetObject "s3://b/k" failed');
    expect(error.message).toContain(hint);
  });

  it('names the region a wrong-region bucket lives in', () => {
    const error = s3Failure({
      operation: 'ListObjectsV2',
      bucket: 'b',
      code: 'PermanentRedirect',
      statusCode: 301,
      bucketRegion: 'eu-west-1',
    });
    expect(error.message).toContain("set region to 'eu-west-1'");
  });

  it('quotes keys, so a newline in a key cannot start a workflow command', () => {
    const error = s3Failure({
      operation: 'GetObject',
      bucket: 'b',
      key: 'x\n::warning::owned',
      code: 'NoSuchKey',
    });
    expect(error.message.split('\n')).toHaveLength(1);
    expect(error.message).toContain('\\n::warning::owned');
  });
});
