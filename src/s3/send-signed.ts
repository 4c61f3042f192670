import http from 'node:http';
import https from 'node:https';
import { networkFailure, type RequestPlace } from './error-response.js';

/** A request resolved and signed, ready to send over our own socket. */
export interface SignedRequest {
  readonly protocol: string;
  readonly hostname: string;
  readonly port: number | undefined;
  readonly method: string;
  /** Path and query string, encoded. */
  readonly path: string;
  readonly headers: Record<string, string>;
}

export interface SendOptions {
  readonly agent: http.Agent | https.Agent;
  readonly signal?: AbortSignal | undefined;
  /** Longest silence on the socket before the request fails as ETIMEDOUT. */
  readonly timeoutMs: number;
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
