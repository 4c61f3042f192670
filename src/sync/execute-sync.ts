import { buildReport, type SyncReport } from '../report/sync-report.js';
import { formatS3Url } from '../s3/location.js';
import { newRunState, runSync, type SyncHooks } from './run-sync.js';
import type { Endpoint, SyncRequest } from './sync-request.js';

export function describeEndpoint(endpoint: Endpoint): string {
  return endpoint.kind === 's3' ? formatS3Url(endpoint.location) : endpoint.path;
}

/**
 * Runs the engine and always comes back with a report, also when the run failed part way:
 * the caller prints or summarises it, then reports the error once.
 */
export async function executeSync(
  request: SyncRequest,
  hooks: SyncHooks,
): Promise<{ report: SyncReport; error: Error | undefined }> {
  const state = newRunState();
  let error: Error | undefined;
  let direction =
    request.source.kind === 'local'
      ? 'upload'
      : request.destination.kind === 'local'
        ? 'download'
        : 'copy';
  try {
    direction = (await runSync(request, hooks, state)).direction;
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
  }
  const report = buildReport({
    source: describeEndpoint(request.source),
    destination: describeEndpoint(request.destination),
    mode: request.mode,
    direction,
    lister: request.source.kind === 's3' ? request.lister : 'local walk',
    dryrun: request.dryrun,
    timings: state.timings,
    sourceList: state.sourceList,
    failures: state.failures,
    largeTransfers: state.largeTransfers,
  });
  return { report, error };
}
