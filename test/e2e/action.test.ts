import { createHash, randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestBucket,
  deleteTestBucket,
  putObjects,
  testClient,
  testServer,
} from '../support/s3.js';
import { errorAnnotations, runAction, warningAnnotations, type ActionRun } from './run-action.js';

/** A small build output, a key that needs escaping, and one object past the multipart threshold. */
const ARTIFACTS: Record<string, Buffer> = {
  'index.html': Buffer.from('<!doctype html><title>demo</title>'),
  'assets/app.3f9c1.js': Buffer.from('console.log("app");\n'.repeat(200)),
  'assets/app.3f9c1.js.map': Buffer.from(JSON.stringify({ version: 3, sources: ['app.ts'] })),
  'assets/css/site.css': Buffer.from('body { margin: 0 }\n'),
  'assets/img/logo.png': randomBytes(3000),
  'data/manifest.json': Buffer.from('{"files": 7}\n'),
  'docs/read me ü+&.txt': Buffer.from('a key that needs escaping\n'),
  'big/blob.bin': randomBytes(9 * 1024 * 1024),
};
const ARTIFACT_BYTES = Object.values(ARTIFACTS).reduce((n, body) => n + body.length, 0);
const ARTIFACT_COUNT = Object.keys(ARTIFACTS).length;

/** A key a hostile uploader could choose: the runner would run `::warning::x` as a command. */
const HOSTILE_KEY = 'hostile/evil\n::warning::x';

let client: S3Client;
let bucket: string;
let otherBucket: string;

/** The credentials aws-actions/configure-aws-credentials leaves in the environment. */
function awsEnv(who: 'owner' | 'other' = 'owner'): Record<string, string> {
  const server = testServer();
  return who === 'owner'
    ? { AWS_ACCESS_KEY_ID: server.accessKeyId, AWS_SECRET_ACCESS_KEY: server.secretAccessKey }
    : {
        AWS_ACCESS_KEY_ID: server.otherAccessKeyId,
        AWS_SECRET_ACCESS_KEY: server.otherSecretAccessKey,
      };
}

/** The `with:` block of a step, plus the endpoint every step here needs. */
function withBlock(inputs: Record<string, string>): Record<string, string> {
  return { 'endpoint-url': testServer().endpoint, ...inputs };
}

async function run(
  inputs: Record<string, string>,
  options: { env?: Record<string, string>; workspace?: string } = {},
): Promise<ActionRun> {
  const result = await runAction(withBlock(inputs), {
    env: options.env ?? awsEnv(),
    ...(options.workspace ? { workspace: options.workspace } : {}),
  });
  expectNoInjectedCommands(result);
  return result;
}

/**
 * Every line the runner reads as a command must be one the action meant to send. A key with a
 * newline followed by `::warning::` must never reach the start of a line.
 */
function expectNoInjectedCommands(result: ActionRun) {
  for (const line of `${result.stdout}\n${result.stderr}`.split(/\r\n|\r|\n/)) {
    if (line.startsWith('::'))
      expect(line).toMatch(/^::(group|endgroup|debug|error|warning|notice|add-mask)::/);
    expect(line).not.toMatch(/^::warning::x/);
  }
}

async function localTree(root: string): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join('/')] = await readFile(full);
  }
  return files;
}

async function s3Tree(b: string, prefix: string): Promise<Record<string, Buffer>> {
  const objects: Record<string, Buffer> = {};
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: b, Prefix: prefix, ContinuationToken: token }),
    );
    for (const object of page.Contents ?? []) {
      const body = await client.send(new GetObjectCommand({ Bucket: b, Key: object.Key! }));
      objects[object.Key!.slice(prefix.length)] = Buffer.from(
        await body.Body!.transformToByteArray(),
      );
    }
    token = page.NextContinuationToken;
  } while (token);
  return objects;
}

const digest = (tree: Record<string, Buffer>) =>
  Object.fromEntries(
    Object.entries(tree).map(([k, v]) => [k, createHash('sha256').update(v).digest('hex')]),
  );

function expectTimingOutputs(outputs: Record<string, string>) {
  for (const name of ['list-seconds', 'transfer-seconds', 'total-seconds']) {
    expect(outputs[name], name).toMatch(/^\d+\.\d{3}$/);
  }
  expect(Number(outputs['total-seconds'])).toBeGreaterThanOrEqual(Number(outputs['list-seconds']));
  expect(outputs['keys-per-second']).toMatch(/^\d+$/);
  expect(outputs['bytes-per-second']).toMatch(/^\d+$/);
}

function expectTimingsSummary(summary: string) {
  expect(summary).toContain('| phase | from | to | seconds | what it did | rate |');
  expect(summary).toMatch(
    /^\| List source \| [\d.]+ s \| [\d.]+ s \| [\d.]+ s \| \d+ objects? listed/m,
  );
  expect(summary).toMatch(/^\| Transfer \| /m);
  expect(summary).toMatch(/```mermaid\ngantt\n[\s\S]*?```/);
}

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e');
  otherBucket = await createTestBucket(client, 'e2e-promoted');
  await putObjects(
    client,
    bucket,
    Object.keys(ARTIFACTS).map((rel) => `artifacts/${rel}`),
    (key) => ARTIFACTS[key.slice('artifacts/'.length)]!,
  );
  await putObjects(client, bucket, [HOSTILE_KEY, 'hostile/ok.txt']);
});

afterAll(async () => {
  for (const b of [bucket, otherBucket]) if (b) await deleteTestBucket(client, b);
  client?.destroy();
});

describe('download: source s3://bucket/artifacts/, destination a workspace folder', () => {
  it.each(['threaded', 'single'])(
    'with: bucket-lister: %s restores every file and reports its timings',
    async (lister) => {
      const result = await run({
        source: `s3://${bucket}/artifacts/`,
        destination: 'restored',
        'bucket-lister': lister,
      });
      expect(result.code, result.stdout).toBe(0);
      expect(digest(await localTree(path.join(result.workspace, 'restored')))).toEqual(
        digest(ARTIFACTS),
      );
      expect(result.outputs).toMatchObject({
        'objects-listed': String(ARTIFACT_COUNT),
        'objects-transferred': String(ARTIFACT_COUNT),
        'objects-skipped': '0',
        'objects-deleted': '0',
        'bytes-transferred': String(ARTIFACT_BYTES),
      });
      expectTimingOutputs(result.outputs);
      expect(Number(result.outputs['first-transfer-seconds'])).toBeGreaterThan(0);
      expect(Number(result.outputs['bytes-per-second'])).toBeGreaterThan(0);

      expectTimingsSummary(result.summary);
      expect(result.summary).toContain(`<code>s3://${bucket}/artifacts/</code>`);
      expect(result.summary).toContain(`| sync (download) | ${lister} |`);
      expect(result.stdout).toMatch(/^::group::sync s3 → local$/m);
    },
  );

  it("with: S3_SYNC_PROGRESS_INTERVAL_MS short, the log has the progress module's lines (files, bytes, %, rate, ETA) and ends with its totals", async () => {
    const result = await run(
      { source: `s3://${bucket}/artifacts/`, destination: 'restored' },
      { env: { ...awsEnv(), S3_SYNC_PROGRESS_INTERVAL_MS: '1' } },
    );
    expect(result.code, result.stdout).toBe(0);
    const lines = result.stdout.split('\n');
    const count = ARTIFACT_COUNT.toLocaleString('en-US');
    expect(
      lines.some((l) => /^transferred [\d,]+ \/ [\d,]+ files, .*, ETA .*, elapsed \d/.test(l)),
      result.stdout,
    ).toBe(true);
    const totals = lines.filter((l) => l.startsWith('totals: '));
    expect(totals).toHaveLength(1);
    expect(totals[0]).toMatch(
      new RegExp(`^totals: transferred ${count} / ${count} files, .* \\(100%\\), .*average`),
    );
  });

  it('with: the same inputs twice, the second run skips everything', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-'));
    const inputs = { source: `s3://${bucket}/artifacts/`, destination: 'restored' };
    expect((await run(inputs, { workspace })).code).toBe(0);
    const again = await run(inputs, { workspace });
    expect(again.code, again.stdout).toBe(0);
    expect(again.outputs).toMatchObject({
      'objects-listed': String(ARTIFACT_COUNT),
      'objects-transferred': '0',
      'objects-skipped': String(ARTIFACT_COUNT),
      'bytes-transferred': '0',
    });
  });

  it('with: summary: false leaves the job summary alone', async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/data/`,
      destination: 'data',
      summary: 'false',
    });
    expect(result.code).toBe(0);
    expect(result.outputs['objects-transferred']).toBe('1');
    expect(result.summary).toBe('');
  });
});

describe('upload: source a workspace folder, destination s3://bucket/published/', () => {
  it('with: delete: true publishes new and changed files and deletes the stale ones', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-'));
    const build = path.join(workspace, 'build');
    await mkdir(path.join(build, 'assets/css'), { recursive: true });
    await writeFile(path.join(build, 'index.html'), '<h1>v1</h1>');
    await writeFile(path.join(build, 'assets/css/site.css'), 'body {}');
    await writeFile(path.join(build, 'assets/app.js'), 'run()');
    const prefix = `published-${randomBytes(3).toString('hex')}/`;
    const inputs = { source: 'build', destination: `s3://${bucket}/${prefix}` };

    const first = await run(inputs, { workspace });
    expect(first.code, first.stdout).toBe(0);
    expect(first.outputs).toMatchObject({
      'objects-listed': '3',
      'objects-transferred': '3',
      'bytes-transferred': String(11 + 7 + 5),
    });
    expectTimingOutputs(first.outputs);
    expectTimingsSummary(first.summary);
    expect(first.summary).toContain('| sync (upload) | local walk |');
    expect(digest(await s3Tree(bucket, prefix))).toEqual(digest(await localTree(build)));

    // A new version of the site: one page changed (a different size), one file gone.
    await writeFile(path.join(build, 'index.html'), '<h1>version 2</h1>');
    await rm(path.join(build, 'assets/app.js'));
    const second = await run({ ...inputs, delete: 'true' }, { workspace });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({
      'objects-listed': '2',
      'objects-transferred': '1',
      'objects-skipped': '1',
      'objects-deleted': '1',
    });
    expect(digest(await s3Tree(bucket, prefix))).toEqual(digest(await localTree(build)));
  });
});

describe('upload with checksum: a rebuilt site, every file written again', () => {
  it('with: checksum: true uploads only the changed file, lists it in changed-keys-file, and says so in the summary', async () => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-'));
    const build = path.join(workspace, 'build');
    await mkdir(build, { recursive: true });
    const pages = {
      'index.html': '<h1>v1</h1>',
      'about.html': '<p>about</p>',
      'new\nline.html': 'x',
    };
    for (const [name, body] of Object.entries(pages)) await writeFile(path.join(build, name), body);
    const prefix = `site-${randomBytes(3).toString('hex')}/`;
    const inputs = { source: 'build', destination: `s3://${bucket}/${prefix}`, checksum: 'true' };
    expect((await run(inputs, { workspace })).code).toBe(0);

    // The rebuild: every file written again a minute later, one with other bytes of the same size.
    const later = new Date(Date.now() + 60_000);
    await writeFile(path.join(build, 'index.html'), '<h1>v2</h1>');
    for (const name of Object.keys(pages)) await utimes(path.join(build, name), later, later);
    const second = await run(inputs, { workspace });
    expect(second.code, second.stdout).toBe(0);
    expect(second.outputs).toMatchObject({
      'objects-transferred': '1',
      'objects-skipped': '2',
      'changed-keys-count': '1',
    });
    const file = second.outputs['changed-keys-file']!;
    // In RUNNER_TEMP, beside the runner's own files (GITHUB_OUTPUT's folder in run-action.ts).
    expect(path.basename(path.dirname(file))).toMatch(/^e2e-runner-/);
    expect(await readFile(file, 'utf8')).toBe(`${JSON.stringify(`${prefix}index.html`)}\n`);
    expect(second.summary).toMatch(
      /Checksums: 3 same-size paths compared by content, 2 the same, 1 different; 3 local files hashed/,
    );
  });
});

describe('S3 to S3: source s3://bucket/artifacts/, destination s3://other-bucket/promoted/', () => {
  it('copies every object server-side', async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/`,
      destination: `s3://${otherBucket}/promoted/`,
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs).toMatchObject({
      'objects-listed': String(ARTIFACT_COUNT),
      'objects-transferred': String(ARTIFACT_COUNT),
      'bytes-transferred': String(ARTIFACT_BYTES),
    });
    expectTimingsSummary(result.summary);
    expect(result.summary).toContain('| sync (copy) |');
    expect(digest(await s3Tree(otherBucket, 'promoted/'))).toEqual(digest(ARTIFACTS));
  });
});

describe('dryrun: true', () => {
  it('prints what it would download and writes nothing', async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/`,
      destination: 'restored',
      dryrun: 'true',
    });
    expect(result.code, result.stdout).toBe(0);
    expect(existsSync(path.join(result.workspace, 'restored'))).toBe(false);
    const lines = result.stdout.split('\n').filter((l) => l.startsWith('(dryrun) download: '));
    expect(lines).toHaveLength(ARTIFACT_COUNT);
    expect(lines).toContain(
      `(dryrun) download: s3://${bucket}/artifacts/index.html to restored/index.html`,
    );
    expect(result.outputs).toMatchObject({
      'objects-listed': String(ARTIFACT_COUNT),
      'objects-transferred': String(ARTIFACT_COUNT),
      'bytes-transferred': '0',
    });
    expect(result.summary).toContain('## S3 sync (dry run)');
  });
});

describe('a key holding a newline and a workflow command', () => {
  it('with: dryrun: true prints the key on one line, escaped', async () => {
    const result = await run({
      source: `s3://${bucket}/hostile/`,
      destination: 'out',
      dryrun: 'true',
    });
    expect(result.code, result.stdout).toBe(0);
    expect(result.stdout).toContain(`s3://${bucket}/hostile/evil\\n::warning::x to `);
  });

  it('with: a real download, ACTIONS_STEP_DEBUG on, never starts a line with the command', async () => {
    const result = await run(
      { source: `s3://${bucket}/hostile/`, destination: 'out' },
      { env: { ...awsEnv(), RUNNER_DEBUG: '1', ACTIONS_STEP_DEBUG: 'true' } },
    );
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs['objects-transferred']).toBe('2');
    expect(await readFile(path.join(result.workspace, 'out', 'evil\n::warning::x'), 'utf8')).toBe(
      `body of ${HOSTILE_KEY}`,
    );
  });
});

describe('credentials', () => {
  it('with: aws-access-key-id and aws-secret-access-key as inputs, and none in the environment', async () => {
    const server = testServer();
    const result = await run(
      {
        source: `s3://${bucket}/artifacts/data/`,
        destination: 'data',
        'aws-access-key-id': server.accessKeyId,
        'aws-secret-access-key': server.secretAccessKey,
      },
      { env: {} },
    );
    expect(result.code, result.stdout).toBe(0);
    expect(result.outputs['objects-transferred']).toBe('1');
    expect(result.stdout).toContain(`::add-mask::${server.secretAccessKey}`);
  });

  // No AWS_* variables and an empty HOME (no ~/.aws); run-action disables the metadata service.
  it.each([
    ['download, bucket-lister: threaded', 'threaded', 'download'],
    ['download, bucket-lister: single', 'single', 'download'],
    ['upload', 'threaded', 'upload'],
  ])('with none at all (%s), fails and says how to provide them', async (_, lister, direction) => {
    const workspace = await mkdtemp(path.join(os.tmpdir(), 'e2e-ws-'));
    await mkdir(path.join(workspace, 'build'));
    await writeFile(path.join(workspace, 'build', 'a.txt'), 'a');
    const remote = `s3://${bucket}/artifacts/`;
    const result = await run(
      {
        source: direction === 'download' ? remote : 'build',
        destination: direction === 'download' ? 'restored' : `s3://${bucket}/never/`,
        'bucket-lister': lister,
      },
      { env: {}, workspace },
    );
    expect(result.code).toBe(1);
    const [error] = errorAnnotations(result);
    expect(error).toMatch(/credentials/i);
    expect(error).toContain('aws-actions/configure-aws-credentials');
    expect(error).toContain('AWS_ACCESS_KEY_ID');
  });
});

describe('S3 failures name the bucket and say what to fix', () => {
  it('with: source a bucket that does not exist', async () => {
    const missing = `e2e-missing-${randomBytes(4).toString('hex')}`;
    const result = await run({ source: `s3://${missing}/x/`, destination: 'restored' });
    expect(result.code).toBe(1);
    const [error] = errorAnnotations(result);
    expect(error).toContain('NoSuchBucket');
    expect(error).toContain(`Check the bucket name '${missing}'`);
    // The step still reports what it did, in outputs and in the summary.
    expect(result.outputs['objects-listed']).toBe('0');
    expect(result.summary).toContain('## S3 sync ❌ failed');
    expect(result.summary).toContain('NoSuchBucket');
  });

  it.each(['threaded', 'single'])(
    'with: credentials of a user with no rights to the bucket, bucket-lister: %s',
    async (lister) => {
      const result = await run(
        { source: `s3://${bucket}/artifacts/`, destination: 'restored', 'bucket-lister': lister },
        { env: awsEnv('other') },
      );
      expect(result.code).toBe(1);
      const [error] = errorAnnotations(result);
      expect(error).toContain('AccessDenied');
      expect(error).toContain(`on bucket '${bucket}'`);
      expect(error).toMatch(/IAM policy|bucket policy/);
    },
  );

  // The README's first workflow restores a prefix: one nothing uploads to must not pass silently.
  it.each<[string, Record<string, string>, number, 'warning' | 'error' | undefined]>([
    ['nothing (warn)', {}, 0, 'warning'],
    ['if-no-files-found: warn', { 'if-no-files-found': 'warn' }, 0, 'warning'],
    ['if-no-files-found: error', { 'if-no-files-found': 'error' }, 1, 'error'],
    ['if-no-files-found: ignore', { 'if-no-files-found': 'ignore' }, 0, undefined],
  ])('with: %s and a prefix that holds nothing', async (_, inputs, code, said) => {
    const result = await run({
      source: `s3://${bucket}/nothing-here/`,
      destination: 'restored',
      ...inputs,
    });
    expect(result.code).toBe(code);
    const about = (lines: string[]) => lines.filter((line) => line.includes('holds no objects'));
    const errors = about(errorAnnotations(result));
    const warnings = about(warningAnnotations(result));
    expect({ errors: errors.length, warnings: warnings.length }).toEqual({
      errors: said === 'error' ? 1 : 0,
      warnings: said === 'warning' ? 1 : 0,
    });
    const text = [...errors, ...warnings].join('\n');
    if (said === 'warning') expect(text).toContain('if-no-files-found: error to fail the step');
    if (said === 'error') expect(text).toContain('(if-no-files-found: error)');
    expect(result.outputs['objects-listed']).toBe('0');
  });

  it("with: args: --exclude '*.map' --exclude 'big/*' --dryrun --no-progress, as a workflow written for jakejarvis/s3-sync-action", async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/`,
      destination: 'restored',
      args: "--exclude '*.map' --exclude 'big/*' --dryrun --no-progress",
    });
    expect(result.code).toBe(0);
    const lines = result.stdout.split('\n').filter((line) => line.startsWith('(dryrun) '));
    expect(lines.length).toBe(ARTIFACT_COUNT - 2);
    expect(lines.join('\n')).not.toMatch(/\.map |big\/blob/);
    expect(existsSync(path.join(result.workspace, 'restored'))).toBe(false);
  });

  it("with: args: '--dryrn' fails the step, naming args, the flag and the nearest one", async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/`,
      destination: 'restored',
      args: '--delete --dryrn',
    });
    expect(result.code).toBe(1);
    expect(errorAnnotations(result)[0]).toContain(
      "Input 'args' must be flags of the sync (see the README's \"Coming from jakejarvis/s3-sync-action\"), and '--dryrn' is not one; did you mean '--dryrun'?",
    );
  });

  it('with: if-no-files-found: error and a source that holds files succeeds', async () => {
    const result = await run({
      source: `s3://${bucket}/artifacts/`,
      destination: 'restored',
      'if-no-files-found': 'error',
      dryrun: 'true',
    });
    expect(result.code).toBe(0);
    expect(warningAnnotations(result).filter((line) => line.includes('holds no'))).toEqual([]);
  });
});

describe('bad inputs fail the step with the input named and the accepted values', () => {
  const good = () => ({ source: `s3://${bucket}/artifacts/`, destination: 'restored' });
  it.each<[string, Record<string, string>, string]>([
    [
      'source: s3:// (no bucket)',
      { source: 's3://' },
      `Input 'source' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/', with a bucket name, got "s3://"`,
    ],
    [
      'source: s3:/x (one slash)',
      { source: 's3:/x' },
      `Input 'source' must be an S3 URL with two slashes (s3://bucket/prefix) or a path, got "s3:/x"`,
    ],
    [
      'destination: https://example.com/x',
      { destination: 'https://example.com/x' },
      `Input 'destination' must be an S3 URL (s3://bucket/prefix) or a path, got "https://example.com/x"`,
    ],
    [
      'source: s3://Bad_Bucket!',
      { source: 's3://Bad_Bucket!' },
      `Input 'source' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/' whose bucket name has 3-63 letters, digits, dots or hyphens and starts and ends with a letter or digit, got "s3://Bad_Bucket!"`,
    ],
    [
      'concurrency: 0',
      { concurrency: '0' },
      `Input 'concurrency' must be an integer from 1 to 512, got "0"`,
    ],
    [
      'concurrency: abc',
      { concurrency: 'abc' },
      `Input 'concurrency' must be an integer from 1 to 512, got "abc"`,
    ],
    [
      'bucket-lister: fast',
      { 'bucket-lister': 'fast' },
      `Input 'bucket-lister' must be one of 'single', 'threaded', got "fast"`,
    ],
    ['mode: mirror', { mode: 'mirror' }, `Input 'mode' must be one of 'sync', 'cp', got "mirror"`],
    ['dryrun: maybe', { dryrun: 'maybe' }, `Input 'dryrun' must be 'true' or 'false', got "maybe"`],
    [
      'source and destination: two local paths',
      { source: 'build', destination: 'restored' },
      `Input 'source' and 'destination' must be at least one S3 URL (s3://bucket/prefix): two local paths is not a transfer this action makes, got "`,
    ],
    [
      'no source',
      { source: '' },
      `Input 'source' must be given (it is required): an S3 URL such as 's3://bucket/prefix' or a path, got ""`,
    ],
  ])('with: %s', async (_, inputs, message) => {
    const result = await run({ ...good(), ...inputs });
    expect(result.code).toBe(1);
    expect(errorAnnotations(result)).toHaveLength(1);
    expect(errorAnnotations(result)[0]).toContain(message);
    // Nothing ran, so there is nothing to summarise.
    expect(result.summary).toBe('');
    expect(result.outputs).toEqual({});
  });
});
