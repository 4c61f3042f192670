import type http from 'node:http';
import type https from 'node:https';
import { DEFAULT_RETRY, withRetry } from '../../retry.js';
import { nextToken } from './next-token.js';
import { compareKeys } from './key-order.js';
import { emptyPagesWithoutEnd, EMPTY_PAGES_IN_A_ROW_MAX, pageLabel } from './list-bounds.js';
import { ListedKeyCheck } from './listed-keys.js';
import { keyAt, slicePacked, type PackedEntries } from './packed-entries.js';
import { requestPage, type NextPage, type PageInFlight } from './page-request.js';
import type { ScannedPage } from './page-scanner.js';
import type { ListPageParams } from './list-request.js';
import type { ListRequestSigner } from './sigv4-list-signer.js';

export interface ChainOptions {
  readonly signer: ListRequestSigner;
  readonly agent: http.Agent | https.Agent;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  /** One level only: keys past the delimiter come back as common prefixes (`onPrefixes`). */
  readonly delimiter?: string | undefined;
  /**
   * Whether the next request goes out as soon as the current page's token is known (the quick
   * page); without it, one request at a time, each after the whole page before it.
   */
  readonly lookAhead?: boolean | undefined;
  /** A page's common prefixes, checked, before its entries are yielded. */
  readonly onPrefixes?: ((prefixes: readonly string[]) => void) | undefined;
  /**
   * Where the chain stops, read again before each page: parallel ranges lower it when they
   * hand the rest of this chain's range to another chain.
   */
  readonly upperBound?: (() => RangeBound | undefined) | undefined;
  readonly signal?: AbortSignal | undefined;
  /** The longest wait for an answer's headers; default `HEADERS_TIMEOUT_MS`. */
  readonly headersTimeoutMs?: number | undefined;
  /** Resolves when one more request may go out (room in the consumer's queue, a request slot). */
  readonly reservePage?: (() => Promise<void>) | undefined;
  /** Called once for each reservation, when its page has arrived or failed. */
  readonly releasePage?: (() => void) | undefined;
  readonly onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined;
  /** Told, before each page is yielded, whether more pages follow it. */
  readonly onPageInfo?: ((isTruncated: boolean) => void) | undefined;
  readonly stats: ChainStats;
}

export interface ChainStats {
  pages: number;
  retries: number;
  bytes: number;
  /** Pages fetched past the chain's bound and thrown away (a page or two per range end). */
  wastedPages: number;
}

/** An upper end of a key range: `key` itself belongs to the range when `inclusive`. */
export interface RangeBound {
  readonly key: string;
  readonly inclusive: boolean;
}

/** The tighter of an exclusive and an inclusive upper bound, as one RangeBound. */
export function upperBoundOf(bounds: {
  readonly endBefore?: string | undefined;
  readonly endAt?: string | undefined;
}): RangeBound | undefined {
  const { endBefore, endAt } = bounds;
  if (endAt === undefined)
    return endBefore === undefined ? undefined : { key: endBefore, inclusive: false };
  if (endBefore !== undefined && compareKeys(endBefore, endAt) <= 0)
    return { key: endBefore, inclusive: false };
  return { key: endAt, inclusive: true };
}

export function isWithin(key: string, bound: RangeBound | undefined): boolean {
  if (bound === undefined) return true;
  const order = compareKeys(key, bound.key);
  return bound.inclusive ? order <= 0 : order < 0;
}

/**
 * One chain of ListObjectsV2 requests over a key range. The next request goes out as soon as
 * the current page's token is known, while that page's body is still arriving, so at most two
 * requests of the chain are in flight. Pages come out in order, each key checked to continue
 * the previous one in S3's order and to lie inside the prefix (`ListedKeyCheck`): a server that
 * repeats, reorders or strays ends the listing with an error, as does one that hands out empty
 * pages without end.
 */
export async function* listChain(options: ChainOptions): AsyncGenerator<PackedEntries> {
  const chainAbort = new AbortController();
  const signal = options.signal
    ? AbortSignal.any([options.signal, chainAbort.signal])
    : chainAbort.signal;
  const seenTokens = new Set<string>();
  const keys = new ListedKeyCheck(options, options.startAfter);
  // One level (a delimiter): the keys and common prefixes, merged, are one list in S3's order,
  // each inside the prefix and within S3's length, no key at or before a prefix before it.
  const level = options.delimiter ? new ListedKeyCheck(options, options.startAfter) : undefined;
  const lookAhead = options.lookAhead ?? true;
  let requested = 0;
  let emptyInARow = 0;
  const fetch = async (token: string | undefined): Promise<PageInFlight> => {
    await options.reservePage?.();
    const inFlight = fetchPageWithRetry(options, signal, {
      bucket: options.bucket,
      prefix: options.prefix,
      pageSize: options.pageSize,
      startAfter: options.startAfter,
      continuationToken: token,
      delimiter: options.delimiter,
      number: ++requested,
    });
    const release = () => options.releasePage?.();
    inFlight.page.then(release, release);
    return inFlight;
  };
  try {
    let current: PageInFlight | undefined = await fetch(undefined);
    while (current) {
      // Without the look-ahead, the token is taken from the whole page, once it has arrived.
      if (!lookAhead) await current.page;
      const next: NextPage = await current.next;
      const following: Promise<PageInFlight> | undefined = next.isTruncated
        ? fetch(nextToken(next.token, seenTokens, options))
        : undefined;
      // Never leave a rejection unhandled while this page is still being read.
      following?.catch(() => undefined);
      const { page, bytes } = await current.page;
      options.stats.pages++;
      options.stats.bytes += bytes;
      // Common prefixes count only where they were asked for: a server that sends them
      // unasked on truncated pages of no key is handing out empty pages.
      const listed = page.entries.count + (level ? page.commonPrefixes.length : 0);
      emptyInARow = listed === 0 && next.isTruncated ? emptyInARow + 1 : 0;
      if (emptyInARow >= EMPTY_PAGES_IN_A_ROW_MAX) throw emptyPagesWithoutEnd(options);
      if (level) {
        checkLevel(level, page);
        options.onPrefixes?.(page.commonPrefixes);
      }
      const { entries, reachedEnd } = continuation(page, keys, options.upperBound?.());
      if (reachedEnd) {
        // A page wholly past the bound, and the request already out for the one after it.
        if (entries.count === 0) options.stats.wastedPages++;
        if (following) options.stats.wastedPages++;
      }
      options.onPageInfo?.(next.isTruncated && !reachedEnd);
      yield entries;
      if (reachedEnd) return;
      current = following ? await following : undefined;
    }
  } finally {
    // Stops the request that may already be out for a page nobody will read.
    chainAbort.abort();
  }
}

/**
 * Walks a page's keys and common prefixes as one list in S3's order (the page's keys are
 * checked on their own by `continuation` too): a prefix out of order, a key that equals a
 * prefix, or one that falls before a prefix listed earlier is a level S3 cannot have sent.
 */
function checkLevel(level: ListedKeyCheck, page: ScannedPage): void {
  const { entries, commonPrefixes } = page;
  let k = 0;
  let p = 0;
  while (k < entries.count || p < commonPrefixes.length) {
    const key = k < entries.count ? keyAt(entries, k) : undefined;
    const prefix = commonPrefixes[p];
    if (prefix === undefined || (key !== undefined && compareKeys(key, prefix) <= 0)) {
      level.check(key!);
      k++;
    } else {
      level.check(prefix);
      p++;
    }
  }
}

/**
 * Checks every key of the page (each after the one before, inside the prefix, within S3's
 * length) and keeps those before the end of the range: once the keys are known to be in
 * order, what is past the bound is a run at the end.
 */
function continuation(
  page: ScannedPage,
  keys: ListedKeyCheck,
  bound: RangeBound | undefined,
): { entries: PackedEntries; reachedEnd: boolean } {
  const entries = page.entries;
  for (let i = 0; i < entries.count; i++) keys.check(keyAt(entries, i));
  let to = entries.count;
  while (to > 0 && !isWithin(keyAt(entries, to - 1), bound)) to--;
  return { entries: slicePacked(entries, 0, to), reachedEnd: to < entries.count };
}

/**
 * A page, retried as a whole on 5xx, throttling, resets and bodies cut short. `next` resolves
 * from the first attempt that shows the token, so a body cut short after its token does not
 * hold the chain back while the page itself is fetched again.
 */
function fetchPageWithRetry(
  options: ChainOptions,
  signal: AbortSignal,
  params: ListPageParams & { readonly number: number },
): PageInFlight {
  let resolveNext!: (next: NextPage) => void;
  let rejectNext!: (error: unknown) => void;
  const next = new Promise<NextPage>((resolve, reject) => {
    resolveNext = resolve;
    rejectNext = reject;
  });
  const page = withRetry(
    async () => {
      const signed = await options.signer.sign(params);
      const inFlight = requestPage(signed, {
        bucket: options.bucket,
        prefix: options.prefix,
        pageSize: options.pageSize,
        page: pageLabel(params),
        headersTimeoutMs: options.headersTimeoutMs,
        agent: options.agent,
        clock: options.signer.clock,
        signal,
      });
      inFlight.next.then(resolveNext, () => undefined);
      return inFlight.page;
    },
    {
      ...DEFAULT_RETRY,
      signal,
      onRetry: (error, attempt, delayMs) => {
        options.stats.retries++;
        options.onRetry?.(error, attempt, delayMs);
      },
    },
  );
  page.then(
    ({ page: p }) => resolveNext({ isTruncated: p.isTruncated, token: p.nextContinuationToken }),
    rejectNext,
  );
  next.catch(() => undefined);
  return { next, page };
}
