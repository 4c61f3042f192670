/**
 * The sync commands the transfer suite times: the aws-cli, tuned rclone and our CLI, each given
 * the same source and destination in its own spelling.
 */
import path from 'node:path';
import {
  awsSyncTool,
  ourSync,
  RCLONE_TUNING,
  rcloneSyncTool,
  type SyncTool,
} from './lib/sync-tools.js';
import type { Peers } from './lib/tools.js';

export function transferTools(peers: Peers, cli: string, baselineCli?: string): SyncTool[] {
  const tools: SyncTool[] = [];
  if (peers.aws) tools.push(awsSyncTool(peers.aws));
  if (peers.rclone) tools.push(rcloneSyncTool(peers.rclone, RCLONE_TUNING));
  tools.push(ourTool(cli));
  if (baselineCli) {
    // Another build of ours (a copy of dist/ taken before a change), in the same rounds: an A/B.
    tools.push({
      ...ourTool(baselineCli),
      id: 's3-sync-baseline',
      label: `s3-sync sync, the build in ${path.dirname(path.dirname(baselineCli))}`,
    });
  }
  return tools;
}

/** `s3-sync sync`, at its default concurrency or at a given one. */
export function ourTool(cli: string, concurrency?: number): SyncTool {
  return {
    id: concurrency === undefined ? 's3-sync' : `s3-sync-c${concurrency}`,
    label:
      concurrency === undefined
        ? 's3-sync sync (default concurrency)'
        : `s3-sync sync --concurrency ${concurrency}`,
    command: (s, d, endpoint) =>
      ourSync(
        { cli, flags: concurrency === undefined ? [] : ['--concurrency', String(concurrency)] },
        s,
        d,
        endpoint,
      ),
  };
}
