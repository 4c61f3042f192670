import { randomBytes } from 'node:crypto';
import { mkdir, symlink, utimes, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { describe, expect, it } from 'vitest';
import { MANIFEST_FORMAT } from '../../src/cache/store/manifest-types.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { encodeManifestV1, plainFile } from '../support/cache-manifests.js';
import {
  restoreRequest,
  saveRequest,
  snapshot,
  storedManifest,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;
const HOUR_AGO = new Date(Date.now() - 3_600_000);

describe('entries saved before the columnar manifest (format version 1)', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-formats');

  it('key: v1 written as version 1 -> restored whole; the next save reads nothing and writes version 2', async () => {
    const store = { bucket: setup.bucket, prefix: 'formats' };
    const source = path.join(setup.scratch, 'src');
    const tree = path.join(source, 'tree');
    for (let i = 0; i < 30; i++) {
      const dir = path.join(tree, `d${i % 3}`);
      await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `f${i}.bin`), randomBytes(1000 + i));
      await utimes(path.join(dir, `f${i}.bin`), HOUR_AGO, HOUR_AGO);
    }
    await writeFile(path.join(tree, 'empty'), '');
    await symlink('d0/f0.bin', path.join(tree, 'link'));
    const saved = await saveCache(
      setup.session,
      saveRequest(store, source, ['tree'], 'v2'),
      signal,
    );
    expect(saved.outcome).toBe('saved');

    // The same entry as a version 1 save would have written it, under its own key.
    const version = saveRequest(store, source, ['tree'], 'x').version;
    const v2 = await storedManifest(client, store, {
      scope: 'refs/heads/main',
      version,
      key: 'v2',
    });
    expect(v2.format).toBe(MANIFEST_FORMAT);
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: manifestName(store, 'refs/heads/main', version, 'v1'),
        Body: encodeManifestV1({ ...v2, key: 'v1', files: v2.files.map(plainFile) }),
      }),
    );

    const job = path.join(setup.scratch, 'job');
    await mkdir(job);
    const restored = await restoreCache(
      setup.session,
      restoreRequest(store, job, ['tree'], 'v1'),
      signal,
    );
    expect(restored.warnings).toEqual([]);
    expect(restored.outcome).toBe('exact');
    expect(await snapshot(path.join(job, 'tree'))).toEqual(await snapshot(tree));

    const again = await saveCache(
      setup.session,
      saveRequest(store, job, ['tree'], 'after-v1', { reuse: restored.reuse }),
      signal,
    );
    expect(again.outcome).toBe('saved');
    expect(again.phases.find((p) => p.name === 'hash')!.objects).toBe(0);
    expect(again.packsUploaded).toBe(0);
    const after = await storedManifest(client, store, {
      scope: 'refs/heads/main',
      version,
      key: 'after-v1',
    });
    expect(after.format).toBe(MANIFEST_FORMAT);
    expect(after.files.map((f) => [f.p, f.h])).toEqual(v2.files.map((f) => [f.p, f.h]));
  });
});
