/**
 * The sizes a save writes, shared with the restore, which holds what it reads to them: the bucket
 * is untrusted, and a 36 KB frame that decoded to 1 GiB took a worker to 2.15 GB (issue 25).
 */

/** Files at or above this size are blobs of their own; smaller ones go into packs. */
export const BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** Uncompressed tar members per zstd frame of a pack: the unit a partial restore fetches. */
export const FRAME_INPUT_BYTES = 2 * 1024 * 1024;
/** Uncompressed input per frame of a compressed blob. */
export const BLOB_FRAME_BYTES = 4 * 1024 * 1024;
/**
 * The most a compressed blob's frame can take as stored: zstd's bound for BLOB_FRAME_BYTES of
 * input (ZSTD_COMPRESSBOUND, zstd.h: the input plus 1/256 of it). A longer frame is no save's,
 * and the restore, which holds a frame's stored bytes whole, refuses it unread.
 */
export const MAX_BLOB_FRAME_STORED_BYTES = BLOB_FRAME_BYTES + (BLOB_FRAME_BYTES >> 8);

const TAR_BLOCK = 512;
/**
 * The most a pack's frame decodes to: a frame is cut once it holds FRAME_INPUT_BYTES, so it ends
 * with at most one member more (a header and a file under BLOB_MIN_BYTES, padded to a block),
 * and the last frame adds tar's two zero blocks.
 */
export const MAX_PACK_FRAME_BYTES = FRAME_INPUT_BYTES + BLOB_MIN_BYTES + 3 * TAR_BLOCK;
