import type { ListStats } from './list-types.js';
import { openMainThreadChain, type MainThreadListRequest } from './main-thread-chain.js';
import type { ObjectEntry } from './object-entry.js';
import { unpackEntries } from './packed-entries.js';

export interface SingleListRequest extends MainThreadListRequest {
  /** One level only (`ls` without --recursive); the common prefixes go to `onPrefixes`. */
  readonly delimiter?: string | undefined;
  readonly onPrefixes?: ((prefixes: readonly string[]) => void) | undefined;
}

/**
 * The baseline: one request at a time on the main thread, each sent once the page before it
 * has arrived whole, as the aws-cli's `single` lister does; it is what `threaded` is measured
 * and checked against. Its pages go the one way every listing's go (`list-chain.ts` over
 * `page-request.ts`), with the same bounds and the same check of every key; `ls` without
 * --recursive lists its one level here too.
 */
export async function* listSingle(
  request: SingleListRequest,
  stats: ListStats,
): AsyncGenerator<ObjectEntry[]> {
  const chain = await openMainThreadChain(request);
  stats.ranges = 1;
  stats.maxInFlight = 1;
  try {
    const pages = chain.pages({
      delimiter: request.delimiter,
      onPrefixes: request.onPrefixes,
      lookAhead: false,
    });
    for await (const page of pages) {
      request.signal?.throwIfAborted();
      stats.objects += page.count;
      stats.firstPageMs ??= Date.now() - stats.startedAtMs;
      // A page of common prefixes only is still a page to `ls`, which shows them as it goes.
      if (page.count > 0) yield unpackEntries(page);
      else if (request.delimiter) yield [];
    }
  } finally {
    chain.addStats(stats);
  }
}
