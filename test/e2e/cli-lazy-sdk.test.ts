import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { CLI, runCli, type CliOptions } from './run-cli.js';

// What the CLI bundle loads, recorded by test/support/record-loads.mjs (a load hook for the
// engine's chunks, process.moduleLoadList for Node's own modules): a download, `ls` and a cache
// restore with static keys and a custom endpoint sign their requests themselves and must not
// load the SDK's chunk (nor small PUTs, signed by the body signer's chunk); a request through
// the SDK's client (a delete, a cache save's HEAD), or credentials only the SDK's chain resolves,
// load it then.

const RECORD_LOADS = path.resolve(import.meta.dirname, '../support/record-loads.mjs');
const ENGINE = path.join(path.dirname(CLI), '..', 'engine');

/** The chunk of dist/engine/ that holds the SDK's S3 client. */
async function sdkChunk(): Promise<string> {
  for (const name of await readdir(ENGINE)) {
    if (!name.endsWith('.js')) continue;
    if ((await readFile(path.join(ENGINE, name), 'utf8')).includes('class S3Client extends'))
      return name;
  }
  throw new Error('no chunk of dist/engine holds the S3 client');
}

interface Loads {
  readonly chunks: string[];
  readonly builtins: string[];
}

let scratch: string;
let runs = 0;

/** Runs the CLI bundle with the load recorder; what it loaded, and how it ended. */
async function runRecorded(args: string[], options: CliOptions = {}) {
  const file = path.join(scratch, `loads-${++runs}`);
  const result = await runCli(args, {
    ...options,
    env: { NODE_OPTIONS: `--import=${RECORD_LOADS}`, RECORD_LOADS_FILE: file, ...options.env },
  });
  const lines = existsSync(file) ? (await readFile(file, 'utf8')).trim().split('\n') : [];
  const loads: Loads = {
    chunks: lines
      .filter((l) => l.startsWith('file:') && l.includes('/engine/'))
      .map((l) => path.basename(l)),
    builtins: lines.filter((l) => l.startsWith('node:')),
  };
  return { ...result, loads };
}

describe('the CLI bundle loads the SDK only when a request needs it', () => {
  const client = testClient();
  const server = testServer();
  let bucket: string;
  let sdk: string;
  const keys = ['data/a.txt', 'data/b/c.txt', 'data/d.bin'];

  const keysUnder = async (prefix: string) =>
    (await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }))).Contents?.map(
      (o) => o.Key,
    );

  beforeAll(async () => {
    sdk = await sdkChunk();
    bucket = await createTestBucket(client, 'lazy-sdk');
    await putObjects(client, bucket, keys);
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-lazy-sdk-'));
  });
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  });

  it('sync s3://bucket/prefix dir with keys in the environment: downloaded, no SDK', async () => {
    const dir = path.join(scratch, 'down');
    const run = await runRecorded(['sync', `s3://${bucket}/data`, dir]);
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await readFile(path.join(dir, 'b', 'c.txt'), 'utf8')).toBe('body of data/b/c.txt');
    expect((await readdir(dir)).sort()).toEqual(['a.txt', 'b', 'd.bin']);
    expect(run.loads.chunks).toContain('engine.js');
    expect(run.loads.chunks).not.toContain(sdk);
    expect(run.loads.builtins).not.toContain('node:http2');
  });

  it("ls --recursive and an empty prefix's sync: no SDK", async () => {
    const ls = await runRecorded(['ls', '--recursive', `s3://${bucket}/data/`]);
    expect(ls.code).toBe(0);
    expect(ls.stdout).toContain('data/b/c.txt');
    expect(ls.loads.chunks).not.toContain(sdk);
    const empty = await runRecorded([
      'sync',
      `s3://${bucket}/nothing-here`,
      path.join(scratch, 'e'),
    ]);
    expect(empty.code).toBe(0);
    expect(empty.loads.chunks).not.toContain(sdk);
  });

  /** A download sync as `--profile NAME`, from these files only (no keys in the environment). */
  async function syncByProfile(name: string, files: { config: string; credentials: string }) {
    const dir = path.join(scratch, `by-${name}`);
    const run = await runRecorded(['sync', `s3://${bucket}/data`, dir, '--profile', name], {
      env: {
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        AWS_CONFIG_FILE: files.config,
        AWS_SHARED_CREDENTIALS_FILE: files.credentials,
      },
    });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(0);
    expect(await readFile(path.join(dir, 'a.txt'), 'utf8')).toBe('body of data/a.txt');
    return run;
  }

  it('keys of a profile in the shared credentials file: downloaded, no SDK', async () => {
    const credentials = path.join(scratch, 'credentials');
    await writeFile(
      credentials,
      `[lab]\naws_access_key_id = ${server.accessKeyId}\naws_secret_access_key = ${server.secretAccessKey}\n`,
    );
    const run = await syncByProfile('lab', { config: path.join(scratch, 'none'), credentials });
    expect(run.loads.chunks).not.toContain(sdk);
  });

  it('a profile whose credentials come from a process: the SDK is loaded, and it works', async () => {
    const config = path.join(scratch, 'config-process');
    const answer = JSON.stringify({
      Version: 1,
      AccessKeyId: server.accessKeyId,
      SecretAccessKey: server.secretAccessKey,
    });
    await writeFile(
      config,
      `[profile proc]\ncredential_process = ${process.execPath} -e "console.log(process.argv[1])" ${JSON.stringify(answer)}\n`,
    );
    const run = await syncByProfile('proc', { config, credentials: path.join(scratch, 'none') });
    expect(run.loads.chunks).toContain(sdk);
  });

  it('an upload sync: small PUTs signed without the SDK; a delete loads it, and both work', async () => {
    const src = path.join(scratch, 'up');
    await mkdir(src, { recursive: true });
    await writeFile(path.join(src, 'x.txt'), 'x');
    await writeFile(path.join(src, 'y.txt'), 'y');
    const up = await runRecorded(['sync', src, `s3://${bucket}/up`]);
    expect(up.stderr).toBe('');
    expect(up.code).toBe(0);
    expect(await keysUnder('up/')).toEqual(['up/x.txt', 'up/y.txt']);
    expect(up.loads.chunks).not.toContain(sdk);
    await rm(path.join(src, 'y.txt'));
    const deleting = await runRecorded(['sync', src, `s3://${bucket}/up`, '--delete']);
    expect(deleting.stderr).toBe('');
    expect(deleting.code).toBe(0);
    expect(await keysUnder('up/')).toEqual(['up/x.txt']);
    expect(deleting.loads.chunks).toContain(sdk);
  });

  it('cache save loads the SDK; cache restore (a hit) does not, and restores the tree', async () => {
    const work = path.join(scratch, 'cache');
    await mkdir(path.join(work, 'tree'), { recursive: true });
    for (let i = 0; i < 20; i++)
      await writeFile(path.join(work, 'tree', `f${i}.js`), `module.exports = ${i};\n`);
    const store = `s3://${bucket}/ci`;
    const save = await runRecorded(['cache', 'save', '--key', 'k', '--path', 'tree', store], {
      cwd: work,
    });
    expect(save.code).toBe(0);
    expect(save.loads.chunks).toContain(sdk);
    await rm(path.join(work, 'tree'), { recursive: true });
    const restore = await runRecorded(['cache', 'restore', '--key', 'k', '--path', 'tree', store], {
      cwd: work,
    });
    expect(restore.code).toBe(0);
    expect(await readFile(path.join(work, 'tree', 'f7.js'), 'utf8')).toBe('module.exports = 7;\n');
    expect(await readdir(path.join(work, 'tree'))).toHaveLength(20);
    expect(restore.loads.chunks).not.toContain(sdk);
  });
});
