import { randomBytes } from 'node:crypto';
import { appendFile, mkdir, symlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { putTree } from '../support/sync-harness.js';
import {
  runAction,
  runCacheStep,
  workspaceWith,
  type ActionRun,
  type CacheStep,
} from './run-action.js';
// @ts-expect-error: a plain ESM script, shared with the command that makes the README's picture
import { openBrowser, screenshotSummaries } from '../../scripts/summary-screenshot.mjs';

// The summaries of real runs of the bundles (a sync, a cache miss and its save, an exact hit, a
// restore-key hit and its save, a failure) rendered as GitHub renders them: GFM, mermaid 11,
// headless Chromium. Every chart must draw without an error; the screenshots stay in
// test-results/summaries/ for CI to keep.

const ROOT = path.resolve(import.meta.dirname, '../..');
const SHOTS = path.join(ROOT, 'test-results', 'summaries');

interface Browser {
  close(): Promise<void>;
}
type Shot = (
  browser: Browser,
  markdowns: string[],
  png: string,
) => Promise<{ charts: number; problems: string[] }>;

let client: S3Client;
let bucket: string;

/** A build-like tree: many small files in folders, two large compressible ones, a symlink. */
function buildTree(): Map<string, Buffer> {
  const tree = new Map<string, Buffer>();
  for (let d = 0; d < 12; d++)
    for (let f = 0; f < 25; f++)
      tree.set(
        `build/mod-${d}/file-${f}.js`,
        Buffer.from(`export const v${d}_${f} = ${JSON.stringify('x'.repeat(200 + f * 40))};\n`),
      );
  // Random hex: it halves when compressed, as built code about does, and stays above the blob size.
  const large = () => Buffer.from(randomBytes(4.5 * 1024 * 1024).toString('hex'));
  tree.set('build/assets/bundle-a.bin', large());
  tree.set('build/assets/bundle-b.bin', large());
  return tree;
}

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-summaries');
  await putTree(client, bucket, 'artifacts/', buildTree());
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

const credentials = () => ({
  AWS_ACCESS_KEY_ID: testServer().accessKeyId,
  AWS_SECRET_ACCESS_KEY: testServer().secretAccessKey,
});

async function cacheStep(
  step: CacheStep,
  workspace: string,
  key: string,
  state?: Readonly<Record<string, string>>,
): Promise<ActionRun> {
  const run = await runCacheStep(
    step,
    {
      path: 'build',
      key,
      'restore-keys': 'summary-',
      bucket: `s3://${bucket}/caches/`,
      'endpoint-url': testServer().endpoint,
    },
    {
      workspace,
      env: { ...credentials(), GITHUB_REF: 'refs/heads/main', GITHUB_REPOSITORY: 'octo/app' },
      ...(state ? { state } : {}),
    },
  );
  expect(run.code, run.stdout + run.stderr).toBe(0);
  return run;
}

describe('job summaries of real runs, rendered as GitHub renders them', () => {
  it('sync, cache miss and save, exact hit, restore-key hit and save, a failure: every chart draws', async () => {
    const pages: Array<[string, ActionRun]> = [];

    const synced = await workspaceWith({});
    const sync = await runAction(
      {
        source: `s3://${bucket}/artifacts/`,
        destination: '.',
        'endpoint-url': testServer().endpoint,
      },
      { workspace: synced, env: credentials() },
    );
    expect(sync.code, sync.stdout + sync.stderr).toBe(0);
    pages.push(['sync', sync]);
    await mkdir(path.join(synced, 'build', 'empty-folder'));
    await symlink('mod-0/file-0.js', path.join(synced, 'build', 'entry.js'));

    const miss = await cacheStep('main', synced, 'summary-1');
    const save = await cacheStep('post', synced, 'summary-1', miss.state);
    pages.push(['cache-miss', miss], ['cache-save', save]);

    const exact = await cacheStep('main', await workspaceWith({}), 'summary-1');
    pages.push(['cache-exact-hit', exact]);

    const next = await workspaceWith({});
    const partial = await cacheStep('main', next, 'summary-2');
    await appendFile(path.join(next, 'build', 'mod-3', 'file-1.js'), '// changed\n');
    const resave = await cacheStep('post', next, 'summary-2', partial.state);
    pages.push(['cache-restore-key-hit', partial], ['cache-restore-key-save', resave]);

    const failed = await runAction(
      {
        source: `s3://${bucket}-gone/artifacts/`,
        destination: '.',
        'endpoint-url': testServer().endpoint,
      },
      { env: credentials() },
    );
    expect(failed.code).not.toBe(0);
    pages.push(['sync-failed', failed]);

    // What each summary leads with agrees with the step's outputs.
    expect(miss.outputs['cache-hit']).toBe('false');
    expect(miss.summary).toContain('**`cache-hit`: false**');
    expect(miss.summary).toContain(
      'the post step saves the paths under the key <code>summary-1</code>',
    );
    expect(save.summary).toMatch(
      /- \*\*Uploaded [\d.]+ MiB\*\* in \*\*[\d.]+ s\*\* \(\d+ packs? and 2 large files, compressed, and the [\d.]+ KiB manifest\)/,
    );
    expect(save.summary).toContain(
      `- **Saved** ${Number(save.outputs['cache-files']).toLocaleString('en-US')} files (`,
    );
    expect(save.summary).toMatch(/ \d+ folders and 1 symlink /);
    expect(save.summary).toContain(
      `<code>s3://${bucket}/caches/</code>; **paths**: <code>build</code>`,
    );
    expect(exact.outputs['cache-hit']).toBe('true');
    expect(exact.summary).toContain('**`cache-hit`: true**');
    expect(exact.summary).toContain('the post step saves nothing');
    expect(exact.summary).toMatch(/- \*\*Downloaded [\d.]+ MiB\*\* in/);
    expect(partial.outputs['cache-hit']).toBe('false');
    expect(partial.summary).toContain('a restore key matched <code>summary-1</code>');
    expect(partial.summary).toContain('the key <code>summary-2</code> if the job succeeds');
    expect(resave.summary).toMatch(/\d+ packs? of earlier entries reused/);
    expect(failed.summary).toContain('❌ failed');
    expect(sync.summary).not.toContain('Faults');

    const browser = (await openBrowser()) as Browser;
    try {
      for (const [name, run] of pages) {
        await writeFile(path.join(await ensure(SHOTS), `${name}.md`), run.summary);
        const { charts, problems } = await (screenshotSummaries as Shot)(
          browser,
          [run.summary],
          path.join(SHOTS, `${name}.png`),
        );
        expect(problems, name).toEqual([]);
        // A miss has one phase, the lookup: its table says all a chart would.
        if (!['cache-miss', 'sync-failed'].includes(name)) expect(charts, name).toBeGreaterThan(0);
      }
    } finally {
      await browser.close();
    }
  }, 240_000);
});

async function ensure(dir: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  return dir;
}
