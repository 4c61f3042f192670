import { DEFAULT_RETRY, withRetry } from '../retry.js';
import { fitsInXml } from '../s3/xml-safe.js';
import { s3Failure, s3FailureFromSdk } from '../s3/s3-failure.js';
import type { SdkClient } from '../s3/sdk-client.js';

/** DeleteObjects takes at most 1,000 keys a request. */
const MAX_KEYS_PER_REQUEST = 1000;

/**
 * Collects S3 keys to delete and removes them 1,000 at a time: one request instead of a
 * thousand. Keys a batch failed on are reported one by one.
 */
export class S3DeleteBatcher {
  private keys: string[] = [];

  constructor(
    private readonly client: SdkClient,
    private readonly bucket: string,
    private readonly signal: AbortSignal,
  ) {}

  /** Returns a full batch to send, or undefined while the batch is still filling. */
  add(key: string): string[] | undefined {
    this.keys.push(key);
    if (this.keys.length < MAX_KEYS_PER_REQUEST) return undefined;
    return this.take();
  }

  take(): string[] {
    const batch = this.keys;
    this.keys = [];
    return batch;
  }

  /** Deletes one batch; resolves to the keys that failed, with why. */
  async send(keys: readonly string[]): Promise<Array<{ key: string; error: Error }>> {
    const failures: Array<{ key: string; error: Error }> = [];
    // The transfers' retry wrapper does not cover deletes, and the client makes one attempt.
    const retried = <T>(send: () => Promise<T>) =>
      withRetry(send, { ...DEFAULT_RETRY, signal: this.signal });
    for (const key of keys.filter((k) => !fitsInXml(k))) {
      await retried(() =>
        this.client.send((s3) => new s3.DeleteObjectCommand({ Bucket: this.bucket, Key: key }), {
          abortSignal: this.signal,
        }),
      ).catch((error: unknown) =>
        failures.push({ key, error: s3FailureFromSdk(error, 'DeleteObject', this.bucket, key) }),
      );
    }
    const plain = keys.filter(fitsInXml);
    if (plain.length === 0) return failures;
    let result;
    try {
      result = await retried(() =>
        this.client.send(
          (s3) =>
            new s3.DeleteObjectsCommand({
              Bucket: this.bucket,
              Delete: { Objects: plain.map((Key) => ({ Key })), Quiet: true },
            }),
          { abortSignal: this.signal },
        ),
      );
    } catch (error) {
      const failure = s3FailureFromSdk(error, 'DeleteObjects', this.bucket);
      return [...failures, ...plain.map((key) => ({ key, error: failure }))];
    }
    return [
      ...failures,
      ...(result.Errors ?? []).map((e) => ({
        key: e.Key ?? '',
        error: s3Failure({
          operation: 'DeleteObject',
          bucket: this.bucket,
          key: e.Key,
          code: e.Code,
          message: e.Message,
        }),
      })),
    ];
  }
}
