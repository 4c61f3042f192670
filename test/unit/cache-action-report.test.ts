import { describe, expect, it } from 'vitest';
import { restoreOutputs, saveOutputs } from '../../src/cache-action/cache-outputs.js';
import type {
  RestoreStepReport,
  SaveStepReport,
} from '../../src/cache-action/cache-step-report.js';
import { renderRestoreSummary, renderSaveSummary } from '../../src/cache-action/cache-summary.js';
import type { PhaseRecord } from '../../src/phases.js';

const phase = (
  name: string,
  startMs: number,
  endMs: number,
  objects = 0,
  bytes = 0,
): PhaseRecord => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  startMs,
  endMs,
  objects,
  bytes,
  waitedMs: 0,
});

const restore = (over: Partial<RestoreStepReport> = {}): RestoreStepReport => ({
  backend: 's3',
  primaryKey: 'npm-2',
  outcome: 'restore-key',
  matchedKey: 'npm-1',
  matchedScope: 'refs/heads/main',
  readScopes: ['refs/pull/7/merge', 'refs/heads/main'],
  keysTried: ['npm-2', 'npm-'],
  lookupOnly: false,
  files: 3,
  bytes: 3072,
  unchangedFiles: 1,
  phases: [
    phase('lookup', 0, 200),
    phase('download', 200, 1200, 2, 2048),
    phase('unpack', 300, 1300, 3, 3072),
  ],
  totalMs: 1400,
  warnings: [],
  reuse: { manifestObjectKey: 'm', manifestSha256: 'h' },
  ...over,
});

const save = (over: Partial<SaveStepReport> = {}): SaveStepReport => ({
  backend: 's3',
  key: 'npm-2',
  scope: 'refs/pull/7/merge',
  outcome: 'saved',
  reason: undefined,
  files: 3,
  bytes: 3072,
  bytesUploaded: 1024,
  packsUploaded: 1,
  packsReused: 4,
  phases: [phase('pack', 100, 600, 3, 3072), phase('upload', 200, 900, 1, 1024)],
  totalMs: 1000,
  warnings: [],
  ...over,
});

describe('restore outputs', () => {
  const cases: Array<[string, Partial<RestoreStepReport>, Record<string, string>]> = [
    [
      'an exact hit',
      { outcome: 'exact', matchedKey: 'npm-2' },
      { 'cache-hit': 'true', 'cache-matched-key': 'npm-2' },
    ],
    ['a restore-key hit', {}, { 'cache-hit': 'false', 'cache-matched-key': 'npm-1' }],
    [
      'a miss',
      { outcome: 'miss', matchedKey: undefined, files: 0, bytes: 0 },
      { 'cache-hit': 'false', 'cache-matched-key': '', 'cache-files': '0' },
    ],
    [
      'no store',
      { backend: 'none', outcome: 'miss', matchedKey: undefined, phases: [] },
      { 'cache-hit': 'false', 'cache-backend': 'none', 'lookup-seconds': '' },
    ],
  ];
  it.each(cases)('%s', (_name, over, expected) => {
    expect(restoreOutputs(restore(over))).toMatchObject(expected);
  });

  it('seconds per phase and in all, with three decimals', () => {
    expect(restoreOutputs(restore())).toMatchObject({
      'cache-primary-key': 'npm-2',
      'cache-backend': 's3',
      'cache-files': '3',
      'cache-bytes': '3072',
      'lookup-seconds': '0.200',
      'download-seconds': '1.000',
      'unpack-seconds': '1.000',
      'total-seconds': '1.400',
    });
  });

  it('a save: files, bytes, pack and upload seconds', () => {
    expect(saveOutputs(save())).toEqual({
      'cache-backend': 's3',
      'cache-files': '3',
      'cache-bytes': '3072',
      'pack-seconds': '0.500',
      'upload-seconds': '0.700',
      'total-seconds': '1.000',
    });
  });
});

describe('summaries', () => {
  it('a restore-key hit names the key matched, the scope, files, bytes and phase rates', () => {
    const text = renderRestoreSummary(restore());
    expect(text).toContain('## Cache restore: restore-key hit (S3)');
    expect(text).toContain(
      'Matched <code>npm-1</code> for the key <code>npm-2</code> in the scope <code>refs/heads/main</code>',
    );
    expect(text).toContain('**3** files, **3.0 KiB**, 1 already right on disk');
    expect(text).toMatch(
      /^\| Download \| 0\.20 s \| 1\.00 s \| 2 \| 2\.0 KiB \| 2\/s \| 2\.0 KiB\/s \|$/m,
    );
  });

  it('a miss lists the keys tried', () => {
    const text = renderRestoreSummary(restore({ outcome: 'miss', matchedKey: undefined }));
    expect(text).toContain('## Cache restore: miss (S3)');
    expect(text).toContain('Keys tried, in order: <code>npm-2</code>, <code>npm-</code>');
  });

  it('a hostile key is escaped: no HTML, no markdown, no line break', () => {
    const key = 'x\n## <img src=x onerror=alert(1)> | *bold*';
    const text = renderRestoreSummary(
      restore({ outcome: 'miss', primaryKey: key, keysTried: [key] }),
    );
    expect(text).not.toContain('<img');
    expect(text).not.toContain('\n## <');
    expect(text).toContain('x&#10;## &#60;img src=x onerror=alert(1)&#62; &#124; &#42;bold&#42;');
  });

  it('a save says how many packs were reused and uploaded, and where', () => {
    const text = renderSaveSummary(save());
    expect(text).toContain('## Cache save: saved (S3)');
    expect(text).toContain('Key <code>npm-2</code> in the scope <code>refs/pull/7/merge</code>');
    expect(text).toContain('Packs: 4 reused, 1 uploaded (1.0 KiB).');
  });

  it('a skipped save says why, as a sentence', () => {
    const text = renderSaveSummary(
      save({
        outcome: 'skipped',
        reason: 'the restore step had an exact hit on this key',
        files: 0,
        packsUploaded: undefined,
        phases: [],
      }),
    );
    expect(text).toContain('## Cache save: skipped (S3)');
    expect(text).toContain('The restore step had an exact hit on this key.');
    expect(text).not.toContain('Packs:');
  });
});
