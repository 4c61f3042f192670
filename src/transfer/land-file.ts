import {
  closeSync,
  fchmodSync,
  futimesSync,
  openSync,
  renameSync,
  rmSync,
  writeSync,
  type TimeLike,
} from 'node:fs';
import { rename, rm, utimes } from 'node:fs/promises';

/**
 * The one way a file lands, for the sync's downloads and the cache's restore alike: written
 * under a temporary name (`temp-names.ts`) that did not exist (`wx`, so nothing of anyone
 * else's is ever written through), given its mode and times, then renamed into place, so that
 * nothing is ever seen under the final name before it is whole; on any failure the temporary
 * file is removed. The synchronous forms serve the cache's workers and small downloads (a few
 * blocking calls cost less than as many round trips through libuv's thread pool); each is the
 * fewest system calls its step needs (open, writes, futimes, close), since a restore lands about
 * 50,000 files with them.
 */

/** A new file's mode when none is given: open(2)'s, which the umask then narrows. */
export const NEW_FILE_MODE = 0o666;

/** Writes every byte of `bytes` at the file's current position. */
export function writeAll(fd: number, bytes: Uint8Array): void {
  for (let at = 0; at < bytes.length;) at += writeSync(fd, bytes, at, bytes.length - at);
}

/**
 * Creates `temp` (an error if it exists) with `mode`, less the umask (open(2) applies it: no
 * chmod), fills it by `write` (which may throw to refuse it) or with the bytes given, and stamps
 * its times; `temp` is removed if any of that fails. The rename into place is the caller's, now
 * (landFileSync) or once a whole restore is checked (the cache's commit). Bytes rather than a
 * function spare a restore's workers a closure per file.
 */
export function writeTempSync(
  temp: string,
  mode: number,
  mtime: TimeLike,
  write: ((fd: number) => void) | Uint8Array,
): void {
  const fd = openSync(temp, 'wx', mode);
  try {
    if (typeof write === 'function') write(fd);
    else writeAll(fd, write);
    futimesSync(fd, mtime, mtime);
  } catch (error) {
    closeSync(fd);
    rmSync(temp, { force: true });
    throw error;
  }
  closeSync(fd);
}

/** writeTempSync, then `temp` renamed over `target`; nothing is left under `temp` on a failure. */
export function landFileSync(
  temp: string,
  target: string,
  { mode, mtime }: { readonly mode: number; readonly mtime: TimeLike },
  write: (fd: number) => void,
): void {
  writeTempSync(temp, mode, mtime, write);
  renameOrRemoveSync(temp, target);
}

/**
 * A file already whole under `temp` (a download) given `mode` exactly (fchmod: no umask) and its
 * times, then renamed over `target`; `temp` is removed on a failure.
 */
export function publishTempSync(temp: string, target: string, mode: number, mtime: TimeLike): void {
  try {
    const fd = openSync(temp, 'r');
    try {
      fchmodSync(fd, mode);
      futimesSync(fd, mtime, mtime);
    } finally {
      closeSync(fd);
    }
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
  renameOrRemoveSync(temp, target);
}

function renameOrRemoveSync(temp: string, target: string): void {
  try {
    renameSync(temp, target);
  } catch (error) {
    rmSync(temp, { force: true });
    throw error;
  }
}

/**
 * The asynchronous form, for files too large to write on the event loop: `write` creates and
 * fills `temp` (with `wx`), then its times are stamped and it is renamed over `target`; on any
 * failure `temp` is removed.
 */
export async function landFile(
  temp: string,
  target: string,
  mtime: TimeLike,
  write: () => Promise<void>,
): Promise<void> {
  try {
    await write();
    await utimes(temp, mtime, mtime);
    await rename(temp, target);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
