import type http from 'node:http';
import { s3Failure } from './s3-failure.js';
import type { SigningClock } from './signing-clock.js';

export interface RequestPlace {
  readonly operation: string;
  readonly bucket: string;
  readonly key?: string | undefined;
}

/**
 * Reads an S3 error answer (`<Error><Code>…</Code><Message>…</Message></Error>`, or nothing
 * for HEAD) from a request sent outside the SDK, and throws it as the S3Error the SDK path
 * would have thrown, with its hint.
 */
export async function readErrorResponse(
  response: http.IncomingMessage,
  place: RequestPlace,
  clock?: SigningClock,
): Promise<never> {
  clock?.noteServerDate(response.headers.date);
  const chunks: Buffer[] = [];
  for await (const chunk of response) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks).toString('utf8');
  const field = (name: string) => body.match(new RegExp(`<${name}>([^<]*)</${name}>`))?.[1];
  throw s3Failure({
    ...place,
    code: field('Code'),
    statusCode: response.statusCode,
    message: field('Message') || `HTTP ${response.statusCode}`,
    bucketRegion:
      (response.headers['x-amz-bucket-region'] as string | undefined) ?? field('Region'),
  });
}
