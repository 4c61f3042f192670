import { describe, expect, it } from 'vitest';
import { restoreOutputs, saveOutputs } from '../../src/cache-action/cache-outputs.js';
import type {
  RestoreStepReport,
  SaveStepReport,
} from '../../src/cache-action/cache-step-report.js';
import { renderRestoreSummary } from '../../src/cache-action/restore-summary.js';
import { renderSaveSummary } from '../../src/cache-action/save-summary.js';
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

/** The phase rows of a summary's table, as cells (the Total row apart). */
function tableRows(text: string): string[][] {
  return text
    .split('\n')
    .filter((l) => l.startsWith('| ') && !l.startsWith('| phase') && !l.startsWith('| **Total'))
    .map((l) => l.slice(2, -2).split(' | '));
}
const seconds = (cell: string) => Number(cell.replace(/ s$/, ''));

/** A restore-key hit as the engine reports one: overlapping download and unpack. */
const fullRestore = () =>
  restore({
    files: 2000,
    bytes: 78.8 * 1024 * 1024,
    folders: 397,
    links: 3,
    unchangedFiles: 0,
    bytesDownloaded: 26 * 1024 * 1024,
    manifestBytes: 105.8 * 1024,
    store: 's3://caches/ci/',
    paths: ['build', '~/.npm'],
    postStep: 'saves',
    phases: [
      phase('lookup', 0, 50),
      { ...phase('manifest', 50, 120, 1, 105.8 * 1024), label: 'Manifest' },
      phase('prepare', 120, 200),
      phase('download', 200, 1400, 7, 26 * 1024 * 1024),
      { ...phase('unpack', 210, 1500, 1997, 78.8 * 1024 * 1024), label: 'Decompress and write' },
      { ...phase('finish', 1500, 1600), label: 'Folders, links, empty files' },
    ],
    totalMs: 1700,
  });

/** A save after a restore-key hit: blobs compressed, packs made and sent while others upload. */
const fullSave = () =>
  save({
    files: 2000,
    bytes: 78.8 * 1024 * 1024,
    folders: 397,
    links: 3,
    bytesUploaded: 26 * 1024 * 1024 + 105.8 * 1024,
    manifestBytes: 105.8 * 1024,
    packsUploaded: 2,
    blobsUploaded: 3,
    packsReused: 4,
    store: 's3://caches/ci/',
    paths: ['build'],
    phases: [
      { ...phase('walk', 0, 400, 2400), label: 'Walk' },
      { ...phase('lookup', 0, 300), label: 'Find reusable packs' },
      { ...phase('hash', 400, 1400, 2000, 78.8 * 1024 * 1024), label: 'Hash' },
      { ...phase('compress', 1400, 9000, 3, 60 * 1024 * 1024), label: 'Compress large files' },
      { ...phase('pack', 9000, 12000, 1997, 18.8 * 1024 * 1024), label: 'Pack small files' },
      {
        ...phase('upload', 2000, 12500, 5, 26 * 1024 * 1024),
        label: 'Upload',
        waitedMs: 8840,
      },
      { ...phase('commit', 12500, 12600, 1, 105.8 * 1024), label: 'Commit manifest' },
    ],
    totalMs: 12700,
  });

describe('summaries lead with the outcome, what crossed the network, and where', () => {
  it('a restore-key hit: cache-hit false, the key matched, the key post will save, bytes downloaded', () => {
    const text = renderRestoreSummary(fullRestore());
    expect(text).toContain('## Cache restore: restore-key hit (S3)');
    expect(text).toContain(
      '- **`cache-hit`: false**: no entry for the key <code>npm-2</code>; a restore key matched <code>npm-1</code> in the scope <code>refs/heads/main</code>, which was restored.',
    );
    expect(text).toContain(
      '- **Next**: the post step saves the paths under the key <code>npm-2</code> if the job succeeds.',
    );
    expect(text).toContain(
      '- **Downloaded 26.0 MiB** in **1.20 s** (packs and large files, compressed, and the 105.8 KiB manifest).',
    );
    expect(text).toContain(
      '- **Restored** 2,000 files (78.8 MiB), 397 folders and 3 symlinks in **1.70 s** in all.',
    );
    expect(text).toContain(
      '- **Store**: <code>s3://caches/ci/</code>; **paths**: <code>build</code>, <code>~/.npm</code>',
    );
    // The headline comes before the table.
    expect(text.indexOf('Downloaded')).toBeLessThan(text.indexOf('| phase |'));
  });

  it('an exact hit says cache-hit true and that post saves nothing; a miss that post will save', () => {
    const exact = renderRestoreSummary(
      restore({ outcome: 'exact', matchedKey: 'npm-2', postStep: 'skips' }),
    );
    expect(exact).toContain('- **`cache-hit`: true**: the key <code>npm-2</code> matched exactly');
    expect(exact).toContain('the post step saves nothing');
    const miss = renderRestoreSummary(
      restore({ outcome: 'miss', matchedKey: undefined, postStep: 'saves' }),
    );
    expect(miss).toContain('## Cache restore: miss (S3)');
    expect(miss).toContain('Keys tried, in order: <code>npm-2</code>, <code>npm-</code>');
    expect(miss).toContain('the post step saves the paths under the key <code>npm-2</code>');
    const restoreOnly = renderRestoreSummary(restore({ outcome: 'miss', matchedKey: undefined }));
    expect(restoreOnly).toContain('this action does not save');
  });

  it('a restore: the manifest row counts its bytes, folders and links are counted apart from files', () => {
    const text = renderRestoreSummary(fullRestore());
    expect(text).toContain(
      '| Manifest | 0.05 s | 0.12 s | 0.07 s | manifest, 105.8 KiB downloaded |',
    );
    expect(text).toContain('| 26.0 MiB downloaded (compressed) | 21.7 MiB/s |');
    expect(text).toContain('| 1,997 files written (78.8 MiB) |');
    expect(text).toContain('| 397 folders and 3 symlinks made or set, empty files written |');
    expect(text).toContain('Decompress and write alongside download');
  });

  it('a save: uploaded bytes (compressed) apart from saved bytes (on disk), packs apart from blobs and the manifest', () => {
    const text = renderSaveSummary(fullSave());
    expect(text).toContain('## Cache save: saved (S3)');
    expect(text).toContain(
      '- **Saved** under the key <code>npm-2</code> in the scope <code>refs/pull/7/merge</code>.',
    );
    expect(text).toContain(
      '- **Uploaded 26.1 MiB** in **1.76 s** (2 packs and 3 large files, compressed, and the 105.8 KiB manifest); 4 packs of earlier entries reused, not sent again.',
    );
    expect(text).toContain(
      '- **Saved** 2,000 files (78.8 MiB), 397 folders and 3 symlinks in **12.70 s** in all.',
    );
    expect(text).toContain(
      '| Walk | 0.00 s | 0.40 s | 0.40 s | 2,400 entries: 2,000 files (78.8 MiB), 397 folders and 3 symlinks |',
    );
    expect(text).toContain(
      '| Compress large files | 1.40 s | 9.00 s | 7.60 s | 3 large files compressed (60.0 MiB) |',
    );
    // The upload's rate leaves out the time no upload was in flight.
    expect(text).toContain(
      '| Upload | 2.00 s | 12.50 s | 10.50 s | 2 packs and 3 large files, 26.0 MiB uploaded (compressed) | 15.7 MiB/s | 8.84 s |',
    );
    expect(text).toContain(
      '| Commit manifest | 12.50 s | 12.60 s | 0.10 s | manifest, 105.8 KiB uploaded |',
    );
  });

  it('a skipped save says why, in the sentence that says it was not saved', () => {
    const text = renderSaveSummary(
      save({
        outcome: 'skipped',
        reason: 'the restore step had an exact hit on this key',
        files: 0,
        packsUploaded: undefined,
        bytesUploaded: undefined,
        phases: [],
      }),
    );
    expect(text).toContain('## Cache save: skipped (S3)');
    expect(text).toContain(
      '- **Not saved** under the key <code>npm-2</code> in the scope <code>refs/pull/7/merge</code>: the restore step had an exact hit on this key.',
    );
    expect(text).not.toContain('Uploaded');
    expect(text).not.toContain('```mermaid');
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
});

describe('the figures add up', () => {
  for (const [name, text, totalMs] of [
    ['restore', () => renderRestoreSummary(fullRestore()), 1700],
    ['save', () => renderSaveSummary(fullSave()), 12700],
  ] as const) {
    it(`${name}: rows in the order the phases began, none past the total, and the overlaps named`, () => {
      const rows = tableRows(text());
      const starts = rows.map((r) => seconds(r[1]!));
      expect(starts).toEqual([...starts].sort((a, b) => a - b));
      for (const r of rows) {
        expect(seconds(r[2]!)).toBeLessThanOrEqual(totalMs / 1000);
        expect(seconds(r[2]!) - seconds(r[1]!)).toBeCloseTo(seconds(r[3]!), 2);
      }
      const sum = rows.reduce((n, r) => n + seconds(r[3]!), 0);
      expect(sum).toBeGreaterThan(totalMs / 1000);
      expect(text()).toContain(`more than the ${(totalMs / 1000).toFixed(2)} s they took`);
      expect(text()).toContain(`| **Total** | 0.00 s | ${(totalMs / 1000).toFixed(2)} s |`);
    });
  }

  it('a save: uploaded bytes are the upload row and the manifest row together', () => {
    const report = fullSave();
    const upload = report.phases.find((p) => p.name === 'upload')!;
    const commit = report.phases.find((p) => p.name === 'commit')!;
    expect(upload.bytes + commit.bytes).toBe(report.bytesUploaded);
    expect(upload.objects).toBe(report.packsUploaded! + report.blobsUploaded!);
  });

  it('a restore: files restored match the outputs; the gantt has a bar per phase', () => {
    const report = fullRestore();
    const text = renderRestoreSummary(report);
    expect(restoreOutputs(report)['cache-files']).toBe('2000');
    expect(text).toContain('2,000 files (78.8 MiB)');
    const gantt = /```mermaid\ngantt\n([\s\S]*?)```/.exec(text)![1]!;
    expect(gantt.match(/ :p\d+, /g)).toHaveLength(report.phases.length);
    expect(gantt).toContain('tickInterval 200millisecond');
  });
});
