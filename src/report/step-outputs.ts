import { Outputs } from '../sync-action/constants.js';
import { describeKeyRange } from '../sync/key-range.js';
import { SyncPhase } from '../sync/sync-progress.js';
import { phaseNamed, phaseSecondsOutputs } from './phase-report.js';
import type { SyncReport } from './sync-report.js';

/** The step's outputs, by the names in action.yml (today's names: workflows read them). */
export function stepOutputs(report: SyncReport): Record<string, string> {
  const list = phaseNamed(report.phases, SyncPhase.ListSource);
  const transfer = phaseNamed(report.phases, SyncPhase.Transfer);
  return {
    [Outputs.ObjectsListed]: String(report.counts.listed),
    [Outputs.ObjectsTransferred]: String(report.counts.transferred),
    [Outputs.ObjectsSkipped]: String(report.counts.skipped),
    [Outputs.ObjectsDeleted]: String(report.counts.deleted),
    [Outputs.BytesTransferred]: String(report.counts.bytesTransferred),
    ...phaseSecondsOutputs(report.phases, {
      [SyncPhase.ListSource]: Outputs.ListSeconds,
      [SyncPhase.Transfer]: Outputs.TransferSeconds,
    }),
    [Outputs.KeyRange]: report.range ? describeKeyRange(report.range) : '',
    [Outputs.ChangedKeysFile]: report.changedKeys?.path ?? '',
    [Outputs.ChangedKeysCount]: String(report.changedKeys?.count ?? 0),
    [Outputs.TotalSeconds]: report.totalSeconds.toFixed(3),
    [Outputs.FirstTransferSeconds]:
      report.firstTransferSeconds === undefined ? '' : report.firstTransferSeconds.toFixed(3),
    [Outputs.KeysPerSecond]: String(
      list.seconds > 0 ? Math.round(report.counts.listed / list.seconds) : 0,
    ),
    [Outputs.BytesPerSecond]: String(
      transfer.seconds > 0 ? Math.round(report.counts.bytesTransferred / transfer.seconds) : 0,
    ),
  };
}
