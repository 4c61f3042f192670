import { forEachBounded } from '../../bounded.js';
import type { StoredObject } from '../store/manifest-types.js';
import { storeRoot } from '../store/cache-names.js';
import { getRangeInto } from '../store/store-get.js';
import { getRangeHere, runRangeTask } from './restore-range-task.js';
import type { UnpackTask } from './restore-task-types.js';
import { fetchBlobs, type BlobToLand } from './restore-blobs.js';
import { landingFailure, type RestoreJob } from './restore-job.js';
import { landFiles } from './restore-land-files.js';
import type { RestoreTargets } from './restore-targets.js';

/**
 * GETs of about 2 MB each in flight, within the job's byte budget (32 MiB: about 16 of them).
 * 8 kept two workers fed on the local RGW; at a runner's distance each wave of GETs costs a
 * round trip, so every piece of a tree of up to 16 pieces (about 15,000 files) goes in the
 * first wave, on connections the workers opened during the lookup (restore-preconnect.ts).
 */
export const REQUESTS_IN_FLIGHT = 16;

/**
 * The first pieces are fetched on this thread, over the connections it opened when the lookup
 * began (restore-preconnect.ts): a worker opens its own only once it has loaded, which on a busy
 * machine came after the manifest, so its first GETs waited on their handshakes.
 */
export const FIRST_PIECES_HERE = REQUESTS_IN_FLIGHT / 2;
/** Needed frames per GET (and per worker task): about 8 MiB of files, 2 MB on the wire. */
const FRAMES_PER_TASK = 4;
/**
 * Needed frames this close are fetched in one GET with the unneeded frames between them: a
 * request costs a few milliseconds of round trip and RGW work, about what this many bytes take
 * to arrive, and an entry after incremental saves needs frames scattered through old packs.
 */
export const MERGE_GAP_BYTES = 512 * 1024;

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

/** The pieces of packs and the blobs that `files` need, from the entry's objects. */
function shareOut(
  objects: readonly StoredObject[],
  targets: RestoreTargets,
  files: readonly number[],
): { pieces: Piece[]; blobs: BlobToLand[] } {
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
  const blobs: BlobToLand[] = [];
  for (const [index, list] of byObject) {
    const object = objects[index]!;
    if (object.kind === 'pack') pieces.push(...piecesOf(object, list, frameOf));
    else for (const file of list) blobs.push({ object, file });
  }
  return { pieces, blobs };
}

/**
 * Downloads the packs and blobs the files need, in parallel and bounded in bytes in flight (the
 * job's budget); each piece goes to a worker that decompresses it, checks every file against
 * its hash and lands it under its temporary name (or in its staging folder), while later pieces
 * still download. The first failure stops the other fetches (RestoreJob.stopFetches). When this
 * throws, every worker task has settled or been abandoned with its worker (the job closes the
 * pool before it undoes anything).
 */
export async function fetchAndLand(
  job: RestoreJob,
  objects: readonly StoredObject[],
  targets: RestoreTargets,
  files: readonly number[],
): Promise<void> {
  const { pieces, blobs } = shareOut(objects, targets, files);
  job.phases.plan(
    'unpack',
    files.length,
    files.reduce((n, f) => n + targets.entries.size[f]!, 0),
  );
  // What the fetches will move on the wire (a blob once per file that needs it), for the
  // progress line's bytes and rate.
  job.phases.plan(
    'download',
    pieces.length + blobs.length,
    pieces.reduce((n, p) => n + p.range[1], 0) + blobs.reduce((n, b) => n + b.object.size, 0),
  );
  const root = storeRoot(job.store);
  const packs = forEachBounded(pieces.length, REQUESTS_IN_FLIGHT, (i) =>
    landPiece(job, targets, pieces[i]!, { root, first: i < FIRST_PIECES_HERE }),
  );
  const large = fetchBlobs(job, blobs, targets);
  let first: { error: unknown } | undefined;
  await Promise.allSettled(
    [packs, large].map((p) =>
      p.catch((error: unknown) => {
        first ??= { error };
        job.stopFetches(error);
      }),
    ),
  );
  job.phases.end('download');
  job.phases.end('unpack');
  if (first) throw first.error;
}

/** One piece of a pack, within the budget: fetched, then unpacked and landed by a worker. */
async function landPiece(
  job: RestoreJob,
  targets: RestoreTargets,
  piece: Piece,
  { root, first }: { readonly root: string; readonly first: boolean },
): Promise<void> {
  const { phases, budget } = job;
  const [base, bytes] = piece.range;
  await budget.acquire(bytes);
  try {
    job.fetchSignal.throwIfAborted();
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
    const key = root + piece.object.name;
    await fetchPiece(job, { key, first }, piece.range, fields).catch(landingFailure);
    phases.add('download', 1, bytes);
    job.bytesDownloaded += bytes;
    phases.add(
      'unpack',
      piece.files.length,
      piece.files.reduce((n, f) => n + targets.entries.size[f]!, 0),
    );
  } finally {
    budget.release(bytes);
  }
}

/**
 * One piece: fetched and unpacked by a worker (restore-range-task.ts) where the bucket takes
 * direct signed requests; otherwise, and for the first pieces and any while the workers still
 * load (getRangeHere), fetched here into one exact buffer that moves to the worker uncopied.
 */
async function fetchPiece(
  job: RestoreJob,
  { key, first }: { readonly key: string; readonly first: boolean },
  [offset, length]: readonly [number, number],
  fields: Omit<UnpackTask, 'kind' | 'body'>,
): Promise<void> {
  const range = { offset, length };
  if (first || !job.workersLoaded) {
    const body = await getRangeHere(job, key, range);
    if (body) {
      await job.pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
      return;
    }
  }
  const fetched = await runRangeTask(job, key, range, (fetch) => ({
    kind: 'fetch-unpack',
    ...fields,
    fetch,
  }));
  if (fetched) return;
  const { session, store, fetchSignal } = job;
  const body = await getRangeInto(
    session,
    { bucket: store.bucket, key },
    { offset, length },
    fetchSignal,
  );
  await job.pool.run({ kind: 'unpack', ...fields, body }, [body.buffer]);
}
