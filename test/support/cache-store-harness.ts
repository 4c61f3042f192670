import { createHash } from 'node:crypto';
import { lstat, mkdir, mkdtemp, readdir, readFile, readlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { decodeManifest, encodeManifest } from '../../src/cache/store/cache-manifest.js';
import type {
  CacheManifest,
  CacheRoot,
  ManifestFile,
} from '../../src/cache/store/manifest-types.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { computeCacheVersion } from '../../src/cache/store/cache-version.js';
import { saveCache } from '../../src/cache/save/save-cache.js';
import { createS3Session } from '../../src/s3/s3-session.js';
import type {
  CacheRestoreRequest,
  CacheSaveRequest,
  CacheStoreLocation,
} from '../../src/cache/store/cache-types.js';
import { manifestOfFiles } from './cache-manifests.js';
import { engineClient, testServer, type TestKeys } from './s3.js';

// What the cache engine's integration tests share: a session on the test server, requests with
// the usual fields, and a snapshot of a tree (contents, modes, mtimes, links) to compare.

export function cacheSession(endpointUrl = testServer().endpoint, keys?: TestKeys) {
  return createS3Session({
    client: engineClient(endpointUrl, keys),
    maxRequests: 32,
    signal: new AbortController().signal,
  });
}

export function saveRequest(
  store: CacheStoreLocation,
  workspace: string,
  paths: string[],
  key: string,
  overrides: Partial<CacheSaveRequest> = {},
): CacheSaveRequest {
  return {
    store,
    paths,
    workspace,
    key,
    version: computeCacheVersion(paths, { crossOs: false }),
    scope: 'refs/heads/main',
    update: false,
    ...overrides,
  };
}

/**
 * Saves a one-file tree (`tree/good.txt`) under the key 'good' in the scope refs/heads/main and
 * returns its stored manifest, decoded: the template that hostile-store tests alter and upload.
 */
export async function saveTemplateEntry(
  session: ReturnType<typeof cacheSession>,
  client: S3Client,
  store: CacheStoreLocation,
  workspace: string,
  signal: AbortSignal,
): Promise<CacheManifest> {
  await mkdir(path.join(workspace, 'tree'), { recursive: true });
  await writeFile(path.join(workspace, 'tree', 'good.txt'), 'payload');
  const request = saveRequest(store, workspace, ['tree'], 'good');
  const saved = await saveCache(session, request, signal);
  if (saved.outcome !== 'saved')
    throw new Error(`the template entry was not saved: ${saved.outcome}`);
  return storedManifest(client, store, {
    scope: request.scope,
    version: request.version,
    key: 'good',
  });
}

/** An entry's manifest as stored, read with a plain SDK client (`client`'s role) and decoded. */
export async function storedManifest(
  client: S3Client,
  store: CacheStoreLocation,
  entry: { readonly scope: string; readonly version: string; readonly key: string },
): Promise<CacheManifest> {
  const object = await client.send(
    new GetObjectCommand({
      Bucket: store.bucket,
      Key: manifestName(store, entry.scope, entry.version, entry.key),
    }),
  );
  return decodeManifest(Buffer.from(await object.Body!.transformToByteArray()));
}

/**
 * Stores a crafted entry under `key`: the template's header and objects (saveTemplateEntry) with
 * `files` as its entries, for `paths` (one root, `tree` in the workspace, unless `roots` says).
 */
export async function putCraftedEntry(
  client: S3Client,
  entry: {
    readonly store: CacheStoreLocation;
    readonly template: CacheManifest;
    readonly key: string;
    readonly files: readonly ManifestFile[];
    readonly paths?: readonly string[];
    readonly roots?: CacheRoot[];
  },
): Promise<void> {
  const { store, template, key, files } = entry;
  const version = computeCacheVersion([...(entry.paths ?? ['tree'])], { crossOs: false });
  const roots = entry.roots ?? [{ base: 'workspace', path: 'tree' }];
  const manifest = manifestOfFiles({ ...template, key, version, roots }, files, template.objects);
  await client.send(
    new PutObjectCommand({
      Bucket: store.bucket,
      Key: manifestName(store, template.scope, version, key),
      Body: encodeManifest(manifest).body,
    }),
  );
}

export function restoreRequest(
  store: CacheStoreLocation,
  workspace: string,
  paths: string[],
  primaryKey: string,
  overrides: Partial<CacheRestoreRequest> = {},
): CacheRestoreRequest {
  return {
    store,
    paths,
    workspace,
    primaryKey,
    restoreKeys: [],
    version: computeCacheVersion(paths, { crossOs: false }),
    readScopes: ['refs/heads/main'],
    lookupOnly: false,
    ...overrides,
  };
}

/**
 * Every name under `dir` a restore may leave behind (temporary files, set-aside files, probes,
 * staging folders), relative to `dir`: a finished restore, hit or miss, leaves none.
 */
export async function restoreLeftovers(dir: string): Promise<string[]> {
  const names = await readdir(dir, { recursive: true });
  return names.filter((name) => path.basename(name).startsWith('.s3cache-'));
}

export interface TreeEntry {
  readonly type: 'f' | 'd' | 'l';
  readonly mode: number;
  readonly mtimeMs?: number;
  readonly sha256?: string;
  readonly link?: string;
}

/** Everything under a folder, by relative path; folders' mtimes are left out (writing inside changes them). */
export async function snapshot(root: string): Promise<Map<string, TreeEntry>> {
  const out = new Map<string, TreeEntry>();
  const walk = async (dir: string) => {
    for (const name of await readdir(dir)) {
      const full = path.join(dir, name);
      const rel = path.relative(root, full);
      const st = await lstat(full);
      if (st.isSymbolicLink()) out.set(rel, { type: 'l', mode: 0, link: await readlink(full) });
      else if (st.isDirectory()) {
        out.set(rel, { type: 'd', mode: st.mode & 0o7777 });
        await walk(full);
      } else
        out.set(rel, {
          type: 'f',
          mode: st.mode & 0o7777,
          mtimeMs: Math.floor(st.mtimeMs),
          sha256: createHash('sha256')
            .update(await readFile(full))
            .digest('hex'),
        });
    }
  };
  await walk(root);
  return out;
}

/** A fresh workspace under `parent` holding `files` (relative path -> contents). */
export async function workspaceWith(
  parent: string,
  files: Readonly<Record<string, string | Buffer>>,
): Promise<string> {
  const ws = await mkdtemp(path.join(parent, 'ws-'));
  for (const [rel, body] of Object.entries(files)) {
    await mkdir(path.dirname(path.join(ws, rel)), { recursive: true });
    await writeFile(path.join(ws, rel), body);
  }
  return ws;
}
