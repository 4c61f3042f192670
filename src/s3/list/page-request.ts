import type http from 'node:http';
import type https from 'node:https';
import { StringDecoder } from 'node:string_decoder';
import sax from 'sax';
import { readErrorResponse, type RequestPlace } from '../error-response.js';
import { onBodyFailure, sendSigned, type SignedRequest } from '../send-signed.js';
import { s3Failure } from '../s3-failure.js';
import type { SigningClock } from '../signing/signing-clock.js';
import {
  headersTimedOut,
  HEADERS_TIMEOUT_MS,
  malformedPage,
  maxPageBytes,
  pageTooLarge,
} from './list-bounds.js';
import { PageFormatError, PageScanner, type ScannedPage } from './page-scanner.js';

/** Where the next request of the chain may go: known before the page is fully read. */
export interface NextPage {
  readonly isTruncated: boolean;
  readonly token: string | undefined;
}

export interface PageInFlight {
  /** Resolves as soon as `IsTruncated` and the token are known: the quick page. */
  readonly next: Promise<NextPage>;
  /** Resolves when the whole body has arrived and been scanned. */
  readonly page: Promise<{ readonly page: ScannedPage; readonly bytes: number }>;
}

export interface PageContext {
  readonly bucket: string;
  readonly prefix: string;
  /** The request's max-keys: the page's bytes are bounded by it (`maxPageBytes`). */
  readonly pageSize: number;
  /** The page as errors name it (`pageLabel`): its number, its token or start. */
  readonly page: string;
  /** The longest wait for the answer's headers; default `HEADERS_TIMEOUT_MS`. */
  readonly headersTimeoutMs?: number | undefined;
  readonly agent: http.Agent | https.Agent;
  readonly signal?: AbortSignal | undefined;
  readonly timeoutMs?: number | undefined;
  /** Corrected from the Date header of an error answer (RequestTimeTooSkewed). */
  readonly clock?: SigningClock | undefined;
}

const DEFAULT_TIMEOUT_MS = 60_000;

/**
 * Sends one signed ListObjectsV2 request and scans its body as it streams in. The quick page
 * reads the head of the document with sax, where AWS puts NextContinuationToken (before the first
 * `<Contents>`); servers that send it after the last `<Contents>` (Ceph RGW) are covered by the
 * page scanner, which reports the token the moment it is complete. Every listing path sends its
 * pages here (`list-chain.ts`: the threaded lister's, the single lister's, `ls`'s one level), so
 * every page has the same bounds: the wait for its headers and its bytes (`list-bounds.ts`).
 */
export function requestPage(signed: SignedRequest, context: PageContext): PageInFlight {
  const place = {
    operation: 'ListObjectsV2',
    bucket: context.bucket,
    key: context.prefix || undefined,
  };
  const next = settledOnce<NextPage>();
  const page = new Promise<ListedPage>((resolve, reject) => {
    const fail = (error: unknown) => {
      next.reject(error);
      reject(error);
    };
    const request = sendSigned(signed, {
      agent: context.agent,
      signal: context.signal,
      timeoutMs: context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      place,
      onFailure: fail,
    });
    // Bytes keep the socket's timeout and the stall watch quiet: headers sent a byte a second
    // would be waited on forever without a bound of their own.
    const headersTimeoutMs = context.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
    const headersTimer = setTimeout(() => {
      fail(headersTimedOut(context, headersTimeoutMs, context.page));
      request.destroy();
    }, headersTimeoutMs);
    const headersArrived = () => clearTimeout(headersTimer);
    request.on('close', headersArrived);
    request.on('response', (response) => {
      headersArrived();
      if (response.statusCode !== 200) {
        readErrorResponse(response, place, context.clock).then(fail, fail);
        return;
      }
      scanPageBody(response, { context, place, settleNext: next.resolve, resolve, fail });
    });
    request.end();
  });
  // The chain may stop listening to `next` (early stop); never leave a rejection unhandled.
  next.promise.catch(() => undefined);
  return { next: next.promise, page };
}

type ListedPage = { readonly page: ScannedPage; readonly bytes: number };

/** Where one page's body leads: `next` as soon as it is known, then the page, or a failure. */
interface PageOutcome {
  readonly context: PageContext;
  readonly place: RequestPlace;
  readonly settleNext: (next: NextPage) => void;
  readonly resolve: (listed: ListedPage) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * A promise settled by the first of several parties (the quick page, the scanner, the end of the
 * page or its failure); the others are ignored.
 */
function settledOnce<T>() {
  let settled = false;
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return {
    promise,
    resolve: (value: T) => {
      if (settled) return;
      settled = true;
      resolve(value);
    },
    reject: (error: unknown) => {
      if (settled) return;
      settled = true;
      reject(error);
    },
  };
}

/** Scans a 200 answer's body as it streams in: the quick page and the page scanner side by side. */
function scanPageBody(response: http.IncomingMessage, outcome: PageOutcome): void {
  const { context, place, settleNext } = outcome;
  const maxBytes = maxPageBytes(context.pageSize);
  let bytes = 0;
  let finished = false;
  // The first failure is the one reported: the reset of the response that follows is not.
  const fail = (error: unknown) => {
    finished = true;
    outcome.fail(error);
  };
  const decoder = new StringDecoder('utf8');
  const head = new QuickPage(settleNext);
  const scanner = new PageScanner({
    onToken: (token, isTruncated) => settleNext({ token, isTruncated }),
  });
  // The page is done when the document is, not when the HTTP response ends: RGW often
  // sends the chunked body's last few bytes one delayed ACK (40 ms) after the rest, and a
  // chain that waited for them would lose that much on one page in ten. The socket goes
  // back to the pool once they arrive.
  const finish = () => {
    finished = true;
    try {
      const tail = decoder.end();
      if (tail) scanner.write(tail);
      const scanned = scanner.end();
      settleNext({ token: scanned.nextContinuationToken, isTruncated: scanned.isTruncated });
      outcome.resolve({ page: scanned, bytes });
    } catch (error) {
      fail(pageFailure(error, outcome));
    }
  };
  response.on('data', (chunk: Buffer) => {
    if (finished) return; // what follows the document: whitespace
    bytes += chunk.length;
    if (bytes > maxBytes) {
      fail(pageTooLarge(context, context.pageSize, context.page));
      response.destroy();
      return;
    }
    const text = decoder.write(chunk);
    try {
      head.write(text);
      scanner.write(text);
    } catch (error) {
      fail(pageFailure(error, outcome));
      response.destroy();
      return;
    }
    if (scanner.complete) finish();
  });
  response.on('end', () => {
    if (!finished) finish();
  });
  onBodyFailure(response, place, fail);
}

/**
 * A page the scanner refused. A body that stops before </ListBucketResult> was cut short, worth
 * another attempt (TruncatedBody); anything else is malformed and would be again, so it is not
 * retried, and the error says which page of which listing held what.
 */
function pageFailure(error: unknown, { context, place }: PageOutcome): Error {
  if (!(error instanceof PageFormatError)) return error as Error;
  return error.cutShort
    ? s3Failure({
        ...place,
        code: 'TruncatedBody',
        message: `the response body ended early (${error.message})`,
        cause: error,
      })
    : malformedPage(context, context.page, error.message);
}

/**
 * sax over the head of the document only: everything before the first `<Contents>`. Feeding it
 * the whole 300 KB body would cost more than our scanner's full parse of it.
 */
class QuickPage {
  private readonly parser = sax.parser(true);
  private done = false;
  private element = '';
  private text = '';
  private isTruncated: boolean | undefined;
  private token: string | undefined;

  constructor(private readonly onNext: (next: NextPage) => void) {
    this.parser.onopentag = (tag) => {
      if (tag.name === 'Contents' || tag.name === 'CommonPrefixes') this.done = true;
      this.element = tag.name;
      this.text = '';
    };
    this.parser.ontext = (text) => {
      this.text += text;
    };
    this.parser.onclosetag = (name) => {
      if (name === 'IsTruncated') this.isTruncated = this.text.trim() === 'true';
      else if (name === 'NextContinuationToken') this.token = this.text;
      if (this.isTruncated === false || (this.isTruncated && this.token !== undefined)) {
        this.done = true;
        this.onNext({ isTruncated: this.isTruncated, token: this.token });
      }
    };
    this.parser.onerror = () => {
      // The page scanner is the judge of a malformed body; the quick page just gives up.
      this.done = true;
    };
  }

  write(text: string): void {
    if (this.done) return;
    const contents = text.indexOf('<Contents');
    if (contents !== -1) this.done = true;
    this.parser.write(contents === -1 ? text : text.slice(0, contents));
  }
}
