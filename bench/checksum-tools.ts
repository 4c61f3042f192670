/** The syncs the checksum suite (bench/checksum.ts) times, each tool in its own spelling. */
import { findPeers } from './lib/tools.js';
import { RCLONE_TUNING, type Place } from './transfer-tools.js';

export interface Tool {
  readonly id: string;
  readonly label: string;
  readonly command: (s: Place, d: Place, endpoint: string) => [string, string[]];
}

const awsSpelling = (p: Place) => (p.kind === 'local' ? p.dir : `s3://${p.bucket}/${p.prefix}`);
const rcloneSpelling = (p: Place) =>
  p.kind === 'local' ? p.dir : `rgw:${p.bucket}/${p.prefix.replace(/\/$/, '')}`;

export function toolsOf(cli: string, only: Set<string>): Tool[] {
  const peers = findPeers();
  const tools: Tool[] = [
    {
      id: 's3-sync',
      label: 's3-sync sync --checksum',
      command: (s, d, endpoint) => [
        process.execPath,
        [
          cli,
          'sync',
          awsSpelling(s),
          awsSpelling(d),
          '--checksum',
          '--quiet',
          '--endpoint-url',
          endpoint,
          '--report',
          'json',
        ],
      ],
    },
  ];
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
      label: `rclone sync --checksum ${RCLONE_TUNING.join(' ')}`,
      command: (s, d) => [
        rclone,
        ['sync', rcloneSpelling(s), rcloneSpelling(d), '--checksum', ...RCLONE_TUNING],
      ],
    });
  }
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}
