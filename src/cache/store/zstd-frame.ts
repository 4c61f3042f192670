import zlib from 'node:zlib';

const ZSTD_MAGIC = 0xfd2fb528;
const DEFAULT_CHUNK_BYTES = 1 << 20;

/**
 * The decoded size a zstd frame declares in its header (Frame_Content_Size, RFC 8878 3.1.1.1),
 * or undefined when it does not say. Our packs and blobs always say: zstdCompressSync sees the
 * whole input at once and writes it.
 */
export function frameContentSize(frame: Uint8Array): number | undefined {
  if (frame.length < 6) return undefined;
  const view = new DataView(frame.buffer, frame.byteOffset, frame.byteLength);
  if (view.getUint32(0, true) !== ZSTD_MAGIC) return undefined;
  const descriptor = frame[4]!;
  const fcsFlag = descriptor >> 6;
  const singleSegment = (descriptor >> 5) & 1;
  const dictFlag = descriptor & 3;
  const at = 5 + (singleSegment ? 0 : 1) + [0, 1, 2, 4][dictFlag]!;
  const fcsBytes = [singleSegment ? 1 : 0, 2, 4, 8][fcsFlag]!;
  if (fcsBytes === 0 || frame.length < at + fcsBytes) return undefined;
  if (fcsBytes === 1) return view.getUint8(at);
  if (fcsBytes === 2) return view.getUint16(at, true) + 256;
  if (fcsBytes === 4) return view.getUint32(at, true);
  const size = view.getBigUint64(at, true);
  return size <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(size) : undefined;
}

/** A frame larger than its kind may be, by its header or as it decodes: the object is refused. */
export class FrameTooLargeError extends Error {
  override readonly name = 'FrameTooLargeError';
}

/**
 * Decodes one zstd frame (one decoder per frame: nodejs/node #64741) into a single buffer of
 * the size its header declares. zlib's default 16 KiB output chunks, concatenated at the end,
 * made each frame cost twice its size in short-lived buffers and took 6x longer (3.7 ms against
 * 0.6 ms for 3 MB); the garbage, in each worker's heap, was much of a restore's peak RSS.
 * `maxBytes` is the most a frame of its kind holds (pack-limits.ts): a header that declares more
 * is refused before a byte is decoded, and zstd stops a frame that lies about it at `maxBytes`
 * (the caller checks every file's hash as well).
 */
export function decodeFrame(frame: Uint8Array, maxBytes: number): Buffer {
  const declared = frameContentSize(frame);
  if (declared !== undefined && declared > maxBytes)
    throw new FrameTooLargeError(
      `its header declares ${declared} bytes, more than the ${maxBytes} such a frame holds`,
    );
  // One byte more than declared, so a frame that is true to its header ends inside one chunk.
  const chunkSize =
    declared === undefined
      ? Math.min(DEFAULT_CHUNK_BYTES, maxBytes + 1)
      : Math.max(64, declared + 1);
  try {
    return zlib.zstdDecompressSync(frame, { chunkSize, maxOutputLength: maxBytes });
  } catch (error) {
    if ((error as { code?: string }).code === 'ERR_BUFFER_TOO_LARGE')
      throw new FrameTooLargeError(
        `it decodes to more than the ${maxBytes} bytes such a frame holds`,
      );
    throw error;
  }
}
