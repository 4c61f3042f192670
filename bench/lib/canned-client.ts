import { Readable } from 'node:stream';
import { S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';

/**
 * An S3Client whose request handler answers every request at once with `body` and `headers`:
 * only the SDK's own middleware (signing, parsing) runs, with no network.
 */
export function cannedClient(
  body: Buffer,
  headers: Record<string, string>,
  config: S3ClientConfig = {},
): S3Client {
  const requestHandler = {
    handle: () =>
      Promise.resolve({
        response: {
          statusCode: 200,
          reason: 'OK',
          headers: { ...headers, 'content-length': String(body.length) },
          body: Readable.from([body]),
        },
      }),
    updateHttpClientConfig: () => undefined,
    httpHandlerConfigs: () => ({}),
  };
  return new S3Client({
    region: 'us-east-1',
    credentials: { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' },
    ...config,
    requestHandler: requestHandler as unknown as S3ClientConfig['requestHandler'],
  });
}
