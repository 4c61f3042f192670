import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll } from 'vitest';
import { cacheSession } from './cache-store-harness.js';
import { createTestBucket, deleteTestBucket, testServer } from './s3.js';
import { startShapingProxy, type ShapingProxy } from './shaping-proxy.js';

// A describe block's fixtures on the test server: each registers the block's hooks that make it
// before the tests and remove it after them (the last made is the first removed), and returns an
// object whose fields are set once the tests run: a test reads `setup.bucket` in its body.

/** What `scratchBucket` makes. */
export interface ScratchBucket {
  bucket: string;
  /** A folder of the block's own, for workspaces and destinations. */
  scratch: string;
}

type CacheSession = ReturnType<typeof cacheSession>;

/** What `cacheBucket` makes. */
export interface CacheBucket extends ScratchBucket {
  /** A session on the test server, straight (no proxy). */
  readonly session: CacheSession;
}

/** What `cacheBucketBehindProxy` makes. */
export interface CacheBucketBehindProxy extends CacheBucket {
  /** The shaping proxy in front of the test server. */
  proxy: ShapingProxy;
  /** A session through the proxy. */
  proxied: CacheSession;
}

/** A test bucket named after `name` and a scratch folder. */
export function scratchBucket(
  client: S3Client,
  name: string,
  {
    tmpPrefix = 's3sync',
    timeoutMs,
  }: { readonly tmpPrefix?: string; readonly timeoutMs?: number } = {},
): ScratchBucket {
  const made = {} as ScratchBucket;
  beforeAll(async () => {
    made.bucket = await createTestBucket(client, name);
    made.scratch = await mkdtemp(path.join(os.tmpdir(), `${tmpPrefix}-${name}-`));
  }, timeoutMs);
  afterAll(async () => {
    if (made.bucket) await deleteTestBucket(client, made.bucket);
    if (made.scratch) await rm(made.scratch, { recursive: true, force: true });
  }, timeoutMs);
  return made;
}

/** Adds to `made` a shaping proxy in front of the test server, as `proxy`. */
export function withShapingProxy<T extends object>(
  made: T,
  timeoutMs?: number,
): T & { proxy: ShapingProxy } {
  const out = made as T & { proxy: ShapingProxy };
  beforeAll(async () => {
    out.proxy = await startShapingProxy({ upstream: testServer().endpoint });
  }, timeoutMs);
  afterAll(async () => {
    await out.proxy?.close();
  }, timeoutMs);
  return out;
}

/** For a cache test: a bucket, a scratch folder and a session, closed after the tests. */
export function cacheBucket(client: S3Client, name: string): CacheBucket {
  const made = scratchBucket(client, name, { tmpPrefix: 's3cache' }) as ScratchBucket & {
    session: CacheSession;
  };
  made.session = cacheSession();
  afterAll(() => made.session.close());
  return made;
}

/** `cacheBucket` with a shaping proxy in front of the test server and a session through it. */
export function cacheBucketBehindProxy(client: S3Client, name: string): CacheBucketBehindProxy {
  const made = withShapingProxy(cacheBucket(client, name)) as CacheBucketBehindProxy;
  beforeAll(() => {
    made.proxied = cacheSession(made.proxy.endpoint);
  });
  afterAll(() => made.proxied?.close());
  return made;
}
