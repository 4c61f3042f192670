import { describe, expect, it } from 'vitest';
import { oneLogLine } from '../../src/report/format.js';
import { escapeHtml, MAX_SUMMARY_BYTES, renderJobSummary } from '../../src/report/job-summary.js';
import { buildReport, type PhaseReport, type SyncReport } from '../../src/report/sync-report.js';
import { Timings } from '../../src/report/timings.js';

const ONE_MIB = 1024 * 1024;

function phase(startSeconds: number | undefined, seconds: number, objects = 0, bytes = 0) {
  return {
    startSeconds,
    seconds,
    objects,
    bytes,
    objectsPerSecond: seconds > 0 ? Math.round(objects / seconds) : 0,
    bytesPerSecond: seconds > 0 ? Math.round(bytes / seconds) : 0,
  } satisfies PhaseReport;
}

/** A finished download of 10,000 objects whose transfers began while listing went on. */
function report(overrides: Partial<SyncReport> = {}): SyncReport {
  return {
    source: 's3://artifacts/builds/42/',
    destination: '/home/runner/work/my_repo/restored',
    mode: 'sync',
    direction: 'download',
    lister: 'threaded',
    dryrun: false,
    totalSeconds: 12.5,
    firstTransferSeconds: 0.31,
    overlapSeconds: 2.1,
    phases: {
      listSource: phase(0, 2.4, 10_000, 52_428_800),
      listDestination: phase(0.01, 0.05),
      plan: phase(0, 2.45),
      transfer: phase(0.31, 12.1, 10_000, 52_428_800),
    },
    counts: {
      listed: 10_000,
      transferred: 10_000,
      skipped: 0,
      deleted: 0,
      failed: 0,
      bytesTransferred: 52_428_800,
    },
    listing: {
      pages: 10,
      retries: 0,
      firstPageSeconds: 0.3,
      ranges: 4,
      splits: 3,
      maxInFlight: 7,
      wastedPages: 2,
    },
    timeline: [0, 1, 2, 4, 8, 12.5].map((t) => ({
      tMs: t * 1000,
      listed: Math.min(10_000, Math.round(t * 4200)),
      transferred: Math.round(t * 800),
      bytes: Math.round(t * 4_000_000),
    })),
    failures: [],
    ...overrides,
  };
}

/** The hostile keys an uploader could choose: HTML, markdown, table breakers and line breaks. */
const HOSTILE_KEYS = [
  '</code><script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  'a|b|c',
  'evil\n::warning::x',
  'carriage\rreturn',
  'windows\r\nline',
  '**bold** _it_ [link](https://evil.example) `tick` \\',
  '&amp; already escaped',
];

describe('renderJobSummary', () => {
  it('says what ran, then a table of timings per phase', () => {
    const text = renderJobSummary(report(), undefined);
    expect(text).toMatch(/^## S3 sync ✅\n/);
    expect(text).toContain(
      '| <code>s3://artifacts/builds/42/</code> | <code>/home/runner/work/my&#95;repo/restored</code> | sync (download) | threaded |',
    );
    expect(text).toContain(
      '| phase | started at | seconds | objects | bytes | objects/s | bytes/s |',
    );
    expect(text).toContain('| List source | 0.00 s | 2.40 s | 10,000 | 50.0 MiB | 4,167/s |');
    expect(text).toContain('| Transfer | 0.31 s | 12.10 s | 10,000 | 50.0 MiB | 826/s |');
    expect(text).toContain(
      'First transfer after 0.31 s; listing and transfers overlapped for 2.10 s',
    );
    expect(text).toContain(
      'Source listing: 10 pages in 4 key ranges (3 splits, up to 7 requests in flight, 2 pages wasted at range ends), first page after 0.30 s, 0 retried requests.',
    );
  });

  it('has a gantt chart of the phases and a chart of objects over time, as mermaid blocks', () => {
    const text = renderJobSummary(report(), undefined);
    const blocks = [...text.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^gantt\n/);
    expect(blocks[0]).toContain('    List source :ls, 0, 2400');
    expect(blocks[0]).toContain('    Transfer :tr, 310, 12410');
    expect(blocks[1]).toMatch(/^xychart-beta\n/);
    expect(blocks[1]).toContain('x-axis [0.0, 1.0, 2.0, 4.0, 8.0, 12.5]');
    expect(blocks[1]).toContain('line [0, 4200, 8400, 10000, 10000, 10000]');
  });

  it('leaves out the timeline chart when there are fewer than two samples', () => {
    const text = renderJobSummary(report({ timeline: [] }), undefined);
    expect(text.match(/```mermaid/g)).toHaveLength(1);
  });

  it('marks a dry run and a failed run', () => {
    expect(renderJobSummary(report({ dryrun: true }), undefined)).toMatch(
      /^## S3 sync \(dry run\)/,
    );
    const failed = renderJobSummary(
      report(),
      new Error('ListObjectsV2 "s3://b" failed (NoSuchBucket): HTTP 404.\nsecond line'),
    );
    expect(failed).toMatch(/^## S3 sync ❌ failed/);
    expect(failed).toContain(
      '**Error:** ListObjectsV2 &#34;s3://b&#34; failed (NoSuchBucket): HTTP 404.\n',
    );
    expect(failed).not.toContain('second line');
  });

  it('escapes hostile keys, so each failure stays one table row of plain text', () => {
    const failures = HOSTILE_KEYS.map((key) => ({ key, message: `GetObject ${key} failed` }));
    const text = renderJobSummary(
      report({
        failures,
        counts: { ...report().counts, failed: failures.length },
        source: 's3://b/</code><b>x',
      }),
      undefined,
    );
    expect(text).not.toMatch(/<(script|img|b)\b/i);
    expect(text).not.toContain('</code><');
    const rows = text.split('\n').filter((line) => line.startsWith('| <code>'));
    // The what-ran row, then one row per failure.
    expect(rows).toHaveLength(1 + HOSTILE_KEYS.length);
    for (const row of rows.slice(1)) {
      expect(row.split('|')).toHaveLength(4);
      expect(row).toMatch(/^\| <code>[^<>`*_[\]\\]*<\/code> \| [^<>`*_[\]\\|]* \|$/);
    }
    for (const line of text.split(/\r\n|\r|\n/)) expect(line).not.toMatch(/^::/);
    expect(text).toContain('<code>evil&#10;::warning::x</code>');
    expect(text).toContain('<code>&#38;amp; already escaped</code>');
  });

  it('escapeHtml leaves no character that HTML or a markdown table would act on', () => {
    for (const key of HOSTILE_KEYS) expect(escapeHtml(key)).not.toMatch(/[<>"'`|*_[\]\\\r\n]/);
    expect(escapeHtml('ü 日本 😀')).toBe('ü 日本 😀');
  });

  it('stays under 1 MiB with 100,000 failures of long keys, and says how many it left out', () => {
    const timings = new Timings();
    const failures = Array.from({ length: 100_000 }, (_, i) => ({
      key: `${'deep/'.repeat(200)}${'|'.repeat(100)}${i}`,
      error: new Error(`GetObject failed: ${'<'.repeat(1000)}`),
    }));
    const built = buildReport({
      source: 's3://bucket/',
      destination: '/tmp/out',
      mode: 'sync',
      direction: 'download',
      lister: 'threaded',
      dryrun: false,
      timings,
      sourceList: undefined,
      failures,
    });
    const text = renderJobSummary(built, new Error(`${failures.length} object(s) failed`));
    expect(Buffer.byteLength(text)).toBeLessThan(ONE_MIB);
    expect(text).toContain('### Failures (100,000)');
    expect(text).toContain('… and 99,950 more (see the step log).');
    expect(text.split('\n').filter((line) => line.startsWith('| <code>'))).toHaveLength(1 + 50);
  });

  it('stays under 1 MiB with an error message of millions of multi-byte characters', () => {
    const text = renderJobSummary(report(), new Error('日本語のエラー'.repeat(500_000)));
    expect(Buffer.byteLength(text)).toBeLessThan(ONE_MIB);
    expect(text).toMatch(/\*\*Error:\*\* 日本語のエラー[^\n]{1,2000}…\n/);
  });

  it('is cut short in bytes, at a character boundary, and says so, when it would be too big', () => {
    // Only a pathological path can get here; the cut is the last line of defence.
    const text = renderJobSummary(report({ destination: '😀日本'.repeat(200_000) }), undefined);
    expect(Buffer.byteLength(text)).toBeLessThanOrEqual(MAX_SUMMARY_BYTES);
    expect(text).not.toContain('\uFFFD');
    expect(text).toMatch(
      /\n\n_The summary was cut short to stay under the runner's 1 MiB limit\._\n$/,
    );
  });
});

describe('the timeline behind the chart', () => {
  it('ends on the final counts, however soon after the last sample the run finishes', () => {
    const timings = new Timings();
    timings.sample();
    timings.counters.listed = 5;
    timings.counters.transferred = 5;
    timings.finish();
    const last = timings.timeline()[timings.timeline().length - 1]!;
    expect(last).toMatchObject({ listed: 5, transferred: 5 });
  });
});

describe('oneLogLine', () => {
  it('keeps a key with line breaks on one log line, so it cannot start a workflow command', () => {
    expect(oneLogLine('download: s3://b/evil\n::warning::x to evil\r\n::error::y')).toBe(
      'download: s3://b/evil\\n::warning::x to evil\\r\\n::error::y',
    );
    expect(oneLogLine('a\u0000b\u2028c\u0085d\te')).toBe('a\\u0000b\\u2028c\\u0085d\\te');
    expect(oneLogLine('plain ü 日本 😀')).toBe('plain ü 日本 😀');
  });
});
