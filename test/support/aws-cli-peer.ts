import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { testServer } from './s3.js';

// Debian's aws-cli as a peer for differential tests: its dry runs, parsed into operations.
// /usr/bin/aws on purpose: an `aws` earlier on PATH may be another install
// (/work/shared/notes/s3-servers.md), and it ignores AWS_ENDPOINT_URL, so the endpoint is
// passed with every call.

export const AWS_CLI = '/usr/bin/aws';

/** Why the differential tests cannot run here, or undefined when they can. */
export function awsCliMissing(): string | undefined {
  return existsSync(AWS_CLI) ? undefined : `${AWS_CLI} is not installed (apt-get install awscli)`;
}

/** One planned operation, named by the path relative to the destination's root. */
export interface DryRunOp {
  readonly op: 'download' | 'upload' | 'copy' | 'delete';
  readonly rel: string;
}

/** A sync's two ends as the operation lines print them: `s3://b/p/` or a local folder. */
export interface LineEnds {
  /** The destination root: `s3://bucket/prefix/`, or an absolute folder. */
  readonly destination: string;
  /** The folder a relative local path in a line is relative to (the process's working folder). */
  readonly cwd: string;
}

/**
 * `(dryrun) download: s3://b/p/k to dir/k` and `(dryrun) delete: dir/k` as operations; other
 * lines (warnings) are not operations and are left out. Names in the generated cases never
 * contain ` to `, so the last ` to ` splits a line.
 */
export function parseDryRunLines(lines: readonly string[], ends: LineEnds): DryRunOp[] {
  const ops: DryRunOp[] = [];
  for (const raw of lines) {
    const m = /^\(dryrun\) (download|upload|copy|delete): (.*)$/.exec(raw);
    if (!m) continue;
    const op = m[1] as DryRunOp['op'];
    const target = op === 'delete' ? m[2]! : m[2]!.slice(m[2]!.lastIndexOf(' to ') + 4);
    ops.push({ op, rel: relativeToRoot(target, ends) });
  }
  return ops.sort((a, b) => (keyOf(a) < keyOf(b) ? -1 : keyOf(a) > keyOf(b) ? 1 : 0));
}

export function keyOf(op: DryRunOp): string {
  return `${op.op} ${op.rel}`;
}

function relativeToRoot(target: string, ends: LineEnds): string {
  if (ends.destination.startsWith('s3://')) {
    if (!target.startsWith(ends.destination))
      throw new Error(`a line names ${target}, outside ${ends.destination}`);
    return target.slice(ends.destination.length);
  }
  const rel = path.relative(ends.destination, path.resolve(ends.cwd, target));
  // path.resolve drops a trailing `/`, which is part of a key such as `c.md/`.
  return rel.split(path.sep).join('/') + (target.endsWith('/') ? '/' : '');
}

/** `aws s3 sync SRC DST --dryrun ...flags` against the test server: its stdout lines. */
export async function awsDryRun(
  source: string,
  destination: string,
  flags: readonly string[],
  cwd: string,
): Promise<{ lines: string[]; stderr: string }> {
  const server = testServer();
  const args = ['s3', 'sync', source, destination, '--dryrun', '--no-progress', ...flags];
  const { stdout, stderr } = await promisify(execFile)(
    AWS_CLI,
    [...args, '--endpoint-url', server.endpoint],
    {
      cwd,
      env: {
        PATH: process.env.PATH,
        HOME: cwd,
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        AWS_DEFAULT_REGION: server.region,
        AWS_EC2_METADATA_DISABLED: 'true',
        AWS_PAGER: '',
        AWS_CONFIG_FILE: '/dev/null',
        AWS_SHARED_CREDENTIALS_FILE: '/dev/null',
        LANG: 'C.UTF-8',
        PYTHONIOENCODING: 'utf-8',
      },
      maxBuffer: 16 * 1024 * 1024,
    },
  );
  return { lines: stdout.split('\n').filter((l) => l !== ''), stderr };
}
