import { micromark } from 'micromark';
import {
  gfmAutolinkLiteral,
  gfmAutolinkLiteralHtml,
} from 'micromark-extension-gfm-autolink-literal';
import { describe, expect, it } from 'vitest';
import { oneLogLine } from '../../src/report/format.js';
import { escapeHtml, MAX_SUMMARY_BYTES, renderJobSummary } from '../../src/report/job-summary.js';
import { stepOutputs } from '../../src/report/step-outputs.js';
import { JobProgress } from '../../src/job-progress.js';
import {
  buildSyncReport,
  type PhaseReport,
  type SyncReport,
} from '../../src/report/sync-report.js';
import { newSyncProgress } from '../../src/sync/sync-progress.js';

const ONE_MIB = 1024 * 1024;

function phase(
  name: string,
  label: string,
  startSeconds: number | undefined,
  seconds: number,
  objects = 0,
  bytes = 0,
  waitedSeconds = 0,
) {
  return {
    name,
    label,
    startSeconds,
    seconds,
    waitedSeconds,
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
    phases: [
      phase('list-source', 'List source', 0, 2.4, 10_000, 52_428_800),
      phase('list-destination', 'List destination', 0.01, 0.05),
      phase('plan', 'Plan (paths compared)', 0, 2.45, 10_000),
      phase('transfer', 'Transfer', 0.31, 12.1, 10_000, 52_428_800),
    ],
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
      counts: {
        listed: Math.min(10_000, Math.round(t * 4200)),
        transferred: Math.round(t * 800),
        bytesTransferred: Math.round(t * 4_000_000),
      },
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
    expect(blocks[0]).toContain('    List source :list_source, 0, 2400');
    expect(blocks[0]).toContain('    Transfer :transfer, 310, 12410');
    expect(blocks[0]).not.toContain('Plan');
    expect(blocks[1]).toMatch(/^%%\{init: .*\}%%\nxychart-beta\n/);
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

  it('with start-after and end-at: says which shard ran, escaped, in the summary and the outputs', () => {
    const range = { startAfter: 'a|<b>\n::error::x', endAt: undefined };
    const text = renderJobSummary(report({ range }), undefined);
    const line = text.split('\n').find((l) => l.startsWith('Key range'))!;
    expect(line).toContain('<code>(&#34;a&#124;&#60;b&#62;&#92;n::error::x&#34;, end)</code>');
    expect(stepOutputs(report({ range }))['key-range']).toBe('("a|<b>\\n::error::x", end)');
    expect(stepOutputs(report())['key-range']).toBe('');
  });

  it('escapeHtml leaves no character that HTML or a markdown table would act on', () => {
    for (const key of HOSTILE_KEYS) expect(escapeHtml(key)).not.toMatch(/[<>"'`|*_[\]\\\r\n]/);
    expect(escapeHtml('ü 日本 😀')).toBe('ü 日本 😀');
  });

  it('a key with a URL, a www. name or an e-mail address -> no link in GFM, in <code> or not', () => {
    const render = (markdown: string) =>
      micromark(markdown, {
        allowDangerousHtml: true,
        extensions: [gfmAutolinkLiteral()],
        htmlExtensions: [gfmAutolinkLiteralHtml()],
      });
    // The renderer does make links of them unescaped, so the test can fail.
    expect(render('<code>https://evil.example/x</code>')).toMatch(/<a href/);
    for (const key of [
      'https://evil.example/login',
      'HTTP://EVIL.EXAMPLE',
      'see www.evil.example now',
      'WWW.EVIL.EXAMPLE',
      'ops@evil.example',
      'mailto:ops@evil.example',
      'a/b/http://x.y/www.z.w@q.r',
    ]) {
      const escaped = escapeHtml(key);
      expect(render(`<code>${escaped}</code>`)).not.toMatch(/<a /);
      expect(render(`> ⚠️ ${escaped}`)).not.toMatch(/<a /);
      // What a reader sees is still the key (zero-width spaces aside).
      expect(
        render(escaped)
          .replace(/<\/?p>\n?/g, '')
          .replace(/\u200b/g, ''),
      ).toBe(key.replace(/&/g, '&amp;'));
    }
  });

  it('stays under 1 MiB with 100,000 failures of long keys, and says how many it left out', () => {
    const failures = Array.from({ length: 100_000 }, (_, i) => ({
      key: `${'deep/'.repeat(200)}${'|'.repeat(100)}${i}`,
      error: new Error(`GetObject failed: ${'<'.repeat(1000)}`),
    }));
    const built = buildSyncReport(
      {
        source: { kind: 's3', location: { bucket: 'bucket', prefix: '' } },
        destination: { kind: 'local', path: '/tmp/out' },
        mode: 'sync',
        lister: 'threaded',
        dryrun: false,
      },
      { progress: newSyncProgress(), direction: 'download', sourceList: undefined, failures },
    );
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
    const progress = new JobProgress([], ['listed', 'transferred']);
    progress.sample();
    progress.count('listed', 5);
    progress.count('transferred', 5);
    progress.finish();
    const last = progress.timeline()[progress.timeline().length - 1]!;
    expect(last.counts).toEqual({ listed: 5, transferred: 5 });
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

describe('phases as data in the summary', () => {
  it('renders whatever phases a job reports, with the time each was held back', () => {
    const text = renderJobSummary(
      report({
        phases: [
          phase('lookup', 'Look up key', 0, 0.2, 1),
          phase('download', 'Download', 0.2, 3, 40, 104_857_600, 1),
          phase('extract', 'Extract', 0.4, 2.9, 5_000, 209_715_200),
        ],
      }),
      undefined,
    );
    expect(text).toContain(
      '| phase | started at | seconds | objects | bytes | objects/s | bytes/s | held back |',
    );
    expect(text).toContain('| Look up key | 0.00 s | 0.20 s | 1 | 0 B | 5/s | 0 B/s | – |');
    expect(text).toContain('| Download | 0.20 s | 3.00 s | 40 | 100.0 MiB |');
    expect(text).toMatch(/\| Download \|[^\n]*\| 1\.00 s \|\n/);
    expect(text).toContain('    Extract :extract, 400, 3300');
    expect(text).not.toContain('List source');
  });

  it('says what the Plan row counts and what held back means', () => {
    const text = renderJobSummary(report(), undefined);
    expect(text).toContain('| Plan (paths compared) | 0.00 s | 2.45 s | 10,000 |');
    expect(text).toMatch(/_Held back_: time a phase waited/);
  });

  it('draws the two lines of objects over time in named, strong colours', () => {
    const text = renderJobSummary(report(), undefined);
    expect(text).toContain(
      '%%{init: {"themeVariables": {"xyChart": {"plotColorPalette": "#0969da, #cf222e"}}}}%%',
    );
    expect(text).toContain(
      'title "Objects listed (blue) and transferred (red) over time (seconds)"',
    );
    expect(text).toContain('line [0, 800, 1600, 3200, 6400, 10000]');
  });
});

describe('step outputs', () => {
  it("keep today's names for sync's phases, from whatever list of phases the report holds", () => {
    const outputs = stepOutputs(report());
    expect(outputs).toMatchObject({
      'list-seconds': '2.400',
      'transfer-seconds': '12.100',
      'total-seconds': '12.500',
      'first-transfer-seconds': '0.310',
      'objects-listed': '10000',
    });
    expect(stepOutputs(report({ phases: [] }))).toMatchObject({
      'list-seconds': '0.000',
      'transfer-seconds': '0.000',
    });
  });
});
