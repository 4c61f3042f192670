import http from 'node:http';
import https from 'node:https';
import type { Socket } from 'node:net';
import { networkFailure, type RequestPlace } from './error-response.js';
import { processStallLimits, watchStalls, type StallLimits } from './stall-watch.js';

/**
 * A body we send in one write leaves at the socket's pace, silently: its first-byte wait gets
 * the time it takes at this (slow) rate on top, so a large PUT on a slow link is not a stall.
 */
export const SLOWEST_SEND_BYTES_PER_SEC = 256 * 1024;

/** A request resolved and signed, ready to send over our own socket. */
export interface SignedRequest {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  readonly method: string;
  /** Path and query string, encoded. */
  readonly path: string;
  readonly headers: Record<string, string>;
  /**
   * The proxy to send it through, when the job's proxy settings say so for its host: read by
   * the raw reader, which has no agent (`raw-connections.ts`); requests sent on an agent follow
   * the agent's routes instead.
   */
  readonly proxy?: string | undefined;
}

export interface SendOptions {
  readonly agent: http.Agent | https.Agent;
  readonly signal?: AbortSignal | undefined;
  /** Longest silence on the socket before the request fails as ETIMEDOUT: the last resort. */
  readonly timeoutMs: number;
  /** The run's adaptive stall limits; a silence longer than them fails as RequestStalled. */
  readonly stalls?: StallLimits | undefined;
  /** Bytes of the body the caller will send, which widen the wait for the first byte. */
  readonly bodyBytes?: number | undefined;
  readonly place: RequestPlace;
  /** Socket errors, resets and timeouts, already as retryable S3Errors (aborts as they are). */
  readonly onFailure: (error: Error) => void;
}

/**
 * Starts a request signed outside the SDK on our keep-alive agent; the caller reads the
 * response and ends the request (with its body, if any).
 */
export function sendSigned(signed: SignedRequest, options: SendOptions): http.ClientRequest {
  const transport = signed.protocol === 'https:' ? https : http;
  const request = transport.request({
    agent: options.agent,
    protocol: signed.protocol,
    hostname: signed.hostname,
    port: signed.port,
    method: signed.method,
    path: signed.path,
    headers: signed.headers,
    signal: options.signal,
    timeout: options.timeoutMs,
  });
  request.on('timeout', () =>
    request.destroy(Object.assign(new Error('no answer in time'), { code: 'ETIMEDOUT' })),
  );
  request.on('error', (error) => options.onFailure(networkFailure(error, options.place)));
  let response: http.IncomingMessage | undefined;
  const watch = watchStalls(
    options.stalls ?? processStallLimits,
    (stalled) => (response ?? request).destroy(stalled),
    ((options.bodyBytes ?? 0) / SLOWEST_SEND_BYTES_PER_SEC) * 1000,
    () => response !== undefined && response.readableLength >= response.readableHighWaterMark,
  );
  // Bytes are counted on the socket, not with a 'data' listener on the response: that would
  // switch the body to flowing mode, and a caller that reads it later would lose its first
  // chunks (a ranged GET read after the response resolves did).
  const touch = () => watch.touch();
  let socket: Socket | undefined;
  const unwatch = () => {
    watch.stop();
    socket?.off('data', touch);
    socket = undefined;
  };
  request.on('socket', (s) => {
    socket = s;
    s.on('data', touch);
  });
  request.on('response', (answer) => {
    response = answer;
    watch.firstByte();
    // A keep-alive socket serves the next request too: stop counting once this body is done.
    answer.on('end', unwatch);
    answer.on('close', unwatch);
  });
  request.on('close', () => {
    if (!response) unwatch();
  });
  return request;
}

/**
 * Reports a response body that stops arriving (the connection reset or aborted mid-body) as the
 * same retryable S3Error a socket error before the response would be.
 */
export function onBodyFailure(
  response: http.IncomingMessage,
  place: RequestPlace,
  fail: (error: Error) => void,
): void {
  response.on('aborted', () =>
    fail(
      networkFailure(Object.assign(new Error('response aborted'), { code: 'ECONNRESET' }), place),
    ),
  );
  response.on('error', (error) => fail(networkFailure(error, place)));
}
