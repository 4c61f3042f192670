import type { ObjectCannedACL, ServerSideEncryption, StorageClass } from '@aws-sdk/client-s3';
import type { ObjectOptions } from '../sync/sync-request.js';

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
    ...(options.metadata ? { Metadata: { ...options.metadata } } : {}),
  };
}

export type ObjectParams = ReturnType<typeof objectParams>;
