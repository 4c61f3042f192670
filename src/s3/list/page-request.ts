import { StringDecoder } from 'node:string_decoder';
import sax from 'sax';
import type { Dispatcher } from 'undici';
import { networkFailure, throwErrorAnswer, type RequestPlace } from '../error-response.js';
import type { SignedRequest } from '../send-signed.js';
import { s3Failure } from '../s3-failure.js';
import type { SigningClock } from '../signing/signing-clock.js';
import { noteFirstByte } from '../round-trip-estimate.js';
import { processStallLimits, watchStalls, type StallWatch } from '../stall-watch.js';
import {
  headersTimedOut,
  HEADERS_TIMEOUT_MS,
  malformedPage,
  maxPageBytes,
  pageTooLarge,
} from './list-bounds.js';
import type { PageDispatcher } from './page-dispatcher.js';
import { PageFormatError, PageScanner, type ScannedPage } from './page-scanner.js';
import { undiciFailure } from './undici-failure.js';

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
  readonly pages: PageDispatcher;
  readonly signal?: AbortSignal | undefined;
  /** Longest silence inside a body before the request fails as ETIMEDOUT: the last resort. */
  readonly timeoutMs?: number | undefined;
  /** Corrected from the Date header of an error answer (RequestTimeTooSkewed). */
  readonly clock?: SigningClock | undefined;
}

const DEFAULT_TIMEOUT_MS = 60_000;

type ListedPage = { readonly page: ScannedPage; readonly bytes: number };

/**
 * Sends one signed ListObjectsV2 request on the listing's undici pool and scans its body as it
 * streams in. The quick page reads the head of the document with sax, where AWS puts
 * NextContinuationToken (before the first `<Contents>`); servers that send it after the last
 * `<Contents>` (Ceph RGW) are covered by the page scanner, which reports the token the moment it
 * is complete. Every listing path sends its pages here, so every page has the same bounds: the
 * wait for its headers, its bytes (`list-bounds.ts`), and its silences (`stall-watch.ts`).
 */
export function requestPage(signed: SignedRequest, context: PageContext): PageInFlight {
  const next = settledOnce<NextPage>();
  const page = new Promise<ListedPage>((resolve, reject) => {
    const handler = new PageHandler(context, {
      settleNext: next.resolve,
      resolve,
      fail: (error) => {
        next.reject(error);
        reject(error);
      },
    });
    handler.send(signed);
  });
  // The chain may stop listening to `next` (early stop); never leave a rejection unhandled.
  next.promise.catch(() => undefined);
  return { next: next.promise, page };
}

/** Where one page's answer leads: `next` as soon as it is known, then the page, or a failure. */
interface PageOutcome {
  readonly settleNext: (next: NextPage) => void;
  readonly resolve: (listed: ListedPage) => void;
  readonly fail: (error: unknown) => void;
}

/**
 * One page's exchange through undici's handler interface: the body's chunks go straight to the
 * scanner, with no stream between. The first failure is the one reported; what follows it (the
 * abort it causes) is not.
 */
class PageHandler implements Dispatcher.DispatchHandlers {
  private readonly place: RequestPlace;
  private readonly maxBytes: number;
  private readonly sentAtMs = performance.now();
  private readonly watch: StallWatch;
  private readonly headersTimer: NodeJS.Timeout;
  private abortRequest: ((error?: Error) => void) | undefined;
  /** An error to abort with once undici hands over its abort (the request was queued). */
  private pendingAbort: Error | undefined;
  private inHeaders = false;
  private done = false;
  private body: PageBody | ErrorBody | undefined;
  private bytes = 0;

  constructor(
    private readonly context: PageContext,
    private readonly outcome: PageOutcome,
  ) {
    this.place = {
      operation: 'ListObjectsV2',
      bucket: context.bucket,
      key: context.prefix || undefined,
    };
    this.maxBytes = maxPageBytes(context.pageSize);
    // A silent server is the stall watch's (and is retried); while the headers arrive, their own
    // bound below is the one that counts, so the watch holds back.
    this.watch = watchStalls(
      processStallLimits,
      (stalled) => this.stop(networkFailure(stalled, this.place)),
      0,
      () => this.inHeaders,
    );
    // Bytes keep the stall watch quiet: headers sent a byte a second would be waited on
    // forever without a bound of their own.
    const headersTimeoutMs = context.headersTimeoutMs ?? HEADERS_TIMEOUT_MS;
    this.headersTimer = setTimeout(
      () => this.stop(headersTimedOut(context, headersTimeoutMs, context.page)),
      headersTimeoutMs,
    );
  }

  send(signed: SignedRequest): void {
    const { signal } = this.context;
    if (signal?.aborted) return this.stop(abortError(signal));
    signal?.addEventListener('abort', this.onAbort, { once: true });
    this.context.pages.dispatcher.dispatch(
      {
        origin: this.context.pages.origin,
        path: signed.path,
        method: 'GET',
        headers: signed.headers,
        // The bounds above are ours, with errors that name them.
        headersTimeout: 0,
        bodyTimeout: this.context.timeoutMs ?? DEFAULT_TIMEOUT_MS,
      },
      this,
    );
  }

  private readonly onAbort = () => this.stop(abortError(this.context.signal!));

  /** Fails the page with `error` and ends its request. */
  private stop(error: unknown): void {
    this.finish();
    this.outcome.fail(error);
    const reason = error instanceof Error ? error : new Error(String(error));
    if (this.abortRequest) this.abortRequest(reason);
    else this.pendingAbort = reason;
  }

  /** The page is settled: its timers stop (the rest of the body may still arrive, unread). */
  private finish(): void {
    if (this.done) return;
    this.done = true;
    clearTimeout(this.headersTimer);
    this.watch.stop();
    this.context.signal?.removeEventListener('abort', this.onAbort);
  }

  onConnect(abort: (error?: Error) => void): void {
    this.abortRequest = abort;
    if (this.pendingAbort) abort(this.pendingAbort);
  }

  onResponseStarted(): void {
    noteFirstByte(this.sentAtMs);
    this.inHeaders = true;
  }

  onHeaders(statusCode: number, rawHeaders: Buffer[]): boolean {
    if (statusCode < 200) return true; // 100 Continue and the like: the answer follows
    this.inHeaders = false;
    clearTimeout(this.headersTimer);
    this.watch.firstByte();
    this.body =
      statusCode === 200
        ? new PageBody(this.context, this.outcome, (error) => this.stop(error))
        : new ErrorBody(statusCode, rawHeaders);
    return true;
  }

  onData(chunk: Buffer): boolean {
    if (this.done) return true; // what follows the document: whitespace, or an error's tail
    this.watch.touch();
    this.bytes += chunk.length;
    if (this.bytes > this.maxBytes) {
      this.stop(pageTooLarge(this.context, this.context.pageSize, this.context.page));
      return true;
    }
    this.body?.write(chunk);
    if (this.done) return true; // the scanner refused the page
    // The page is done when the document is, not when the HTTP response ends: RGW often sends
    // the chunked body's last few bytes one delayed ACK (40 ms) after the rest, and a chain that
    // waited for them would lose that much on one page in ten. The socket goes back to the pool
    // once they arrive.
    if (this.body instanceof PageBody && this.body.complete) this.end();
    return true;
  }

  onComplete(): void {
    if (!this.done) this.end();
  }

  onError(error: Error): void {
    if (this.done) return;
    this.finish();
    this.outcome.fail(networkFailure(undiciFailure(error), this.place));
  }

  private end(): void {
    const body = this.body;
    this.finish();
    try {
      if (body instanceof ErrorBody) body.throw(this.place, this.context.clock);
      const scanned = (body as PageBody).end();
      this.outcome.settleNext({
        token: scanned.nextContinuationToken,
        isTruncated: scanned.isTruncated,
      });
      this.outcome.resolve({ page: scanned, bytes: this.bytes });
    } catch (error) {
      this.outcome.fail(pageFailure(error, this.context));
    }
  }
}

/** The reason a signal gave, or an AbortError. */
function abortError(signal: AbortSignal): unknown {
  return signal.reason ?? Object.assign(new Error('aborted'), { name: 'AbortError' });
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

/** A 200 answer's body as it streams in: the quick page and the page scanner side by side. */
class PageBody {
  private readonly decoder = new StringDecoder('utf8');
  private readonly head: QuickPage;
  private readonly scanner: PageScanner;

  constructor(
    private readonly context: PageContext,
    outcome: PageOutcome,
    private readonly fail: (error: unknown) => void,
  ) {
    this.head = new QuickPage(outcome.settleNext);
    this.scanner = new PageScanner({
      onToken: (token, isTruncated) => outcome.settleNext({ token, isTruncated }),
    });
  }

  get complete(): boolean {
    return this.scanner.complete;
  }

  write(chunk: Buffer): void {
    const text = this.decoder.write(chunk);
    try {
      this.head.write(text);
      this.scanner.write(text);
    } catch (error) {
      this.fail(pageFailure(error, this.context));
    }
  }

  end(): ScannedPage {
    const tail = this.decoder.end();
    if (tail) this.scanner.write(tail);
    return this.scanner.end();
  }
}

/** Error text kept of a non-200 answer: S3's `<Error>` documents are a few hundred bytes. */
const ERROR_TEXT_BYTES_MAX = 64 * 1024;

/** A non-200 answer, read (its start) to become the S3Error the SDK would have thrown. */
class ErrorBody {
  private readonly chunks: Buffer[] = [];
  private kept = 0;

  constructor(
    private readonly statusCode: number,
    private readonly rawHeaders: Buffer[],
  ) {}

  write(chunk: Buffer): void {
    if (this.kept >= ERROR_TEXT_BYTES_MAX) return;
    this.chunks.push(chunk);
    this.kept += chunk.length;
  }

  throw(place: RequestPlace, clock: SigningClock | undefined): never {
    const text = Buffer.concat(this.chunks).toString('utf8', 0, ERROR_TEXT_BYTES_MAX);
    return throwErrorAnswer(this.statusCode, headerRecord(this.rawHeaders), text, place, clock);
  }
}

/** undici's raw headers (name, value, name, value...) as a record, names lower-cased. */
function headerRecord(raw: Buffer[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (let i = 0; i + 1 < raw.length; i += 2)
    headers[raw[i]!.toString('latin1').toLowerCase()] = raw[i + 1]!.toString('latin1');
  return headers;
}

/**
 * A page the scanner refused. A body that stops before </ListBucketResult> was cut short, worth
 * another attempt (TruncatedBody); anything else is malformed and would be again, so it is not
 * retried, and the error says which page of which listing held what.
 */
function pageFailure(error: unknown, context: PageContext): Error {
  if (!(error instanceof PageFormatError)) return error as Error;
  return error.cutShort
    ? s3Failure({
        operation: 'ListObjectsV2',
        bucket: context.bucket,
        key: context.prefix || undefined,
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
