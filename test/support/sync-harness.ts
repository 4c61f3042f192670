import { createHash } from 'node:crypto';
import type { Dirent } from 'node:fs';
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { beforeAll } from 'vitest';
import { decodeUrlEncodedKey } from '../../src/s3/list/decode-key.js';
import { executeSync } from '../../src/sync-action/execute-sync.js';
import type { Endpoint, SyncRequest } from '../../src/sync/sync-request.js';
import { scratchBucket, withShapingProxy, type ScratchBucket } from './bucket-fixtures.js';
import { engineClient, putObjects, testServer } from './s3.js';
import type { ShapingProxy } from './shaping-proxy.js';

// What the transfer integration tests share: building a SyncRequest, running the engine, and
// reading back what it left in a folder or a bucket.

export const MiB = 1024 * 1024;

export const s3 = (bucket: string, prefix = ''): Endpoint => ({
  kind: 's3',
  location: { bucket, prefix },
});
export const local = (p: string): Endpoint => ({ kind: 'local', path: p });

/** A request with the engine's usual settings against the test server; `overrides` win. */
export function syncRequest(
  source: Endpoint,
  destination: Endpoint,
  overrides: Partial<SyncRequest> = {},
  endpointUrl = testServer().endpoint,
): SyncRequest {
  return {
    source,
    destination,
    mode: 'sync',
    lister: 'threaded',
    delete: false,
    dryrun: false,
    sizeOnly: false,
    exactTimestamps: false,
    filters: [],
    followSymlinks: true,
    concurrency: 16,
    pageSize: 1000,
    multipartThresholdBytes: 8 * MiB,
    multipartChunksizeBytes: 8 * MiB,
    client: engineClient(endpointUrl),
    objectOptions: {},
    ...overrides,
  };
}

/** Runs the engine as the action does, keeping every line, warning and debug message it gave. */
export async function runSync(request: SyncRequest, signal = new AbortController().signal) {
  const lines: string[] = [];
  const warnings: string[] = [];
  const debug: string[] = [];
  const { report, error } = await executeSync(request, {
    signal,
    onLine: (line) => lines.push(line),
    onWarning: (message) => warnings.push(message),
    onDebug: (message) => debug.push(message),
  });
  return { report, error, lines, warnings, debug };
}

/** A path under `parent` where nothing stands: whatever an earlier test left there is removed. */
export async function clearedPath(parent: string, name: string): Promise<string> {
  const dir = path.join(parent, name);
  await rm(dir, { recursive: true, force: true });
  return dir;
}

/** Every file under `root`, by `/`-separated relative path (symlinks followed). */
export function readTree(root: string): Promise<Map<string, Buffer>> {
  return mapTree(root, (full) => readFile(full));
}

/** Every file under `root` as UTF-8 text; a symlink reads as `<symlink>`, never followed. */
export function readTextTree(root: string): Promise<Map<string, string>> {
  return mapTree(root, (full, entry) =>
    entry.isSymbolicLink() ? '<symlink>' : readFile(full, 'utf8'),
  );
}

async function mapTree<T>(
  root: string,
  read: (full: string, entry: Dirent) => T | Promise<T>,
): Promise<Map<string, T>> {
  const files = new Map<string, T>();
  const walk = async (dir: string, rel: string) => {
    for (const d of await readdir(dir, { withFileTypes: true })) {
      if (d.isDirectory()) await walk(path.join(dir, d.name), `${rel}${d.name}/`);
      else files.set(rel + d.name, await read(path.join(dir, d.name), d));
    }
  };
  await walk(root, '');
  return files;
}

/** Writes each file under `root`, making the folders it needs. */
export async function writeTree(root: string, files: ReadonlyMap<string, Buffer | string>) {
  for (const [rel, body] of files) {
    const full = path.join(root, ...rel.split('/'));
    await mkdir(path.dirname(full), { recursive: true });
    await writeFile(full, body);
  }
}

/** Paths of every `.s3sync-tmp` file left under `root`. */
export async function leftoverTemps(root: string): Promise<string[]> {
  const all = await readdir(root, { recursive: true });
  return all.filter((p) => p.endsWith('.s3sync-tmp'));
}

/** Puts each file of `tree` as the object `prefix` + its relative path. */
export function putTree(
  client: S3Client,
  bucket: string,
  prefix: string,
  tree: ReadonlyMap<string, Buffer>,
): Promise<void> {
  return putObjects(
    client,
    bucket,
    [...tree.keys()].map((rel) => prefix + rel),
    (key) => tree.get(key.slice(prefix.length))!,
  );
}

/** What `bucketBehindProxy` makes; its fields are set once the describe block's tests run. */
export interface BucketBehindProxy extends ScratchBucket {
  /** The shaping proxy in front of the test server, for the syncs to go through. */
  proxy: ShapingProxy;
}

/**
 * For a describe block: a test bucket (named after `name`) holding `tree` under `prefix`, a
 * scratch folder and a shaping proxy, made before its tests and removed after them.
 */
export function bucketBehindProxy(
  client: S3Client,
  {
    name,
    prefix = '',
    tree = new Map(),
    timeoutMs = 120_000,
  }: {
    readonly name: string;
    readonly prefix?: string;
    readonly tree?: ReadonlyMap<string, Buffer>;
    /** For each of the hooks: putting a large tree takes a while. */
    readonly timeoutMs?: number;
  },
): BucketBehindProxy {
  const made = scratchBucket(client, name, { timeoutMs });
  beforeAll(() => putTree(client, made.bucket, prefix, tree), timeoutMs);
  return withShapingProxy(made, timeoutMs);
}

/** Every key under `prefix`, decoded, as the SDK lists them (never the code under test). */
export async function listKeys(client: S3Client, bucket: string, prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({
        Bucket: bucket,
        Prefix: prefix,
        EncodingType: 'url',
        ContinuationToken: token,
      }),
    );
    for (const c of page.Contents ?? []) keys.push(decodeUrlEncodedKey(c.Key!));
    token = page.NextContinuationToken;
  } while (token);
  return keys;
}

export async function getBody(client: S3Client, bucket: string, key: string): Promise<Buffer> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return Buffer.from(await object.Body!.transformToByteArray());
}

export async function getText(client: S3Client, bucket: string, key: string): Promise<string> {
  const object = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
  return object.Body!.transformToString();
}

/** Every object under `prefix`, by key minus the prefix. */
export async function readBucket(
  client: S3Client,
  bucket: string,
  prefix = '',
): Promise<Map<string, Buffer>> {
  const keys = await listKeys(client, bucket, prefix);
  const bodies = await Promise.all(keys.map((key) => getBody(client, bucket, key)));
  return new Map(keys.map((key, i) => [key.slice(prefix.length), bodies[i]!]));
}

export const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

/** Sizes and hashes: a failed comparison of megabytes of bytes would take vitest minutes to print. */
export const digests = (files: ReadonlyMap<string, Buffer>) =>
  new Map([...files].map(([rel, body]) => [rel, `${body.length} bytes, sha256 ${sha256(body)}`]));
