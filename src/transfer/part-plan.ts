/**
 * How a large object is cut and how many of its parts go at once, chosen from its size and the
 * run's part size. Larger objects get larger ranges, so a GiB costs tens of requests, not
 * hundreds; the shared ByteBudget, not these numbers, bounds the memory all of them hold.
 */

const MiB = 1024 * 1024;

/** S3 allows at most 10,000 parts in a multipart upload. */
const MAX_PARTS = 10_000;

/** A range's bytes are gathered into buffers of this size and written at their offset. */
export const GATHER_BYTES = 1 * MiB;

/**
 * What one range being downloaded holds of the budget: the buffer it fills and the one being
 * written meanwhile.
 */
export const RANGE_HOLD_BYTES = 2 * GATHER_BYTES;

/**
 * Bytes in flight for every large transfer of a run together. At 8 MiB parts that is 16 parts
 * uploading at once, or 64 ranges downloading: more than a runner's network needs.
 */
export const LARGE_BYTES_IN_FLIGHT = 128 * MiB;

export interface PartChoice {
  readonly partBytes: number;
  /** Parts of this one object in flight at once (the budget may allow fewer). */
  readonly concurrency: number;
}

/**
 * Objects under this size are fetched by one GET, as rclone does under its multi-thread cutoff:
 * no HEAD (the GET's own headers say what to check), 2 requests instead of 50 for 2 x 200 MB,
 * and the file hashed by a pooled worker from the gather buffers as each lands (StreamCheck). Hashing
 * on the main thread instead cost the wall time: 2 x 200 MB took 1.90-2.28 s so against
 * 1.16-1.17 s with the worker (2 of 3 rounds, quiet machine), and ranges for them 1.21-1.46 s
 * with 193 MB of RSS against 132 (docs/benchmarks.md). A 1 GB object in one stream saved
 * nothing and took longer, hence the cutoff; above it, parallel ranges, which also keep a
 * runner's link to S3 full where one TCP stream would not.
 */
export const STREAM_CUTOFF_BYTES = 256 * MiB;

/**
 * The cut-over for a download: `streamCutoffBytes` when the run gave one (tests), else
 * STREAM_CUTOFF_BYTES, whatever the round trip. An earlier cut-over when the round trip is far
 * (told by the shortest wait for a first byte) was built, swept and removed: at 20 ms, ranges
 * from 32 MiB were 1.09x slower than one GET for 2 x 200 MB, with twice RGW's CPU, because on
 * two cores CPU per byte, not a TCP window, bounds a large download (docs/benchmarks.md, "At a
 * distance" and "Large objects: where the CPU goes"). S3_SYNC_STREAM_CUTOFF_MIB replaces the
 * constant for the benchmarks' sweep (`npm run bench -- large --cutoffs`); it is not a setting.
 */
export function streamCutoffFor(
  streamCutoffBytes?: number,
  env: NodeJS.ProcessEnv = process.env,
): number {
  if (streamCutoffBytes !== undefined) return streamCutoffBytes;
  const mib = env.S3_SYNC_STREAM_CUTOFF_MIB;
  return mib !== undefined && mib !== '' && Number(mib) >= 0
    ? Number(mib) * MiB
    : STREAM_CUTOFF_BYTES;
}

/**
 * Downloads: one stream under the cut-over (`streamCutoffFor`); above it, ranges of the run's
 * part size (8 MiB by default), 16 at once, taken in offset order.
 * On RGW an 8 MiB range waits about 19 ms for its first byte and then takes 10 ms: rather than
 * asking for the next range's first bytes before the current one ends (which ties ranges
 * together), 16 ranges stay in flight, each holding only its 2 MiB of the budget, so the socket
 * waits of some overlap the bodies of others (docs/benchmarks.md, issue 16). Ranges stay small
 * so that the file becomes whole from its start steadily, at most 16 ranges behind the bytes
 * landing: the integrity check hashes that whole prefix while the download runs (RangeCheck).
 * Larger ranges cost no less CPU: 8, 32 and 64 MiB ranges of 1 GB took the same 3.1-3.2
 * client CPU-seconds and 0.9-1.0 of RGW's (120, 30 and 15 requests).
 */
export function downloadParts(
  size: number,
  chunksizeBytes: number,
  streamCutoffBytes = STREAM_CUTOFF_BYTES,
): PartChoice {
  if (size < streamCutoffBytes) return { partBytes: Math.max(size, 1), concurrency: 1 };
  const partBytes = Math.max(chunksizeBytes, Math.ceil(size / MAX_PARTS));
  return { partBytes, concurrency: Math.min(Math.max(1, Math.ceil(size / partBytes)), 16) };
}

/**
 * Uploads hold each part whole (its SHA-256 is signed, and a retry resends it), so a part is at
 * most 32 MiB; within that, parts are few: about 8 per object, from the run's part size up.
 * Every part costs the server a fixed amount besides its bytes (on RGW, two 200 MB uploads took
 * 2.9 CPU-seconds of RGW in 8 MiB parts, 2.5 in 16 MiB and 2.3 in 32 MiB parts or one PUT each,
 * issue 16), and on a small runner the server shares the CPU with us. The run's byte budget,
 * not the 8 per object, decides how many go at once: 4 parts of 32 MiB in 128 MiB. A smaller
 * budget (`budgetBytes`, the cache's 64 MiB) gets smaller parts, so that 4 still fit in it.
 */
export function uploadParts(
  size: number,
  chunksizeBytes: number,
  budgetBytes = LARGE_BYTES_IN_FLIGHT,
): PartChoice {
  const maxPartBytes = Math.min(32 * MiB, Math.floor(budgetBytes / 4 / MiB) * MiB);
  return choose(size, {
    minPartBytes: chunksizeBytes,
    targetParts: 8,
    maxPartBytes,
    maxConcurrency: 8,
  });
}

/** Server-side copies move no byte through the runner: large parts, many at once. */
export function copyParts(size: number, chunksizeBytes: number): PartChoice {
  return choose(size, {
    minPartBytes: Math.max(chunksizeBytes, 64 * MiB),
    targetParts: 16,
    maxPartBytes: 256 * MiB,
    maxConcurrency: 16,
  });
}

function choose(
  size: number,
  {
    minPartBytes,
    targetParts,
    maxPartBytes,
    maxConcurrency,
  }: {
    readonly minPartBytes: number;
    readonly targetParts: number;
    readonly maxPartBytes: number;
    readonly maxConcurrency: number;
  },
): PartChoice {
  const wanted = Math.ceil(size / targetParts / MiB) * MiB;
  const upper = Math.max(minPartBytes, maxPartBytes);
  const partBytes = Math.max(
    Math.min(Math.max(wanted, minPartBytes), upper),
    Math.ceil(size / MAX_PARTS),
  );
  const parts = Math.max(1, Math.ceil(size / partBytes));
  return { partBytes, concurrency: Math.min(parts, maxConcurrency) };
}
