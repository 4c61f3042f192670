import { createHash } from 'node:crypto';
import path from 'node:path';
import type { PhaseCollector } from '../phases.js';
import { downloadObject } from '../transfer/download.js';
import { forEachBounded } from '../bounded.js';
import { ByteBudget } from '../transfer/byte-budget.js';
import { blobTransferContext, CACHE_BYTES_IN_FLIGHT } from './blob-transfer.js';
import type { StoredObject } from './cache-manifest.js';
import { storeRoot } from './cache-names.js';
import { getBytes } from './cache-store.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { CacheTaskError, type CacheWorkerPool } from './cache-worker-pool.js';
import type { LandFile } from './cache-worker-protocol.js';
import { MODE_MASK, type TargetFile } from './restore-targets.js';

const REQUESTS_IN_FLIGHT = 16;
/** A pack needed for at least this share of its bytes is fetched whole (and checked whole). */
const WHOLE_PACK_SHARE = 0.5;

/** A corrupt or inconsistent object: the restore is a miss. */
export class CacheIntegrityError extends Error {
  override readonly name = 'CacheIntegrityError';
}

/** Frames per unpack task: about 8 MiB of files, so that the workers share a pack's work. */
const FRAMES_PER_TASK = 4;

/** Splits a piece's frames into groups of adjacent frames, FRAMES_PER_TASK at most. */
function frameGroups(frames: readonly number[]): number[][] {
  const groups: number[][] = [];
  for (const frame of frames) {
    const group = groups.at(-1);
    if (group && group.length < FRAMES_PER_TASK && group.at(-1)! + 1 === frame) group.push(frame);
    else groups.push([frame]);
  }
  return groups;
}

/** One GET: a whole object or a run of adjacent frames. */
interface Piece {
  readonly object: StoredObject;
  readonly range?: readonly [number, number];
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
  };
}

/** The GETs for one pack: the whole pack, or runs of the frames its files need. */
function piecesOf(object: StoredObject, files: TargetFile[]): Piece[] {
  const byFrame = new Map<number, TargetFile[]>();
  for (const f of files) {
    const list = byFrame.get(f.entry.fr!) ?? [];
    list.push(f);
    byFrame.set(f.entry.fr!, list);
  }
  const frames = [...byFrame.keys()].sort((a, b) => a - b);
  const needed = frames.reduce((n, i) => n + object.frames[i]![1], 0);
  if (needed >= object.size * WHOLE_PACK_SHARE) return [{ object, frames, files }];
  const pieces: Piece[] = [];
  for (const frame of frames) {
    const [offset, length] = object.frames[frame]!;
    const last = pieces.at(-1);
    if (last && last.range && last.range[0] + last.range[1] === offset) {
      last.frames.push(frame);
      last.files.push(...byFrame.get(frame)!);
      (last as { range: readonly [number, number] }).range = [
        last.range[0],
        last.range[1] + length,
      ];
    } else
      pieces.push({
        object,
        range: [offset, length],
        frames: [frame],
        files: [...byFrame.get(frame)!],
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
  const budget = new ByteBudget(CACHE_BYTES_IN_FLIGHT, signal);
  const collect = (error: unknown) => {
    if (error instanceof CacheTaskError) outcome.written.push(...error.written);
    if (error instanceof CacheTaskError && error.name === 'IntegrityError')
      throw new CacheIntegrityError(error.message);
    throw error;
  };
  const packs = forEachBounded(pieces.length, REQUESTS_IN_FLIGHT, async (i) => {
    const piece = pieces[i]!;
    const bytes = piece.range ? piece.range[1] : piece.object.size;
    await budget.acquire(bytes);
    try {
      signal.throwIfAborted();
      phases.begin('download');
      // Not hashed by getBytes: a whole pack is hashed once below, a range never as a whole.
      let body: Buffer | undefined = (
        await getBytes(session, store.bucket, root + piece.object.name, signal, piece.range, true)
      ).body;
      phases.add('download', 1, body.length);
      outcome.bytesDownloaded += body.length;
      const base = piece.range ? piece.range[0] : 0;
      // A whole pack is checked against its name here (SHA-256 runs at about 1 GB/s); every
      // file is checked again against its own hash in the worker before it gets its name.
      if (!piece.range && createHash('sha256').update(body).digest('hex') !== piece.object.sha256)
        throw new CacheIntegrityError(
          `${piece.object.name} does not match its hash: it is corrupt`,
        );
      phases.begin('unpack');
      // Groups of a few frames go to the workers in parallel, so one large pack keeps every
      // worker busy; each group is copied into an ArrayBuffer of its own and moved, not cloned.
      // allSettled: a failed group must not let the undo run while its siblings still write.
      const running = frameGroups(piece.frames).map(async (frames) => {
        const first = piece.object.frames[frames[0]!]![0] - base;
        const last = piece.object.frames[frames.at(-1)!]!;
        const own = Uint8Array.from(body!.subarray(first, last[0] + last[1] - base));
        const inGroup = new Set(frames);
        const files = piece.files.filter((f) => inGroup.has(f.entry.fr!));
        const { written } = await pool
          .run(
            {
              kind: 'unpack',
              object: piece.object.name,
              body: own,
              compression: piece.object.compression,
              frames: frames.map((f) => {
                const [offset, length] = piece.object.frames[f]!;
                return [f, offset - base - first, length];
              }),
              files: files.map(landFile),
            },
            [own.buffer],
          )
          .catch(collect);
        outcome.written.push(...written);
        phases.add(
          'unpack',
          written.length,
          files.reduce((n, f) => n + f.entry.s!, 0),
        );
      });
      body = undefined; // each group has its copy (taken before its first await): let it go
      const groups = await Promise.allSettled(running);
      for (const group of groups) if (group.status === 'rejected') throw group.reason;
    } finally {
      budget.release(bytes);
    }
  });
  const large = fetchBlobs(session, store, blobs, pool, phases, signal, outcome, collect, budget);
  const settled = await Promise.allSettled([packs, large]);
  phases.end('download');
  phases.end('unpack');
  for (const s of settled) if (s.status === 'rejected') throw s.reason;
}

let nextTemp = 0;

async function fetchBlobs(
  session: CacheSession,
  store: CacheStoreLocation,
  blobs: ReadonlyArray<{ object: StoredObject; file: TargetFile }>,
  pool: CacheWorkerPool,
  phases: PhaseCollector,
  signal: AbortSignal,
  outcome: FetchOutcome,
  collect: (error: unknown) => never,
  budget: ByteBudget,
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
      })
      .catch(collect);
    outcome.written.push(...written);
    phases.add('unpack', 1, file.entry.s!);
  });
}
