import { readdirSync, rmSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { isPidAlive } from '../pid-alive.js';
import { downloadTempName, downloadTempPid, isDownloadTempName } from './temp-names.js';

/**
 * A download's temporary files: their names (`temp-names.ts`, with the pid), the sweep of dead
 * runs' leftovers that the sync's local walk finds, and the removal of our own on a signal. A
 * download writes `.NAME.PID-N.s3sync-tmp` beside its target and renames it over the target when
 * whole (`land-file.ts`).
 */

/** A dead run's file is removed once it has been still this long (a file in use is written to). */
const DEAD_RUN_MIN_AGE_MS = 5_000;
/** Whatever the pid says (pids are reused, and mean nothing on another host), this old is dead. */
const ANY_RUN_MAX_AGE_MS = 24 * 60 * 60 * 1000;

/** Unique by process and counter: another process's names never clash, its pid differs. */
let nextTemp = 0;
/** Folders this process has made temporary files in, for the cleanup on a signal. */
const ownFolders = new Set<string>();

/** The temporary name for a download to `targetPath`, in the same folder (so rename is atomic). */
export function tempPathFor(targetPath: string): string {
  const dir = path.dirname(targetPath);
  ownFolders.add(dir);
  return path.join(dir, downloadTempName(path.basename(targetPath), nextTemp++));
}

/** A temporary file some run left, as the walk found it. */
export interface TempFile {
  readonly path: string;
  readonly size: number;
  readonly mtimeMs: number;
}

/** True when the file's run is over: its pid is not alive here and it is still, or it is old. */
export function isLeftover(file: TempFile, nowMs = Date.now()): boolean {
  const pid = Number(downloadTempPid(path.basename(file.path)));
  const ageMs = nowMs - file.mtimeMs;
  if (ageMs >= ANY_RUN_MAX_AGE_MS) return true;
  if (!Number.isSafeInteger(pid) || pid === process.pid) return false;
  return ageMs >= DEAD_RUN_MIN_AGE_MS && !isPidAlive(pid);
}

/** Removes the leftovers a walk reports, and counts them. */
export class LeftoverSweeper {
  files = 0;
  bytes = 0;
  private readonly pending: Array<Promise<void>> = [];

  constructor(private readonly onError: (file: TempFile, error: Error) => void = () => {}) {}

  /** Called by the walk for every temporary file it meets; removes it if its run is dead. */
  readonly offer = (file: TempFile): void => {
    if (!isLeftover(file)) return;
    this.pending.push(
      rm(file.path).then(
        () => {
          this.files++;
          this.bytes += file.size;
        },
        (error: Error) => {
          if ((error as { code?: string }).code !== 'ENOENT') this.onError(file, error);
        },
      ),
    );
  };

  async settle(): Promise<void> {
    await Promise.all(this.pending);
  }
}

/**
 * Removes this process's own temporary files, synchronously: for a run stopped by a signal,
 * which may not get back to its own cleanup before the runner's SIGKILL.
 */
export function removeOwnTempFiles(): number {
  let removed = 0;
  const own = `.${process.pid}-`;
  for (const dir of ownFolders) {
    let names: string[];
    try {
      names = readdirSync(dir);
    } catch {
      continue;
    }
    for (const name of names) {
      if (!isDownloadTempName(name) || !name.includes(own)) continue;
      if (downloadTempPid(name) !== process.pid) continue;
      rmSync(path.join(dir, name), { force: true });
      removed++;
    }
  }
  return removed;
}
