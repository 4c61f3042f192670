import { micromark } from 'micromark';
import {
  gfmAutolinkLiteral,
  gfmAutolinkLiteralHtml,
} from 'micromark-extension-gfm-autolink-literal';
import { describe, expect, it } from 'vitest';
import { checksumsReport, describeChecksums } from '../../src/report/checksums.js';
import { oneLogLine } from '../../src/report/format.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { escapeHtml, MAX_SUMMARY_BYTES } from '../../src/report/summary-text.js';
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
  it('says what ran, then a row per phase in time order, each naming its units', () => {
    const text = renderJobSummary(report(), undefined);
    expect(text).toMatch(/^## S3 sync ✅\n/);
    expect(text).toContain(
      '| <code>s3://artifacts/builds/42/</code> | <code>/home/runner/work/my&#95;repo/restored</code> | sync (download) | threaded |',
    );
    expect(text).toContain(
      '**10,000 objects downloaded (50.0 MiB)**, 0 unchanged, 0 deleted, 0 failed, out of 10,000 listed, in **12.50 s**.',
    );
    expect(text).toContain('| phase | from | to | seconds | what it did | rate |');
    // Listing moves no bytes: its rate is objects per second, its bytes what the objects hold.
    expect(text).toContain(
      '| List source | 0.00 s | 2.40 s | 2.40 s | 10,000 objects listed (50.0 MiB stored) | 4,167 objects/s |',
    );
    expect(text).toContain(
      '| Transfer | 0.31 s | 12.41 s | 12.10 s | 10,000 objects downloaded (50.0 MiB) | 4.1 MiB/s, 826 objects/s |',
    );
    expect(text).toContain('| **Total** | 0.00 s | 12.50 s | **12.50 s** | 50.0 MiB downloaded |');
    const rows = text.split('\n').filter((l) => /^\| (List|Plan|Transfer)/.test(l));
    expect(rows.map((r) => r.split(' | ')[0])).toEqual([
      '| List source',
      '| Plan (paths compared)',
      '| List destination',
      '| Transfer',
    ]);
    expect(text).toContain(
      'First transfer after 0.31 s; listing and transfers ran together for 2.10 s',
    );
    expect(text).toContain('Phases that ran at the same time (see the chart): ');
    expect(text).toContain(
      'Source listing: 10 pages in 4 key ranges (3 splits, up to 7 requests in flight, 2 pages wasted at range ends), first page after 0.30 s, 0 requests retried.',
    );
    expect(text).not.toContain('MB/s');
  });

  it('one of everything reads in the singular', () => {
    const text = renderJobSummary(
      report({
        listing: {
          pages: 1,
          retries: 1,
          firstPageSeconds: 0.1,
          ranges: 1,
          splits: 1,
          maxInFlight: 1,
          wastedPages: 1,
        },
        counts: {
          listed: 1,
          transferred: 1,
          skipped: 0,
          deleted: 0,
          failed: 0,
          bytesTransferred: 5,
        },
      }),
      undefined,
    );
    expect(text).toContain('**1 object downloaded (5 B)**');
    expect(text).toContain(
      'Source listing: 1 page in 1 key range (1 split, up to 1 request in flight, 1 page wasted',
    );
  });

  it('has a gantt chart of the phases on a readable time axis, and a chart of objects over time', () => {
    const text = renderJobSummary(report(), undefined);
    const blocks = [...text.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);
    expect(blocks).toHaveLength(2);
    expect(blocks[0]).toMatch(/^gantt\n/);
    expect(blocks[0]).toContain('    List source :p0, 0, 2400');
    expect(blocks[0]).toContain('    Transfer :p2, 310, 12410');
    expect(blocks[0]).toContain('    axisFormat %-S s\n    tickInterval 2second\n');
    expect(blocks[0]).not.toContain('Plan');
    expect(blocks[1]).toMatch(/^%%\{init: .*\}%%\nxychart-beta\n/);
    // 12.5 s on an axis to 15 s: d3 would put 14 labels on one to 12.5 s.
    expect(blocks[1]).toContain('x-axis "seconds" 0 --> 15');
    expect(blocks[1]).toContain('y-axis "objects" 0 --> 10000');
  });

  it('leaves out the timeline chart when there is nothing to draw: few samples, or nothing copied', () => {
    expect(renderJobSummary(report({ timeline: [] }), undefined).match(/```mermaid/g)).toHaveLength(
      1,
    );
    const nothing = report({
      counts: {
        listed: 10,
        transferred: 0,
        skipped: 10,
        deleted: 0,
        failed: 0,
        bytesTransferred: 0,
      },
    });
    expect(renderJobSummary(nothing, undefined)).not.toContain('xychart');
  });

  it('names faults only when something went wrong; hedged GETs are not faults', () => {
    const counts = { ...report().counts, hedges: 7, hedgeWins: 3 };
    const hedged = renderJobSummary(report({ counts }), undefined);
    expect(hedged).not.toContain('Faults');
    expect(hedged).toContain(
      'Hedged GETs: 7 slow GETs raced by a second request, which answered first 3 times.',
    );
    const stalled = renderJobSummary(report({ counts: { ...counts, stalls: 1 } }), undefined);
    expect(stalled).toContain('⚠️ Faults: 1 stalled request abandoned and sent again.');
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
    // The error comes first, before the figures of what ran.
    expect(failed.indexOf('**Error:**')).toBeLessThan(failed.indexOf('| phase |'));
    expect(
      renderJobSummary(report({ dryrun: true }), undefined).match(/objects to be downloaded/),
    ).toBeTruthy();
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
  it('renders whatever phases a job reports, with the time each waited', () => {
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
    expect(text).toContain('| phase | from | to | seconds | what it did | rate | waiting |');
    expect(text).toContain(
      '| Look up key | 0.00 s | 0.20 s | 0.20 s | 1 object (0 B) | 5 objects/s | – |',
    );
    expect(text).toMatch(/\| Download \|[^\n]*\| 1\.00 s \|\n/);
    expect(text).toContain('    Extract :p2, 400, 3300');
    expect(text).not.toContain('List source');
  });

  it('says what the Plan row counts and how long it waited for transfer slots', () => {
    const phases = report().phases.map((p) => (p.name === 'plan' ? { ...p, waitedSeconds: 2 } : p));
    const text = renderJobSummary(report({ phases }), undefined);
    expect(text).toContain(
      '| Plan (paths compared) | 0.00 s | 2.45 s | 2.45 s | 10,000 paths compared | 22,222 paths/s | 2.00 s |',
    );
    expect(text).toMatch(/_Waiting_: time a phase could not go on/);
  });

  it('draws the two lines of objects over time, named in a legend, in strong colours, to scale', () => {
    const text = renderJobSummary(report(), undefined);
    expect(text).toContain(
      '%%{init: {"xyChart": {"showLegend": true}, "themeVariables": {"xyChart": {"plotColorPalette": "#0969da, #cf222e"}}}}%%',
    );
    expect(text).toContain('title "Objects over time"');
    const lines = [...text.matchAll(/^ {4}line "(\w+)" \[(.*)\]$/gm)];
    expect(lines.map((m) => m[1])).toEqual(['listed', 'transferred']);
    const transferred = lines[1]![2]!.split(', ').map(Number);
    // 41 points over 15 s: the samples (0 s, 1 s, 2 s, 4 s, 8 s, 12.5 s) at their times.
    expect(transferred).toHaveLength(41);
    expect(transferred[0]).toBe(0);
    expect(transferred[40]).toBe(10_000);
    // The point at 6 s lies halfway on the line from 3,200 at 4 s to 6,400 at 8 s.
    expect(transferred[16]).toBe(4800);
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

describe('the checksum line (issue 28)', () => {
  const checksums = checksumsReport({
    checked: 2000,
    sameContent: 1980,
    contentDiffers: 10,
    fallbacks: 10,
    filesHashed: 1990,
    bytesHashed: 50 * 2 ** 20,
    hashSeconds: 0.5,
    metadataReads: 12,
  });

  it('gives the hashing throughput and says, in bold, how many fell back to size and time', () => {
    expect(checksums.hashMiBPerSecond).toBe(100);
    const summary = renderJobSummary(report({ checksums }), undefined);
    expect(summary).toContain(
      'Checksums: 2,000 same-size paths compared by content, 1,980 the same, 10 different; 1,990 local files hashed (50.0 MiB) at 100.0 MiB/s per hashing thread; 12 metadata reads. **10 compared by size and time instead**',
    );
  });

  it('says nothing of fallbacks when there were none, and nothing at all without checksum', () => {
    expect(describeChecksums({ ...checksums, fallbacks: 0 })).not.toContain('size and time');
    expect(renderJobSummary(report(), undefined)).not.toContain('Checksums:');
  });
});
