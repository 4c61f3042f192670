import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { createTestBucket, deleteTestBucket, putObjects, testClient } from '../support/s3.js';

describe('the local S3 server', () => {
  const client = testClient();
  let bucket: string;
  const keys = [
    'plain.txt',
    'with space',
    'a+plus',
    'amp&ersand',
    'caf\u00e9/\u{1F600}.txt',
    'q"uote\'s<>',
  ];

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'server');
    await putObjects(client, bucket, keys);
  });
  afterAll(async () => deleteTestBucket(client, bucket));

  it('lists keys that need escaping exactly, in UTF-8 byte order', async () => {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
    const listed = (page.Contents ?? []).map((c) => c.Key);
    const expected = [...keys].sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
    expect(listed).toEqual(expected);
  });

  it('returns each body exactly', async () => {
    for (const key of keys) {
      const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      expect(await object.Body!.transformToString()).toBe(`body of ${key}`);
    }
  });
});
