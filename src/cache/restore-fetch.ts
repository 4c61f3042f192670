import path from 'node:path';
import type { PhaseCollector } from '../phases.js';
import { downloadObject } from '../transfer/download.js';
import { forEachBounded } from '../bounded.js';
import { ByteBudget } from '../transfer/byte-budget.js';
import { blobTransferContext } from './blob-transfer.js';
import type { StoredObject } from './cache-manifest.js';
import { storeRoot } from './cache-names.js';
import { getRangeInto } from './cache-store.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { CacheTaskError, type CacheWorkerPool } from './cache-worker-pool.js';
import type { LandFile } from './cache-worker-protocol.js';
import { MODE_MASK, type TargetFile } from './restore-targets.js';

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
  readonly files: TargetFile[];
}

function landFile(t: TargetFile): LandFile {
  const e = t.entry;
  return {
    target: t.absolute,
    frame: e.fr!,
    at: e.at!,
    size: e.s!,
    sha256: e.h!,
    mode: e.m & MODE_MASK,
    mtimeMs: e.mt,
    ...(t.staged ? { staged: true } : {}),
  };
}

/**
 * The GETs for one pack: runs of the frames its files need, at most FRAMES_PER_TASK needed
 * frames each, merged across holes of up to MERGE_GAP_BYTES. A pack needed whole is thus a few
 * GETs of about 2 MB, each landing in a buffer that moves to a worker as it is.
 */
export function piecesOf(object: StoredObject, files: TargetFile[]): Piece[] {
  const byFrame = new Map<number, TargetFile[]>();
  for (const f of files) {
    const list = byFrame.get(f.entry.fr!) ?? [];
    list.push(f);
    byFrame.set(f.entry.fr!, list);
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
  written: string[];
  bytesDownloaded: number;
}

/**
 * Downloads the packs and blobs the files need, in parallel and bounded in bytes in flight;
 * each piece goes to a worker that decompresses it, checks every file against its hash and
 * lands it atomically, while later pieces still download. `written` gathers every file landed,
 * also when this throws, so the caller can remove them.
 */
export async function fetchAndLand(
  session: CacheSession,
  store: CacheStoreLocation,
  objects: readonly StoredObject[],
  files: readonly TargetFile[],
  pool: CacheWorkerPool,
  phases: PhaseCollector,
  signal: AbortSignal,
  outcome: FetchOutcome,
  umask: number,
): Promise<void> {
  const root = storeRoot(store);
  const byObject = new Map<number, TargetFile[]>();
  for (const f of files) {
    const list = byObject.get(f.entry.o!) ?? [];
    list.push(f);
    byObject.set(f.entry.o!, list);
  }
  const pieces: Piece[] = [];
  const blobs: Array<{ object: StoredObject; file: TargetFile }> = [];
  for (const [index, list] of byObject) {
    const object = objects[index]!;
    if (object.kind === 'pack') pieces.push(...piecesOf(object, list));
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
      // Not hashed here as a whole: every file is checked against its own hash in the worker
      // before it gets its name, and a frame that does not decode is corruption too.
      const body = await getRangeInto(
        session,
        store.bucket,
        root + piece.object.name,
        base,
        bytes,
        signal,
      );
      phases.add('download', 1, body.length);
      outcome.bytesDownloaded += body.length;
      phases.begin('unpack');
      const { written } = await pool
        .run(
          {
            kind: 'unpack',
            object: piece.object.name,
            body,
            compression: piece.object.compression,
            frames: piece.frames.map((f) => {
              const [offset, length] = piece.object.frames[f]!;
              return [f, offset - base, length];
            }),
            files: piece.files.map(landFile),
            umask,
          },
          [body.buffer],
        )
        .catch(collect);
      outcome.written.push(...written);
      phases.add(
        'unpack',
        written.length,
        piece.files.reduce((n, f) => n + f.entry.s!, 0),
      );
    } finally {
      budget.release(bytes);
    }
  });
  const large = fetchBlobs(blobs, {
    session,
    store,
    pool,
    phases,
    signal,
    outcome,
    collect,
    budget,
    umask,
  });
  const settled = await Promise.allSettled([packs, large]);
  phases.end('download');
  phases.end('unpack');
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
}

let nextTemp = 0;

interface BlobRun {
  readonly session: CacheSession;
  readonly store: CacheStoreLocation;
  readonly pool: CacheWorkerPool;
  readonly phases: PhaseCollector;
  readonly signal: AbortSignal;
  readonly outcome: FetchOutcome;
  readonly collect: (error: unknown) => never;
  readonly budget: ByteBudget;
  readonly umask: number;
}

async function fetchBlobs(
  blobs: ReadonlyArray<{ object: StoredObject; file: TargetFile }>,
  { session, store, pool, phases, signal, outcome, collect, budget, umask }: BlobRun,
): Promise<void> {
  const context = blobTransferContext(session, signal, budget, (n) => {
    outcome.bytesDownloaded += n;
  });
  await forEachBounded(blobs.length, 2, async (i) => {
    const { object, file } = blobs[i]!;
    const downloaded = path.join(
      path.dirname(file.absolute),
      `.s3cache-blob-${process.pid}-${nextTemp++}`,
    );
    phases.begin('download');
    // Ranged GETs in parallel for large blobs (src/transfer/download.ts), into a temporary name.
    await downloadObject(
      {
        bucket: store.bucket,
        key: storeRoot(store) + object.name,
        size: object.size,
        lastModifiedMs: file.entry.mt,
        etag: '',
        targetPath: downloaded,
      },
      context,
    );
    phases.add('download', 1, object.size);
    const { written } = await pool
      .run({
        kind: 'blob-land',
        object: object.name,
        downloaded,
        objectSha256: object.sha256,
        compression: object.compression,
        frames: object.frames.map(([o, l]) => [o, l] as [number, number]),
        file: landFile(file),
        umask,
      })
      .catch(collect);
    outcome.written.push(...written);
    phases.add('unpack', 1, file.entry.s!);
  });
}
