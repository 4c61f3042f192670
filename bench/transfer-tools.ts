/**
 * The sync commands the transfer suite times: the aws-cli, tuned rclone and our CLI, each given
 * the same source and destination in its own spelling.
 */
import path from 'node:path';
import type { Peers } from './lib/tools.js';

/** An S3 location or a local folder, spelled per tool. */
export type Place = { kind: 's3'; bucket: string; prefix: string } | { kind: 'local'; dir: string };

export interface TransferTool {
  readonly id: string;
  readonly label: string;
  readonly command: (source: Place, destination: Place, endpoint: string) => [string, string[]];
}

const s3Url = (p: { bucket: string; prefix: string }) => `s3://${p.bucket}/${p.prefix}`;
const awsSpelling = (p: Place) => (p.kind === 'local' ? p.dir : s3Url(p));
const rcloneSpelling = (p: Place) =>
  p.kind === 'local'
    ? p.dir
    : `rgw:${p.bucket}${p.prefix ? `/${p.prefix.replace(/\/$/, '')}` : ''}`;

export const RCLONE_TUNING = ['--transfers', '64', '--checkers', '64'];

export function transferTools(peers: Peers, cli: string, baselineCli?: string): TransferTool[] {
  const tools: TransferTool[] = [];
  if (peers.aws) {
    const aws = peers.aws;
    tools.push({
      id: 'aws',
      label: 'aws s3 sync',
      command: (s, d, endpoint) => [
        aws,
        [
          '--endpoint-url',
          endpoint,
          's3',
          'sync',
          awsSpelling(s),
          awsSpelling(d),
          '--only-show-errors',
        ],
      ],
    });
  }
  if (peers.rclone) {
    const rclone = peers.rclone;
    tools.push({
      id: 'rclone',
      label: 'rclone sync --transfers 64 --checkers 64',
      command: (s, d) => [rclone, ['sync', rcloneSpelling(s), rcloneSpelling(d), ...RCLONE_TUNING]],
    });
  }
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
export function ourTool(cli: string, concurrency?: number): TransferTool {
  return {
    id: concurrency === undefined ? 's3-sync' : `s3-sync-c${concurrency}`,
    label:
      concurrency === undefined
        ? 's3-sync sync (default concurrency)'
        : `s3-sync sync --concurrency ${concurrency}`,
    command: (s, d, endpoint) => [
      process.execPath,
      [
        cli,
        'sync',
        awsSpelling(s),
        awsSpelling(d),
        '--quiet',
        '--endpoint-url',
        endpoint,
        '--report',
        'json',
        ...(concurrency === undefined ? [] : ['--concurrency', String(concurrency)]),
      ],
    ],
  };
}
