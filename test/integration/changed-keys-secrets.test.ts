import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/secret-text.js';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { local, runSync, s3, syncRequest } from '../support/sync-harness.js';

// Keys come from the bucket, and one may hold a value the run keeps secret (an endpoint that
// echoes credentials into what it lists, a key someone named after one). The changed-keys file
// is an output like stdout: it is read by later steps, uploaded as an artifact, posted in a
// comment, where the runner masks nothing. Each name in it has the run's secrets replaced by
// `***`, as the run's log line for the same object shows it, and it still has one line per
// object written or deleted.

let client: S3Client;
let bucket: string;
let scratch: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'changed-secrets');
  scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-changed-secrets-'));
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
  await rm(scratch, { recursive: true, force: true });
});

describe('sync with changed-keys, from a bucket whose key holds the run secret key', () => {
  it('s3 -> local: the file lists the key with the secret as ***, as the log line shows it', async () => {
    // The secret the run's own credentials carry: the client learns it as it resolves them.
    const secret = testServer().secretAccessKey;
    const echoed = `echo/leak-${secret}.txt`;
    await putObjects(client, bucket, ['echo/plain.txt', echoed]);
    const folder = path.join(scratch, 'download');
    const changed = path.join(scratch, 'changed.jsonl');
    const { error, lines, report } = await runSync(
      syncRequest(s3(bucket, 'echo/'), local(folder), { changedKeysPath: changed }),
    );
    expect(error).toBeUndefined();
    expect(report.changedKeys?.count).toBe(2);
    const written = (await readFile(changed, 'utf8')).split('\n').filter(Boolean);
    expect(written.sort()).toEqual([JSON.stringify('leak-***.txt'), JSON.stringify('plain.txt')]);
    expect(written.join('\n')).not.toContain(secret);
    // The log line of the same object, as it leaves the process (stdout is cleared the same way).
    const shown = lines.map(redactSecrets).find((line) => line.includes('leak-'));
    expect(shown).toContain('leak-***.txt');
    // The object itself is on disk under its real name: only what is reported is cleared.
    expect((await readdir(folder)).sort()).toEqual([`leak-${secret}.txt`, 'plain.txt']);
  });
});
