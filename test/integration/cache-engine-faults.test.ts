import { randomBytes } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
} from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { restoreRequest, saveRequest } from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import type { Fault } from '../support/shaping-proxy.js';
import { cacheBucketBehindProxy } from '../support/bucket-fixtures.js';

const signal = new AbortController().signal;

async function packKeys(client: ReturnType<typeof testClient>, bucket: string, prefix: string) {
  const page = await client.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: `${prefix}/s3-cache-v1/cas/packs/` }),
  );
  return (page.Contents ?? []).map((c) => c.Key!);
}

/** A tree of 400 files over 3 folders, about 2.5 MiB: several frames, one or two packs. */
async function makeTree(root: string): Promise<void> {
  for (let i = 0; i < 400; i++) {
    const dir = path.join(root, `d${i % 3}`);
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, `f${i}.txt`), `${'line of text '.repeat(400)} ${i}\n`);
  }
}

describe('cache restore faults end as a miss with a clean tree', () => {
  const client = testClient();
  const setup = cacheBucketBehindProxy(client, 'cache-faults');
  let workspace: string;

  beforeAll(async () => {
    workspace = path.join(setup.scratch, 'ws');
    await makeTree(path.join(workspace, 'tree'));
  });

  async function savedStore(prefix: string) {
    const store = { bucket: setup.bucket, prefix };
    const saved = await saveCache(
      setup.session,
      saveRequest(store, workspace, ['tree'], 'k'),
      signal,
    );
    expect(saved.outcome).toBe('saved');
    const target = path.join(setup.scratch, `${prefix}-restore`);
    await mkdir(target);
    return { store, target };
  }

  it('a corrupt byte in a pack -> miss, warning says corrupt, nothing left', async () => {
    const { store, target } = await savedStore('corrupt');
    const [key] = await packKeys(client, setup.bucket, 'corrupt');
    const object = await client.send(new GetObjectCommand({ Bucket: setup.bucket, Key: key }));
    const bytes = Buffer.from(await object.Body!.transformToByteArray());
    bytes[Math.floor(bytes.length / 2)]! ^= 0xff;
    await client.send(new PutObjectCommand({ Bucket: setup.bucket, Key: key, Body: bytes }));
    const result = await restoreCache(
      setup.session,
      restoreRequest(store, target, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/corrupt/);
    expect(await readdir(target)).toEqual([]);
  });

  it('a missing pack -> miss, nothing left', async () => {
    const { store, target } = await savedStore('missing');
    for (const key of await packKeys(client, setup.bucket, 'missing'))
      await client.send(new DeleteObjectCommand({ Bucket: setup.bucket, Key: key }));
    const result = await restoreCache(
      setup.session,
      restoreRequest(store, target, ['tree'], 'k'),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/NoSuchKey|404/);
    expect(await readdir(target)).toEqual([]);
  });

  it('every pack GET cut short -> miss after the retries, nothing left', async () => {
    const { store, target } = await savedStore('cut');
    setup.proxy.configure({
      faultFilter: (r) => r.method === 'GET' && r.path.includes('/cas/packs/'),
      faults: Array.from({ length: 40 }, (_, i) => ({
        onRequest: i + 1,
        kind: 'truncate-body' as const,
      })),
    });
    try {
      const result = await restoreCache(
        setup.proxied,
        restoreRequest(store, target, ['tree'], 'k'),
        signal,
      );
      expect(result.outcome).toBe('miss');
      expect(setup.proxy.stats().faultsFiredByKind['truncate-body']).toBeGreaterThan(1);
      expect(await readdir(target)).toEqual([]);
    } finally {
      setup.proxy.configure({ faults: [], faultFilter: undefined });
    }
  });

  it('a stalled store and deadline-ms: 1500 -> miss within the deadline, nothing left', async () => {
    const { store, target } = await savedStore('stall');
    setup.proxy.configure({ bandwidthBytesPerSec: 2_000 });
    try {
      const result = await restoreCache(
        setup.proxied,
        restoreRequest(store, target, ['tree'], 'k', { deadlineMs: 1500 }),
        signal,
      );
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(/deadline/);
      expect(await readdir(target)).toEqual([]);
    } finally {
      setup.proxy.configure({ bandwidthBytesPerSec: undefined });
    }
  });

  describe('faults on the ranged GETs of a blob (fetched by the workers)', () => {
    const blobFilter = (r: { method: string; path: string }) =>
      r.method === 'GET' && r.path.includes('/cas/blobs/');
    let content: Buffer;

    async function savedBlob(prefix: string, compressible = false) {
      const ws = path.join(setup.scratch, `${prefix}-ws`);
      // A blob of its own: random bytes are stored as they are (2 ranges); hex digits compress
      // to about half, so that blob is stored as zstd frames (one range).
      content = compressible
        ? Buffer.from(randomBytes(4.5 * 1024 * 1024).toString('hex'))
        : randomBytes(9 * 1024 * 1024);
      await mkdir(path.join(ws, 'blobtree'), { recursive: true });
      await writeFile(path.join(ws, 'blobtree', 'big.bin'), content);
      const store = { bucket: setup.bucket, prefix };
      const saved = await saveCache(
        setup.session,
        saveRequest(store, ws, ['blobtree'], 'b'),
        signal,
      );
      expect(saved.blobsUploaded).toBe(1);
      // Stored as zstd frames only when that shrinks it: so the compressible one is.
      if (compressible) expect(saved.bytesUploaded).toBeLessThan(content.length * 0.9);
      const target = path.join(setup.scratch, `${prefix}-restore`);
      await mkdir(target);
      return { store, target };
    }

    /** Restores a saved blob through the proxy, with `faults` on the blob's GETs, none after. */
    async function restoreBlob(
      { store, target }: Awaited<ReturnType<typeof savedBlob>>,
      faults: readonly Fault[] = [],
    ) {
      setup.proxy.configure({ faultFilter: blobFilter, faults });
      try {
        return await restoreCache(
          setup.proxied,
          restoreRequest(store, target, ['blobtree'], 'b'),
          signal,
        );
      } finally {
        setup.proxy.configure({ faults: [], faultFilter: undefined });
      }
    }

    it('the first range cut short -> retried, the blob restored whole', async () => {
      const saved = await savedBlob('blob-cut');
      const cutBefore = setup.proxy.stats().faultsFiredByKind['truncate-body'];
      const result = await restoreBlob(saved, [{ onRequest: 1, kind: 'truncate-body' }]);
      expect(result.outcome).toBe('exact');
      expect(setup.proxy.stats().faultsFiredByKind['truncate-body'] - cutBefore).toBe(1);
      const restored = path.join(saved.target, 'blobtree');
      expect((await readFile(path.join(restored, 'big.bin'))).equals(content)).toBe(true);
      expect(await readdir(restored)).toEqual(['big.bin']);
    });

    it('a flipped byte in a range -> miss, warning says it does not match, nothing left', async () => {
      const saved = await savedBlob('blob-flip');
      const result = await restoreBlob(saved, [{ onRequest: 2, kind: 'flip-byte' }]);
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(/does not match its hash/);
      expect(await readdir(saved.target)).toEqual([]);
    });

    it('a flipped byte in a compressed blob -> miss, warning says it is corrupt, nothing left', async () => {
      const saved = await savedBlob('blob-zstd-flip', true);
      const result = await restoreBlob(saved, [{ onRequest: 1, kind: 'flip-byte' }]);
      expect(result.outcome).toBe('miss');
      // The frame's checksum, or the content's hash: the stored bytes are not hashed whole.
      expect(result.warnings.join('\n')).toMatch(/is corrupt|does not match its hash/);
      expect(await readdir(saved.target)).toEqual([]);
    });

    it('a compressed blob -> restored whole, byte for byte', async () => {
      const saved = await savedBlob('blob-zstd', true);
      const result = await restoreBlob(saved);
      expect(result.outcome).toBe('exact');
      const restored = path.join(saved.target, 'blobtree', 'big.bin');
      expect((await readFile(restored)).equals(content)).toBe(true);
    });
  });
});
