import { createReadStream } from 'node:fs';
import { HeadObjectCommand } from '@aws-sdk/client-s3';
import { BodyDigester, canCheck, storedDigests } from '../s3/body-digests.js';
import { s3FailureFromSdk } from '../s3/s3-failure.js';
import type { TransferContext } from './transfer-context.js';

/**
 * Checks a file downloaded in ranges against what the server stored for the whole object
 * (src/s3/body-digests.ts): ranged GETs carry neither the whole body's MD5 nor its checksum, so
 * a byte changed on the way in one range would otherwise be kept. One HEAD asks for them; the
 * file is then read back (from the page cache, just written). A mismatch is a retryable
 * BadDigest, so the object is downloaded again and the damaged file never gets the real name.
 * A multipart object with no full-object checksum cannot be checked: only its length is.
 */
export async function verifyDownloadedFile(
  job: { readonly bucket: string; readonly key: string; readonly etag: string },
  file: string,
  context: Pick<TransferContext, 'client' | 'signal'>,
): Promise<void> {
  const place = { operation: 'GetObject', bucket: job.bucket, key: job.key };
  let head;
  try {
    head = await context.client.send(
      new HeadObjectCommand({
        Bucket: job.bucket,
        Key: job.key,
        IfMatch: job.etag || undefined,
        ChecksumMode: 'ENABLED',
      }),
      { abortSignal: context.signal },
    );
  } catch (error) {
    throw s3FailureFromSdk(error, 'HeadObject', job.bucket, job.key);
  }
  const stored = storedDigests({
    etag: head.ETag,
    'x-amz-server-side-encryption': head.ServerSideEncryption,
    'x-amz-server-side-encryption-customer-algorithm': head.SSECustomerAlgorithm,
    'x-amz-checksum-sha256': head.ChecksumSHA256,
    'x-amz-checksum-sha1': head.ChecksumSHA1,
    'x-amz-checksum-crc32': head.ChecksumCRC32,
  });
  if (!canCheck(stored)) return;
  const digester = new BodyDigester(stored);
  for await (const chunk of createReadStream(file, { highWaterMark: 1024 * 1024 }))
    digester.update(chunk as Buffer);
  digester.check(place);
}
