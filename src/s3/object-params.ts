import type { ObjectCannedACL, ServerSideEncryption, StorageClass } from '@aws-sdk/client-s3';

/** Passed through on upload and copy, as the aws-cli's flags of the same names. */
export interface ObjectOptions {
  readonly storageClass?: string | undefined;
  readonly sse?: string | undefined;
  readonly sseKmsKeyId?: string | undefined;
  readonly acl?: string | undefined;
  readonly cacheControl?: string | undefined;
  readonly contentType?: string | undefined;
  readonly contentEncoding?: string | undefined;
  readonly contentDisposition?: string | undefined;
  readonly contentLanguage?: string | undefined;
  readonly expires?: Date | undefined;
  /** False: an upload sends no Content-Type of its own guessing (`--no-guess-mime-type`). */
  readonly guessContentType?: boolean | undefined;
  readonly metadata?: Readonly<Record<string, string>> | undefined;
}

/** The aws-cli's pass-through flags, as PutObject / CopyObject / CreateMultipartUpload fields. */
export function objectParams(options: ObjectOptions, guessedContentType?: string) {
  const contentType = options.contentType ?? guessedContentType;
  return {
    ...(options.storageClass ? { StorageClass: options.storageClass as StorageClass } : {}),
    ...(options.sse ? { ServerSideEncryption: options.sse as ServerSideEncryption } : {}),
    ...(options.sseKmsKeyId ? { SSEKMSKeyId: options.sseKmsKeyId } : {}),
    ...(options.acl ? { ACL: options.acl as ObjectCannedACL } : {}),
    ...(options.cacheControl ? { CacheControl: options.cacheControl } : {}),
    ...(contentType ? { ContentType: contentType } : {}),
    ...(options.contentEncoding ? { ContentEncoding: options.contentEncoding } : {}),
    ...(options.contentDisposition ? { ContentDisposition: options.contentDisposition } : {}),
    ...(options.contentLanguage ? { ContentLanguage: options.contentLanguage } : {}),
    ...(options.expires ? { Expires: options.expires } : {}),
    ...(options.metadata ? { Metadata: { ...options.metadata } } : {}),
  };
}

export type ObjectParams = ReturnType<typeof objectParams>;

/** The HTTP header of each field of ObjectParams, for requests sent without the SDK. */
const HEADER_OF: Readonly<Record<Exclude<keyof ObjectParams, 'Metadata' | 'Expires'>, string>> = {
  StorageClass: 'x-amz-storage-class',
  ServerSideEncryption: 'x-amz-server-side-encryption',
  SSEKMSKeyId: 'x-amz-server-side-encryption-aws-kms-key-id',
  ACL: 'x-amz-acl',
  CacheControl: 'cache-control',
  ContentType: 'content-type',
  ContentEncoding: 'content-encoding',
  ContentDisposition: 'content-disposition',
  ContentLanguage: 'content-language',
};

/**
 * The fields a copy replaces the source's with (metadata directive REPLACE): S3 keeps these
 * from the source under COPY, whatever the request says.
 */
export const REPLACED_ON_COPY: ReadonlySet<keyof ObjectParams> = new Set([
  'Metadata',
  'ContentType',
  'CacheControl',
  'ContentEncoding',
  'ContentDisposition',
  'ContentLanguage',
  'Expires',
]);

/** What goes into an HTTP header as it is: printable ASCII. */
const PLAIN_HEADER = /^[\x20-\x7e]*$/;

/**
 * The same fields as headers, or undefined when one of them cannot be sent as a plain header
 * (metadata outside printable ASCII): the SDK path then carries it, as it encodes them.
 */
export function objectHeaders(params: ObjectParams): Record<string, string> | undefined {
  const headers: Record<string, string> = {};
  for (const [field, header] of Object.entries(HEADER_OF)) {
    const value = params[field as keyof typeof HEADER_OF];
    if (value) headers[header] = value;
  }
  // An HTTP date, as the SDK writes it.
  if (params.Expires) headers.expires = params.Expires.toUTCString();
  for (const [name, value] of Object.entries(params.Metadata ?? {})) {
    headers[`x-amz-meta-${name}`] = value;
  }
  return Object.entries(headers).every(([n, v]) => PLAIN_HEADER.test(n) && PLAIN_HEADER.test(v))
    ? headers
    : undefined;
}
