/**
 * The commands the client-CPU suite times: for each workload, ours (`s3-sync`), rclone and the
 * aws-cli, each given the same source and destination in its own spelling. A tool that has no
 * way to do a workload (the aws-cli has no `--checksum`) has no command for it.
 */
import type { Peers } from './lib/tools.js';
import {
  awsSync,
  ourSync,
  RCLONE_LARGE_TUNING,
  RCLONE_TUNING,
  rcloneSync,
  type Place,
} from './lib/sync-tools.js';

export const CPU_WORKLOADS = [
  'start',
  'download',
  'again',
  'checksum-down',
  'upload',
  'checksum-up',
  'copy',
  'list',
  'large-down',
  'large-up',
  'restore',
] as const;
export type CpuWorkload = (typeof CPU_WORKLOADS)[number];

export const CPU_WORKLOAD_LABELS: Record<CpuWorkload, string> = {
  start: 'a sync of an empty prefix into an empty folder: the fixed cost of one run',
  download: 'download into an empty folder',
  again: 'the same download sync again (nothing to do)',
  'checksum-down': '`--checksum` download sync, every local file newer, none changed',
  upload: 'upload into an empty prefix',
  'checksum-up': '`--checksum` upload sync, every local file newer, none changed',
  copy: 'S3-to-S3 sync into an empty prefix',
  list: 'recursive listing',
  'large-down': 'download of large objects',
  'large-up': 'upload of large files',
  restore: 'cache restore into an empty folder',
};

/** Per-unit figures: per 1,000 objects, or per GiB for the large workloads. */
export const isLarge = (w: CpuWorkload) => w === 'large-down' || w === 'large-up';

export interface CpuTool {
  /** `s3-sync`, `rclone`, `aws`, or `s3-sync-<variant>` for a swept setting of ours. */
  readonly id: string;
  /** The command line for a transfer, or undefined when the tool cannot do it. */
  readonly sync: (
    workload: CpuWorkload,
    source: Place,
    destination: Place,
    endpoint: string,
  ) => [string, string[]] | undefined;
  readonly list: ((bucket: string, endpoint: string) => [string, string[]]) | undefined;
  readonly label: (workload: CpuWorkload) => string;
  /** A swept setting that only the listing (or only transfers) reads. */
  readonly only?: 'list' | 'transfers';
}

const isChecksum = (w: CpuWorkload) => w === 'checksum-down' || w === 'checksum-up';
const checksumFlag = (w: CpuWorkload) => (isChecksum(w) ? ['--checksum'] : []);

/**
 * Ours; `node` may carry flags (`--cpu-prof`) and `cli` may be another build (the profile's
 * unbundled one); `extra` are flags of ours for every transfer (a swept setting).
 */
export function ourCpuTool(
  cli: string,
  options: {
    id?: string;
    nodeFlags?: (workload: CpuWorkload) => string[];
    extra?: string[];
    listExtra?: string[];
  } = {},
): CpuTool {
  const node = (w: CpuWorkload) => [...(options.nodeFlags?.(w) ?? []), cli];
  const extra = options.extra ?? [];
  return {
    id: options.id ?? 's3-sync',
    label: (w) =>
      w === 'list'
        ? `s3-sync ls --recursive ${(options.listExtra ?? []).join(' ')}`.trim()
        : `s3-sync sync ${isChecksum(w) ? '--checksum ' : ''}${extra.join(' ')}`.trim(),
    sync: (w, s, d, endpoint) =>
      ourSync(
        { cli, nodeFlags: options.nodeFlags?.(w), flags: [...checksumFlag(w), ...extra] },
        s,
        d,
        endpoint,
      ),
    list: (bucket, endpoint) => [
      process.execPath,
      [
        ...node('list'),
        'ls',
        `s3://${bucket}`,
        '--recursive',
        '--endpoint-url',
        endpoint,
        ...(options.listExtra ?? []),
      ],
    ],
  };
}

function rcloneCpuTool(rclone: string): CpuTool {
  const tuning = (w: CpuWorkload) => (isLarge(w) ? RCLONE_LARGE_TUNING : RCLONE_TUNING);
  return {
    id: 'rclone',
    label: (w) =>
      w === 'list'
        ? 'rclone lsf -R'
        : `rclone sync ${isChecksum(w) ? '--checksum ' : ''}${tuning(w).join(' ')}`,
    sync: (w, s, d) => rcloneSync(rclone, s, d, [...checksumFlag(w), ...tuning(w)]),
    list: (bucket) => [rclone, ['lsf', '-R', `rgw:${bucket}`]],
  };
}

function awsCpuTool(aws: string): CpuTool {
  return {
    id: 'aws',
    label: (w) => (w === 'list' ? 'aws s3 ls --recursive' : 'aws s3 sync'),
    sync: (w, s, d, endpoint) => (isChecksum(w) ? undefined : awsSync(aws, s, d, endpoint)),
    list: (bucket, endpoint) => [
      aws,
      ['--endpoint-url', endpoint, 's3', 'ls', '--recursive', `s3://${bucket}/`],
    ],
  };
}

export function cpuTools(peers: Peers, cli: string, only: ReadonlySet<string>): CpuTool[] {
  const tools = [ourCpuTool(cli)];
  if (peers.rclone) tools.push(rcloneCpuTool(peers.rclone));
  if (peers.aws) tools.push(awsCpuTool(peers.aws));
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}

/**
 * Settings of ours swept beside the default: `c32` is `--concurrency 32`, `l4` is
 * `--list-concurrency 4` (for the listing only).
 */
export function ourVariants(cli: string, spec: string): CpuTool[] {
  return spec
    .split(',')
    .filter(Boolean)
    .map((variant) => {
      const match = /^(c|l)(\d+)$/.exec(variant);
      if (!match) {
        throw new Error(
          `--variants: "${variant}" is neither cN (--concurrency N) nor lN (--list-concurrency N)`,
        );
      }
      const flag = match[1] === 'c' ? '--concurrency' : '--list-concurrency';
      const id = `s3-sync-${variant}`;
      return match[1] === 'c'
        ? { ...ourCpuTool(cli, { id, extra: [flag, match[2]!] }), only: 'transfers' as const }
        : { ...ourCpuTool(cli, { id, listExtra: [flag, match[2]!] }), only: 'list' as const };
    });
}
