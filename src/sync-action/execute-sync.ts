import { withS3Session } from '../s3/with-s3-session.js';
import { runSync, syncRequestsInFlight, type SyncHooks } from '../sync/run-sync.js';
import type { SyncRequest } from '../sync/sync-request.js';
import { buildSyncReport, type SyncReport } from '../report/sync-report.js';

/**
 * What both front-ends do to run a sync: make its S3 session, run the job, and build its report,
 * which comes back also when the run failed part way. The caller prints or summarises it, then
 * reports the error once.
 */
export async function executeSync(
  request: SyncRequest,
  hooks: SyncHooks & { readonly signal: AbortSignal },
): Promise<{ report: SyncReport; error: Error | undefined }> {
  return withS3Session(
    { client: request.client, maxRequests: syncRequestsInFlight(request), signal: hooks.signal },
    async (session) => {
      const result = await runSync(request, session, hooks);
      return { report: buildSyncReport(request, result), error: result.error };
    },
  );
}
