import { S3Error } from '../../errors.js';
import type { SerializedError } from './list-worker-protocol.js';

/** Errors cross the thread boundary as plain data and come back as the same class. */
export function serializeError(error: unknown): SerializedError {
  if (error instanceof S3Error) {
    return {
      name: error.name,
      message: error.message,
      reason: error.reason,
      operation: error.operation,
      bucket: error.bucket,
      key: error.key,
      code: error.code,
      statusCode: error.statusCode,
      hint: error.hint,
    };
  }
  const e = error instanceof Error ? error : new Error(String(error));
  return { name: e.name, message: e.message, code: (e as { code?: string }).code };
}

export function deserializeError(data: SerializedError): Error {
  if (data.name === 'S3Error' && data.operation && data.bucket !== undefined) {
    return new S3Error(data.reason ?? data.message, {
      operation: data.operation,
      bucket: data.bucket,
      key: data.key,
      code: data.code,
      statusCode: data.statusCode,
      hint: data.hint,
    });
  }
  return Object.assign(new Error(data.message), { name: data.name, code: data.code });
}
