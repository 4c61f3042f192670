import { describe, expect, it } from 'vitest';
import { renderReportTable } from '../../src/report/report-table.js';
import { buildSyncReport } from '../../src/report/sync-report.js';
import { renderJobSummary } from '../../src/report/job-summary.js';
import { largeTransfersReport } from '../../src/report/large-transfers.js';
import { newSyncProgress } from '../../src/sync/sync-progress.js';

const report = (largeTransfers?: Parameters<typeof largeTransfersReport>[0]) =>
  buildSyncReport(
    {
      source: { kind: 's3', location: { bucket: 'bucket', prefix: '' } },
      destination: { kind: 'local', path: 'out' },
      mode: 'sync',
      lister: 'threaded',
      dryrun: false,
    },
    {
      progress: newSyncProgress(),
      direction: 'download',
      sourceList: undefined,
      failures: [],
      largeTransfers,
    },
  );

describe('large transfers in the report', () => {
  it('gives MB/s and client CPU per MB from the meter', () => {
    expect(largeTransfersReport({ objects: 2, bytes: 400e6, seconds: 2, cpuSeconds: 1.2 })).toEqual(
      {
        objects: 2,
        bytes: 400e6,
        seconds: 2,
        megabytesPerSecond: 200,
        cpuMsPerMegabyte: 3,
      },
    );
  });

  it('a run with no large object has no such figures, and the CLI and summary say nothing of them', () => {
    const none = report({ objects: 0, bytes: 0, seconds: 0, cpuSeconds: 0 });
    expect(none.largeTransfers).toBeUndefined();
    expect(renderReportTable(none)).not.toContain('Large objects');
    expect(renderJobSummary(none, undefined)).not.toContain('Large objects');
  });

  it('a run with large objects shows them in the CLI table and the job summary', () => {
    const some = report({ objects: 1, bytes: 1e9, seconds: 4, cpuSeconds: 2 });
    const sentence =
      'Large objects: 1 object (953.7 MiB) at 238.4 MiB/s, 2.10 ms of client CPU per MiB.';
    expect(renderReportTable(some)).toContain(sentence);
    expect(renderJobSummary(some, undefined)).toContain(sentence);
  });
});
