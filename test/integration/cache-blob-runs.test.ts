import { randomBytes } from 'node:crypto';
import { chmod, mkdir, readFile, utimes } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { decodeManifest, encodeManifest } from '../../src/cache/store/cache-manifest.js';
import { manifestName, storeRoot } from '../../src/cache/store/cache-names.js';
import type { CacheManifest } from '../../src/cache/store/manifest-types.js';
import type { CacheStoreLocation } from '../../src/cache/store/cache-types.js';
import {
  cacheSession,
  restoreLeftovers,
  restoreRequest,
  saveRequest,
  snapshot,
  workspaceWith,
} from '../support/cache-store-harness.js';
import { testClient } from '../support/s3.js';
import { cacheBucketBehindProxy } from '../support/bucket-fixtures.js';

// A compressed blob lands in runs of whole frames (restore-blob-ranges.ts): the workers fetch,
// decode and write each run at its place, then one checks the whole file. Each fault on that
// path is a miss that leaves the tree as it was and no temporary name behind.

const signal = new AbortController().signal;
const MiB = 1024 * 1024;
const KEY = 'b';
/** Under six 4 MiB frames, so that one byte more still fits the frames (manifest-check.ts). */
const BLOB_BYTES = 24 * MiB - 10 * 1024;

/**
 * Content that zstd shrinks to about three quarters: 3 KiB of random bytes then 1 KiB of zeros,
 * over and over. Six frames of about 3 MiB stored, so runs of two frames: three GETs.
 */
function blobContent(): Buffer {
  const out = Buffer.alloc(BLOB_BYTES);
  const noise = randomBytes(BLOB_BYTES);
  for (let at = 0; at < BLOB_BYTES; at += 4096)
    noise.copy(out, at, at, Math.min(at + 3072, BLOB_BYTES));
  return out;
}

/** The distinct ranges asked, as [first, last] byte offsets in order (a range asked twice once). */
function storedRuns(asked: readonly (string | undefined)[]): (readonly [number, number])[] {
  return [...new Set(asked)]
    .map((range) => {
      const m = /^bytes=(\d+)-(\d+)$/.exec(range ?? '');
      expect(m, `a blob GET's Range: ${range}`).not.toBeNull();
      return [Number(m![1]), Number(m![2])] as const;
    })
    .sort((a, b) => a[0] - b[0]);
}

/** The blob's frames two at a time, as the [first, last] byte offsets of each run. */
function runsOfTwoFrames(frames: readonly (readonly [number, number])[]) {
  const runs: (readonly [number, number])[] = [];
  for (let i = 0; i < frames.length; i += 2) {
    const last = frames[Math.min(i + 1, frames.length - 1)]!;
    runs.push([frames[i]![0], last[0] + last[1] - 1]);
  }
  return runs;
}

describe('a compressed blob restored in runs of frames (RGW)', () => {
  const client = testClient();
  const setup = cacheBucketBehindProxy(client, 'cache-blob-runs');
  const content = blobContent();
  const blobFilter = (r: { method: string; path: string }) =>
    r.method === 'GET' && r.path.includes('/cas/blobs/');
  let source: string;

  beforeAll(async () => {
    source = await workspaceWith(setup.scratch, {
      'blobtree/big.bin': content,
      'blobtree/small.txt': 'a small file beside it',
    });
    // Read-only, as a tool's binary may be: the workers write its temporary name all the same.
    await chmod(path.join(source, 'blobtree', 'big.bin'), 0o444);
    await utimes(path.join(source, 'blobtree', 'big.bin'), 1_700_000_000, 1_700_000_000);
  });

  /** The source saved under `prefix`, with its manifest's key and the blob it stores. */
  async function saved(prefix: string) {
    const store: CacheStoreLocation = { bucket: setup.bucket, prefix };
    const request = saveRequest(store, source, ['blobtree'], KEY);
    const result = await saveCache(setup.session, request, signal);
    expect(result.outcome).toBe('saved');
    expect(result.blobsUploaded).toBe(1);
    const manifestKey = manifestName(store, request.scope, request.version, KEY);
    const manifest = decodeManifest(await getBytes(manifestKey));
    const blob = manifest.objects.find((o) => o.kind === 'blob')!;
    expect(blob.compression).toBe('zstd');
    expect(blob.frames.length).toBe(6);
    return { store, manifestKey, manifest, blob, blobKey: storeRoot(store) + blob.name };
  }

  async function getBytes(key: string): Promise<Buffer> {
    const object = await client.send(new GetObjectCommand({ Bucket: setup.bucket, Key: key }));
    return Buffer.from(await object.Body!.transformToByteArray());
  }

  async function put(key: string, body: Buffer): Promise<void> {
    await client.send(new PutObjectCommand({ Bucket: setup.bucket, Key: key, Body: body }));
  }

  /** A workspace holding an older tree: the restore must leave it exactly so on a miss. */
  async function olderTree() {
    const target = await workspaceWith(setup.scratch, {
      'blobtree/big.bin': 'the older build',
      'blobtree/keep.txt': 'not in the cache',
    });
    return { target, before: await snapshot(target) };
  }

  async function expectMissLeavesTree(
    run: { store: CacheStoreLocation; session?: ReturnType<typeof cacheSession> },
    warning: RegExp,
  ) {
    const { target, before } = await olderTree();
    const result = await restoreCache(
      run.session ?? setup.session,
      restoreRequest(run.store, target, ['blobtree'], KEY),
      signal,
    );
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(warning);
    expect(await snapshot(target)).toEqual(before);
    expect(await restoreLeftovers(target)).toEqual([]);
  }

  /** The manifest with the blob's file declared `delta` bytes longer (or shorter). */
  function withFileSize(manifest: CacheManifest, delta: number): Buffer {
    const size = manifest.entries.size.map((s) => (s === BLOB_BYTES ? s + delta : s));
    expect(size).toContain(BLOB_BYTES + delta);
    return encodeManifest({ ...manifest, entries: { ...manifest.entries, size } }).body;
  }

  it('over an older tree -> fetched in three runs, landed byte for byte with its mode and mtime', async () => {
    const { store, blob } = await saved('whole');
    const { target } = await olderTree();
    const asked: (string | undefined)[] = [];
    setup.proxy.configure({
      faultFilter: (r) => blobFilter(r) && (asked.push(r.range), true),
      faults: [],
    });
    const result = await restoreCache(
      setup.proxied,
      restoreRequest(store, target, ['blobtree'], KEY),
      signal,
    );
    expect(result.outcome).toBe('exact');
    // A GET sent again (after a stall on a loaded machine) asks for a range already asked: the
    // runs are the distinct ranges, and they are three that tile the stored blob frame by frame.
    expect(asked.length).toBeGreaterThanOrEqual(3);
    expect(storedRuns(asked)).toEqual(runsOfTwoFrames(blob.frames));
    const restored = await snapshot(target);
    const expected = await snapshot(source);
    for (const name of ['blobtree/big.bin', 'blobtree/small.txt'])
      expect(restored.get(name)).toEqual(expected.get(name));
    expect(restored.get('blobtree/big.bin')!.mode).toBe(0o444);
    expect(restored.has('blobtree/keep.txt')).toBe(true);
    expect(await restoreLeftovers(target)).toEqual([]);
  });

  it('into a folder that does not exist yet (a staging folder) -> landed byte for byte', async () => {
    const { store } = await saved('staged');
    const target = path.join(setup.scratch, 'fresh');
    await mkdir(target);
    const result = await restoreCache(
      setup.session,
      restoreRequest(store, target, ['blobtree'], KEY),
      signal,
    );
    expect(result.outcome).toBe('exact');
    expect((await readFile(path.join(target, 'blobtree', 'big.bin'))).equals(content)).toBe(true);
    expect(await restoreLeftovers(target)).toEqual([]);
  });

  it('a frame in the middle that is not zstd -> miss, the tree as it was', async () => {
    const { store, blob, blobKey } = await saved('corrupt-frame');
    const stored = await getBytes(blobKey);
    const [offset, length] = blob.frames[3]!;
    stored.fill(0xaa, offset, offset + length);
    await put(blobKey, stored);
    await expectMissLeavesTree({ store }, /is corrupt: its frame 3 does not decode/);
  });

  it('a stored blob shorter than the manifest says -> miss, the tree as it was', async () => {
    const { store, blobKey } = await saved('short-object');
    const stored = await getBytes(blobKey);
    await put(blobKey, stored.subarray(0, stored.length - 1000));
    await expectMissLeavesTree({ store }, /InvalidRange|416|bytes=/);
  });

  it('a file declared a byte shorter than its frames decode to -> miss, the tree as it was', async () => {
    const { store, manifestKey, manifest } = await saved('decodes-past');
    await put(manifestKey, withFileSize(manifest, -1));
    await expectMissLeavesTree({ store }, /its frame 5 does not decode \(.*more than the \d+/);
  });

  it('a file declared a byte longer than its frames decode to -> miss, the tree as it was', async () => {
    const { store, manifestKey, manifest } = await saved('decodes-short');
    await put(manifestKey, withFileSize(manifest, 1));
    await expectMissLeavesTree({ store }, /its frame 5 decodes to \d+ bytes, not \d+/);
  });

  it('a frame stored longer than any save writes -> miss before the blob is fetched, the tree as it was', async () => {
    const { store, manifestKey, manifest, blob } = await saved('long-frame');
    // The first frame declared as long as the first two: 6 MiB stored, where 4 MiB of input
    // never takes more than 4.02 (its frame count unchanged, so the manifest passes its checks).
    const [first, second] = blob.frames;
    const frames = [[first![0], first![1] + second![1]] as const, ...blob.frames.slice(1)];
    const objects = manifest.objects.map((o) => (o === blob ? { ...o, frames } : o));
    await put(manifestKey, encodeManifest({ ...manifest, objects }).body);
    setup.proxy.configure({ faultFilter: blobFilter, faults: [] });
    await expectMissLeavesTree(
      { store, session: setup.proxied },
      /is corrupt: a frame is stored in more than the \d+ bytes a save's takes/,
    );
    expect(setup.proxy.stats().matchedRequests).toBe(0);
  });

  it('every range after the first reset mid-body -> miss after the retries, the tree as it was', async () => {
    const { store } = await saved('reset');
    setup.proxy.configure({
      faultFilter: blobFilter,
      faults: Array.from({ length: 40 }, (_, i) => ({
        onRequest: i + 2,
        kind: 'reset-mid-body' as const,
      })),
    });
    const resetBefore = setup.proxy.stats().faultsFiredByKind['reset-mid-body'];
    try {
      await expectMissLeavesTree({ store, session: setup.proxied }, /./);
      expect(setup.proxy.stats().faultsFiredByKind['reset-mid-body'] - resetBefore).toBeGreaterThan(
        2,
      );
    } finally {
      setup.proxy.configure({ faults: [], faultFilter: undefined });
    }
  });

  it('one range reset mid-body -> retried, its bytes written again, the blob landed whole', async () => {
    const { store } = await saved('reset-once');
    const { target } = await olderTree();
    const resetBefore = setup.proxy.stats().faultsFiredByKind['reset-mid-body'];
    setup.proxy.configure({
      faultFilter: blobFilter,
      faults: [{ onRequest: 2, kind: 'reset-mid-body' }],
    });
    try {
      const result = await restoreCache(
        setup.proxied,
        restoreRequest(store, target, ['blobtree'], KEY),
        signal,
      );
      expect(result.outcome).toBe('exact');
      expect(setup.proxy.stats().faultsFiredByKind['reset-mid-body'] - resetBefore).toBe(1);
      expect((await readFile(path.join(target, 'blobtree', 'big.bin'))).equals(content)).toBe(true);
      expect(await restoreLeftovers(target)).toEqual([]);
    } finally {
      setup.proxy.configure({ faults: [], faultFilter: undefined });
    }
  });

  it('a bucket the SDK alone can sign for -> the blob downloaded whole, then landed', async () => {
    const { store } = await saved('sdk');
    const { target } = await olderTree();
    const sdkOnly = cacheSession();
    sdkOnly.direct.signGet = () => Promise.resolve(undefined);
    try {
      const result = await restoreCache(
        sdkOnly,
        restoreRequest(store, target, ['blobtree'], KEY),
        signal,
      );
      expect(result.outcome).toBe('exact');
      expect((await readFile(path.join(target, 'blobtree', 'big.bin'))).equals(content)).toBe(true);
      expect(await restoreLeftovers(target)).toEqual([]);
    } finally {
      sdkOnly.close();
    }
  });
});
