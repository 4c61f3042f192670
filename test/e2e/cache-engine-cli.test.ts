import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { GetObjectCommand, ListObjectsV2Command } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { runCli as runCliBundle } from './run-cli.js';

/** The CLI bundle as a user runs it, from `cwd`, credentials from the environment. */
const runCli = (args: string[], cwd: string) => runCliBundle(args, { cwd });

describe('s3-sync cache (the CLI bundle)', () => {
  const client = testClient();
  let bucket: string;
  let scratch: string;

  beforeAll(async () => {
    bucket = await createTestBucket(client, 'cache-cli');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3cache-cli-'));
    await mkdir(path.join(scratch, 'tree', 'sub'), { recursive: true });
    for (let i = 0; i < 100; i++)
      await writeFile(path.join(scratch, 'tree', 'sub', `f${i}.js`), `module.exports = ${i};\n`);
  });
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  });

  it('cache save, restore --restore-keys, ls and prune, with --report json', async () => {
    const store = `s3://${bucket}/ci`;
    const save = await runCli(
      ['cache', 'save', '--key', 'deps-1', '--path', 'tree', store, '--report', 'json'],
      scratch,
    );
    expect(save.stderr).toBe('');
    expect(save.code).toBe(0);
    const saved = JSON.parse(save.stdout.trim().split('\n').at(-1)!);
    expect(saved).toMatchObject({ outcome: 'saved', files: 100, packsUploaded: 1, packsReused: 0 });
    expect(saved.phases.map((p: { name: string }) => p.name)).toContain('upload');

    // The pack is a .tar.zst that GNU tar lists: its members are named by content hash. Outside
    // a workflow the scope is 'no-ref', whose content is of the pull requests' level (cas/pr/).
    const listed = await client.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'ci/s3-cache-v1/cas/pr/packs/' }),
    );
    const packKey = listed.Contents![0]!.Key!;
    const pack = await client.send(new GetObjectCommand({ Bucket: bucket, Key: packKey }));
    await writeFile(path.join(scratch, 'pack.tar.zst'), await pack.Body!.transformToByteArray());
    const { stdout: members } = await promisify(execFile)('tar', [
      '--zstd',
      '-tf',
      path.join(scratch, 'pack.tar.zst'),
    ]);
    expect(members.trim().split('\n')).toHaveLength(100);

    const again = await runCli(
      ['cache', 'save', '--key', 'deps-1', '--path', 'tree', store],
      scratch,
    );
    // The result line is for a person: on stderr, and stdout stays empty (data only).
    expect({ code: again.code, stdout: again.stdout }).toEqual({ code: 0, stdout: '' });
    expect(again.stderr).toContain('exists already');

    await rm(path.join(scratch, 'tree'), { recursive: true });
    const restore = await runCli(
      [
        'cache',
        'restore',
        '--key',
        'deps-2',
        '--restore-keys',
        'deps-',
        '--path',
        'tree',
        store,
        '--report',
        'json',
      ],
      scratch,
    );
    expect(restore.code).toBe(0);
    const restored = JSON.parse(restore.stdout.trim().split('\n').at(-1)!);
    expect(restored).toMatchObject({ outcome: 'restore-key', matchedKey: 'deps-1', files: 100 });
    expect(await readFile(path.join(scratch, 'tree', 'sub', 'f7.js'), 'utf8')).toBe(
      'module.exports = 7;\n',
    );

    // Outside a workflow (no GITHUB_REF), scope: branch writes the scope 'no-ref', as the action.
    const ls = await runCli(['cache', 'ls', store], scratch);
    expect(ls.stdout).toMatch(/100 files .* scope "no-ref" {2}key "deps-1"/);

    const prune = await runCli(
      ['cache', 'prune', store, '--older-than', '0s', '--grace', '0s'],
      scratch,
    );
    expect(prune.stdout).toBe('');
    expect(prune.stderr).toContain('pruned 1 entr(ies) (0 kept) and 1 pack(s)');
    const bad = await runCli(['cache', 'prune', store, '--older-than', 'soon'], scratch);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain(
      `--older-than must be a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d, got "soon"`,
    );
  });

  it('--scope as the action means it, --literal-scope by name, --fail-on-cache-miss', async () => {
    const store = `s3://${bucket}/scopes`;
    const inWorkflow = { GITHUB_REF: 'refs/heads/main', GITHUB_REPOSITORY: 'org/app' };
    const save = await runCliBundle(
      ['cache', 'save', '--key', 's-1', '--path', 'tree', store, '--report', 'json'],
      { cwd: scratch, env: inWorkflow },
    );
    expect(save.code, save.stderr).toBe(0);
    // A pull request's run reads its own ref, then its base branch: main's entry.
    const pr = await runCliBundle(
      ['cache', 'restore', '--key', 's-1', '--path', 'tree', store, '--report', 'json'],
      {
        cwd: scratch,
        env: { ...inWorkflow, GITHUB_REF: 'refs/pull/3/merge', GITHUB_BASE_REF: 'main' },
      },
    );
    expect(JSON.parse(pr.stdout)).toMatchObject({
      outcome: 'exact',
      matchedScope: 'refs/heads/main',
    });
    // The same entry by its scope's name, from a terminal (no GITHUB_REF).
    const named = [
      'cache',
      'restore',
      '--key',
      's-1',
      '--path',
      'tree',
      store,
      '--repository',
      'org/app',
      '--report',
      'json',
    ];
    const literal = await runCli([...named, '--literal-scope', 'refs/heads/main'], scratch);
    expect(JSON.parse(literal.stdout)).toMatchObject({ outcome: 'exact' });
    const terminal = await runCli(named, scratch);
    expect(JSON.parse(terminal.stdout)).toMatchObject({ outcome: 'miss' });
    const failing = await runCli([...named, '--fail-on-cache-miss'], scratch);
    expect(failing.code).toBe(255);
    expect(failing.stderr).toContain(
      'no cache entry for the key "s-1" or its restore keys, and --fail-on-cache-miss is set',
    );
    const old = await runCli([...named, '--scope', 'refs/heads/main'], scratch);
    expect(old.code).toBe(2);
    expect(old.stderr).toContain(
      `--scope must be 'branch' or 'repository' (a scope by its name, such as refs/heads/main, goes in --literal-scope), got "refs/heads/main"`,
    );
  });

  it('cache save --help: every flag from the table, with its default', async () => {
    const help = await runCli(['cache', 'save', '--help'], scratch);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('--scope branch|repository (default: branch)');
    expect(help.stdout).toContain('--literal-scope NAME');
  });

  it('cache save and restore with --quiet print nothing, and still do the work', async () => {
    const store = `s3://${bucket}/quiet`;
    const save = await runCli(
      ['cache', 'save', '--key', 'q-1', '--path', 'tree', store, '--quiet'],
      scratch,
    );
    expect(save).toMatchObject({ code: 0, stdout: '', stderr: '' });
    await rm(path.join(scratch, 'tree'), { recursive: true });
    const restore = await runCli(
      ['cache', 'restore', '--key', 'q-1', '--path', 'tree', store, '--quiet'],
      scratch,
    );
    expect(restore).toMatchObject({ code: 0, stdout: '', stderr: '' });
    expect(await readFile(path.join(scratch, 'tree', 'sub', 'f42.js'), 'utf8')).toBe(
      'module.exports = 42;\n',
    );
    // The same restore again finds the tree already there: a warning, which --quiet drops.
    const loud = await runCli(
      ['cache', 'restore', '--key', 'q-1', '--path', 'tree', store],
      scratch,
    );
    expect(loud.stderr).toContain('nothing was rewritten');
    const hushed = await runCli(
      ['cache', 'restore', '--key', 'q-1', '--path', 'tree', store, '--quiet'],
      scratch,
    );
    expect(hushed).toMatchObject({ code: 0, stdout: '', stderr: '' });
  });
});
