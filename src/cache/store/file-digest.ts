import { createHash, hash } from 'node:crypto';
import { closeSync, openSync, readSync } from 'node:fs';

/** Large files are read (and hashed) in pieces of this size. */
export const READ_CHUNK_BYTES = 1 << 20;

/**
 * The hex SHA-256 of bytes in memory: one call, with no Hash object made per file (the restore
 * and the save check tens of thousands of small files).
 */
export function sha256Hex(bytes: Uint8Array | string): string {
  return hash('sha256', bytes, 'hex');
}

/** The SHA-256 of bytes in memory, as its 32 bytes. */
export function sha256Digest(bytes: Uint8Array): Buffer {
  return hash('sha256', bytes, 'buffer');
}

/** The hex SHA-256 of a file's content, read in pieces with blocking calls (a worker's). */
export function hashFile(file: string): string {
  return fileSha256(file).toString('hex');
}

/** The SHA-256 of a file's content as its 32 bytes (see hashFile). */
export function fileSha256(file: string): Buffer {
  const fd = openSync(file, 'r');
  try {
    return fdSha256(fd);
  } finally {
    closeSync(fd);
  }
}

/** The SHA-256 of an open file's content from its start, read in pieces with blocking calls. */
export function fdSha256(fd: number): Buffer {
  const hash = createHash('sha256');
  const buffer = Buffer.allocUnsafe(READ_CHUNK_BYTES);
  for (let position = 0; ;) {
    const n = readSync(fd, buffer, 0, buffer.length, position);
    if (n === 0) break;
    hash.update(n === buffer.length ? buffer : buffer.subarray(0, n));
    position += n;
  }
  return hash.digest();
}
