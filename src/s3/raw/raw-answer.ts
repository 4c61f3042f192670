import type { RequestPlace } from '../error-response.js';
import type { RawConnectionPool } from './raw-connections.js';
import type { StallLimits } from '../stall-watch.js';

/*
 * What a raw GET (`raw-get.ts`) answers, where its body goes and what it is given: the contract
 * between its callers and the exchange that carries it out (`raw-exchange.ts`), kept apart from
 * both so that neither imports the other for it.
 */

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
  /** Told each run of body bytes as it arrives (a progress line's bytes on the wire). */
  readonly onBody?: ((bytes: number) => void) | undefined;
  /** The keep-alive connections to use; the process's by default. */
  readonly pool?: RawConnectionPool | undefined;
}
