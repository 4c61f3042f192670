import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { computeCacheVersion } from '../../src/cache/store/cache-version.js';
import { fileEtag } from '../../src/cache/store/object-trust.js';
import type { CacheStoreLocation } from '../../src/cache/store/cache-types.js';
import { pruneCache } from '../../src/cache/store/prune-cache.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import {
  cacheSession,
  restoreRequest,
  saveRequest,
  snapshot,
  workspaceWith as workspaceIn,
  storedManifest,
} from '../support/cache-store-harness.js';
import { policedBucket, type PolicedBucket } from '../support/rgw-users.js';
import { testClient } from '../support/s3.js';

// A pull request's role attacks the default branch's cache through the pack and blob namespace
// they share, on the real RGW with one user per role and the bucket policy from before content
// levels (a store whose roles were not updated): the pull request may write all of `cas/` and its
// own scope, nothing else. The engine's own checks must hold there too; with the levels' policy
// the pull request cannot write the default branch's content at all (cache-content-levels.test.ts).
// Each case checks the restore, the disk and the bucket afterwards.

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';
const PR = 'refs/pull/3/merge';
const PATHS = ['deps'];
const VERSION = computeCacheVersion(PATHS, { crossOs: false });
const MiB = 1024 * 1024;

let owner: S3Client;
let bucket: string;
let scratch: string;
let asPr: S3Client;
/** Reads as main: on RGW an object belongs to its writer, and the bucket's owner cannot read it. */
let asMain: S3Client;
let sessions: { main: ReturnType<typeof cacheSession>; prune: ReturnType<typeof cacheSession> };
const store = (): CacheStoreLocation => ({ bucket, prefix: 'caches/', repository: 'org/app' });
const ROOT = 'caches/s3-cache-v1/';

/** Small files (one pack), a compressible large file (a blob sent by one PUT) and a random one (parts). */
function treeFiles(seed: string): Record<string, string | Buffer> {
  const files: Record<string, string | Buffer> = {};
  for (let i = 0; i < 12; i++)
    files[`deps/small-${i}.txt`] = `${seed} small file ${i}\n`.repeat(40);
  files['deps/large-text.bin'] = `${seed} a large compressible file\n`.repeat((9 * MiB) / 32);
  files['deps/large-random.bin'] = randomBytes(9 * MiB);
  return files;
}

const workspaceWith = (files: Record<string, string | Buffer>) => workspaceIn(scratch, files);

async function manifestOf(key: string, scope = MAIN) {
  return storedManifest(asMain, store(), { scope, version: VERSION, key });
}

async function bodyOf(key: string): Promise<Buffer> {
  const got = await asMain.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await got.Body!.transformToByteArray());
}

async function listed(prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await owner.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
    );
    keys.push(...(page.Contents ?? []).map((o) => o.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys.sort();
}

const saveAsMain = (ws: string, key: string) =>
  saveCache(sessions.main, saveRequest(store(), ws, PATHS, key), signal);
const restoreAsMain = (ws: string, key: string) =>
  restoreCache(sessions.main, restoreRequest(store(), ws, PATHS, key), signal);

/** A workspace where a restore must leave what stands as it is. */
async function occupiedWorkspace(): Promise<string> {
  return workspaceWith({ 'deps/small-0.txt': 'the user edited this\n', 'deps/keep.txt': 'mine\n' });
}

let policed: PolicedBucket | undefined;

beforeAll(async () => {
  owner = testClient();
  policed = await policedBucket(owner, 'cache-trust', 'caches/', { content: 'shared' });
  bucket = policed.bucket;
  scratch = await mkdtemp(path.join(os.tmpdir(), 's3cache-trust-'));
  ({ main: asMain, pr: asPr } = policed.as);
  const { main, prune } = policed.users;
  sessions = { main: cacheSession(undefined, main), prune: cacheSession(undefined, prune) };
}, 60_000);
afterAll(async () => {
  sessions?.main.close();
  sessions?.prune.close();
  await policed?.remove();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe("a pull request's role against the default branch's packs and blobs (RGW)", () => {
  it("writing over main's pack and blobs makes one restore a miss, the tree as it was; main's next save heals", async () => {
    const files = treeFiles('heal');
    expect((await saveAsMain(await workspaceWith(files), 'heal')).outcome).toBe('saved');
    const before = await manifestOf('heal');
    // The attack: plain PUTs over every object the entry names (the policy allows cas/*).
    for (const object of before.objects)
      await asPr.send(
        new PutObjectCommand({ Bucket: bucket, Key: ROOT + object.name, Body: 'poison' }),
      );
    const ws = await occupiedWorkspace();
    const disk = await snapshot(ws);
    const missed = await restoreAsMain(ws, 'heal');
    expect(missed.outcome).toBe('miss');
    expect(await snapshot(ws)).toEqual(disk);

    // The next save under the same key sees the entry is broken and replaces it.
    const healed = await saveAsMain(await workspaceWith(files), 'heal');
    expect(healed.outcome).toBe('saved');
    expect(healed.warnings.join('\n')).toMatch(/cannot be restored .* this save replaces it/);
    const after = await manifestOf('heal');
    for (const object of after.objects) {
      const head = await asMain.send(
        new HeadObjectCommand({ Bucket: bucket, Key: ROOT + object.name }),
      );
      expect(head.ContentLength).toBe(object.size);
      expect(`"${object.etag}"`).toBe(head.ETag);
    }
    const restored = await workspaceWith({});
    expect((await restoreAsMain(restored, 'heal')).outcome).toBe('exact');
    const expected = await snapshot(await workspaceWith(files));
    const got = await snapshot(restored);
    for (const [rel, entry] of expected)
      if (entry.type === 'f') expect(got.get(rel)?.sha256, rel).toBe(entry.sha256);

    // The bucket: the pack and the one-PUT blob went under fresh names (their own names hold
    // the poison, which If-None-Match left alone); the blob sent in parts was completed over
    // its name (RGW 16.2 ignores If-None-Match on CompleteMultipartUpload), which heals it too.
    const renamed = after.objects.filter((o) => /-[0-9a-f]{32}(\.tar\.zst)?$/.test(o.name));
    expect(renamed.map((o) => o.kind).sort()).toEqual(['blob', 'pack']);
    for (const object of renamed) {
      const own = object.name.replace(/-[0-9a-f]{32}(?=\.tar\.zst$|$)/, '');
      expect((await bodyOf(ROOT + own)).toString()).toBe('poison');
    }

    // A prune (the prune role) removes the poison no entry names, and nothing the entry reads.
    const pruned = await pruneCache(
      sessions.prune,
      store(),
      { olderThanMs: 3600_000, graceMs: 0 },
      signal,
    );
    expect(pruned.unreadable).toEqual([]);
    const left = await listed(`${ROOT}cas/`);
    for (const object of after.objects) expect(left).toContain(ROOT + object.name);
    for (const object of renamed)
      expect(left).not.toContain(ROOT + object.name.replace(/-[0-9a-f]{32}(?=\.tar\.zst$|$)/, ''));
    const again = await workspaceWith({});
    expect((await restoreAsMain(again, 'heal')).outcome).toBe('exact');
  }, 240_000);

  it('planting the packs and blobs main is about to write: main stores its own copies and names them', async () => {
    const files = treeFiles('plant');
    // The names are predictable: the same tree saved anywhere else gives them.
    const elsewhere = { bucket, prefix: 'elsewhere/', repository: 'org/app' };
    const owned = cacheSession();
    try {
      const probe = saveRequest(elsewhere, await workspaceWith(files), PATHS, 'probe');
      expect((await saveCache(owned, probe, signal)).outcome).toBe('saved');
    } finally {
      owned.close();
    }
    const names = (await listed('elsewhere/s3-cache-v1/cas/')).map((k) =>
      k.slice('elsewhere/s3-cache-v1/'.length),
    );
    expect(names.length).toBe(3);
    for (const name of names)
      await asPr.send(new PutObjectCommand({ Bucket: bucket, Key: ROOT + name, Body: 'planted' }));

    const saved = await saveAsMain(await workspaceWith(files), 'plant');
    expect(saved.outcome).toBe('saved');
    expect(saved.warnings.join('\n')).toMatch(/does not hold the bytes its name says/);
    const restored = await workspaceWith({});
    expect((await restoreAsMain(restored, 'plant')).outcome).toBe('exact');
    const expected = await snapshot(await workspaceWith(files));
    const got = await snapshot(restored);
    for (const [rel, entry] of expected)
      if (entry.type === 'f') expect(got.get(rel)?.sha256, rel).toBe(entry.sha256);

    // The next save (one small file changed) reuses main's copies as they are.
    const changed = { ...files, 'deps/small-1.txt': 'changed\n' };
    const next = await saveAsMain(await workspaceWith(changed), 'plant-2');
    expect(next.outcome).toBe('saved');
    expect(next.packsReused).toBe(1);
    expect(next.warnings).toEqual([]);
    const second = await workspaceWith({});
    expect((await restoreAsMain(second, 'plant-2')).outcome).toBe('exact');
  }, 240_000);

  it('the same tree saved by two pull requests: the second checks what the first stored and names it; main keeps its own level', async () => {
    const files = treeFiles('same');
    const asPrSession = cacheSession(undefined, policed!.users.pr);
    const PR2 = 'refs/pull/4/merge';
    try {
      for (const scope of [PR, PR2]) {
        const request = saveRequest(store(), await workspaceWith(files), PATHS, 'same', { scope });
        const saved = await saveCache(asPrSession, request, signal);
        expect(saved.outcome).toBe('saved');
        expect(saved.warnings).toEqual([]);
      }
    } finally {
      asPrSession.close();
    }
    const first = await manifestOf('same', PR);
    const second = await manifestOf('same', PR2);
    expect(second.objects.map((o) => o.name).sort()).toEqual(
      first.objects.map((o) => o.name).sort(),
    );
    for (const object of first.objects) expect(object.name).toMatch(/^cas\/pr\//);
    // The blob sent in parts: the ETag recorded is the one a save computes for its file cut as
    // it cuts it (what a 412 on AWS is checked against).
    const random = second.objects.find((o) => o.kind === 'blob' && o.compression === 'none')!;
    const file = path.join(await workspaceWith(files), 'deps/large-random.bin');
    expect(random.etag).toBe(await fileEtag(file, random.size, 8 * MiB));
    // Main writes the same content into its own level, and names nothing of theirs.
    const saved = await saveAsMain(await workspaceWith(files), 'same');
    expect(saved.outcome).toBe('saved');
    expect(saved.warnings).toEqual([]);
    const mine = await manifestOf('same');
    for (const object of mine.objects) expect(object.name).toMatch(/^cas\/(packs|blobs)\//);
    expect(mine.objects.map((o) => o.sha256).sort()).toEqual(
      first.objects.map((o) => o.sha256).sort(),
    );
    expect((await restoreAsMain(await workspaceWith({}), 'same')).outcome).toBe('exact');
  }, 240_000);

  it("a pull request cannot write main's scope, nor delete a pack (the policy holds)", async () => {
    const status = (promise: Promise<unknown>) =>
      promise.then(
        () => 200,
        (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
      );
    const key = manifestName(store(), MAIN, VERSION, 'heal');
    expect(
      await status(asPr.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' }))),
    ).toBe(403);
  }, 240_000);
});

describe('junk in the bucket', () => {
  it('names that are no manifest of the store do not end a lookup: the next scope is tried', async () => {
    const files = { 'deps/a.txt': 'main dependency\n' };
    expect((await saveAsMain(await workspaceWith(files), 'dep-1')).outcome).toBe('saved');
    const folder = (scope: string) =>
      manifestName(store(), scope, VERSION, 'x').slice(0, -'x'.length);
    // Junk the pull request writes into its own scope, newer than main's entry.
    for (const junk of ['dep-%ZZ', 'dep-x/extra/level', '', 'dep-%']) {
      const key = folder(PR) + junk;
      await asPr.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'junk' }));
    }
    // And in main's scope (anyone with the bucket's keys can).
    await owner.send(
      new PutObjectCommand({ Bucket: bucket, Key: `${folder(MAIN)}dep-%ZZ`, Body: 'junk' }),
    );
    const ws = await workspaceWith({});
    const asPrSession = cacheSession(undefined, policed!.users.pr);
    try {
      const found = await restoreCache(
        asPrSession,
        restoreRequest(store(), ws, PATHS, 'dep-missing', {
          restoreKeys: ['dep-'],
          readScopes: [PR, MAIN],
        }),
        signal,
      );
      expect(found.outcome).toBe('restore-key');
      expect(found.matchedKey).toBe('dep-1');
      expect(found.matchedScope).toBe(MAIN);
    } finally {
      asPrSession.close();
    }
    expect((await snapshot(ws)).get('deps/a.txt')?.type).toBe('f');
  }, 240_000);

  it('prune deletes only the format names, and a junk manifest in a pull request scope does not stop it', async () => {
    const foreign = [
      'caches/notes.txt',
      `${ROOT}README`,
      `${ROOT}cas/other`,
      `${ROOT}cas/packs/notes.txt`,
      `${ROOT}cas/packs/${'A'.repeat(64)}.tar.zst`,
      `${ROOT}cas/blobs/${'a'.repeat(64)}/nested`,
      `${ROOT}cas/blobs/${'b'.repeat(64)}.bak`,
    ];
    for (const key of foreign)
      await owner.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'not the cache' }));
    // An orphan in the format's own name: no manifest names it.
    const orphan = `${ROOT}cas/packs/${'c'.repeat(64)}.tar.zst`;
    await owner.send(new PutObjectCommand({ Bucket: bucket, Key: orphan, Body: 'orphan' }));
    const junk = manifestName(store(), PR, VERSION, 'junk');
    await asPr.send(new PutObjectCommand({ Bucket: bucket, Key: junk, Body: 'not a manifest' }));

    const pruned = await pruneCache(
      sessions.prune,
      store(),
      { olderThanMs: 3600_000, graceMs: 0 },
      signal,
    );
    expect(pruned.unreadable).toEqual([junk]);
    expect(pruned.warnings.join('\n')).toMatch(/protects nothing/);
    const left = await listed('caches/');
    for (const key of foreign) expect(left).toContain(key);
    expect(left).not.toContain(orphan);
    expect(pruned.objectsDeleted).toBeGreaterThanOrEqual(1);
    // What main's entries read stays.
    const ws = await workspaceWith({});
    expect((await restoreAsMain(ws, 'dep-1')).outcome).toBe('exact');
  }, 240_000);
});
