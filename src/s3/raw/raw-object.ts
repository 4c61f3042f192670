import { ERROR_ANSWER_MAX_BYTES, throwErrorAnswer, type RequestPlace } from '../error-response.js';
import type { RawAnswer } from './raw-answer.js';
import { rawGet } from './raw-get.js';
import type { SignedRequest } from '../send-signed.js';
import type { SigningClock } from '../signing/signing-clock.js';
import type { StallLimits } from '../stall-watch.js';

export interface RawObjectOptions {
  readonly signal: AbortSignal;
  readonly timeoutMs: number;
  readonly stalls: StallLimits;
  readonly place: RequestPlace;
  /** Told the server's Date of an error answer, so a RequestTimeTooSkewed retry signs right. */
  readonly clock: SigningClock;
  /** Told each run of body bytes as it arrives. */
  readonly onBody?: ((bytes: number) => void) | undefined;
}

/** A whole object's body and its answer's headers, read by the raw reader. */
export interface RawWhole {
  readonly headers: Readonly<Record<string, string>>;
  readonly body: Buffer;
}

/**
 * Sends a signed GET by the raw reader (`raw-get.ts`) and hands back its 2xx answer unread; an
 * error answer is read and thrown as the S3Error the SDK would have thrown.
 */
export async function openRawObject(
  signed: SignedRequest,
  options: RawObjectOptions,
): Promise<RawAnswer> {
  const answer = await rawGet(signed, options);
  if (answer.statusCode >= 200 && answer.statusCode < 300) return answer;
  // An error answer that declares more than an error document takes is not read: its status
  // says enough, and reading it would hold what the endpoint chose to send.
  let body: Buffer = Buffer.alloc(0);
  if (Number(answer.headers['content-length'] ?? 0) > ERROR_ANSWER_MAX_BYTES) answer.destroy();
  else body = await answer.readAll();
  return throwErrorAnswer(
    { statusCode: answer.statusCode, headers: answer.headers, body: body.toString('utf8') },
    options.place,
    options.clock,
  );
}

/**
 * A small object's GET whole: no ClientRequest, no IncomingMessage and no stream events per
 * object, the body read once into one buffer of its Content-Length (a connection that ends
 * before fails as a retryable reset).
 */
export async function getRawObject(
  signed: SignedRequest,
  options: RawObjectOptions,
  maxBytes = Infinity,
): Promise<RawWhole> {
  const answer = await openRawObject(signed, options);
  // Refused on its head, before a byte of it is read: the caller's limit is what it can hold.
  const declared = Number(answer.headers['content-length']);
  if (declared > maxBytes) {
    answer.destroy();
    throw new BodyTooLargeError(declared, maxBytes, options.place);
  }
  return { headers: answer.headers, body: await answer.readAll() };
}

/** An answer longer than its reader may hold (not retried: the object is what it is). */
export class BodyTooLargeError extends Error {
  override readonly name = 'BodyTooLargeError';
  constructor(bytes: number, maxBytes: number, place: RequestPlace) {
    super(
      `${place.operation} ${JSON.stringify(`s3://${place.bucket}/${place.key ?? ''}`)} would read ${bytes} bytes, more than the ${maxBytes} allowed`,
    );
  }
}
