import { execFile } from 'node:child_process';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
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
import { jobEnv } from './cache-runner.js';
import { runCacheStep } from './run-action.js';
import { CLI, runCli } from './run-cli.js';

const FILES = 3000;
/** A short interval, so that a job of a few seconds prints many lines. */
const FAST = { S3_SYNC_PROGRESS_INTERVAL_MS: '5' };

/** `stage done / total files, ...` lines, as [stage, files done] in the order printed. */
function progressOf(text: string): Array<[string, number]> {
  return [
    ...text.matchAll(
      /(?<!totals: )\b(hashing|storing|restoring|transferred) ([\d,]+) \/ [\d,]+ files, /g,
    ),
  ].map((m) => [m[1]!, Number(m[2]!.replaceAll(',', ''))]);
}

/** The totals lines a log ends with (`totals: storing 3,000 / 3,000 files, ...`). */
function totalsOf(text: string): string[] {
  return text.split('\n').filter((line) => line.includes('totals: '));
}

/** The lines go forward: a later stage, or more files done in the same one. */
function expectForward(lines: Array<[string, number]>, stages: readonly string[]): void {
  expect(lines.length).toBeGreaterThanOrEqual(2);
  const keys = lines.map(([stage, files]) => stages.indexOf(stage) * 1e9 + files);
  expect(keys.every((key, i) => i === 0 || key >= keys[i - 1]!)).toBe(true);
  expect(keys.at(-1)!).toBeGreaterThan(keys[0]!);
}

const SAVE = ['hashing', 'storing'];

describe('progress while a cache save, a restore or a sync runs (the bundles, the real RGW)', () => {
  let client: S3Client;
  let bucket: string;
  let scratch: string;

  beforeAll(async () => {
    client = testClient();
    bucket = await createTestBucket(client, 'progress');
    scratch = await mkdtemp(path.join(os.tmpdir(), 's3-sync-progress-'));
    await mkdir(path.join(scratch, 'tree'), { recursive: true });
    for (let i = 0; i < FILES; i++) {
      const dir = path.join(scratch, 'tree', `d${i % 30}`);
      if (i < 30) await mkdir(dir, { recursive: true });
      await writeFile(path.join(dir, `f${i}.txt`), `${i} `.repeat(200 + (i % 500)));
    }
    await putObjects(
      client,
      bucket,
      Array.from({ length: 1500 }, (_, i) => `objects/k${i}`),
      (key) => `${key} `.repeat(100),
      64,
    );
  }, 300_000);
  afterAll(async () => {
    await deleteTestBucket(client, bucket);
    await rm(scratch, { recursive: true, force: true });
  }, 120_000);

  it('cache save --progress, stderr not a terminal -> a line each interval, going forward', async () => {
    const run = await runCli(
      ['cache', 'save', `s3://${bucket}/cli`, '--key', 'k1', '--path', 'tree', '--progress'],
      { cwd: scratch, env: FAST },
    );
    expect(run.code, run.stderr).toBe(0);
    // Progress lines, each whole (no \r in a log), then the totals, then the phase table and the
    // result line: all on stderr, for a person; stdout holds data only, and a save prints none.
    const [progress, report] = run.stderr.split(/^(?=phase )/m);
    const lines = progress!.trimEnd().split('\n');
    expect(
      lines.every((line) =>
        /^(totals: )?(hashing|storing) [\d,]+ \/ [\d,]+ files, .*, elapsed \d/.test(line),
      ),
    ).toBe(true);
    expectForward(progressOf(progress!), SAVE);
    expect(lines.at(-1)).toMatch(/^totals: storing ([\d,]+) \/ \1 files, .* \(100%\), /);
    expect(report).toContain('saved');
    expect(run.stdout).toBe('');
  });

  it('cache restore --progress on a terminal (a pseudo-terminal) -> one line rewritten with \\r, ended', async () => {
    const dest = path.join(scratch, 'restored');
    await mkdir(dest);
    const server = testServer();
    const command = [
      process.execPath,
      CLI,
      'cache',
      'restore',
      `s3://${bucket}/cli`,
      '--key',
      'k1',
      '--path',
      'tree',
      '--progress',
      '--endpoint-url',
      server.endpoint,
    ]
      .map((word) => `'${word}'`)
      .join(' ');
    const { stdout } = await promisify(execFile)('script', ['-qfec', command, '/dev/null'], {
      cwd: dest,
      env: {
        PATH: process.env.PATH ?? '',
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        AWS_REGION: server.region,
        NODE_NO_WARNINGS: '1',
        ...FAST,
      },
      maxBuffer: 64 * 1024 * 1024,
    });
    const draws = stdout.split('\r').filter((part) => part.startsWith('restoring '));
    expect(draws.length).toBeGreaterThanOrEqual(2);
    expect(draws.every((draw) => draw.includes('\u001b[K'))).toBe(true);
    expectForward(progressOf(stdout), ['restoring']);
    // The last draw shows every file, and the line is ended before the result.
    expect(stdout).toMatch(
      new RegExp(
        `restoring ${FILES.toLocaleString('en-US')} / ${FILES.toLocaleString('en-US')} files[^\\n]*\\u001b\\[K\\r?\\n`,
      ),
    );
    expect(stdout).toContain('exact hit');
  });

  it('sync --progress -> transferred lines going forward; without --progress none', async () => {
    for (const progress of [true, false]) {
      const dest = path.join(scratch, `synced-${progress}`);
      const run = await runCli(
        ['sync', `s3://${bucket}/objects/`, dest, '--quiet', ...(progress ? ['--progress'] : [])],
        { env: FAST },
      );
      expect(run.code, run.stderr).toBe(0);
      if (progress) {
        expectForward(progressOf(run.stderr), ['transferred']);
        expect(run.stderr.trimEnd().split('\n').at(-1)).toMatch(
          /^totals: transferred 1,500 \/ 1,500 files, .* \(100%\), .*\/s average, elapsed /,
        );
      } else expect(run.stderr).toBe('');
    }
  });

  it('the cache action steps log progress lines (core.info) at the interval, none within the first', async () => {
    const inputs = {
      'endpoint-url': testServer().endpoint,
      bucket: `s3://${bucket}/action`,
      path: 'tree',
      key: 'a1',
    };
    const save = await runCacheStep('save', inputs, {
      workspace: scratch,
      env: { ...(await jobEnv()), ...FAST },
    });
    expect(save.code, save.stdout).toBe(0);
    expectForward(progressOf(save.stdout), SAVE);

    const restored = await mkdtemp(path.join(os.tmpdir(), 's3-sync-progress-ws-'));
    try {
      const restore = await runCacheStep('restore', inputs, {
        workspace: restored,
        env: { ...(await jobEnv()), ...FAST },
      });
      expect(restore.outputs['cache-hit']).toBe('true');
      expectForward(progressOf(restore.stdout), ['restoring']);
      // An interval longer than the work: not one progress line; at most the totals (none when
      // the save found nothing new to hash or store).
      const quiet = await runCacheStep(
        'save',
        { ...inputs, key: 'a2' },
        {
          workspace: scratch,
          env: { ...(await jobEnv()), S3_SYNC_PROGRESS_INTERVAL_MS: '600000' },
        },
      );
      expect(quiet.code, quiet.stdout).toBe(0);
      expect(progressOf(quiet.stdout)).toEqual([]);
      expect(totalsOf(quiet.stdout).length).toBeLessThanOrEqual(1);
    } finally {
      await rm(restored, { recursive: true, force: true });
    }
  });
});
