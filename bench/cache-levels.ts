/**
 * `npm run bench -- cache-levels`: what content levels cost in storage (docs/cache-format.md,
 * "Content levels"). Bytes only, no timings, so the figure does not depend on the machine's
 * load. The cache suite's tree (bench/cache-tree.ts, same seed and size) goes through:
 *   1. the default branch saves it (`main-1`, scope refs/heads/main);
 *   2. a pull request restores that entry and saves the tree with `--share` of its files changed
 *      (`pr-1`, scope refs/pull/1/merge, reusing the default branch's entry as the action does);
 *   3. after the merge, the default branch saves the same changed tree (`main-2`).
 * After each step it lists the store's `cas/`: the bytes in each level's folder, and the bytes
 * the layout before levels stores for the same objects, one object per content name whatever
 * the folder (packs and blobs are named by the SHA-256 of their bytes, so there equal bytes
 * were one object, which the later save found stored and reused).
 * Options: --files N (50000), --large-files N (4), --seed N (42), --share S (0.01).
 * Runs the engine from src/ in this process (no dist/ needed), against the local RGW or the
 * server S3_ENDPOINT names.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { restoreCache } from '../src/cache/restore/restore-cache.js';
import { saveCache } from '../src/cache/save/save-cache.js';
import { computeCacheVersion } from '../src/cache/store/cache-version.js';
import type { CacheSaveRequest, CacheStoreLocation } from '../src/cache/store/cache-types.js';
import { createS3Session, type S3Session } from '../src/s3/s3-session.js';
import { changeScattered, writeTree, type TreeSpec } from './cache-tree.js';
import { deletePrefix, ensureBucket, listObjectsUnder } from './lib/buckets.js';
import type { S3Client } from '@aws-sdk/client-s3';
import { fmt, markdownTable, writeResults } from './lib/report.js';
import { adminClient, findServer, type BenchServer } from './lib/server.js';

const BUCKET = 'bench-cache-levels';
const MAIN = 'refs/heads/main';
const PR = 'refs/pull/1/merge';
const PATHS = ['tree'];

/** Bytes under cas/ after one step: per level's folder, and as the layout before levels. */
interface StoredBytes {
  readonly step: string;
  readonly trusted: number;
  readonly pullRequest: number;
  readonly sharedLayout: number;
}

function storedBytes(step: string, objects: ReadonlyArray<{ key: string; size: number }>) {
  const byName = new Map<string, number>();
  let trusted = 0;
  let pullRequest = 0;
  for (const { key, size } of objects) {
    if (key.includes('/cas/pr/')) pullRequest += size;
    else trusted += size;
    byName.set(key.slice(key.lastIndexOf('/cas/')).replace('/cas/pr/', '/cas/'), size);
  }
  const sharedLayout = [...byName.values()].reduce((a, b) => a + b, 0);
  return { step, trusted, pullRequest, sharedLayout };
}

function sessionOf(server: BenchServer, signal: AbortSignal): S3Session {
  return createS3Session({
    client: {
      endpointUrl: server.endpoint,
      region: server.region,
      credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
      forcePathStyle: true,
    },
    maxRequests: 32,
    signal,
  });
}

interface LevelsContext {
  readonly session: S3Session;
  readonly client: S3Client;
  readonly signal: AbortSignal;
  readonly store: CacheStoreLocation;
  readonly scratch: string;
  readonly spec: TreeSpec;
  readonly share: number;
  readonly steps: StoredBytes[];
}

/** The three saves, with the bytes stored after each. */
async function runSteps(ctx: LevelsContext): Promise<void> {
  const { session, signal, spec, share } = ctx;
  const version = computeCacheVersion(PATHS, { crossOs: false });
  const request = (workspace: string, key: string, more: Partial<CacheSaveRequest> = {}) => ({
    store: ctx.store,
    paths: PATHS,
    workspace,
    key,
    version,
    scope: MAIN,
    update: false,
    ...more,
  });
  const casPrefix = `${ctx.store.prefix}s3-cache-v1/cas/`;
  const measure = async (step: string) =>
    ctx.steps.push(storedBytes(step, await listObjectsUnder(ctx.client, BUCKET, casPrefix)));
  const mainWs = path.join(ctx.scratch, 'main');
  writeTree(path.join(mainWs, 'tree'), spec);
  const first = await saveCache(session, request(mainWs, 'main-1'), signal);
  if (first.outcome !== 'saved') throw new Error(`main-1: ${first.outcome}`);
  await measure('1. the default branch saves the tree');

  const prWs = path.join(ctx.scratch, 'pr');
  mkdirSync(prWs);
  const restored = await restoreCache(
    session,
    {
      ...request(prWs, 'main-1'),
      primaryKey: 'main-1',
      restoreKeys: [],
      readScopes: [PR, MAIN],
      lookupOnly: false,
    },
    signal,
  );
  if (restored.outcome !== 'exact')
    throw new Error(`the pull request's restore: ${restored.outcome}`);
  const changed = changeScattered(path.join(prWs, 'tree'), spec, 1, share);
  const pr = await saveCache(
    session,
    request(prWs, 'pr-1', { scope: PR, reuse: restored.reuse }),
    signal,
  );
  if (pr.outcome !== 'saved') throw new Error(`pr-1: ${pr.outcome}`);
  await measure(`2. a pull request saves it with ${changed.files} files changed`);

  changeScattered(path.join(mainWs, 'tree'), spec, 1, share);
  const merged = await saveCache(session, request(mainWs, 'main-2'), signal);
  if (merged.outcome !== 'saved') throw new Error(`main-2: ${merged.outcome}`);
  await measure('3. the default branch saves the merged tree');
}

function levelsTable(steps: readonly StoredBytes[]): string {
  const mb = (bytes: number) => (bytes / 1e6).toFixed(2);
  return markdownTable(
    [
      'step',
      'cas/ (trusted), MB',
      'cas/pr/, MB',
      'levels: total, MB',
      'before levels, MB',
      'extra',
    ],
    steps.map((s) => {
      const total = s.trusted + s.pullRequest;
      return [
        s.step,
        mb(s.trusted),
        mb(s.pullRequest),
        mb(total),
        mb(s.sharedLayout),
        `${fmt.int(total - s.sharedLayout)} B`,
      ];
    }),
    [false, true, true, true, true, true],
  );
}

export async function runCacheLevelsSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      files: { type: 'string', default: '50000' },
      'large-files': { type: 'string', default: '4' },
      seed: { type: 'string', default: '42' },
      share: { type: 'string', default: '0.01' },
    },
  });
  const spec: TreeSpec = {
    files: Number(values.files),
    largeFiles: Number(values['large-files']),
    seed: Number(values.seed),
  };
  const share = Number(values.share);
  const server = findServer();
  const client = adminClient(server);
  await ensureBucket(client, BUCKET);
  const prefix = `run-${process.pid}/`;
  const store: CacheStoreLocation = { bucket: BUCKET, prefix, repository: 'org/app' };
  const signal = new AbortController().signal;
  const session = sessionOf(server, signal);
  const scratch = mkdtempSync(path.join(os.tmpdir(), 'bench-cache-levels-'));
  const steps: StoredBytes[] = [];
  try {
    await runSteps({ session, client, signal, store, scratch, spec, share, steps });
  } finally {
    session.close();
    await deletePrefix(client, BUCKET, prefix);
    rmSync(scratch, { recursive: true, force: true });
  }
  console.log(
    `\n${spec.files} files (${spec.largeFiles} large, seed ${spec.seed}), ${share * 100}% changed\n`,
  );
  console.log(levelsTable(steps));
  console.log(`\nresults: ${writeResults('cache-levels', { spec, share, steps })}`);
}
