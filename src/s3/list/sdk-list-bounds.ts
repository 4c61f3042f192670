import { pipeline, Transform, type Readable } from 'node:stream';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  headersTimedOut,
  HEADERS_TIMEOUT_MS,
  maxPageBytes,
  pageLabel,
  pageTooLarge,
  type ListingPlace,
} from './list-bounds.js';

export interface SdkListBounds extends ListingPlace {
  readonly pageSize: number;
  readonly headersTimeoutMs?: number | undefined;
  /** The number of the page being asked for (the pages listed so far, plus one). */
  readonly pageNumber: () => number;
}

/** The bound a listing hit, kept because the SDK reports it as an error of its own. */
export interface BoundHit {
  error: Error | undefined;
}

type Answer = { response: { statusCode?: number; body?: unknown } };

/**
 * The single lister's answers, bounded as the threaded lister's are (`list-bounds.ts`): the
 * wait for headers, and the bytes of a page's body, read by the SDK only once whole. Added
 * inside the SDK's deserializer (step `deserialize`, priority `low`), where the answer is still
 * a stream. The client is the listing's own: nothing else goes through this middleware.
 */
export function boundSdkListing(client: S3Client, bounds: SdkListBounds): BoundHit {
  const hit: BoundHit = { error: undefined };
  const timeoutMs = bounds.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
  const maxBytes = maxPageBytes(bounds.pageSize);
  client.middlewareStack.add(
    (next, _context) => async (args) => {
      const input = args.input as { ContinuationToken?: string; StartAfter?: string };
      const page = pageLabel({
        number: bounds.pageNumber(),
        continuationToken: input.ContinuationToken,
        startAfter: input.StartAfter,
      });
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject((hit.error = headersTimedOut(bounds, timeoutMs, page))),
          timeoutMs,
        );
      });
      let answer: Answer;
      try {
        answer = (await Promise.race([next(args), late])) as Answer;
      } finally {
        clearTimeout(timer);
      }
      const body = answer.response.body as Readable | undefined;
      if (body && typeof body.pipe === 'function') {
        let bytes = 0;
        const counted = new Transform({
          transform(chunk: Buffer, _encoding, done) {
            bytes += chunk.length;
            if (bytes > maxBytes) done((hit.error = pageTooLarge(bounds, bounds.pageSize, page)));
            else done(null, chunk);
          },
        });
        answer.response.body = pipeline(body, counted, () => undefined);
      }
      return answer as Awaited<ReturnType<typeof next>>;
    },
    { step: 'deserialize', priority: 'low', name: 'boundListAnswers' },
  );
  return hit;
}
