/**
 * Finds the S3 server the benchmarks run against: the one S3_ENDPOINT names, or else the local
 * Ceph RGW from `scripts/s3-server start` (which reuses a running one). A server this code did
 * not start is never stopped; one it started is left running too, so its seeded buckets are
 * reused by the next run (stop it with `scripts/s3-server stop`).
 */
import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { S3Client } from '@aws-sdk/client-s3';

export interface BenchServer {
  readonly endpoint: string;
  readonly region: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  /** How the endpoint was found, for the report. */
  readonly origin: string;
}

export const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

function fromEnv(env: NodeJS.ProcessEnv, origin: string): BenchServer {
  const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = env;
  if (!S3_ENDPOINT || !S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
    throw new Error(
      'S3_ENDPOINT is set but S3_ACCESS_KEY_ID or S3_SECRET_ACCESS_KEY is not; ' +
        'run `eval "$(scripts/s3-server env)"` or unset S3_ENDPOINT',
    );
  }
  return {
    endpoint: S3_ENDPOINT.replace(/\/+$/, ''),
    region: env.S3_REGION || 'us-east-1',
    accessKeyId: S3_ACCESS_KEY_ID,
    secretAccessKey: S3_SECRET_ACCESS_KEY,
    origin,
  };
}

/** Parses the `export NAME=value` lines that `scripts/s3-server start|env` prints. */
function parseExports(text: string): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const line of text.split('\n')) {
    const match = /^export ([A-Z0-9_]+)=['"]?(.*?)['"]?$/.exec(line.trim());
    if (match) env[match[1]!] = match[2]!;
  }
  return env;
}

export function findServer(): BenchServer {
  if (process.env.S3_ENDPOINT)
    return fromEnv(process.env, `S3_ENDPOINT=${process.env.S3_ENDPOINT}`);
  console.log('S3_ENDPOINT is unset: running scripts/s3-server start (reuses a running RGW)');
  const out = execFileSync('bash', [`${REPO_ROOT}scripts/s3-server`, 'start'], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const server = fromEnv(parseExports(out), 'scripts/s3-server start');
  console.log(
    `RGW at ${server.endpoint}; it is left running afterwards (stop it: scripts/s3-server stop)`,
  );
  return server;
}

export function adminClient(server: BenchServer, endpoint = server.endpoint): S3Client {
  return new S3Client({
    endpoint,
    region: server.region,
    forcePathStyle: true,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** The environment every tool under test gets: credentials, region, and no stray config. */
export function toolEnv(server: BenchServer): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    AWS_ACCESS_KEY_ID: server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
    AWS_DEFAULT_REGION: server.region,
    AWS_REGION: server.region,
    AWS_EC2_METADATA_DISABLED: 'true',
    AWS_PAGER: '',
    NODE_NO_WARNINGS: '1',
    // rclone 1.60 fails at once with "LoadCustomCABundleError" when this is set.
    AWS_CA_BUNDLE: undefined,
    AWS_PROFILE: undefined,
    AWS_SESSION_TOKEN: undefined,
    AWS_ENDPOINT_URL: undefined,
    AWS_ENDPOINT_URL_S3: undefined,
  };
  for (const name of Object.keys(env)) {
    if (env[name] === undefined || name.startsWith('RCLONE_CONFIG_')) delete env[name];
  }
  const rc = 'RCLONE_CONFIG_RGW_';
  Object.assign(env, {
    [`${rc}TYPE`]: 's3',
    [`${rc}PROVIDER`]: 'Ceph',
    [`${rc}ENDPOINT`]: server.endpoint,
    [`${rc}ACCESS_KEY_ID`]: server.accessKeyId,
    [`${rc}SECRET_ACCESS_KEY`]: server.secretAccessKey,
    [`${rc}REGION`]: server.region,
    RCLONE_CONFIG: '/dev/null',
  });
  return env;
}

/** With another endpoint (the shaping proxy) for the rclone remote. */
export function withRcloneEndpoint(env: NodeJS.ProcessEnv, endpoint: string): NodeJS.ProcessEnv {
  return { ...env, RCLONE_CONFIG_RGW_ENDPOINT: endpoint };
}
