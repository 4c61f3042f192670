import type http from 'node:http';
import type https from 'node:https';
import type { ListStats } from './list-types.js';
import type { ObjectEntry } from './object-entry.js';
import { detachedCopy, keyAt, type PackedEntries } from './packed-entries.js';
import { sampleKeys, type ListedBefore } from './parallel-ranges.js';
import { openMainThreadChain } from './main-thread-chain.js';
import { countedBatches, ListWorkerThread, type ThreadedListRequest } from './threaded-lister.js';
import { holdYoungGeneration } from '../../young-generation.js';

export interface LazyThreadedListRequest extends ThreadedListRequest {
  /** This thread's keep-alive sockets, for the pages it lists itself. */
  readonly agent: http.Agent | https.Agent;
}

/**
 * Pages listed here at most before the worker takes over, ready or not. It loads in 40-100 ms,
 * two to four pages from RGW on loopback, one from AWS in-region.
 */
const MAIN_THREAD_PAGES_MAX = 4;

/**
 * The threaded lister, with its worker started only when it pays. Starting the worker (its
 * bundle, its own sockets) costs about 0.1 s and 0.08 CPU-seconds, more than a listing of one
 * page takes: so the first page is listed here, on the main thread, with the worker's own chain
 * (signed requests, the page scanner). A last page ends the listing without a worker. A
 * truncated one starts the worker, and this thread goes on listing page after page while its
 * bundle loads; once it is ready, the worker takes over after the last key listed here, with
 * what these pages showed of the key space, so that it splits into parallel ranges at once.
 * The request already out for the next page here is dropped: with RGW's layout (the token after
 * the last key) it has just gone out, and the worker asks for the same keys.
 */
export async function* listLazily(
  request: LazyThreadedListRequest,
  stats: ListStats,
): AsyncGenerator<ObjectEntry[]> {
  const chain = await openMainThreadChain(request);
  const listed = new ListedHere();
  let more = false;
  let worker: ListWorkerThread | undefined;
  let handedOver = false;
  try {
    for await (const page of chain.pages({ onPageInfo: (truncated) => (more = truncated) })) {
      request.signal?.throwIfAborted();
      if (page.count > 0) {
        listed.add(page);
        yield* countedBatches(page, stats);
      }
      if (!more) return;
      worker ??= new ListWorkerThread(request, stats);
      // Leaving the loop ends the chain, and with it the request out for its next page. A
      // worker slow to load is waited for after a few pages: its ranges are the faster way on,
      // and parsing here takes CPU from the transfers on this thread.
      if (worker.ready || chain.stats.pages >= MAIN_THREAD_PAGES_MAX) break;
    }
    if (!worker) return;
    // Every page from here on crosses this thread as short-lived objects: V8 would grow the
    // young generation by what survives its scavenges for as long as the listing runs.
    holdYoungGeneration();
    worker.start(chain.target, listed.lastKey ?? request.startAfter, listed.summary());
    handedOver = true;
    request.onDebug?.(
      `the listing worker takes over after ${chain.stats.pages} pages listed on the main thread`,
    );
    yield* worker.batches();
  } catch (error) {
    // A request cut by the abort fails as an AbortError: say why the listing stopped instead.
    request.signal?.throwIfAborted();
    throw error;
  } finally {
    chain.addStats(stats);
    if (!handedOver) {
      stats.ranges = 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, Math.min(2, chain.stats.pages));
      await worker?.terminate();
    }
  }
}

/** What the pages listed on this thread showed: where they end, and keys to learn from. */
class ListedHere {
  lastKey: string | undefined;
  private firstKey: string | undefined;
  private count = 0;
  private readonly samples: string[] = [];

  add(page: PackedEntries): void {
    this.firstKey ??= detachedCopy(keyAt(page, 0));
    this.lastKey = detachedCopy(keyAt(page, page.count - 1));
    this.count += page.count;
    for (const key of sampleKeys(page)) this.samples.push(key);
  }

  summary(): ListedBefore | undefined {
    return this.firstKey === undefined
      ? undefined
      : { firstKey: this.firstKey, listed: this.count, samples: this.samples };
  }
}
