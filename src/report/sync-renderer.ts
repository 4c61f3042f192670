import { formatCount, formatSize } from './format.js';
import { renderJobSummary } from './job-summary.js';
import { phaseNamed } from './phase-report.js';
import type { ReportRenderer } from './report-renderer.js';
import { renderReportTable } from './report-table.js';
import { stepOutputs } from './step-outputs.js';
import type { SyncReport } from './sync-report.js';
import { SyncPhase } from '../sync/sync-progress.js';

/** A sync's report, told in the step log, the outputs, the job summary and the CLI's table. */
export const syncRenderer: ReportRenderer<SyncReport> = {
  warnings(report) {
    // Never silently: paths compared by size and time for want of an MD5 are said once.
    const fallbacks = report.checksums?.fallbacks ?? 0;
    return fallbacks > 0
      ? [
          `${fallbacks} same-size objects were compared by size and time, not by content: their MD5 cannot be known without downloading them (multipart objects from another tool, SSE-KMS)`,
        ]
      : [];
  },
  logLines(report) {
    const c = report.counts;
    const listSeconds = phaseNamed(report.phases, SyncPhase.ListSource).seconds;
    return [
      `Listed ${formatCount(c.listed)} in ${listSeconds.toFixed(2)} s; transferred ${formatCount(c.transferred)} (${formatSize(c.bytesTransferred)}), ${formatCount(c.skipped)} unchanged, ${formatCount(c.deleted)} deleted, in ${report.totalSeconds.toFixed(2)} s.`,
    ];
  },
  outputs: stepOutputs,
  summary: renderJobSummary,
  text: renderReportTable,
};
