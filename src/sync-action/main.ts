import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as core from '@actions/core';
import { abortOnSignals, jobCancelled } from '../interrupt.js';
import { removeOwnTempFiles } from '../transfer/temp-files.js';
import { oneLogLine } from '../report/format.js';
import { ProgressMeter, progressEveryMs } from '../progress/progress-meter.js';
import { syncReading } from '../progress/progress-sources.js';
import type { SyncProgress } from '../sync/sync-progress.js';
import {
  guardActionOutput,
  logProxy,
  maskSecrets,
  publishReport,
  writeStepSummary,
} from '../report/publish-report.js';
import type { SyncReport } from '../report/sync-report.js';
import { nameForAction, readSettings } from './settings.js';
import { executeSync } from './execute-sync.js';
import { syncRenderer } from '../report/sync-renderer.js';
import { emptySourceOutcome } from '../options/if-no-files-found.js';

/** The action: settings, the engine, outputs; the summary in `finally`; the only setFailed. */
export async function run(): Promise<void> {
  guardActionOutput();
  const controller = new AbortController();
  const signals = abortOnSignals(controller, removeOwnTempFiles, jobCancelled);
  let report: SyncReport | undefined;
  let failure: Error | undefined;
  let writeSummary = true;
  try {
    const settings = readSettings((name) => core.getInput(name));
    writeSummary = settings.summary;
    maskSecrets(settings.secrets);
    logProxy(settings.client.proxy);
    let meter: ProgressMeter | undefined;
    const result = await core.group(
      `${settings.mode} ${settings.source.kind === 's3' ? 's3' : 'local'} → ${settings.destination.kind === 's3' ? 's3' : 'local'}`,
      () =>
        executeSync(
          { ...settings, changedKeysPath: changedKeysFile() },
          {
            signal: controller.signal,
            // Lines hold keys, which are untrusted: a newline in a key must not start a workflow
            // command, and core.info (unlike core.debug) writes its text as it is.
            onLine:
              settings.dryrun && settings.log.dryrunLines
                ? (line) => core.info(oneLogLine(line))
                : (line) => core.debug(oneLogLine(line)),
            onWarning: (message) => core.warning(message),
            onDebug: (message) => core.debug(message),
            // The progress module's line (files, bytes on the wire, %, rate, ETA) each second,
            // and its totals line at the end; none with --quiet, --only-show-errors or
            // --no-progress in `args`.
            onStart: (progress) => {
              if (settings.log.progressLines) meter = logSyncProgress(progress);
            },
          },
        ).finally(() => meter?.stop()),
    );
    report = result.report;
    publishReport(syncRenderer, report);
    if (result.error) throw nameForAction(result.error);
    const empty = emptySourceOutcome(report, settings.source, settings.ifNoFilesFound, 'action');
    if (empty.warning) core.warning(empty.warning);
    if (empty.error) throw empty.error;
  } catch (error) {
    failure = error instanceof Error ? error : new Error(String(error));
    core.setFailed(failure.message);
  } finally {
    signals.dispose();
    if (signals.stoppedBy) removeOwnTempFiles();
    const done = report;
    if (done && writeSummary) await writeStepSummary(() => syncRenderer.summary(done, failure));
  }
}

/** The step's progress in its log: a line each interval (S3_SYNC_PROGRESS_INTERVAL_MS). */
function logSyncProgress(progress: SyncProgress): ProgressMeter {
  return new ProgressMeter({
    read: () => syncReading(progress),
    style: 'log',
    everyMs: progressEveryMs(process.env, 'log'),
    write: (line) => core.info(line),
  }).start();
}

/** Where the step lists the keys it wrote or deleted: a new file in RUNNER_TEMP, one per step. */
function changedKeysFile(): string {
  const folder = process.env.RUNNER_TEMP || tmpdir();
  return path.join(folder, `s3-sync-changed-keys-${process.pid}-${randomUUID()}.jsonl`);
}
