import { mkdir, mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startCountingFront, type CountingFront } from '../support/forward-proxy.js';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { runAction, runCacheStep } from './run-action.js';
import { runCli } from './run-cli.js';

/** `AKID region` of each request's SigV4 scope: the credentials and region it was signed with. */
function scopesOf(authorizations: readonly string[]): string[] {
  return authorizations.map((authorization) => {
    const scope = /Credential=([^/]+)\/\d{8}\/([^/]+)\/s3\//.exec(authorization);
    return scope ? `${scope[1]} ${scope[2]}` : 'unsigned';
  });
}

const FILES = { 'a.txt': 'alpha', 'b/c.txt': 'gamma', 'b/d e.txt': 'delta' };

describe('the endpoint, region and credentials from every source the aws-cli and the SDKs read', () => {
  const server = testServer();
  let client: S3Client;
  let bucket: string;
  let scratch: string;
  let front: CountingFront;
  let tree: string;
  /** A port where nothing listens: an endpoint that must lose. */
  const nowhere = 'http://127.0.0.1:9';

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'awscfg');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-awscfg-'));
    tree = path.join(scratch, 'tree');
    for (const [rel, body] of Object.entries(FILES)) {
      await mkdir(path.dirname(path.join(tree, rel)), { recursive: true });
      await writeFile(path.join(tree, rel), body);
    }
    front = await startCountingFront(server.endpoint, false);
  }, 120_000);
  afterAll(async () => {
    await front.close();
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  /**
   * A home with no ~/.aws, this case's config and credentials files, and none of the keys and
   * region that runCli otherwise sets (an empty variable counts as unset).
   */
  async function filesFor(name: string, config: string, credentials = '') {
    const dir = path.join(scratch, name);
    await mkdir(path.join(dir, 'home'), { recursive: true });
    await writeFile(path.join(dir, 'config'), config);
    await writeFile(path.join(dir, 'credentials'), credentials);
    return {
      HOME: path.join(dir, 'home'),
      AWS_CONFIG_FILE: path.join(dir, 'config'),
      AWS_SHARED_CREDENTIALS_FILE: path.join(dir, 'credentials'),
      AWS_EC2_METADATA_DISABLED: 'true',
      AWS_ACCESS_KEY_ID: '',
      AWS_SECRET_ACCESS_KEY: '',
      AWS_REGION: '',
    };
  }

  const keysOf = (profile: string) =>
    `[${profile}]\naws_access_key_id = ${server.accessKeyId}\naws_secret_access_key = ${server.secretAccessKey}\n`;

  async function keysIn(prefix: string): Promise<string[]> {
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    return (page.Contents ?? []).map((o) => o.Key!.slice(prefix.length)).sort();
  }

  async function treeOf(dir: string): Promise<Record<string, string>> {
    const out: Record<string, string> = {};
    for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
      if (!entry.isFile()) continue;
      const file = path.join(entry.parentPath, entry.name);
      out[path.relative(dir, file).split(path.sep).join('/')] = await readFile(file, 'utf8');
    }
    return out;
  }

  /**
   * sync up, ls --recursive, sync down and shards, each from a clean start: every request the
   * front saw was signed with `scope`, and the bucket and the disk hold the tree.
   */
  async function everyVerb(
    name: string,
    env: Record<string, string>,
    flags: string[],
    scope: string,
  ) {
    const prefix = `${name}/`;
    const options = { endpoint: false as const, env };
    const seen = front.authorizations.length;
    const up = await runCli(['sync', tree, `s3://${bucket}/${prefix}`, ...flags], options);
    expect({ code: up.code, stderr: up.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await keysIn(prefix)).toEqual(Object.keys(FILES).sort());

    const ls = await runCli(['ls', '--recursive', `s3://${bucket}/${prefix}`, ...flags], options);
    expect({ code: ls.code, stderr: ls.stderr }).toEqual({ code: 0, stderr: '' });
    expect(ls.stdout.trim().split('\n')).toHaveLength(3);
    expect(ls.stdout).toContain(`${prefix}b/d e.txt`);

    const oneLevel = await runCli(['ls', `s3://${bucket}/${prefix}`, ...flags], options);
    expect(oneLevel.stdout).toContain('PRE b/');

    const down = path.join(scratch, name, 'down');
    const back = await runCli(['sync', `s3://${bucket}/${prefix}`, down, ...flags], options);
    expect({ code: back.code, stderr: back.stderr }).toEqual({ code: 0, stderr: '' });
    expect(await treeOf(down)).toEqual(FILES);

    const shards = await runCli(
      ['shards', `s3://${bucket}/${prefix}`, '--count', '2', ...flags],
      options,
    );
    // Its table is human text: on stderr.
    expect(shards.code).toBe(0);
    expect(shards.stderr).toContain('over 3 objects (15 B)');

    const scopes = scopesOf(front.authorizations.slice(seen));
    expect(scopes.length).toBeGreaterThan(5);
    expect(new Set(scopes)).toEqual(new Set([scope]));
  }

  const ENV_KEYS = () => ({
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
  });

  it('AWS_ENDPOINT_URL', async () => {
    const env = {
      ...(await filesFor('env-url', '')),
      ...ENV_KEYS(),
      AWS_ENDPOINT_URL: front.endpoint,
    };
    await everyVerb('env-url', env, [], `${server.accessKeyId} us-east-1`);
  }, 120_000);

  it('AWS_ENDPOINT_URL_S3 over AWS_ENDPOINT_URL, and AWS_REGION', async () => {
    const env = {
      ...(await filesFor('env-s3-url', '')),
      ...ENV_KEYS(),
      AWS_ENDPOINT_URL_S3: front.endpoint,
      AWS_ENDPOINT_URL: nowhere,
      AWS_REGION: 'eu-north-1',
    };
    await everyVerb('env-s3-url', env, [], `${server.accessKeyId} eu-north-1`);
  }, 120_000);

  it("AWS_PROFILE: the profile's endpoint_url, region and keys (credentials file)", async () => {
    const files = await filesFor(
      'profile-url',
      `[profile lab]\nendpoint_url = ${front.endpoint}\nregion = eu-west-3\n`,
      keysOf('lab'),
    );
    const env = { ...files, AWS_PROFILE: 'lab' };
    await everyVerb('profile-url', env, [], `${server.accessKeyId} eu-west-3`);
  }, 120_000);

  it('--profile over AWS_PROFILE, with a services section over the profile-wide endpoint_url', async () => {
    const config = [
      '[profile other]',
      `endpoint_url = ${nowhere}`,
      '[profile svc]',
      'services = local-rgw',
      `endpoint_url = ${nowhere}`,
      'region = ap-south-1',
      '[services local-rgw]',
      's3 =',
      `  endpoint_url = ${front.endpoint}`,
      '',
    ].join('\n');
    const env = { ...(await filesFor('services', config, keysOf('svc'))), AWS_PROFILE: 'other' };
    await everyVerb('services', env, ['--profile', 'svc'], `${server.accessKeyId} ap-south-1`);
  }, 120_000);

  it('the default profile of ~/.aws, with HOME alone', async () => {
    const files = await filesFor('home', '');
    await mkdir(path.join(files.HOME, '.aws'));
    await writeFile(
      path.join(files.HOME, '.aws', 'config'),
      `[default]\nendpoint_url = ${front.endpoint}\nregion = ca-central-1\n`,
    );
    await writeFile(path.join(files.HOME, '.aws', 'credentials'), keysOf('default'));
    const env: Record<string, string> = { ...files };
    delete env.AWS_CONFIG_FILE;
    delete env.AWS_SHARED_CREDENTIALS_FILE;
    await everyVerb('home', env, [], `${server.accessKeyId} ca-central-1`);
  }, 120_000);

  it('cache save and restore with a profile', async () => {
    const files = await filesFor(
      'cache',
      `[profile lab]\nendpoint_url = ${front.endpoint}\nregion = eu-west-3\n`,
      keysOf('lab'),
    );
    const options = { endpoint: false as const, cwd: scratch, env: files };
    const store = `s3://${bucket}/caches/`;
    const seen = front.authorizations.length;
    const save = await runCli(
      ['cache', 'save', store, '--key', 'k-1', '--path', 'tree', '--profile', 'lab'],
      options,
    );
    expect(save.code).toBe(0);
    const restored = path.join(scratch, 'cache', 'ws');
    await mkdir(restored, { recursive: true });
    const restore = await runCli(
      ['cache', 'restore', store, '--key', 'k-1', '--path', 'tree', '--profile', 'lab'],
      { ...options, cwd: restored },
    );
    expect(restore.code).toBe(0);
    expect(await treeOf(path.join(restored, 'tree'))).toEqual(FILES);
    expect(new Set(scopesOf(front.authorizations.slice(seen)))).toEqual(
      new Set([`${server.accessKeyId} eu-west-3`]),
    );
  }, 120_000);

  it('the sync action with: profile', async () => {
    const files = await filesFor(
      'action',
      `[profile lab]\nendpoint_url = ${front.endpoint}\nregion = eu-west-3\n`,
      keysOf('lab'),
    );
    const seen = front.authorizations.length;
    const run = await runAction(
      { source: `s3://${bucket}/env-url/`, destination: 'out', profile: 'lab' },
      { env: files, home: files.HOME },
    );
    expect(run.code).toBe(0);
    expect(await treeOf(path.join(run.workspace, 'out'))).toEqual(FILES);
    expect(new Set(scopesOf(front.authorizations.slice(seen)))).toEqual(
      new Set([`${server.accessKeyId} eu-west-3`]),
    );
  }, 120_000);

  it('the cache/save and cache/restore steps with: profile', async () => {
    const files = await filesFor(
      'cache-action',
      `[profile lab]\nendpoint_url = ${front.endpoint}\nregion = eu-west-3\n`,
      keysOf('lab'),
    );
    const env = { ...files, GITHUB_REPOSITORY: 'org/app', GITHUB_REF: 'refs/heads/main' };
    const inputs = {
      path: 'tree',
      key: 'action-1',
      bucket: `s3://${bucket}/action-caches/`,
      profile: 'lab',
    };
    const seen = front.authorizations.length;
    const save = await runCacheStep('save', inputs, { workspace: scratch, env, home: files.HOME });
    expect(save.code, save.stdout).toBe(0);
    const workspace = path.join(scratch, 'cache-action', 'ws');
    await mkdir(workspace, { recursive: true });
    const restore = await runCacheStep('restore', inputs, { workspace, env, home: files.HOME });
    expect(restore.code, restore.stdout).toBe(0);
    expect(restore.outputs['cache-hit']).toBe('true');
    expect(await treeOf(path.join(workspace, 'tree'))).toEqual(FILES);
    expect(new Set(scopesOf(front.authorizations.slice(seen)))).toEqual(
      new Set([`${server.accessKeyId} eu-west-3`]),
    );
  }, 120_000);

  it.each([
    ['--profile', ['--profile', 'absent'], {}, '(from --profile)'],
    ['AWS_PROFILE', [], { AWS_PROFILE: 'absent' }, '(from AWS_PROFILE)'],
  ])(
    'a profile that does not exist, named by %s, is named in the error',
    async (_, flags, more, by) => {
      const env = { ...(await filesFor(`absent-${flags.length}`, '[profile lab]\n')), ...more };
      const run = await runCli(['ls', `s3://${bucket}/`, ...flags], { endpoint: false, env });
      expect(run.code).toBe(255);
      expect(run.stdout).toBe('');
      expect(run.stderr).toBe(
        `s3-sync: The AWS profile "absent" ${by} is in neither ${env.AWS_CONFIG_FILE} nor ${env.AWS_SHARED_CREDENTIALS_FILE}: check its name, or set AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE to the files that hold it.\n`,
      );
    },
  );
});
