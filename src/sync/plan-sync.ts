import { compareKeys } from '../s3/list/key-order.js';
import {
  compareRules,
  type CopyReason,
  type TransferDirection,
  type UnchangedReason,
} from './compare-rules.js';
import type { PathFilter } from './filters.js';

/**
 * The planner: a streaming merge-join of the source and destination listings that says, for
 * every path seen on either side, whether to copy, skip or delete it, and why.
 *
 * It works as the aws-cli's Comparator (awscli/customizations/s3/comparator.py) does: both
 * sides arrive sorted in the same order, so one pass with one current item per side is enough,
 * and memory stays at one batch per side however many objects stream through.
 */

/** What the planner needs of an entry; S3 listings and the local walk both carry more. */
export interface SyncEntry {
  /** The path relative to its root with `/` separators: the key minus the prefix, locally too. */
  readonly rel: string;
  readonly size: number;
  readonly mtimeMs: number;
}

export type PlanCopyReason =
  | CopyReason
  /** `cp` copies whatever passes the filters, without looking at the destination. */
  | 'always';

export type PlanSkipReason =
  | UnchangedReason
  /** An --exclude rule matched (on either side: excluded files are never deleted either). */
  | 'excluded'
  /** A zero-byte key ending in `/`, made by the S3 console; the aws-cli skips them too. */
  | 'directory-marker'
  /** Only at the destination, and --delete was not given. */
  | 'not-in-source';

export type SyncAction<S extends SyncEntry, D extends SyncEntry> =
  | {
      readonly kind: 'copy';
      readonly rel: string;
      readonly source: S;
      readonly dest?: D;
      readonly reason: PlanCopyReason;
      /** --checksum: the source's MD5 when the content check computed it (kept for the upload). */
      readonly sourceMd5Hex?: string | undefined;
    }
  | {
      readonly kind: 'skip';
      readonly rel: string;
      readonly source?: S;
      readonly dest?: D;
      readonly reason: PlanSkipReason;
    }
  | {
      readonly kind: 'delete';
      readonly rel: string;
      readonly dest: D;
      readonly reason: 'not-in-source';
    };

/**
 * --checksum: both sides have the path with the same size, so only its content can decide
 * (src/sync/content-check.ts hashes and turns it into a copy or a skip).
 */
export interface ContentCheckAction<S extends SyncEntry, D extends SyncEntry> {
  readonly kind: 'check';
  readonly rel: string;
  readonly source: S;
  readonly dest: D;
}

/** What the planner yields: an action, or (with --checksum) a path whose content must decide. */
export type PlanStep<S extends SyncEntry, D extends SyncEntry> =
  SyncAction<S, D> | ContentCheckAction<S, D>;

export interface PlanOptions {
  /** `cp` never reads the destination and never deletes; `sync` compares and may delete. */
  readonly mode: 'sync' | 'cp';
  readonly direction: TransferDirection;
  readonly delete?: boolean;
  readonly sizeOnly?: boolean;
  readonly exactTimestamps?: boolean;
  /** Same-size paths become `check` actions, for the content check to decide. */
  readonly checksum?: boolean;
  /** From createFilter; applied to the relative path on both sides. */
  readonly filter?: PathFilter;
  /**
   * A destination that folds names (case-insensitive, or Unicode-normalizing): a path's name as
   * it compares there. The destination is then matched by folded name (`planFolded`).
   */
  readonly fold?: ((rel: string) => string) | undefined;
  /**
   * The sides whose lister already refused every entry out of order: an S3 listing (each key is
   * checked against the one before it, listed-keys.ts, and each page against the page before,
   * `batchesInOrder`), whose `rel` is the key less the prefix every key was checked to start
   * with, so in the same order. The planner's own check could never fire there and is left to
   * the other sides: a local walk's order is its sort (walk-local.ts), and two names it reads
   * may decode to one string (bytes that are not UTF-8).
   */
  readonly orderChecked?: { readonly source?: boolean; readonly destination?: boolean };
}

/**
 * A side that broke the sort order (a local walk; S3 listings are refused by their lister
 * first); merging it would copy or delete the wrong files.
 */
export class UnsortedInputError extends Error {
  override readonly name = 'UnsortedInputError';
  constructor(
    readonly side: 'source' | 'destination',
    readonly previous: string,
    readonly next: string,
  ) {
    super(
      `The ${side} listing is not in strictly increasing UTF-8 byte order: ` +
        `${JSON.stringify(next)} came after ${JSON.stringify(previous)}`,
    );
  }
}

/**
 * Yields exactly one action per distinct `rel` seen on either side, in key order.
 * `destination` may be undefined when there is nothing there yet; `cp` ignores it.
 */
export async function* planSync<S extends SyncEntry, D extends SyncEntry>(
  source: AsyncIterable<readonly S[]>,
  destination: AsyncIterable<readonly D[]> | undefined,
  options: PlanOptions,
): AsyncGenerator<PlanStep<S, D>, void, undefined> {
  if (options.fold && options.mode === 'sync' && destination) {
    yield* planFolded(source, destination, options, options.fold);
    return;
  }
  const passes = options.filter ?? (() => true);
  const src = new Cursor<S>(source, 'source', options.orderChecked?.source);
  const dst = new Cursor<D>(
    options.mode === 'sync' ? destination : undefined,
    'destination',
    options.orderChecked?.destination,
  );
  try {
    // Both listings start at once: the destination's first page must not wait for the source's.
    await Promise.all([src.step() ? undefined : src.fill(), dst.step() ? undefined : dst.fill()]);
    for (;;) {
      const s = src.current;
      const d = dst.current;
      if (s === undefined && d === undefined) return;
      const order = s === undefined ? 1 : d === undefined ? -1 : compareKeys(s.rel, d.rel);
      if (order < 0) {
        yield planSourceOnly<S, D>(s!, passes, options);
      } else if (order > 0) {
        yield planDestinationOnly<S, D>(d!, passes, options);
      } else {
        yield planBoth(s!, d!, passes, options);
      }
      // Step within the current batch synchronously; only an empty batch costs an await.
      if (order <= 0 && !src.step()) await src.fill();
      if (order >= 0 && !dst.step()) await dst.fill();
    }
  } finally {
    // Stopping early (a consumer's `break`, an error) must also stop the listers feeding us.
    await Promise.all([src.close(), dst.close()]);
  }
}

/**
 * The merge for a destination that folds names (macOS, Windows, exFAT; issue 28): there
 * `dir/a.txt` and `DIR/b.txt` land in one folder, and the walk finds `DIR/a.txt`, so exact names
 * would download `dir/a.txt` again every run (and --delete would delete `DIR/a.txt`). Folded
 * names sort in another order than keys, so the destination (a local folder: bounded by the disk)
 * is read whole into a map by folded name, then the source streams past it. A second key that
 * folds to a name already matched finds nothing and is planned as missing, and the executor
 * reports it as the conflict it is, in a dry run as in a real one.
 */
async function* planFolded<S extends SyncEntry, D extends SyncEntry>(
  source: AsyncIterable<readonly S[]>,
  destination: AsyncIterable<readonly D[]>,
  options: PlanOptions,
  fold: (rel: string) => string,
): AsyncGenerator<PlanStep<S, D>, void, undefined> {
  const passes = options.filter ?? (() => true);
  const src = new Cursor<S>(source, 'source', options.orderChecked?.source);
  const byFolded = new Map<string, D>();
  const unmatched: D[] = [];
  try {
    const readDestination = (async () => {
      for await (const batch of destination) {
        for (const d of batch) {
          const folded = fold(d.rel);
          if (byFolded.has(folded)) unmatched.push(d);
          else byFolded.set(folded, d);
        }
      }
    })();
    await Promise.all([src.step() ? undefined : src.fill(), readDestination]);
    for (let s = src.current; s !== undefined; s = src.current) {
      const folded = fold(s.rel);
      const d = byFolded.get(folded);
      if (d === undefined) yield planSourceOnly<S, D>(s, passes, options);
      else {
        byFolded.delete(folded);
        yield planBoth(s, d, passes, options);
      }
      if (!src.step()) await src.fill();
    }
    const rest = [...byFolded.values(), ...unmatched].sort((a, b) => compareKeys(a.rel, b.rel));
    for (const d of rest) yield planDestinationOnly<S, D>(d, passes, options);
  } finally {
    await src.close();
  }
}

function isDirectoryMarker(entry: SyncEntry): boolean {
  return entry.size === 0 && entry.rel.endsWith('/');
}

function planSourceOnly<S extends SyncEntry, D extends SyncEntry>(
  s: S,
  passes: PathFilter,
  options: PlanOptions,
): SyncAction<S, D> {
  const rel = s.rel;
  // Filters first: an excluded marker must not become a local folder either.
  if (!passes(rel)) return { kind: 'skip', rel, source: s, reason: 'excluded' };
  if (isDirectoryMarker(s)) return { kind: 'skip', rel, source: s, reason: 'directory-marker' };
  return { kind: 'copy', rel, source: s, reason: options.mode === 'cp' ? 'always' : 'missing' };
}

function planDestinationOnly<S extends SyncEntry, D extends SyncEntry>(
  d: D,
  passes: PathFilter,
  options: PlanOptions,
): SyncAction<S, D> {
  const rel = d.rel;
  // The aws-cli drops markers from the destination listing too, so --delete never removes them.
  if (!passes(rel)) return { kind: 'skip', rel, dest: d, reason: 'excluded' };
  if (isDirectoryMarker(d)) return { kind: 'skip', rel, dest: d, reason: 'directory-marker' };
  if (options.delete) return { kind: 'delete', rel, dest: d, reason: 'not-in-source' };
  return { kind: 'skip', rel, dest: d, reason: 'not-in-source' };
}

function planBoth<S extends SyncEntry, D extends SyncEntry>(
  s: S,
  d: D,
  passes: PathFilter,
  options: PlanOptions,
): PlanStep<S, D> {
  const rel = s.rel;
  if (!passes(rel)) return { kind: 'skip', rel, source: s, dest: d, reason: 'excluded' };
  if (isDirectoryMarker(s))
    return { kind: 'skip', rel, source: s, dest: d, reason: 'directory-marker' };
  // A marker at the destination is invisible to the aws-cli, so the source counts as missing.
  if (isDirectoryMarker(d)) return { kind: 'copy', rel, source: s, dest: d, reason: 'missing' };
  if (options.checksum && s.size === d.size) return { kind: 'check', rel, source: s, dest: d };
  const decision = compareRules(s, d, options);
  return decision.copy
    ? { kind: 'copy', rel, source: s, dest: d, reason: decision.reason }
    : { kind: 'skip', rel, source: s, dest: d, reason: decision.reason };
}

/** One side of the merge: the current entry of the current batch, checked for order unless its lister did. */
class Cursor<T extends SyncEntry> {
  current: T | undefined;
  private readonly iterator: AsyncIterator<readonly T[]> | undefined;
  private batch: readonly T[] = [];
  private index = 0;
  private previous: string | undefined;

  constructor(
    iterable: AsyncIterable<readonly T[]> | undefined,
    private readonly side: 'source' | 'destination',
    private readonly checkedByLister = false,
  ) {
    this.iterator = iterable?.[Symbol.asyncIterator]();
  }

  /** Moves to the next entry of the batch in hand; false when the batch is used up. */
  step(): boolean {
    if (this.index >= this.batch.length) {
      this.current = undefined;
      return false;
    }
    const entry = this.batch[this.index++]!;
    if (!this.checkedByLister) {
      if (this.previous !== undefined && compareKeys(this.previous, entry.rel) >= 0)
        throw new UnsortedInputError(this.side, this.previous, entry.rel);
      this.previous = entry.rel;
    }
    this.current = entry;
    return true;
  }

  /** Pulls batches until one has an entry (empty batches are allowed) or the input ends. */
  async fill(): Promise<void> {
    if (this.iterator === undefined) return;
    for (;;) {
      const next = await this.iterator.next();
      if (next.done) {
        this.current = undefined;
        return;
      }
      this.batch = next.value;
      this.index = 0;
      if (this.step()) return;
    }
  }

  async close(): Promise<void> {
    await this.iterator?.return?.();
  }
}
