/** The syncs the checksum suite (bench/checksum.ts) times, each tool in its own spelling. */
import {
  awsSyncTool,
  ourSync,
  RCLONE_TUNING,
  rcloneSyncTool,
  type SyncTool,
} from './lib/sync-tools.js';
import { findPeers } from './lib/tools.js';

export function toolsOf(cli: string, only: Set<string>): SyncTool[] {
  const peers = findPeers();
  const tools: SyncTool[] = [
    {
      id: 's3-sync',
      label: 's3-sync sync --checksum',
      command: (s, d, endpoint) => ourSync({ cli, flags: ['--checksum'] }, s, d, endpoint),
    },
  ];
  if (peers.aws) tools.push(awsSyncTool(peers.aws));
  if (peers.rclone) tools.push(rcloneSyncTool(peers.rclone, ['--checksum', ...RCLONE_TUNING]));
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}
