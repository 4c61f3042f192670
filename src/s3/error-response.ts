import type http from 'node:http';
import { s3Failure } from './s3-failure.js';
import type { SigningClock } from './signing/signing-clock.js';

export interface RequestPlace {
  readonly operation: string;
  readonly bucket: string;
  readonly key?: string | undefined;
}

/** A field of an S3 `<Error>` document (`Code`, `Message`, `Region`), if it has one. */
export function errorField(body: string, name: string): string | undefined {
  return body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
}

/**
 * The most of an error answer's body that is read. S3's error documents are well under 1 KiB;
 * an endpoint may send one that never ends, and only its `Code` and `Message` are wanted.
 */
export const ERROR_ANSWER_MAX_BYTES = 64 * 1024;

/**
 * The most time an error answer's body may take once its headers are in. It comes at once from
 * S3; an endpoint may trickle one a byte at a time, below the stall limit, for days.
 */
export const ERROR_ANSWER_MAX_MS = 120_000;

/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint. Past ERROR_ANSWER_MAX_BYTES or ERROR_ANSWER_MAX_MS the
 * answer is dropped (and its connection with it) and what came so far is read.
 */
export async function readErrorResponse(
  response: http.IncomingMessage,
  place: RequestPlace,
  clock?: SigningClock,
): Promise<never> {
  const chunks: Buffer[] = [];
  let bytes = 0;
  let late = false;
  const timer = setTimeout(() => {
    late = true;
    response.destroy();
  }, ERROR_ANSWER_MAX_MS);
  try {
    for await (const chunk of response) {
      chunks.push(chunk as Buffer);
      bytes += (chunk as Buffer).length;
      if (bytes >= ERROR_ANSWER_MAX_BYTES) {
        response.destroy();
        break;
      }
    }
  } catch (error) {
    if (!late) throw error;
  } finally {
    clearTimeout(timer);
  }
  const body = Buffer.concat(chunks).subarray(0, ERROR_ANSWER_MAX_BYTES).toString('utf8');
  return throwErrorAnswer(
    { statusCode: response.statusCode, headers: response.headers, body },
    place,
    clock,
  );
}

/** An error answer, read whole: its status, its headers and its body's text. */
export interface ErrorAnswer {
  readonly statusCode: number | undefined;
  readonly headers: Readonly<Record<string, string | string[] | undefined>>;
  readonly body: string;
}

/** The same for an error answer already read whole (`raw-get.ts`). */
export function throwErrorAnswer(
  { statusCode, headers, body }: ErrorAnswer,
  place: RequestPlace,
  clock?: SigningClock,
): never {
  const date = headers.date;
  clock?.noteServerDate(Array.isArray(date) ? date[0] : date);
  throw s3Failure({
    ...place,
    code: errorField(body, 'Code'),
    statusCode,
    message: errorField(body, 'Message') || `HTTP ${statusCode}`,
    bucketRegion:
      (headers['x-amz-bucket-region'] as string | undefined) ?? errorField(body, 'Region'),
  });
}

/** A socket error, timeout or reset of a request sent outside the SDK, as a retryable S3Error. */
export function networkFailure(
  error: Error & { code?: string; statusCode?: number },
  place: RequestPlace,
): Error {
  if (error.name === 'AbortError') return error;
  return s3Failure({
    ...place,
    code: error.code ?? 'ECONNRESET',
    // A proxy's refusal of a tunnel: its status decides the retry (a 502 is retried, a 407 not).
    statusCode: error.statusCode,
    message: error.message,
    cause: error,
  });
}

/**
 * A body shorter or longer than the length it came with was cut short (or the object changed
 * under it): a retryable TruncatedBody.
 */
export function checkBodyLength(got: number, expected: number, place: RequestPlace): void {
  if (got !== expected) {
    throw s3Failure({
      ...place,
      code: 'TruncatedBody',
      message: `received ${got} bytes, expected ${expected}`,
    });
  }
}
