import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

const run = promisify(execFile);
const script = path.resolve(import.meta.dirname, '../scripts/s3-server');

/** Parses the `export NAME=value` lines that `scripts/s3-server env` prints. */
function parseEnv(text: string): Record<string, string> {
  const env: Record<string, string> = {};
  for (const match of text.matchAll(/^export ([A-Z0-9_]+)=(.*)$/gm)) env[match[1]!] = match[2]!;
  return env;
}

/**
 * Starts the local RGW once per run, unless S3_ENDPOINT names a server or the local one is
 * already up. The teardown stops only a server this setup started. If the server cannot start,
 * the run fails: integration tests never skip silently.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  let startedHere = false;
  let env: Record<string, string>;
  if (process.env.S3_ENDPOINT) {
    const { S3_ENDPOINT, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY } = process.env;
    if (!S3_ACCESS_KEY_ID || !S3_SECRET_ACCESS_KEY) {
      throw new Error(
        `S3_ENDPOINT is set to ${S3_ENDPOINT}, so S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set too`,
      );
    }
    env = { ...process.env } as Record<string, string>;
  } else {
    // A server that is already up (a developer's, or a benchmark's with its seeded buckets) is
    // reused and left running.
    const alreadyUp = await run(script, ['status']).then(
      () => true,
      () => false,
    );
    try {
      const { stdout } = await run(script, ['start'], { maxBuffer: 1 << 20 });
      env = parseEnv(stdout);
      startedHere = !alreadyUp;
    } catch (error) {
      const stderr = (error as { stderr?: string }).stderr ?? '';
      throw new Error(`The local S3 server (Ceph RGW) could not start:\n${stderr}`, {
        cause: error,
      });
    }
  }
  for (const name of [
    'S3_ENDPOINT',
    'S3_REGION',
    'S3_ACCESS_KEY_ID',
    'S3_SECRET_ACCESS_KEY',
    'S3_OTHER_ACCESS_KEY_ID',
    'S3_OTHER_SECRET_ACCESS_KEY',
  ]) {
    if (env[name] !== undefined) project.provide(name as keyof ProvidedEnv, env[name]);
  }
  return async () => {
    if (startedHere) await run(script, ['stop']);
  };
}

type ProvidedEnv = {
  S3_ENDPOINT: string;
  S3_REGION: string;
  S3_ACCESS_KEY_ID: string;
  S3_SECRET_ACCESS_KEY: string;
  S3_OTHER_ACCESS_KEY_ID: string;
  S3_OTHER_SECRET_ACCESS_KEY: string;
};

declare module 'vitest' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface ProvidedContext extends ProvidedEnv {}
}
