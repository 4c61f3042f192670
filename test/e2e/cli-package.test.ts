import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';

const run = promisify(execFile);
const root = path.resolve(import.meta.dirname, '../..');

/** The environment without what `npm run`/`npx` add (npm_config_*), so npm reads only its flags. */
function cleanEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [name, value] of Object.entries(process.env))
    if (!/^npm_/i.test(name)) env[name] = value;
  return { ...env, NODE_NO_WARNINGS: '1', ...extra };
}

/**
 * What package.json's `files` must ship: the CLI's entry, the one bundle it loads (the engine),
 * the workers it starts, and the notices.
 */
const SHIPPED =
  /^(package\.json|README\.md|LICENSE|CHANGELOG\.md|dist\/(cli|engine|list-worker|cache-worker)\/[^/]+)$/;

describe('the CLI as users install it: npm pack, then npm install -g from the tarball alone', () => {
  let scratch: string;
  let prefix: string;
  let bin: string;
  let client: S3Client;
  let bucket: string;
  let packed: { filename: string; files: { path: string }[] };

  beforeAll(async () => {
    if (!existsSync(path.join(root, 'dist/cli/index.js')))
      throw new Error("dist/cli/index.js is missing: run 'npm run package' first");
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-pack-'));
    prefix = path.join(scratch, 'prefix');
    const { stdout } = await run(
      'npm',
      ['pack', '--json', '--ignore-scripts', '--pack-destination', scratch],
      { cwd: root, env: cleanEnv(), maxBuffer: 16 << 20 },
    );
    packed = (JSON.parse(stdout) as (typeof packed)[])[0]!;
    // --offline with an empty cache of its own: anything the tarball needed from the registry
    // would fail the install, so this proves the package has nothing to fetch.
    await run(
      'npm',
      [
        'install',
        '--global',
        '--prefix',
        prefix,
        '--offline',
        '--cache',
        path.join(scratch, 'npm-cache'),
        '--no-audit',
        '--no-fund',
        '--ignore-scripts',
        path.join(scratch, packed.filename),
      ],
      { cwd: scratch, env: cleanEnv() },
    );
    bin = path.join(prefix, 'bin', 's3-sync');
    client = testClient();
    bucket = await createTestBucket(client, 'packed-cli');
    await putObjects(client, bucket, ['a/1.txt', 'a/2.txt', 'b/3.txt']);
  }, 180_000);

  afterAll(async () => {
    if (bucket) await deleteTestBucket(client, bucket);
    if (scratch) await rm(scratch, { recursive: true, force: true });
  }, 60_000);

  /** Runs the installed command with the local server's credentials and nothing else. */
  const s3sync = (args: string[], cwd = scratch) => {
    const server = testServer();
    return run(bin, [...args, '--endpoint-url', server.endpoint], {
      cwd,
      env: {
        PATH: process.env.PATH ?? '',
        HOME: scratch,
        NODE_NO_WARNINGS: '1',
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        AWS_REGION: server.region,
      },
    });
  };

  it('the tarball ships the CLI, its engine, its workers, their licenses, README, LICENSE and CHANGELOG only', () => {
    const files = packed.files.map((f) => f.path);
    expect(files.filter((f) => !SHIPPED.test(f))).toEqual([]);
    for (const needed of [
      'LICENSE',
      'README.md',
      'CHANGELOG.md',
      'dist/cli/index.js',
      'dist/engine/engine.js',
      'dist/engine/licenses.txt',
      'dist/list-worker/index.js',
      'dist/cache-worker/index.js',
    ])
      expect(files).toContain(needed);
  });

  it('the installed package.json asks for no dependencies: dist/ is bundled', async () => {
    const manifest = JSON.parse(
      await readFile(path.join(prefix, 'lib/node_modules/s3-sync-action/package.json'), 'utf8'),
    ) as Record<string, unknown>;
    expect(manifest).toMatchObject({
      name: 's3-sync-action',
      bin: { 's3-sync': expect.any(String) },
    });
    expect(manifest).not.toHaveProperty('private');
    for (const field of ['dependencies', 'optionalDependencies', 'peerDependencies'])
      expect(manifest[field] ?? {}).toEqual({});
  });

  it('s3-sync --version prints the version of the package installed', async () => {
    const { version } = JSON.parse(await readFile(path.join(root, 'package.json'), 'utf8')) as {
      version: string;
    };
    const { stdout } = await run(bin, ['--version'], { env: cleanEnv() });
    expect(stdout.trim()).toBe(`s3-sync ${version}`);
  });

  it('s3-sync ls s3://bucket/ --recursive lists the keys on the local server', async () => {
    const { stdout } = await s3sync(['ls', `s3://${bucket}/`, '--recursive']);
    const keys = stdout
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).at(-1));
    expect(keys).toEqual(['a/1.txt', 'a/2.txt', 'b/3.txt']);
  });

  it('s3-sync cache save and restore work from the install (the cache worker ships)', async () => {
    const work = path.join(scratch, 'work');
    await mkdir(path.join(work, 'tree'), { recursive: true });
    await writeFile(path.join(work, 'tree', 'f.txt'), 'cached by the packed CLI\n');
    const store = `s3://${bucket}/caches`;
    await s3sync(['cache', 'save', '--key', 'k-1', '--path', 'tree', store, '--quiet'], work);
    await rm(path.join(work, 'tree'), { recursive: true });
    await s3sync(['cache', 'restore', '--key', 'k-1', '--path', 'tree', store, '--quiet'], work);
    expect(await readFile(path.join(work, 'tree', 'f.txt'), 'utf8')).toBe(
      'cached by the packed CLI\n',
    );
  });
});
