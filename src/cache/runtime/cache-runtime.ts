import zlib from 'node:zlib';

/** The cache needs zstd in node:zlib (Node 22.15, 23.8 and later). */
export class CacheRuntimeError extends Error {
  override readonly name = 'CacheRuntimeError';
}

export function assertZstd(): void {
  if (typeof zlib.zstdCompressSync !== 'function' || typeof zlib.zstdDecompressSync !== 'function')
    throw new CacheRuntimeError(
      `caches need zstd, which Node ${process.version} lacks: run them on Node 24 (the action's runtime) or Node 22.15 and later`,
    );
}
