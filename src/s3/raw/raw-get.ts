import { RawExchange } from './raw-exchange.js';
import type { RawAnswer, RawGetOptions } from './raw-answer.js';
import { rawConnections } from './raw-connections.js';
import type { SignedRequest } from '../send-signed.js';

/**
 * A GET whose body the kernel reads straight into the caller's buffers (`onread` with a buffer
 * function, which net and tls both take when they dial), so a large body costs no 64 KiB Buffer
 * per socket read, no copy by Node's HTTP parser, no stream events and no collector work (its
 * CPU against undici's and node:http's: `npm run bench -- http-client`, docs/benchmarks.md's
 * "HTTP clients"). HTTP/1.1 over keep-alive connections
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
