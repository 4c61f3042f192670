import type { RequestPlace } from './error-response.js';
import { RawExchange } from './raw-exchange.js';
import { rawConnections, type RawConnectionPool } from './raw-connections.js';
import type { SignedRequest } from './send-signed.js';
import type { StallLimits } from './stall-watch.js';

/** Where a body is read to: the caller's own buffers, filled by the kernel directly. */
export interface BodySink {
  /** Where the next bytes may go; never empty. */
  space(): Buffer;
  /**
   * `n` bytes were read into the last `space()`. A promise holds the socket (no more reads)
   * until it settles; a rejection fails the read.
   */
  filled(n: number): Promise<void> | undefined;
}

/** An answer whose head is read; its body is read by `read` (2xx) or `readAll` (errors). */
export interface RawAnswer {
  readonly statusCode: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  readonly headers: Readonly<Record<string, string>>;
  /** Reads the body (its Content-Length) into the sink; resolves once the sink has it all. */
  read(sink: BodySink): Promise<void>;
  /** Reads the (small) body whole, for an error answer. */
  readAll(): Promise<Buffer>;
  /** Abandons the answer and its connection. */
  destroy(): void;
}

export interface RawGetOptions {
  readonly signal: AbortSignal;
  /** Longest silence before the request fails as ETIMEDOUT, whatever the stall limits say. */
  readonly timeoutMs: number;
  readonly stalls?: StallLimits | undefined;
  readonly place: RequestPlace;
  /** The keep-alive connections to use; the process's by default. */
  readonly pool?: RawConnectionPool | undefined;
}

/**
 * A GET whose body the kernel reads straight into the caller's buffers (`onread` with a buffer
 * function, which net and tls both take when they dial), so a large body costs no 64 KiB Buffer
 * per socket read, no copy by Node's HTTP parser, no stream events and no collector work: a
 * 200 MB GET written and hashed took 0.42-0.45 CPU-seconds so, against 0.73-0.84 through
 * `http.get` (docs/benchmarks.md, branch dl-cpu). HTTP/1.1 over keep-alive connections
 * (`raw-connections.ts`); the answer must have a Content-Length (S3's GetObject always has).
 * Watched for stalls like every request (`stall-watch.ts`); errors are retryable S3Errors
 * (`networkFailure`).
 *
 * A reused connection the server closed while it was idle fails before any byte of the answer:
 * the GET is then sent once more on a new connection (a GET is safe to repeat), as browsers and
 * Go's net/http do, rather than spending one of the caller's retries (and its backoff).
 */
export async function rawGet(signed: SignedRequest, options: RawGetOptions): Promise<RawAnswer> {
  const pool = options.pool ?? rawConnections;
  const first = new RawExchange(signed, options, pool, false);
  try {
    return await first.head;
  } catch (error) {
    if (!first.stale || options.signal.aborted) throw error;
    return new RawExchange(signed, options, pool, true).head;
  }
}
