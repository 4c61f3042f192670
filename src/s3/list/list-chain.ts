import type http from 'node:http';
import type https from 'node:https';
import type { S3Client } from '@aws-sdk/client-s3';
import { s3Failure } from '../s3-failure.js';
import { DEFAULT_RETRY, withRetry } from '../../retry.js';
import { compareKeys } from './key-order.js';
import type { ObjectEntry } from './object-entry.js';
import { requestPage, type NextPage, type PageInFlight } from './page-request.js';
import type { ScannedPage } from './page-scanner.js';
import { signListRequest, type ListPageParams } from './sign-list-request.js';

export interface ChainOptions {
  readonly client: S3Client;
  readonly agent: http.Agent | https.Agent;
  readonly bucket: string;
  readonly prefix: string;
  readonly pageSize: number;
  readonly startAfter?: string | undefined;
  readonly endBefore?: string | undefined;
  readonly signal?: AbortSignal | undefined;
  /** Resolves when the consumer has room for one more page: no request goes out before that. */
  readonly reservePage?: (() => Promise<void>) | undefined;
  readonly onRetry?: ((error: unknown, attempt: number, delayMs: number) => void) | undefined;
  readonly stats: { pages: number; retries: number; bytes: number };
}

/**
 * One chain of ListObjectsV2 requests over a key range. The next request goes out as soon as
 * the current page's token is known, while that page's body is still arriving, so at most two
 * requests of the chain are in flight. Pages come out in order, each checked to continue the
 * previous one in S3's order, so a retried page can neither repeat nor drop keys.
 */
export async function* listChain(options: ChainOptions): AsyncGenerator<ObjectEntry[]> {
  const chainAbort = new AbortController();
  const signal = options.signal
    ? AbortSignal.any([options.signal, chainAbort.signal])
    : chainAbort.signal;
  const seenTokens = new Set<string>();
  let lastKey = options.startAfter;
  const fetch = async (token: string | undefined): Promise<PageInFlight> => {
    await options.reservePage?.();
    return fetchPageWithRetry(options, signal, {
      bucket: options.bucket,
      prefix: options.prefix,
      pageSize: options.pageSize,
      startAfter: options.startAfter,
      continuationToken: token,
    });
  };
  try {
    let current: PageInFlight | undefined = await fetch(undefined);
    while (current) {
      const next: NextPage = await current.next;
      const following: Promise<PageInFlight> | undefined = next.isTruncated
        ? fetch(checkToken(next, seenTokens, options))
        : undefined;
      // Never leave a rejection unhandled while this page is still being read.
      following?.catch(() => undefined);
      const { page, bytes } = await current.page;
      options.stats.pages++;
      options.stats.bytes += bytes;
      const { entries, reachedEnd } = continuation(page, lastKey, options.endBefore);
      if (entries.length > 0) lastKey = entries[entries.length - 1]!.key;
      yield entries;
      if (reachedEnd) return;
      current = following ? await following : undefined;
    }
  } finally {
    // Stops the request that may already be out for a page nobody will read.
    chainAbort.abort();
  }
}

function checkToken(next: NextPage, seen: Set<string>, options: ChainOptions): string {
  const where = {
    operation: 'ListObjectsV2',
    bucket: options.bucket,
    key: options.prefix || undefined,
  };
  if (!next.token) {
    throw s3Failure({
      ...where,
      code: 'MissingContinuationToken',
      message:
        'the server said the listing is truncated but sent no NextContinuationToken, so the rest cannot be listed',
    });
  }
  if (seen.has(next.token)) {
    throw s3Failure({
      ...where,
      code: 'RepeatedContinuationToken',
      message: `the server sent the same continuation token twice (${JSON.stringify(next.token)}); stopping instead of looping`,
    });
  }
  seen.add(next.token);
  return next.token;
}

/**
 * Keeps the page's entries that come after the last key already yielded and before the end of
 * the range. S3 sorts each page, so only its first and last keys need the (costly) byte compare.
 */
function continuation(
  page: ScannedPage,
  lastKey: string | undefined,
  endBefore: string | undefined,
): { entries: ObjectEntry[]; reachedEnd: boolean } {
  let entries = page.entries;
  if (lastKey !== undefined && entries.length > 0 && compareKeys(entries[0]!.key, lastKey) <= 0) {
    entries = entries.filter((e) => compareKeys(e.key, lastKey) > 0);
  }
  if (
    endBefore !== undefined &&
    entries.length > 0 &&
    compareKeys(entries[entries.length - 1]!.key, endBefore) >= 0
  ) {
    return { entries: entries.filter((e) => compareKeys(e.key, endBefore) < 0), reachedEnd: true };
  }
  return { entries, reachedEnd: false };
}

/**
 * A page, retried as a whole on 5xx, throttling, resets and bodies cut short. `next` resolves
 * from the first attempt that shows the token, so a body cut short after its token does not
 * hold the chain back while the page itself is fetched again.
 */
function fetchPageWithRetry(
  options: ChainOptions,
  signal: AbortSignal,
  params: ListPageParams,
): PageInFlight {
  let resolveNext!: (next: NextPage) => void;
  let rejectNext!: (error: unknown) => void;
  const next = new Promise<NextPage>((resolve, reject) => {
    resolveNext = resolve;
    rejectNext = reject;
  });
  const page = withRetry(
    async () => {
      const signed = await signListRequest(options.client, params, signal);
      const inFlight = requestPage(signed, {
        bucket: options.bucket,
        prefix: options.prefix,
        agent: options.agent,
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
