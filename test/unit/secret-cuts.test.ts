import { describe, expect, it } from 'vitest';
import { renderPruneSummary } from '../../src/cache-action/prune-summary.js';
import { manifestName } from '../../src/cache/store/cache-names.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import {
  code,
  errorLine,
  fitSummary,
  MAX_SUMMARY_BYTES,
  warningLine,
} from '../../src/report/summary-text.js';
import { clip } from '../../src/s3/list/list-bounds.js';
import { addSecrets } from '../../src/secret-text.js';
import { buildSyncReport, type SyncReport } from '../../src/report/sync-report.js';
import { newSyncProgress } from '../../src/sync/sync-progress.js';

// Every place that cuts untrusted text short (a key, a server's message, the whole summary)
// clears the run's secrets before it cuts: the text is cleared again on its way out, but a
// secret cut in half no longer matches there, and its first part would show.

const SECRET = 'wJalrXUtnFEMI/K7MDENG+CutStraddlingSecret0123';
addSecrets([SECRET]);

/** `text` shows no 8-character piece of the secret (the part before a cut included). */
function expectNoPiece(text: string): void {
  for (let at = 0; at + 8 <= SECRET.length; at += 4)
    expect(text, `shows ${SECRET.slice(at, at + 8)}`).not.toContain(SECRET.slice(at, at + 8));
}

/** Text that a cut at `cutAt` characters goes through, 10 characters into the secret. */
const straddling = (cutAt: number) => `${'x'.repeat(cutAt - 10)}${SECRET}${'y'.repeat(cutAt)}`;

/** A failed download's report, with one failure and a key range. */
function syncReport(failure: { key: string; message: string }, startAfter: string): SyncReport {
  return buildSyncReport(
    {
      source: { kind: 's3', location: { bucket: 'b', prefix: 'p/' } },
      destination: { kind: 'local', path: '/tmp/out' },
      mode: 'sync',
      lister: 'threaded',
      dryrun: false,
      range: { startAfter, endAt: undefined },
    },
    {
      progress: newSyncProgress(),
      direction: 'download',
      sourceList: undefined,
      failures: [{ key: failure.key, error: new Error(failure.message) }],
    },
  );
}

describe('a secret across a cut shows none of its part before the cut', () => {
  it('the sync summary: the error line (2,000), a failure key and message (200), the key range', () => {
    const text = renderJobSummary(
      syncReport({ key: straddling(200), message: straddling(200) }, straddling(400)),
      new Error(straddling(2000)),
    );
    expect(text).toContain('**Error:** xxx');
    expect(text).toContain('&#42;&#42;&#42;');
    expectNoPiece(text);
  });

  it('the summaries of the cache steps: a key in <code> (200), a warning and an error (2,000)', () => {
    const lines = [
      code(straddling(200)),
      warningLine(straddling(2000)),
      errorLine(new Error(straddling(2000))),
    ];
    for (const line of lines) {
      expect(line).toContain('&#42;&#42;&#42;');
      expectNoPiece(line);
    }
    const prune = renderPruneSummary({
      store: { bucket: 'caches', prefix: 'ci/' },
      deleteKey: straddling(200),
      olderThanMs: 0,
      graceMs: 0,
      keyRemoved: undefined,
      manifestsDeleted: 0,
      manifestsKept: 0,
      objectsDeleted: 0,
      objectsKept: 0,
      bytesDeleted: 0,
      unreadable: [],
      warnings: [],
      totalMs: 1,
    });
    expect(prune).toContain('Key <code>xxx');
    expectNoPiece(prune);
  });

  it('the whole summary, cut at half the runner limit when it is too big', () => {
    const half = MAX_SUMMARY_BYTES / 2;
    const text = fitSummary(`${'x'.repeat(half - 10)}${SECRET}${'y'.repeat(half + 10)}`);
    expect(text).toContain("_The summary was cut short to stay under the runner's 1 MiB limit._");
    expectNoPiece(text);
  });

  it('a listed key or token in a listing error (64), a cache key too long to name (80)', () => {
    expect(clip(straddling(64))).toMatch(/^x+\*\*\*y+…$/);
    expectNoPiece(clip(straddling(64)));
    const tooLong = () =>
      manifestName(
        { bucket: 'b', prefix: 'p/' },
        'refs/heads/main',
        'a'.repeat(64),
        straddling(2000),
      );
    expect(tooLong).toThrow(/is too long to name in the store/);
    try {
      tooLong();
    } catch (error) {
      expectNoPiece((error as Error).message);
    }
  });
});
