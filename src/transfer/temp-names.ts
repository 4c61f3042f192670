import { randomBytes, randomInt } from 'node:crypto';

/**
 * The one maker and reader of temporary names, the sync's and the cache's. Every name carries
 * the pid of the run that made it, so a later run can tell a dead run's leftovers (issue #14:
 * after `kill -9` they stayed, full-size, and an upload sync then sent them as objects) from a
 * live run's files, and the walks never list one as a file of the user's: the sync's local walk
 * (`src/sync/walk-local.ts`) a download's, the save's walk (`src/cache/save/tree-walk.ts`) a
 * restore's. Names are the ones earlier releases wrote too: entries and leftovers of those are
 * recognised by the same patterns.
 *
 * - A download: `.NAME.PID-N.s3sync-tmp` beside its target (NAME cut to 100 UTF-8 bytes).
 * - A restore's file or symlink: `.s3cache-PID-TAG-I` beside its final name (I its entry); the
 *   file it replaces waits as `.s3cache-aside-PID-TAG-I`; a blob downloads as `.s3cache-blob-PID-N`.
 *   Releases before these wrote `.s3cache-empty-PID[-N]` and `.s3cache-link-PID[-N]`, still known.
 * - A restore's staging folder: `.s3cache-stage-PID-HEX8-N` beside the root it becomes.
 * - A restore's probe of name folding: `.s3cache-probe-PID-STEM` beside a root, for a moment.
 * - A save's compressed blobs: numbered files in a `s3cache-blob-XXXXXX` folder of the system's
 *   temporary folder (made by mkdtemp, removed whole by the save).
 */

/** What made a temporary name: the walks act each on their own kinds. */
export type TempKind = 'download' | 'restore' | 'staging';

export interface TempName {
  readonly kind: TempKind;
  /** The pid of the run that made it (on this host, unless the folder is shared). */
  readonly pid: number;
}

const DOWNLOAD_SUFFIX = '.s3sync-tmp';
const DOWNLOAD_TEMP = /^\..*\.(\d+)-\d+\.s3sync-tmp$/s;
/** A download's temporary name, with the name it stands for and the pid. */
const DOWNLOAD_TEMP_OF = /^\.(.*)\.(\d+)-\d+\.s3sync-tmp$/s;
const CACHE_PREFIX = '.s3cache-';
/** A restore's files and symlinks, set-aside files and blob downloads, and older releases' names. */
const RESTORE_TEMP = /^\.s3cache-(?:empty-|link-|blob-|aside-)?(\d+)(?:-\d+){0,2}$/;
const STAGING_TEMP = /^\.s3cache-stage-(\d+)-[0-9a-f]{8}-\d+$/;
/** A restore's probe of how its folder's file system folds names (any case: it is the probe). */
const PROBE_TEMP = /^\.s3cache-probe-(\d+)-/i;

/**
 * A download's temporary name for a file named `base`, the `serial`th of this process: a file
 * name holds 255 bytes, not 255 characters (85 CJK characters fill it), so `base` is cut by bytes.
 */
export function downloadTempName(base: string, serial: number): string {
  return `.${utf8Head(base, 100)}.${process.pid}-${serial}${DOWNLOAD_SUFFIX}`;
}

/** True for a name downloadTempName makes, of any process. */
export function isDownloadTempName(name: string): boolean {
  return name.endsWith(DOWNLOAD_SUFFIX) && DOWNLOAD_TEMP.test(name);
}

/** This restore's part of its files' temporary names and set-aside names: `PID-RANDOM`. */
export function restoreTempTag(): string {
  return `${process.pid}-${randomInt(1e9)}`;
}

/** The temporary name of a restore's entry `i` (file or symlink), beside its final name. */
export function restoreTempName(tag: string, i: number): string {
  return `${CACHE_PREFIX}${tag}-${i}`;
}

/** Where the file that a restore's entry `i` replaces waits until the restore is over. */
export function asideName(tag: string, i: number): string {
  return `${CACHE_PREFIX}aside-${tag}-${i}`;
}

/** The glob the warning about set-aside files left behind names them by. */
export const ASIDE_NAMES = `${CACHE_PREFIX}aside-*`;

let nextBlob = 0;

/** A restore's download of a blob, beside the file it becomes: unique in this process. */
export function blobTempName(): string {
  return `${CACHE_PREFIX}blob-${process.pid}-${nextBlob++}`;
}

/**
 * The name of a restore's probe file for `stem` (src/file-name-folding.ts), beside the root it
 * checks: made and removed before anything is written, and a restore's name for the walks.
 */
export function restoreProbeName(stem: string): string {
  return `${CACHE_PREFIX}probe-${process.pid}-${stem}`;
}

/** One restore's part of its staging folders' names: `PID-HEX8`. */
export function stagingTag(): string {
  return `${process.pid}-${randomBytes(4).toString('hex')}`;
}

/** The `n`th staging folder of the restore whose tag is `tag`. */
export function stagingName(tag: string, n: number): string {
  return `${CACHE_PREFIX}stage-${tag}-${n}`;
}

/** The prefix of a save's scratch folder for compressed blobs (os.tmpdir(), mkdtemp). */
export const SAVE_SCRATCH_PREFIX = 's3cache-blob-';

/** The name of a save's `n`th compressed blob in its scratch folder. */
export function saveBlobTempName(n: number): string {
  return `${n}`;
}

/**
 * Whether `name` is a temporary name of ours, of which kind and whose (its pid); undefined for
 * any other name, however like ours (`.s3cache-notes`, `notes.s3sync-tmp`).
 */
export function tempNameOf(name: string): TempName | undefined {
  if (name.startsWith(CACHE_PREFIX)) {
    const restore = RESTORE_TEMP.exec(name);
    if (restore) return { kind: 'restore', pid: Number(restore[1]) };
    const staging = STAGING_TEMP.exec(name);
    if (staging) return { kind: 'staging', pid: Number(staging[1]) };
    const probe = PROBE_TEMP.exec(name);
    if (probe) return { kind: 'restore', pid: Number(probe[1]) };
    // else a download's perhaps, of a file named `s3cache-...`
  }
  const download = isDownloadTempName(name) ? DOWNLOAD_TEMP.exec(name) : null;
  return download ? { kind: 'download', pid: Number(download[1]) } : undefined;
}

/** The pid in a download's temporary name; undefined for any other name. */
export function downloadTempPid(name: string): number | undefined {
  const match = DOWNLOAD_TEMP.exec(name);
  return match ? Number(match[1]) : undefined;
}

/**
 * The pid of the restore that made `name`, if it is one of a restore's temporary names (a file
 * or symlink, a set-aside file, a blob's download, a staging folder), which a save never stores.
 */
export function restoreTempPid(name: string): number | undefined {
  // A blob fetched by the SDK's download (a bucket only the SDK can sign for) lands under the
  // download's own temporary name for the blob's: `..s3cache-blob-PID-N.PID-M.s3sync-tmp`.
  if (name.startsWith(`.${CACHE_PREFIX}`)) {
    const download = DOWNLOAD_TEMP_OF.exec(name);
    if (download && restoreTempPid(download[1]!) !== undefined) return Number(download[2]);
  }
  if (!name.startsWith(CACHE_PREFIX)) return undefined;
  const found = tempNameOf(name);
  return found && found.kind !== 'download' ? found.pid : undefined;
}

/** The pid in a staging folder's name; undefined for any other name. */
export function stagingPid(name: string): number | undefined {
  const match = STAGING_TEMP.exec(name);
  return match ? Number(match[1]) : undefined;
}

/** At most `maxBytes` of UTF-8, cut between characters. */
function utf8Head(name: string, maxBytes: number): string {
  let head = '';
  let bytes = 0;
  for (const char of name) {
    bytes += Buffer.byteLength(char);
    if (bytes > maxBytes) break;
    head += char;
  }
  return head;
}
