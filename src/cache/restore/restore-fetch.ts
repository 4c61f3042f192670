import type { PhaseCollector } from '../../phases.js';
import { forEachBounded } from '../../bounded.js';
import { ByteBudget } from '../../transfer/byte-budget.js';
import type { StoredObject } from '../store/manifest-types.js';
import { storeRoot } from '../store/cache-names.js';
import { getRangeInto } from '../store/cache-store.js';
import { runRangeTask } from './restore-range-task.js';
import type { CacheSession, CacheStoreLocation } from '../store/cache-types.js';
import { CacheTaskError } from '../workers/cache-worker-pool.js';
import type { RestorePool, UnpackTask } from './restore-task-types.js';
import { fetchBlobs } from './restore-blobs.js';
import { landFiles } from './restore-land-files.js';
import type { RestoreTargets } from './restore-targets.js';

/**
 * GETs of about 2 MB each in flight, within RESTORE_BYTES_IN_FLIGHT: 8 keep two workers fed on
 * the local RGW (16 only held more buffers waiting in the workers' queues).
 */
const REQUESTS_IN_FLIGHT = 8;
/** Bytes of packs fetched and not yet landed, and of blob ranges in flight. */
const RESTORE_BYTES_IN_FLIGHT = 32 * 1024 * 1024;
/** Needed frames per GET (and per worker task): about 8 MiB of files, 2 MB on the wire. */
const FRAMES_PER_TASK = 4;
/**
 * Needed frames this close are fetched in one GET with the unneeded frames between them: a
 * request costs a few milliseconds of round trip and RGW work, about what this many bytes take
 * to arrive, and an entry after incremental saves needs frames scattered through old packs.
 */
export const MERGE_GAP_BYTES = 512 * 1024;

/** A corrupt or inconsistent object: the restore is a miss. */
export class CacheIntegrityError extends Error {
  override readonly name = 'CacheIntegrityError';
}

/** One ranged GET and one worker task: a run of needed frames (with small holes) of a pack. */
interface Piece {
  readonly object: StoredObject;
  readonly range: readonly [number, number];
  /** Every frame the range covers, needed or not. */
  readonly frames: number[];
  /** Entry indexes of the files it lands. */
  readonly files: number[];
}

/**
 * The GETs for one pack: runs of the frames its files need, at most FRAMES_PER_TASK needed
 * frames each, merged across holes of up to MERGE_GAP_BYTES. A pack needed whole is thus a few
 * GETs of about 2 MB, each landing in a buffer that moves to a worker as it is.
 */
export function piecesOf(
  object: StoredObject,
  files: readonly number[],
  frameOf: (file: number) => number,
): Piece[] {
  const byFrame = new Map<number, number[]>();
  for (const f of files) {
    const frame = frameOf(f);
    const list = byFrame.get(frame);
    if (list) list.push(f);
    else byFrame.set(frame, [f]);
  }
  const needed = [...byFrame.keys()].sort((a, b) => a - b);
  const pieces: Array<Piece & { needed: number }> = [];
  for (const frame of needed) {
    const [offset, length] = object.frames[frame]!;
    const last = pieces.at(-1);
    const end = last ? last.range[0] + last.range[1] : 0;
    if (last && last.needed < FRAMES_PER_TASK && offset >= end && offset - end <= MERGE_GAP_BYTES) {
      for (let between = last.frames.at(-1)! + 1; between <= frame; between++)
        last.frames.push(between);
      last.files.push(...byFrame.get(frame)!);
      last.needed++;
      (last as { range: readonly [number, number] }).range = [
        last.range[0],
        offset + length - last.range[0],
      ];
    } else
      pieces.push({
        object,
        range: [offset, length],
        frames: [frame],
        files: [...byFrame.get(frame)!],
        needed: 1,
      });
  }
  return pieces;
}

export interface FetchOutcome {
  /** Temporary names the workers reported landed (for the record: see WorkerReply). */
  written: string[];
  /** Blobs' downloads beside their files, each removed by the worker that lands it. */
  temporary: string[];
  bytesDownloaded: number;
}

/**
 * Downloads the packs and blobs the files need, in parallel and bounded in bytes in flight;
 * each piece goes to a worker that decompresses it, checks every file against its hash and
 * lands it under its temporary name (or in its staging folder), while later pieces still
 * download. When this throws, every worker task has settled or been abandoned with its worker
 * (the caller closes the pool before it undoes anything).
 */
export async function fetchAndLand(
  session: CacheSession,
  store: CacheStoreLocation,
  objects: readonly StoredObject[],
  targets: RestoreTargets,
  files: readonly number[],
  pool: RestorePool,
  phases: PhaseCollector,
  jobSignal: AbortSignal,
  outcome: FetchOutcome,
): Promise<void> {
  // The first failure stops the rest (no new GET, fetches in flight cancelled) rather than
  // letting the blobs' downloads run on to their end before the restore can be undone.
  const stop = new AbortController();
  const signal = AbortSignal.any([jobSignal, stop.signal]);
  const root = storeRoot(store);
  const { entries, contents } = targets;
  const byObject = new Map<number, number[]>();
  for (const f of files) {
    const object = contents.object[entries.content[f]!]!;
    const list = byObject.get(object);
    if (list) list.push(f);
    else byObject.set(object, [f]);
  }
  const frameOf = (f: number) => contents.frame[entries.content[f]!]!;
  const pieces: Piece[] = [];
  const blobs: Array<{ object: StoredObject; file: number }> = [];
  for (const [index, list] of byObject) {
    const object = objects[index]!;
    if (object.kind === 'pack') pieces.push(...piecesOf(object, list, frameOf));
    else for (const file of list) blobs.push({ object, file });
  }
  // One budget for packs held until written and for blobs' ranges in flight.
  const budget = new ByteBudget(RESTORE_BYTES_IN_FLIGHT, signal);
  const collect = (error: unknown) => {
    if (error instanceof CacheTaskError) outcome.written.push(...error.written);
    if (error instanceof CacheTaskError && error.name === 'IntegrityError')
      throw new CacheIntegrityError(error.message);
    throw error;
  };
  const packs = forEachBounded(pieces.length, REQUESTS_IN_FLIGHT, async (i) => {
    const piece = pieces[i]!;
    const [base, bytes] = piece.range;
    await budget.acquire(bytes);
    try {
      signal.throwIfAborted();
      phases.begin('download');
      phases.begin('unpack');
      // Not hashed here as a whole: every file is checked against its own hash in the worker
      // before it gets its name, and a frame that does not decode is corruption too.
      const fields = {
        object: piece.object.name,
        compression: piece.object.compression,
        frames: piece.frames.map((f): [number, number, number] => {
          const [offset, length] = piece.object.frames[f]!;
          return [f, offset - base, length];
        }),
        files: landFiles(targets, piece.files),
      };
      const { written } = await fetchPiece(
        session,
        store.bucket,
        root + piece.object.name,
        base,
        bytes,
        fields,
        pool,
        signal,
      ).catch(collect);
      phases.add('download', 1, bytes);
      outcome.bytesDownloaded += bytes;
      outcome.written.push(...written);
      phases.add(
        'unpack',
        piece.files.length,
        piece.files.reduce((n, f) => n + entries.size[f]!, 0),
      );
    } finally {
      budget.release(bytes);
    }
  });
  const large = fetchBlobs(blobs, targets, {
    session,
    store,
    pool,
    phases,
    signal,
    outcome,
    collect,
    budget,
  });
  let first: { error: unknown } | undefined;
  await Promise.allSettled(
    [packs, large].map((p) =>
      p.catch((error: unknown) => {
        first ??= { error };
        stop.abort(error);
      }),
    ),
  );
  phases.end('download');
  phases.end('unpack');
  if (first) throw first.error;
}

/**
 * One piece: fetched and unpacked by a worker (restore-range-task.ts) where the bucket takes
 * direct signed requests; otherwise fetched here into one exact buffer that moves to the worker
 * uncopied.
 */
async function fetchPiece(
  session: CacheSession,
  bucket: string,
  key: string,
  offset: number,
  length: number,
  fields: Omit<UnpackTask, 'kind' | 'body'>,
  pool: RestorePool,
  signal: AbortSignal,
): Promise<{ written: readonly string[] }> {
  const range = { offset, length };
  const fetched = await runRangeTask(
    session,
    bucket,
    key,
    range,
    (fetch) => ({ kind: 'fetch-unpack', ...fields, fetch }),
    pool,
    signal,
  );
  if (fetched) return fetched;
  const body = await getRangeInto(session, bucket, key, offset, length, signal);
  return pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
}
