import { Outputs } from '../constants.js';
import type { SyncReport } from './sync-report.js';

/** The step's outputs, by the names in action.yml. */
export function stepOutputs(report: SyncReport): Record<string, string> {
  const listSeconds = report.phases.listSource.seconds;
  const transferSeconds = report.phases.transfer.seconds;
  return {
    [Outputs.ObjectsListed]: String(report.counts.listed),
    [Outputs.ObjectsTransferred]: String(report.counts.transferred),
    [Outputs.ObjectsSkipped]: String(report.counts.skipped),
    [Outputs.ObjectsDeleted]: String(report.counts.deleted),
    [Outputs.BytesTransferred]: String(report.counts.bytesTransferred),
    [Outputs.ListSeconds]: listSeconds.toFixed(3),
    [Outputs.TransferSeconds]: transferSeconds.toFixed(3),
    [Outputs.TotalSeconds]: report.totalSeconds.toFixed(3),
    [Outputs.FirstTransferSeconds]:
      report.firstTransferSeconds === undefined ? '' : report.firstTransferSeconds.toFixed(3),
    [Outputs.KeysPerSecond]: String(
      listSeconds > 0 ? Math.round(report.counts.listed / listSeconds) : 0,
    ),
    [Outputs.BytesPerSecond]: String(
      transferSeconds > 0 ? Math.round(report.counts.bytesTransferred / transferSeconds) : 0,
    ),
  };
}
