import { buildReport, type SyncReport } from '../report/sync-report.js';
import { formatS3Url } from '../s3/location.js';
import { createS3Session } from '../s3/s3-session.js';
import { newRunState, runSync, syncRequestsInFlight, type SyncHooks } from './run-sync.js';
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
  const session = createS3Session({
    client: request.client,
    maxRequests: syncRequestsInFlight(request),
    signal: hooks.signal,
  });
  try {
    direction = (await runSync(request, session, hooks, state)).direction;
  } catch (caught) {
    error = caught instanceof Error ? caught : new Error(String(caught));
  } finally {
    session.close();
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
  });
  return { report, error };
}
