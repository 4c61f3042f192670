/**
 * How each tool the suites compare spells one sync: the aws-cli, rclone and our CLI, given the
 * same source and destination, each in its own spelling. The transfer, large, checksum and
 * client-CPU suites build their tools from these, so a fix to a spelling reaches them all.
 */

/** An S3 location or a local folder, spelled per tool. */
export type Place = { kind: 's3'; bucket: string; prefix: string } | { kind: 'local'; dir: string };

/** A sync a suite times: its command line for a source, a destination and the endpoint. */
export interface SyncTool {
  readonly id: string;
  readonly label: string;
  readonly command: (source: Place, destination: Place, endpoint: string) => [string, string[]];
}

/** rclone tuned for many small objects, as the suites compare it. */
export const RCLONE_TUNING = ['--transfers', '64', '--checkers', '64'];

/**
 * rclone as the large-objects issue compares it: 4 transfers, 8 streams per file (rclone 1.60
 * streams only files above its 250M multi-thread cutoff).
 */
export const RCLONE_LARGE_TUNING = ['--transfers', '4', '--multi-thread-streams', '8'];

/** `s3://bucket/prefix`, as the aws-cli and our CLI name a place in S3. */
export const awsSpelling = (p: Place) =>
  p.kind === 'local' ? p.dir : `s3://${p.bucket}/${p.prefix}`;

/** `rgw:bucket/prefix` (the remote the suites configure for rclone), with no trailing slash. */
export const rcloneSpelling = (p: Place) =>
  p.kind === 'local'
    ? p.dir
    : `rgw:${p.bucket}${p.prefix ? `/${p.prefix.replace(/\/$/, '')}` : ''}`;

/** `aws s3 sync`, showing only errors. */
export function awsSync(aws: string, s: Place, d: Place, endpoint: string): [string, string[]] {
  return [
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
  ];
}

/** `rclone sync` with `flags` (rclone finds the endpoint in its remote's configuration). */
export function rcloneSync(
  rclone: string,
  s: Place,
  d: Place,
  flags: readonly string[],
): [string, string[]] {
  return [rclone, ['sync', rcloneSpelling(s), rcloneSpelling(d), ...flags]];
}

/** How our CLI is run: which build, node's own flags (`--cpu-prof`), and flags of ours. */
export interface OurRun {
  readonly cli: string;
  readonly nodeFlags?: readonly string[];
  readonly flags?: readonly string[];
}

/** `s3-sync sync`, quiet, with its JSON report (the suites read its timings), then `run.flags`. */
export function ourSync(run: OurRun, s: Place, d: Place, endpoint: string): [string, string[]] {
  return [
    process.execPath,
    [
      ...(run.nodeFlags ?? []),
      run.cli,
      'sync',
      awsSpelling(s),
      awsSpelling(d),
      '--quiet',
      '--endpoint-url',
      endpoint,
      '--report',
      'json',
      ...(run.flags ?? []),
    ],
  ];
}

/** `aws s3 sync` as a tool. */
export function awsSyncTool(aws: string): SyncTool {
  return {
    id: 'aws',
    label: 'aws s3 sync',
    command: (s, d, endpoint) => awsSync(aws, s, d, endpoint),
  };
}

/** `rclone sync` with `flags` as a tool. */
export function rcloneSyncTool(rclone: string, flags: readonly string[]): SyncTool {
  return {
    id: 'rclone',
    label: `rclone sync ${flags.join(' ')}`,
    command: (s, d) => rcloneSync(rclone, s, d, flags),
  };
}
