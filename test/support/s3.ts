import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import type { ClientSettings } from '../../src/s3/client-settings.js';
import { decodeUrlEncodedKey } from '../../src/s3/list/decode-key.js';
import { fitsInXml } from '../../src/s3/xml-safe.js';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  DeleteObjectsCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** The local RGW that the global setup started (or that S3_ENDPOINT named). */
export function testServer() {
  return {
    endpoint: inject('S3_ENDPOINT'),
    region: inject('S3_REGION') ?? 'us-east-1',
    accessKeyId: inject('S3_ACCESS_KEY_ID'),
    secretAccessKey: inject('S3_SECRET_ACCESS_KEY'),
    otherAccessKeyId: inject('S3_OTHER_ACCESS_KEY_ID'),
    otherSecretAccessKey: inject('S3_OTHER_SECRET_ACCESS_KEY'),
  };
}

/** Keys of the test server's users: its own (the default) or one of rgw-users.ts. */
export interface TestKeys {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

function serverKeys(): TestKeys {
  const server = testServer();
  return { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey };
}

/** An SDK client for setting up and checking test data (never the code under test). */
export function testClient(
  endpoint = testServer().endpoint,
  keys: TestKeys = serverKeys(),
): S3Client {
  return new S3Client({
    endpoint,
    region: testServer().region,
    forcePathStyle: true,
    credentials: { accessKeyId: keys.accessKeyId, secretAccessKey: keys.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The engine's client settings for the test server, or `endpointUrl` in front of it. */
export function engineClient(
  endpointUrl = testServer().endpoint,
  keys: TestKeys = serverKeys(),
): Omit<ClientSettings, 'maxSockets'> {
  return {
    endpointUrl,
    region: testServer().region,
    credentials: { accessKeyId: keys.accessKeyId, secretAccessKey: keys.secretAccessKey },
    forcePathStyle: true,
  };
}

/** A fresh bucket with a unique name; RGW wants 3-63 lowercase characters. */
export async function createTestBucket(client: S3Client, label = 'test'): Promise<string> {
  const bucket = `${label}-${randomBytes(6).toString('hex')}`;
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  return bucket;
}

/** Puts many small objects with bounded concurrency. */
export async function putObjects(
  client: S3Client,
  bucket: string,
  keys: readonly string[],
  body: (key: string) => string | Uint8Array = (key) => `body of ${key}`,
  concurrency = 32,
): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < keys.length) {
      const key = keys[next++]!;
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: body(key) }));
    }
  };
  await Promise.all(Array.from({ length: Math.min(concurrency, keys.length) }, worker));
}

/** Empties and deletes a bucket. */
export async function deleteTestBucket(client: S3Client, bucket: string): Promise<void> {
  for (;;) {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, MaxKeys: 1000, EncodingType: 'url' }),
    );
    const keys = (page.Contents ?? []).map((c) => decodeUrlEncodedKey(c.Key!));
    if (keys.length === 0) break;
    // XML 1.0 cannot carry control characters, so DeleteObjects cannot name those keys.
    const plain = keys.filter(fitsInXml);
    for (const key of keys.filter((k) => !fitsInXml(k)))
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    if (plain.length)
      await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: plain.map((Key) => ({ Key })) },
        }),
      );
  }
  await client.send(new DeleteBucketCommand({ Bucket: bucket }));
}
