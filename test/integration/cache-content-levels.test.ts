import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchManifest } from '../../src/cache/store/manifest-read.js';
import { encodeManifest } from '../../src/cache/store/cache-manifest.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import type { CacheReuseHint, CacheStoreLocation } from '../../src/cache/store/cache-types.js';
import { MANIFEST_FORMAT } from '../../src/cache/store/manifest-types.js';
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
import { httpStatus, policedBucket, type PolicedBucket } from '../support/rgw-users.js';
import { testClient } from '../support/s3.js';

// Content levels on the real RGW, with one user per role and the bucket policy the docs give:
// the default branch writes `cas/packs/` and `cas/blobs/`, a pull request `cas/pr/`, and nothing
// else keeps them apart. Each case checks the restores, the disk and the bucket afterwards.

const signal = new AbortController().signal;
const MAIN = 'refs/heads/main';
const PR = 'refs/pull/5/merge';
const PATHS = ['deps'];
const ROOT = 'levels/s3-cache-v1/';
const MiB = 1024 * 1024;

let owner: S3Client;
let bucket: string;
let scratch: string;
let asMain: S3Client;
let asPr: S3Client;
let sessions: Record<'main' | 'pr' | 'prune', ReturnType<typeof cacheSession>>;
const store = (): CacheStoreLocation => ({ bucket, prefix: 'levels/', repository: 'org/app' });

/** Small files (one pack) and a compressible large one (a blob). */
function treeFiles(changed: string): Record<string, string> {
  const files: Record<string, string> = { 'deps/changed.txt': changed };
  for (let i = 0; i < 12; i++) files[`deps/small-${i}.txt`] = `small file ${i}\n`.repeat(40);
  files['deps/large.bin'] = 'a large compressible file\n'.repeat((9 * MiB) / 26);
  return files;
}

const workspaceWith = (files: Record<string, string>) => workspaceIn(scratch, files);

const sha256 = (body: string) => createHash('sha256').update(body).digest('hex');

/** Every key under the store's cas/, with its ETag. */
async function content(): Promise<Map<string, string>> {
  const keys = new Map<string, string>();
  let token: string | undefined;
  do {
    const page = await owner.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: `${ROOT}cas/`, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) keys.set(o.Key!, o.ETag!);
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

async function manifestOf(scope: string, key: string) {
  return storedManifest(asMain, store(), { scope, version: VERSION, key });
}
const VERSION = saveRequest({ bucket: 'b', prefix: '' }, '', PATHS, 'k').version;

const status = httpStatus;

async function restoreEqual(
  session: ReturnType<typeof cacheSession>,
  key: string,
  files: Record<string, string>,
  readScopes = [MAIN],
) {
  const ws = await workspaceWith({});
  const restored = await restoreCache(
    session,
    restoreRequest(store(), ws, PATHS, key, { readScopes }),
    signal,
  );
  expect(restored.outcome).toBe('exact');
  const got = await snapshot(path.join(ws, 'deps'));
  expect(new Map([...got].map(([rel, entry]) => [rel, entry.sha256]))).toEqual(
    new Map(Object.entries(files).map(([rel, body]) => [rel.slice('deps/'.length), sha256(body)])),
  );
  return restored;
}

let policed: PolicedBucket | undefined;

beforeAll(async () => {
  owner = testClient();
  policed = await policedBucket(owner, 'cache-levels', 'levels/');
  bucket = policed.bucket;
  scratch = await mkdtemp(path.join(os.tmpdir(), 's3cache-levels-'));
  ({ main: asMain, pr: asPr } = policed.as);
  const { main, pr, prune } = policed.users;
  sessions = {
    main: cacheSession(undefined, main),
    pr: cacheSession(undefined, pr),
    prune: cacheSession(undefined, prune),
  };
}, 60_000);
afterAll(async () => {
  for (const session of Object.values(sessions ?? {})) session.close();
  await policed?.remove();
  if (scratch) await rm(scratch, { recursive: true, force: true });
});

describe('content levels with prefix permissions only (RGW)', () => {
  const mainFiles = treeFiles('main\n');
  const prFiles = treeFiles('the pull request changed this\n');
  let prHint: CacheReuseHint;

  it("a pull request's save reuses the default branch's content and writes only cas/pr/; the default branch restores as before", async () => {
    const mainWs = await workspaceWith(mainFiles);
    expect(
      (await saveCache(sessions.main, saveRequest(store(), mainWs, PATHS, 'deps'), signal)).outcome,
    ).toBe('saved');
    const trusted = await content();
    expect([...trusted.keys()].every((k) => /cas\/(packs|blobs)\//.test(k))).toBe(true);
    expect(trusted.size).toBe(2);

    // The pull request restores the default branch's entry, then saves its changed tree.
    const restored = await restoreEqual(sessions.pr, 'deps', mainFiles, [PR, MAIN]);
    const request = saveRequest(store(), await workspaceWith(prFiles), PATHS, 'deps', {
      scope: PR,
      reuse: restored.reuse,
    });
    const saved = await saveCache(sessions.pr, request, signal);
    expect(saved.outcome).toBe('saved');
    expect(saved.warnings).toEqual([]);
    expect(saved.packsUploaded).toBe(1);
    expect(saved.blobsUploaded).toBe(0);
    const names = (await manifestOf(PR, 'deps')).objects.map((o) => o.name);
    expect(names.filter((n) => n.startsWith('cas/pr/packs/'))).toHaveLength(1);
    expect(names.filter((n) => /^cas\/(packs|blobs)\//.test(n))).toHaveLength(2);

    // The bucket: the default branch's content is as it was; one new pack, in cas/pr/.
    const after = await content();
    for (const [key, etag] of trusted) expect(after.get(key)).toBe(etag);
    const added = [...after.keys()].filter((k) => !trusted.has(k));
    expect(added).toHaveLength(1);
    expect(added[0]).toMatch(/^levels\/s3-cache-v1\/cas\/pr\/packs\//);
    prHint = { manifestObjectKey: manifestName(store(), PR, VERSION, 'deps'), manifestSha256: '' };

    await restoreEqual(sessions.pr, 'deps', prFiles, [PR, MAIN]);
    await restoreEqual(sessions.main, 'deps', mainFiles);
  }, 240_000);

  it("the pull request's role cannot write the default branch's content, with a plain PUT or a conditional one", async () => {
    const before = await content();
    for (const key of before.keys()) {
      if (key.includes('/cas/pr/')) continue;
      for (const IfNoneMatch of [undefined, '*'])
        expect(
          await status(
            asPr.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x', IfNoneMatch })),
          ),
          key,
        ).toBe(403);
      expect(await status(asPr.send(new DeleteObjectCommand({ Bucket: bucket, Key: key })))).toBe(
        403,
      );
    }
    // Nor plant a name the default branch is about to write.
    const planted = `${ROOT}cas/packs/${'d'.repeat(64)}.tar.zst`;
    expect(
      await status(asPr.send(new PutObjectCommand({ Bucket: bucket, Key: planted, Body: 'x' }))),
    ).toBe(403);
    // Its own level it writes; the default branch does not.
    const own = `${ROOT}cas/pr/packs/${'e'.repeat(64)}.tar.zst`;
    expect(
      await status(asPr.send(new PutObjectCommand({ Bucket: bucket, Key: own, Body: 'x' }))),
    ).toBe(200);
    expect(
      await status(asMain.send(new PutObjectCommand({ Bucket: bucket, Key: own, Body: 'y' }))),
    ).toBe(403);
    expect(await content()).toEqual(new Map([...before, [own, (await content()).get(own)!]]));
    await restoreEqual(sessions.main, 'deps', mainFiles);
  }, 240_000);

  it("a manifest under the default branch's scope that names a pull request's content is refused: a miss, the tree as it was", async () => {
    const theirs = await manifestOf(PR, 'deps');
    // Whoever can write the default branch's scope (a leaked key, a hostile job) writes it.
    const hostile = encodeManifest({
      ...theirs,
      format: MANIFEST_FORMAT,
      key: 'hostile',
      scope: MAIN,
    });
    const key = manifestName(store(), MAIN, VERSION, 'hostile');
    await asMain.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: hostile.body }));
    await expect(
      fetchManifest(sessions.main, { store: store(), objectKey: key }, signal),
    ).rejects.toThrow(
      /is of a trusted scope but names "cas\/pr\/packs\/[0-9a-f]{64}\.tar\.zst", a pull request's content/,
    );
    const ws = await workspaceWith({ 'deps/mine.txt': 'the user’s own\n' });
    const before = await snapshot(ws);
    const missed = await restoreCache(
      sessions.main,
      restoreRequest(store(), ws, PATHS, 'hostile'),
      signal,
    );
    expect(missed.outcome).toBe('miss');
    expect(await snapshot(ws)).toEqual(before);
    // The same bytes under the pull request's own scope are a good entry of its level.
    const prKey = manifestName(store(), PR, VERSION, 'hostile');
    await asPr.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: prKey,
        Body: encodeManifest({ ...theirs, format: MANIFEST_FORMAT, key: 'hostile' }).body,
      }),
    );
    await restoreEqual(sessions.pr, 'hostile', prFiles, [PR]);
  }, 240_000);

  it("a save of a trusted scope given a pull request's entry reuses none of its content, and writes only its own level", async () => {
    const before = await content();
    const request = saveRequest(store(), await workspaceWith(prFiles), PATHS, 'merged', {
      reuse: prHint,
    });
    const saved = await saveCache(sessions.main, request, signal);
    expect(saved.outcome).toBe('saved');
    expect(saved.warnings.join('\n')).toMatch(
      /1 of the prior entry's packs and blobs are a pull request's/,
    );
    const names = (await manifestOf(MAIN, 'merged')).objects.map((o) => o.name);
    expect(names.every((n) => /^cas\/(packs|blobs)\//.test(n))).toBe(true);
    const added = [...(await content()).keys()].filter((k) => !before.has(k));
    expect(added.length).toBe(1);
    expect(added[0]).toMatch(/^levels\/s3-cache-v1\/cas\/packs\//);
    await restoreEqual(sessions.main, 'merged', prFiles);
  }, 240_000);

  it("prune sweeps both levels: the pull request's entries gone, its content goes; the default branch's stays", async () => {
    for (const key of ['deps', 'hostile'])
      await sessions.prune.client.send(
        (s3) =>
          new s3.DeleteObjectCommand({
            Bucket: bucket,
            Key: manifestName(store(), PR, VERSION, key),
          }),
      );
    const pruned = await pruneCache(
      sessions.prune,
      store(),
      { olderThanMs: 3600_000, graceMs: 0 },
      signal,
    );
    // The hostile manifest in main's scope is junk: it names the pull request's pack, and keeps
    // nothing alive.
    expect(pruned.unreadable).toEqual([manifestName(store(), MAIN, VERSION, 'hostile')]);
    const left = [...(await content()).keys()];
    expect(left.filter((k) => k.includes('/cas/pr/'))).toEqual([]);
    for (const key of ['deps', 'merged'])
      for (const object of (await manifestOf(MAIN, key)).objects)
        expect(left).toContain(ROOT + object.name);
    await restoreEqual(sessions.main, 'deps', mainFiles);
    await restoreEqual(sessions.main, 'merged', prFiles);
  }, 240_000);
});
