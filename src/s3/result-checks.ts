import type { S3Client } from '@aws-sdk/client-s3';

/**
 * S3 answers a copy, a part copy and the assembly of a multipart upload with 200 at once, then
 * works (sending whitespace to keep the connection open) and may fail after: the error then
 * comes as an `<Error>` document in the body of the 200. The SDK takes a body that ends with
 * `</Error>` for an error; one with anything after it (a newline, from a proxy or another
 * store) would be read as an empty result, and the operation taken for done. The result's ETag
 * element is what proves it done (RGW sends it empty in a CompleteMultipartUploadResult, so its
 * presence is what counts): without it, the answer is a failure.
 */
const RESULT_ETAG: Readonly<Record<string, (output: ResultShape) => unknown>> = {
  CompleteMultipartUploadCommand: (output) => output.ETag,
  CopyObjectCommand: (output) => output.CopyObjectResult?.ETag,
  UploadPartCopyCommand: (output) => output.CopyPartResult?.ETag,
};

interface ResultShape {
  readonly ETag?: string;
  readonly CopyObjectResult?: { readonly ETag?: string };
  readonly CopyPartResult?: { readonly ETag?: string };
}

/**
 * A 200 whose body is not the operation's result. Retryable (`TruncatedBody`), as S3 asks of
 * an error in a 200; `Code` is where `s3FailureFromSdk` reads an S3 error's code.
 */
export class MissingResultError extends Error {
  readonly code = 'TruncatedBody';
  readonly Code = 'TruncatedBody';
  readonly $metadata = { httpStatusCode: 200 };
  constructor(operation: string) {
    super(
      `the endpoint answered HTTP 200 to ${operation} without the result's ETag (S3 sends an ` +
        'error this way once the work has started); the operation did not complete',
    );
    this.name = 'MissingResultError';
  }
}

/** Adds the check to every command the client sends. */
export function checkResults(client: S3Client): void {
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const etagOf = RESULT_ETAG[context.commandName ?? ''];
      if (etagOf && etagOf(result.output as ResultShape) === undefined) {
        throw new MissingResultError(context.commandName!.replace(/Command$/, ''));
      }
      return result;
    },
    { step: 'initialize', name: 'checkResults' },
  );
}
