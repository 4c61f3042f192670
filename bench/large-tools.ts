/** The object sets the large suite (bench/large.ts) moves, and the tools that move them. */
import path from 'node:path';
import { MB } from './large-summary.js';
import type { SeedSpec } from './lib/buckets.js';
import type { Peers } from './lib/tools.js';
import {
  awsSyncTool,
  RCLONE_LARGE_TUNING,
  RCLONE_TUNING,
  rcloneSyncTool,
  type SyncTool,
} from './lib/sync-tools.js';
import { ourTool } from './transfer-tools.js';
import { transferSeedSpec } from './transfer.js';

/** One set of objects the suite moves. */
export interface ObjectSet {
  readonly id: string;
  readonly spec: SeedSpec;
  readonly small: boolean;
}

export function objectSets(scale: number): ObjectSet[] {
  const bytes = (n: number) => Math.max(1, Math.round(n * scale));
  const large = (id: string, count: number, size: number): ObjectSet => ({
    id,
    small: false,
    spec: {
      bucket: `bench-large-${id}-${size}`,
      count,
      key: (i) => `large/object-${i}.bin`,
      bodyBytes: size,
    },
  });
  return [
    large('2x200mb', 2, bytes(200 * MB)),
    large('1x1gb', 1, bytes(1000 * MB)),
    { id: `${bytes(20_000)}x1kib`, small: true, spec: transferSeedSpec(bytes(20_000)) },
  ];
}

/** Which tools a run compares: ours (and the build before, when named), and the peers found. */
export interface ToolChoice {
  readonly peers: Peers;
  readonly cli: string;
  /** The tools asked for by id; all when empty. */
  readonly only: ReadonlySet<string>;
  /** A copy of dist/ made before a change, or '' for none. */
  readonly baseline: string;
}

export function toolsFor(set: ObjectSet, { peers, cli, only, baseline }: ToolChoice): SyncTool[] {
  const tools = [ourTool(cli)];
  // Another build of ours (a copy of dist/ made before a change), for A/B runs in one suite.
  if (baseline)
    tools.push({
      ...ourTool(path.resolve(baseline, 'cli', 'index.js')),
      id: 's3-sync-before',
      label: `s3-sync sync, the build in ${baseline}`,
    });
  if (peers.rclone)
    tools.push(rcloneSyncTool(peers.rclone, set.small ? RCLONE_TUNING : RCLONE_LARGE_TUNING));
  if (peers.aws) tools.push(awsSyncTool(peers.aws));
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}

/** Ours with ranges from `mib` MiB: a point of the cut-over's sweep. */
export function cutoffTool(cli: string, mib: number): SyncTool {
  const base = ourTool(cli);
  return {
    id: `s3-sync-from${mib}`,
    label: `s3-sync sync, ranges from ${mib} MiB`,
    command: (s, d, endpoint) => {
      const [command, args] = base.command(s, d, endpoint);
      const env = [`S3_SYNC_STREAM_CUTOFF_MIB=${mib}`];
      return ['/usr/bin/env', [...env, command, ...args]];
    },
  };
}
