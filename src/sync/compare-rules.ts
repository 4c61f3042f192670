/**
 * Whether `sync` copies one path, and why: the aws-cli's sync strategies
 * (awscli/customizations/s3/syncstrategy/{base,sizeonly,exacttimestamps}.py).
 *
 * - Missing at the destination: copy (MissingFileSync).
 * - `--size-only`: copy only when the sizes differ (SizeOnlySync).
 * - Default (SizeAndLastModifiedSync): copy when the sizes differ, or when the times say so:
 *   - upload and S3-to-S3 copy: when the source is newer than the destination;
 *   - download: when the LOCAL file is newer than the object. This is not a typo: the aws-cli
 *     sets a downloaded file's mtime to the object's LastModified, so a local file newer than
 *     its object was edited locally. An object rewritten later with the same size is NOT
 *     downloaded again (the aws-cli's --exact-timestamps help says so).
 * - `--exact-timestamps`: for downloads, copy when the times differ at all; for uploads and
 *   copies it changes nothing. Given with `--size-only`, it wins, because the aws-cli registers
 *   it later and the later strategy overrides (syncstrategy/register.py).
 * - `--checksum` (ours, as rclone's; issue 28): sizes differ, copy; same size, the content hashes
 *   decide (`compareContent`), whatever the times; a side whose hash cannot be known falls back
 *   to the rules above for that path.
 */

/** The aws-cli's operation names: which way the bytes go. */
export type TransferDirection = 'upload' | 'download' | 'copy';

export type CopyReason =
  /** Not at the destination. */
  | 'missing'
  /** Sizes differ. */
  | 'size'
  /** Upload or copy: the source is newer than the destination. */
  | 'source-newer'
  /** Download: the local file is newer than the object, so it was changed locally. */
  | 'destination-newer'
  /** Download with --exact-timestamps: the times differ. */
  | 'time-differs'
  /** --checksum: same size, other content hash. */
  | 'content-differs';

export type UnchangedReason =
  /** --size-only and the sizes match. */
  | 'same-size'
  /** Upload or copy: same size and the destination is as new as the source or newer. */
  | 'destination-not-older'
  /** Download: same size and the local file is not newer than the object. */
  | 'destination-not-newer'
  /** Download with --exact-timestamps: same size and same time. */
  | 'same-time'
  /** --checksum: same size and the same content hash. */
  | 'same-content';

export type CompareDecision =
  | { readonly copy: true; readonly reason: CopyReason }
  | { readonly copy: false; readonly reason: UnchangedReason };

export interface CompareOptions {
  readonly direction: TransferDirection;
  readonly sizeOnly?: boolean;
  readonly exactTimestamps?: boolean;
  /** Same size: compare content hashes (the planner asks for them; compareContent decides). */
  readonly checksum?: boolean;
}

/** What the rules need to know about one side. */
export interface ComparedFile {
  readonly size: number;
  readonly mtimeMs: number;
}

/** Decides whether the source copy of one path must be transferred over the destination's. */
export function compareRules(
  source: ComparedFile,
  destination: ComparedFile | undefined,
  options: CompareOptions,
): CompareDecision {
  if (destination === undefined) return { copy: true, reason: 'missing' };
  if (source.size !== destination.size) return { copy: true, reason: 'size' };
  if (options.sizeOnly && !options.exactTimestamps) return { copy: false, reason: 'same-size' };

  const sourceSeconds = wholeSeconds(source.mtimeMs);
  const destinationSeconds = wholeSeconds(destination.mtimeMs);
  if (options.direction === 'download') {
    if (options.exactTimestamps) {
      return sourceSeconds === destinationSeconds
        ? { copy: false, reason: 'same-time' }
        : { copy: true, reason: 'time-differs' };
    }
    return destinationSeconds > sourceSeconds
      ? { copy: true, reason: 'destination-newer' }
      : { copy: false, reason: 'destination-not-newer' };
  }
  return sourceSeconds > destinationSeconds
    ? { copy: true, reason: 'source-newer' }
    : { copy: false, reason: 'destination-not-older' };
}

/**
 * Times are compared in whole seconds (a documented difference from the aws-cli:
 * docs/aws-cli-differences.md, `whole-seconds`). S3's LastModified has one-second resolution on AWS and
 * in every HTTP `Last-Modified` header, while local mtimes carry nanoseconds and some
 * S3-compatible servers (Ceph RGW) list milliseconds. A file downloaded and stamped with its
 * object's time from either source must compare equal on the next run, or `--exact-timestamps`
 * would download it forever. Rounding to the millisecond first absorbs the float error of a
 * `utimes` / `stat` round trip (12.000 s must not come back as 11.9999999 s and floor to 11).
 */
export function wholeSeconds(timeMs: number): number {
  return Math.floor(Math.round(timeMs) / 1000);
}

/** A --checksum decision, and whether it had to fall back to size and time for want of a hash. */
export type ContentDecision = CompareDecision & { readonly fallback: boolean };

/**
 * The --checksum decision table for a path at both sides. Sizes differ: copy, and nothing is
 * hashed. Same size: equal MD5s skip it, other MD5s copy it; when either hash is unknown (a
 * multipart object from another tool, an SSE-KMS ETag), the size-and-time rules decide for this
 * path and the caller counts it.
 */
export function compareContent(
  source: ComparedFile & { readonly md5Hex?: string | undefined },
  destination: ComparedFile & { readonly md5Hex?: string | undefined },
  options: CompareOptions,
): ContentDecision {
  if (source.size !== destination.size) return { copy: true, reason: 'size', fallback: false };
  if (source.md5Hex === undefined || destination.md5Hex === undefined) {
    const rules = { ...options, checksum: false, sizeOnly: false };
    return { ...compareRules(source, destination, rules), fallback: true };
  }
  return source.md5Hex === destination.md5Hex
    ? { copy: false, reason: 'same-content', fallback: false }
    : { copy: true, reason: 'content-differs', fallback: false };
}
