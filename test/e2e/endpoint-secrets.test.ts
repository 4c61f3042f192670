import { mkdtemp, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startEchoSecretServer, type EchoSecretServer } from '../support/echo-secret-server.js';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep } from './cache-runner.js';
import { runAction, runCacheStep, workspaceWith, type ActionRun } from './run-action.js';
import { runCli } from './run-cli.js';

// A password in `endpoint-url` (or --endpoint-url) never reaches a log, an annotation, a summary
// or the CLI's output, whether the URL is malformed (the error quotes it) or valid (it is used
// without its user info): the bundles in dist/ as the runner and a user run them.

const PASSWORD = 'hunter2-s3cr3t';
const SHARDS_ACTION = path.resolve(import.meta.dirname, '../../dist/shards/index.js');

let client: S3Client;
let bucket: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-endpoint');
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

const credentials = () => ({
  AWS_ACCESS_KEY_ID: testServer().accessKeyId,
  AWS_SECRET_ACCESS_KEY: testServer().secretAccessKey,
});

/** The endpoint of the test server with a user name and password in it. */
function withUserInfo(): string {
  const url = new URL(testServer().endpoint);
  url.username = 'admin';
  url.password = PASSWORD;
  return url.href;
}

const everything = (run: Pick<ActionRun, 'stdout' | 'stderr'> & { summary?: string }) =>
  `${run.stdout}\n${run.stderr}\n${run.summary ?? ''}`;

const MALFORMED = [
  `http://admin:${PASSWORD}@[::1`,
  `https://admin:${PASSWORD}@s3.example.com:99999`,
];

describe('a malformed endpoint-url is quoted without its user info', () => {
  it.each(MALFORMED)('the sync action: %s', async (endpoint) => {
    const run = await runAction(
      { source: `s3://${bucket}/x/`, destination: 'out', 'endpoint-url': endpoint },
      { env: credentials() },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain("Input 'endpoint-url' must be an http(s) URL");
    expect(run.stdout).toContain('***@');
    expect(everything(run)).not.toContain(PASSWORD);
  });

  it.each(MALFORMED)('a cache step: %s', async (endpoint) => {
    const run = await runCacheStep(
      'save',
      { path: 'deps', key: 'k', bucket: `s3://${bucket}/c/`, 'endpoint-url': endpoint },
      {
        workspace: await workspaceWith({ 'deps/a': 'a' }),
        env: { ...credentials(), GITHUB_REPOSITORY: 'org/app' },
      },
    );
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('***@');
    expect(everything(run)).not.toContain(PASSWORD);
  });

  it.each(MALFORMED)('the CLI, as a flag and from AWS_ENDPOINT_URL: %s', async (endpoint) => {
    const flag = await runCli(['ls', `s3://${bucket}/`], { endpoint });
    expect(flag.code).toBe(2);
    expect(flag.stderr).toContain('--endpoint-url must be an http(s) URL');
    expect(flag.stderr).toContain('***@');
    const fromEnv = await runCli(['ls', `s3://${bucket}/`], {
      endpoint: false,
      env: { AWS_ENDPOINT_URL: endpoint },
    });
    expect(fromEnv.code).toBe(2);
    expect(fromEnv.stderr).toContain('***@');
    for (const run of [flag, fromEnv]) expect(everything(run)).not.toContain(PASSWORD);
  });
});

describe('a valid endpoint-url with user info works, and its password shows nowhere', () => {
  it('the sync action, a cache save and restore, and the CLI', async () => {
    const endpoint = withUserInfo();
    const up = await runAction(
      { source: '.', destination: `s3://${bucket}/site/`, 'endpoint-url': endpoint },
      { env: credentials(), workspace: await workspaceWith({ 'index.html': '<p>hi</p>' }) },
    );
    expect(up.code).toBe(0);
    const inputs = { path: 'deps', key: 'userinfo-1', 'endpoint-url': endpoint };
    const saved = await cacheStep(
      'save',
      `s3://${bucket}/c/`,
      inputs,
      await workspaceWith({ 'deps/a': 'a' }),
    );
    expect(saved.summary).toContain('Cache save: saved');
    const restored = await cacheStep(
      'restore',
      `s3://${bucket}/c/`,
      inputs,
      await workspaceWith({}),
    );
    expect(restored.outputs['cache-hit']).toBe('true');
    const ls = await runCli(['ls', '--recursive', `s3://${bucket}/site/`], { endpoint });
    expect(ls.code).toBe(0);
    expect(ls.stdout).toContain('index.html');
    for (const run of [up, saved, restored, ls]) expect(everything(run)).not.toContain(PASSWORD);
  });
});

// An endpoint that echoes the session token and the secret key in its error text (message,
// request id, host id): whatever each front-end prints, to any stream or file, has them as `***`,
// and each action masked them for the runner (`::add-mask::`) before anything else.

const SECRET = 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYzSecretKey01';
const TOKEN = 'FwoGZXIvYXdzEHostile/Token+Session=Value0123456789abcdefSESSION';

let hostile: EchoSecretServer;
let hostileRoot: string;

beforeAll(async () => {
  hostile = await startEchoSecretServer(SECRET);
  hostileRoot = await mkdtemp(path.join(os.tmpdir(), 'e2e-echo-'));
});
afterAll(async () => {
  await hostile?.close();
});

/** Credentials that the hostile endpoint echoes, from the environment. */
const echoed = () => ({
  AWS_ACCESS_KEY_ID: 'AKIAHOSTILEEXAMPLE01',
  AWS_SECRET_ACCESS_KEY: SECRET,
  AWS_SESSION_TOKEN: TOKEN,
  AWS_REGION: 'us-east-1',
});

/** Every 12-character piece of each secret, as it is and percent-encoded: none may show. */
function expectNoSecret(texts: Record<string, string>): void {
  for (const secret of [SECRET, TOKEN])
    for (let at = 0; at + 12 <= secret.length; at += 6) {
      const piece = secret.slice(at, at + 12);
      for (const [where, text] of Object.entries(texts)) {
        expect(text, `${where} shows ${piece}`).not.toContain(piece);
        expect(text, `${where} shows ${piece}`).not.toContain(encodeURIComponent(piece));
      }
    }
}

/** An action's log without the mask commands, which must carry the values they mask. */
const withoutMasks = (stdout: string) =>
  stdout
    .split('\n')
    .filter((line) => !line.startsWith('::add-mask::'))
    .join('\n');

/** What an action's run wrote anywhere; and that it masked both values for the runner. */
function expectActionClean(run: ActionRun): void {
  const lines = run.stdout.split('\n');
  expect(lines).toContain(`::add-mask::${SECRET}`);
  expect(lines).toContain(`::add-mask::${TOKEN}`);
  // The masks come before any other line the step writes.
  const firstOther = lines.findIndex((line) => !line.startsWith('::add-mask::'));
  expect(lines.lastIndexOf(`::add-mask::${TOKEN}`)).toBeLessThan(firstOther);
  expectNoSecret({
    log: withoutMasks(run.stdout),
    stderr: run.stderr,
    summary: run.summary,
    outputs: JSON.stringify(run.outputs),
  });
}

describe('an endpoint that echoes the credentials in its error text', () => {
  it('the CLI: ls, sync with --report json, cache restore with --report json', async () => {
    const env = echoed();
    const ls = await runCli(['ls', 's3://hostile/'], { endpoint: hostile.endpoint, env });
    expect(ls.code).toBe(255);
    expect(ls.stderr).toContain('Access Denied for session *** signed with ***');
    const sync = await runCli(
      ['sync', 's3://hostile/x/', path.join(hostileRoot, 'out'), '--report', 'json'],
      { endpoint: hostile.endpoint, env },
    );
    expect(sync.code).not.toBe(0);
    expect(`${sync.stdout}${sync.stderr}`).toContain('***');
    const restore = await runCli(
      ['cache', 'restore', '--path', 'deps', '--key', 'k', 's3://hostile/c/', '--report', 'json'],
      { endpoint: hostile.endpoint, env, cwd: await workspaceWith({}) },
    );
    expect(`${restore.stdout}${restore.stderr}`).toContain('***');
    expect(hostile.requests()).toBeGreaterThan(0);
    for (const [name, run] of Object.entries({ ls, sync, restore }))
      expectNoSecret({ [`${name} stdout`]: run.stdout, [`${name} stderr`]: run.stderr });
  });

  it('the CLI with the credentials from a profile (in no variable): resolved, then redacted', async () => {
    const file = path.join(hostileRoot, 'credentials');
    await writeFile(
      file,
      `[hostile]\naws_access_key_id = AKIAHOSTILEEXAMPLE02\naws_secret_access_key = ${SECRET}\naws_session_token = ${TOKEN}\n`,
    );
    const ls = await runCli(['ls', 's3://hostile/'], {
      endpoint: hostile.endpoint,
      env: {
        AWS_ACCESS_KEY_ID: '',
        AWS_SECRET_ACCESS_KEY: '',
        AWS_PROFILE: 'hostile',
        AWS_SHARED_CREDENTIALS_FILE: file,
        AWS_CONFIG_FILE: path.join(hostileRoot, 'no-config'),
      },
    });
    expect(ls.code).toBe(255);
    expect(ls.stderr).toContain('Access Denied for session *** signed with ***');
    expectNoSecret({ stdout: ls.stdout, stderr: ls.stderr });
  });

  it('the sync action, with the credentials in the environment and as inputs', async () => {
    const fromEnv = await runAction(
      { source: 's3://hostile/x/', destination: 'out', 'endpoint-url': hostile.endpoint },
      { env: echoed() },
    );
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stdout).toContain('Access Denied for session *** signed with ***');
    expectActionClean(fromEnv);
    const fromInputs = await runAction({
      source: 's3://hostile/x/',
      destination: 'out',
      'endpoint-url': hostile.endpoint,
      region: 'us-east-1',
      'aws-access-key-id': 'AKIAHOSTILEEXAMPLE01',
      'aws-secret-access-key': SECRET,
      'aws-session-token': TOKEN,
    });
    expect(fromInputs.code).toBe(1);
    expect(fromInputs.stdout).toContain('***');
    expectActionClean(fromInputs);
  });

  it('the cache steps (restore, save, prune) and the shards action', async () => {
    const env = { ...echoed(), GITHUB_REPOSITORY: 'org/app', GITHUB_REF: 'refs/heads/main' };
    const inputs = {
      path: 'deps',
      key: 'k',
      bucket: 's3://hostile/c/',
      'endpoint-url': hostile.endpoint,
    };
    const restore = await runCacheStep('restore', inputs, {
      workspace: await workspaceWith({}),
      env,
    });
    const save = await runCacheStep('save', inputs, {
      workspace: await workspaceWith({ 'deps/a': 'a' }),
      env,
    });
    const prune = await runCacheStep(
      'prune',
      { bucket: 's3://hostile/c/', 'endpoint-url': hostile.endpoint },
      { workspace: await workspaceWith({}), env },
    );
    const shards = await runAction(
      { source: 's3://hostile/x/', count: '2', 'endpoint-url': hostile.endpoint },
      { env, entry: SHARDS_ACTION },
    );
    for (const [name, run] of Object.entries({ restore, save, prune, shards })) {
      expect(`${run.stdout}${run.summary}`, name).toContain('***');
      expectActionClean(run);
    }
  });
});

// A key from the bucket that holds the run's secret key (an entry saved under such a key, found
// by a restore key): every output edge shows it as `***`, while the state the main step hands
// its post step keeps it exactly. The state is no output: the runner keeps it for the post step
// of the same action and prints it only in its debug log, masked with the values the step
// registered; and post saves under the primary key the state holds, so a cleared one would
// save under another key.
describe('a cache entry whose key holds the secret key, restored by a restore key', () => {
  it('main and post: outputs, log and summary clear it, the state keeps it, post saves under the key given', async () => {
    const secret = testServer().secretAccessKey;
    const store = `s3://${bucket}/echoed-keys/`;
    const secretKey = `deps-${secret}`;
    const saved = await cacheStep(
      'save',
      store,
      { path: 'deps', key: secretKey },
      await workspaceWith({ 'deps/a': 'a' }),
    );
    expect(saved.code).toBe(0);
    const inputs = { path: 'deps', key: 'deps-new', 'restore-keys': 'deps-' };
    const workspace = await workspaceWith({});
    const main = await cacheStep('main', store, inputs, workspace);
    expect(main.code).toBe(0);
    expect(main.outputs['cache-matched-key']).toBe('deps-***');
    expect(main.state['matched-key']).toBe(secretKey);
    expect(main.state['primary-key']).toBe('deps-new');
    const post = await cacheStep('post', store, inputs, workspace, { state: main.state });
    expect(post.code).toBe(0);
    expect(post.summary).toContain('Cache save: saved');
    for (const [name, run] of Object.entries({ saved, main, post })) {
      const shown = `${withoutMasks(run.stdout)}\n${run.stderr}\n${run.summary}\n${JSON.stringify(run.outputs)}`;
      expect(shown, name).not.toContain(secret);
    }
    // Saved under the primary key the state held: an exact hit on it now.
    const again = await cacheStep(
      'restore',
      store,
      { path: 'deps', key: 'deps-new' },
      await workspaceWith({}),
    );
    expect(again.outputs['cache-hit']).toBe('true');
  });
});
