import type http from 'node:http';
import type https from 'node:https';
import { S3Error } from '../../errors.js';
import { KeyspaceModel } from './keyspace-model.js';
import { listChain, type ChainStats, type RangeBound } from './list-chain.js';
import { detachedCopy, keyAt, type PackedEntries } from './packed-entries.js';
import type { ListRequestSigner } from './sigv4-list-signer.js';
import { RequestLimiter } from './request-limiter.js';
import { planSplits } from './split-planner.js';

export interface ParallelListOptions {
  readonly signer: ListRequestSigner;
  readonly agent: http.Agent | https.Agent;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  /** The outer upper bound: the first range's, and so every split's inside it. */
  readonly upper?: RangeBound | undefined;
  /** Pages of the first range listed elsewhere (the main thread's first pages), up to startAfter. */
  readonly listedBefore?: ListedBefore | undefined;
  /** Most chains listing at once; 1 is one chain, the aws-cli's design. */
  readonly maxChains: number;
  /**
   * Pages the ranges after the one being consumed may hold in all, before their chains pause:
   * the bounded buffer that lets later ranges list ahead while output stays in S3's order.
   */
  readonly aheadBufferPages: number;
  readonly signal?: AbortSignal | undefined;
  readonly onDebug?: ((message: string) => void) | undefined;
  readonly stats: ParallelStats;
}

/**
 * What was learnt from the pages of the range listed before this listing took it over, so that
 * it can split the rest at once instead of after a page of its own.
 */
export interface ListedBefore {
  readonly firstKey: string;
  readonly listed: number;
  /** Keys sampled from those pages, for the keyspace model. */
  readonly samples: readonly string[];
}

export interface ParallelStats extends ChainStats {
  ranges: number;
  splits: number;
  maxInFlight: number;
}

export function newParallelStats(): ParallelStats {
  return { pages: 0, retries: 0, bytes: 0, wastedPages: 0, ranges: 0, splits: 0, maxInFlight: 0 };
}

/** One key range (after, upper], listed by one chain. */
interface Range {
  readonly after: string | undefined;
  upper: RangeBound | undefined;
  /** The last key listed in it: the unlisted rest is (position, upper]. */
  position: string | undefined;
  /**
   * Its first listed key. Density is measured from here, not from the range's lower bound:
   * the gap between a split key and the first key after it is often empty space.
   */
  firstKey: string | undefined;
  listed: number;
  /** Whether the last page said more follow; a range that is about to end is not split. */
  more: boolean;
  readonly queue: PackedEntries[];
  done: boolean;
  wakeChain: (() => void) | undefined;
}

// Keys sampled per page to learn the key space: plenty to see every character in use.
const SAMPLES_PER_PAGE = 64;
const HEAD_BUFFER_PAGES = 2;

/**
 * Lists a key range with several chains at once, splitting adaptively: one chain starts over
 * the whole range; after each page, while there is room for more chains, the range with the
 * most unlisted key space left is split at a key chosen from the keys seen so far, and its
 * upper part goes to a new chain that starts with StartAfter. A chain that finishes frees
 * room, and the same rule then steals the largest remaining range. Each chain stops at its own
 * upper bound, so the union of the ranges is exactly the single listing.
 */
export async function* listParallel(options: ParallelListOptions): AsyncGenerator<PackedEntries> {
  const model = new KeyspaceModel();
  const limiter = new RequestLimiter(options.maxChains * 2);
  const stats = options.stats;
  const abort = new AbortController();
  const signal = options.signal ? AbortSignal.any([options.signal, abort.signal]) : abort.signal;
  const ranges: Range[] = [];
  let active = 0;
  let failure: { error: unknown } | undefined;
  let wakeConsumer: (() => void) | undefined;
  const wake = () => wakeConsumer?.();

  let head = 0;
  let buffered = 0;
  // The range being consumed only waits for the consumer; the others share the ahead budget.
  const mustPause = (range: Range) =>
    range === ranges[head]
      ? range.queue.length >= HEAD_BUFFER_PAGES
      : buffered >= options.aheadBufferPages;
  const wakeChains = () => {
    for (const r of ranges) r.wakeChain?.();
  };

  const newRange = (after: string | undefined, upper: RangeBound | undefined): Range => ({
    after,
    upper,
    position: after,
    firstKey: undefined,
    listed: 0,
    more: true,
    queue: [],
    done: false,
    wakeChain: undefined,
  });

  const run = async (range: Range) => {
    active++;
    stats.ranges++;
    try {
      for await (const entries of listChain({
        signer: options.signer,
        agent: options.agent,
        bucket: options.bucket,
        prefix: options.prefix,
        pageSize: options.pageSize,
        startAfter: range.after,
        upperBound: () => range.upper,
        signal,
        stats,
        reservePage: () =>
          limiter
            .acquire()
            .then(
              () => void (stats.maxInFlight = Math.max(stats.maxInFlight, limiter.maxInFlight)),
            ),
        releasePage: () => limiter.release(),
        onPageInfo: (more) => (range.more = more),
        onRetry: (error, attempt, delayMs) => {
          if (error instanceof S3Error && error.code === 'SlowDown') limiter.throttled();
          options.onDebug?.(
            `ListObjectsV2 attempt ${attempt} failed (${(error as Error).message}); retrying in ${delayMs} ms`,
          );
        },
      })) {
        limiter.succeeded();
        if (entries.count > 0) {
          learn(model, entries);
          // Ranges live as long as the listing: their keys must not hold on to a page.
          range.firstKey ??= detachedCopy(keyAt(entries, 0));
          range.position = detachedCopy(keyAt(entries, entries.count - 1));
          range.listed += entries.count;
          range.queue.push(entries);
          buffered++;
          wake();
        }
        split();
        while (mustPause(range) && !signal.aborted) {
          await new Promise<void>((resolve) => (range.wakeChain = resolve));
          range.wakeChain = undefined;
        }
      }
    } catch (error) {
      failure ??= { error };
    } finally {
      range.done = true;
      active--;
      split();
      wake();
    }
  };

  /** Starts chains while there is room, each on the upper part of the largest range left. */
  /** Starts chains while there is room: splits, and steals from the largest range left. */
  const split = () => {
    // Each chain keeps up to two requests in flight: the limiter counts requests.
    const room = () => Math.min(options.maxChains, Math.ceil(limiter.limit / 2)) - active;
    while (!failure && !signal.aborted && room() > 0) {
      const plan = planSplits(model, ranges, options.pageSize, room());
      if (!plan) return;
      const range = ranges[plan.index]!;
      const upper = range.upper;
      const added = plan.keys.map((key, i) =>
        newRange(
          key,
          plan.keys[i + 1] === undefined ? upper : { key: plan.keys[i + 1]!, inclusive: true },
        ),
      );
      range.upper = { key: plan.keys[0]!, inclusive: true };
      ranges.splice(plan.index + 1, 0, ...added);
      stats.splits += added.length;
      options.onDebug?.(
        `split range ${plan.index} at ${plan.keys.map((k) => JSON.stringify(k)).join(', ')}; ${active + added.length} chains`,
      );
      for (const r of added) void run(r);
    }
  };

  const first = newRange(options.startAfter, options.upper);
  const before = options.listedBefore;
  if (before) {
    first.firstKey = before.firstKey;
    first.listed = before.listed;
    for (const key of before.samples) model.observe(key);
  }
  ranges.push(first);
  void run(first);
  // The density of the pages listed before is known: the other chains need not wait for a page.
  if (before) split();

  try {
    for (;;) {
      if (failure) throw failure.error;
      // Batches come out in S3's order: a later range's pages wait until the earlier ones are out.
      const source = ranges[head];
      const batch = source?.queue.shift();
      if (batch) {
        buffered--;
        wakeChains();
        yield batch;
        continue;
      }
      if (source?.done) {
        if (++head >= ranges.length) return;
        // The next range becomes the head: it may list freely again.
        wakeChains();
        continue;
      }
      await new Promise<void>((resolve) => (wakeConsumer = resolve));
      wakeConsumer = undefined;
    }
  } finally {
    abort.abort();
    wakeChains();
  }
}

function learn(model: KeyspaceModel, entries: PackedEntries): void {
  for (const key of sampleKeys(entries)) model.observe(key);
}

/** The keys of a page the keyspace model learns from: enough to see every character in use. */
export function sampleKeys(entries: PackedEntries): string[] {
  const keys: string[] = [];
  const step = Math.max(1, Math.floor(entries.count / SAMPLES_PER_PAGE));
  for (let i = 0; i < entries.count; i += step) keys.push(keyAt(entries, i));
  keys.push(keyAt(entries, entries.count - 1));
  return keys;
}
