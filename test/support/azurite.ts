import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/** Azurite's well-known development account (public, documented by Microsoft). */
export const AZURITE_ACCOUNT = 'devstoreaccount1';
export const AZURITE_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

export interface Azurite {
  /** The account's blob endpoint, e.g. http://127.0.0.1:40965/devstoreaccount1 */
  readonly accountUrl: string;
  stop(): Promise<void>;
}

const STARTUP_TIMEOUT_MS = 30_000;

/**
 * Starts Azurite's blob service (the Azure Storage emulator) on 127.0.0.1, on a free port, with
 * an in-memory store and no telemetry; the caller stops it.
 */
export async function startAzurite(): Promise<Azurite> {
  const main = createRequire(import.meta.url).resolve('azurite/dist/src/blob/main.js');
  // Azurite writes nothing with in-memory persistence, but runs in a scratch folder anyway.
  const cwd = await mkdtemp(path.join(os.tmpdir(), 'azurite-'));
  const child: ChildProcess = spawn(
    process.execPath,
    [
      main,
      '--blobHost',
      '127.0.0.1',
      '--blobPort',
      '0',
      '--inMemoryPersistence',
      '--disableTelemetry',
      '--skipApiVersionCheck',
    ],
    { cwd, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let log = '';
  const url = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill();
      reject(new Error(`Azurite did not start within ${STARTUP_TIMEOUT_MS} ms:\n${log}`));
    }, STARTUP_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log += chunk.toString();
      const match = /successfully listens on (http:\/\/[^\s]+)/.exec(log);
      if (match) {
        clearTimeout(timer);
        resolve(match[1]!.replace(/\/$/, ''));
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Azurite exited (${code}) before it listened:\n${log}`));
    });
  });
  return {
    accountUrl: `${url}/${AZURITE_ACCOUNT}`,
    async stop() {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
      await rm(cwd, { recursive: true, force: true });
    },
  };
}
