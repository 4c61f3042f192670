import { lookup } from 'mime-types';

/**
 * Guesses the Content-Type from the file name, as the aws-cli does on upload (Python's
 * mimetypes). Unknown names get none, and S3 stores them as binary/octet-stream, as it would.
 */
export function guessContentType(fileName: string): string | undefined {
  return lookup(fileName) || undefined;
}
