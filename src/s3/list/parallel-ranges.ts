import type http from 'node:http';
import type https from 'node:https';
import { S3Error } from '../../errors.js';
import { KeyspaceModel } from './keyspace-model.js';
import { listChain, type ChainOptions, type ChainStats, type RangeBound } from './list-chain.js';
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
  /**
   * Characters of entry text those pages may hold in all: pages of the longest keys (1,024
   * bytes) are ten times those of typical ones, and the worker's heap is capped.
   */
  readonly aheadBufferChars: number;
  readonly signal?: AbortSignal | undefined;
  readonly headersTimeoutMs?: number | undefined;
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
  const listing = new ParallelListing(options);
  listing.start();
  try {
    for (;;) {
      const next = listing.nextBatch();
      if (next === 'end') return;
      if (next === 'wait') await listing.batchListed();
      else yield next;
    }
  } finally {
    listing.stop();
  }
}

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

/**
 * One parallel listing's shared state: its ranges in key order, the chains listing them, the
 * pages they hold for the consumer, and the first failure. The chains fill the ranges' queues;
 * the consumer (`listParallel`) drains them in order.
 */
class ParallelListing {
  private readonly model = new KeyspaceModel();
  private readonly limiter: RequestLimiter;
  private readonly stats: ParallelStats;
  private readonly abort = new AbortController();
  private readonly signal: AbortSignal;
  private readonly ranges: Range[] = [];
  private active = 0;
  private failure: { error: unknown } | undefined;
  private wakeConsumer: (() => void) | undefined;
  /** The range being consumed, and the pages the others hold. */
  private head = 0;
  private buffered = 0;
  private bufferedChars = 0;

  constructor(private readonly options: ParallelListOptions) {
    this.limiter = new RequestLimiter(options.maxChains * 2);
    this.stats = options.stats;
    this.signal = options.signal
      ? AbortSignal.any([options.signal, this.abort.signal])
      : this.abort.signal;
  }

  /** Starts the first chain, over the whole range. */
  start(): void {
    const first = newRange(this.options.startAfter, this.options.upper);
    const before = this.options.listedBefore;
    if (before) {
      first.firstKey = before.firstKey;
      first.listed = before.listed;
      for (const key of before.samples) this.model.observe(key);
    }
    this.ranges.push(first);
    void this.listRange(first);
    // The density of the pages listed before is known: the other chains need not wait for a page.
    if (before) this.split();
  }

  /**
   * The next page in S3's order, 'wait' until one is listed, or 'end'. A later range's pages wait
   * until the earlier ones are out.
   */
  nextBatch(): PackedEntries | 'wait' | 'end' {
    for (;;) {
      if (this.failure) throw this.failure.error;
      const source = this.ranges[this.head];
      const batch = source?.queue.shift();
      if (batch) {
        this.buffered--;
        this.bufferedChars -= batch.text.length;
        this.wakeChains();
        return batch;
      }
      if (!source?.done) return 'wait';
      if (++this.head >= this.ranges.length) return 'end';
      // The next range becomes the head: it may list freely again.
      this.wakeChains();
    }
  }

  /** Resolves when a chain has listed a page, finished or failed. */
  async batchListed(): Promise<void> {
    await new Promise<void>((resolve) => (this.wakeConsumer = resolve));
    this.wakeConsumer = undefined;
  }

  /** Ends every chain: the consumer is done, or has failed. */
  stop(): void {
    this.abort.abort();
    this.wakeChains();
  }

  private async listRange(range: Range): Promise<void> {
    this.active++;
    this.stats.ranges++;
    try {
      for await (const entries of listChain(this.chainOptions(range))) {
        this.limiter.succeeded();
        if (entries.count > 0) this.take(range, entries);
        this.split();
        while (this.mustPause(range) && !this.signal.aborted) await this.chainWoken(range);
      }
    } catch (error) {
      this.failure ??= { error };
    } finally {
      range.done = true;
      this.active--;
      this.split();
      this.wakeConsumer?.();
    }
  }

  private chainOptions(range: Range): ChainOptions {
    const { options, limiter, stats } = this;
    return {
      signer: options.signer,
      agent: options.agent,
      bucket: options.bucket,
      prefix: options.prefix,
      pageSize: options.pageSize,
      startAfter: range.after,
      upperBound: () => range.upper,
      signal: this.signal,
      headersTimeoutMs: options.headersTimeoutMs,
      stats,
      reservePage: () =>
        limiter
          .acquire()
          .then(() => void (stats.maxInFlight = Math.max(stats.maxInFlight, limiter.maxInFlight))),
      releasePage: () => limiter.release(),
      onPageInfo: (more) => (range.more = more),
      onRetry: (error, attempt, delayMs) => {
        if (error instanceof S3Error && error.code === 'SlowDown') limiter.throttled();
        options.onDebug?.(
          `ListObjectsV2 attempt ${attempt} failed (${(error as Error).message}); retrying in ${delayMs} ms`,
        );
      },
    };
  }

  /** Queues a listed page for the consumer and learns the key space from it. */
  private take(range: Range, entries: PackedEntries): void {
    learn(this.model, entries);
    // Ranges live as long as the listing: their keys must not hold on to a page.
    range.firstKey ??= detachedCopy(keyAt(entries, 0));
    range.position = detachedCopy(keyAt(entries, entries.count - 1));
    range.listed += entries.count;
    range.queue.push(entries);
    this.buffered++;
    this.bufferedChars += entries.text.length;
    this.wakeConsumer?.();
  }

  /** The range being consumed only waits for the consumer; the others share the ahead budget. */
  private mustPause(range: Range): boolean {
    return range === this.ranges[this.head]
      ? range.queue.length >= HEAD_BUFFER_PAGES
      : this.buffered >= this.options.aheadBufferPages ||
          this.bufferedChars >= this.options.aheadBufferChars;
  }

  private async chainWoken(range: Range): Promise<void> {
    await new Promise<void>((resolve) => (range.wakeChain = resolve));
    range.wakeChain = undefined;
  }

  private wakeChains(): void {
    for (const r of this.ranges) r.wakeChain?.();
  }

  /** Starts chains while there is room: splits, and steals from the largest range left. */
  private split(): void {
    const { options, ranges } = this;
    // Each chain keeps up to two requests in flight: the limiter counts requests.
    const room = () => Math.min(options.maxChains, Math.ceil(this.limiter.limit / 2)) - this.active;
    while (!this.failure && !this.signal.aborted && room() > 0) {
      const plan = planSplits(this.model, ranges, options.pageSize, room());
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
      this.stats.splits += added.length;
      options.onDebug?.(
        `split range ${plan.index} at ${plan.keys.map((k) => JSON.stringify(k)).join(', ')}; ${this.active + added.length} chains`,
      );
      for (const r of added) void this.listRange(r);
    }
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
