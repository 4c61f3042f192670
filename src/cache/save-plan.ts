import type { CacheManifest } from './cache-manifest.js';

/** Files at or above this size are blobs of their own. */
export const BLOB_MIN_BYTES = 8 * 1024 * 1024;
/** A reused pack whose needed frames are under this share of its bytes is repacked. */
export const SPARSE_PACK_SHARE = 0.5;
/**
 * Packs holding less content than this (uncompressed, as the prior entry knows it) count as
 * small... A full save cuts packs at 32 MiB of content (save-upload.ts), which compresses to
 * 5-8 MiB for source, so compressed size cannot tell a full save's packs from the few-MiB packs
 * of incremental saves: judged by it, every pack of a 50k-file tree was "small" and each 1%
 * save repacked them all (52 of 129 MB uploaded, `npm run bench -- cache`).
 */
export const SMALL_PACK_CONTENT_BYTES = 8 * 1024 * 1024;
/** ...and an entry that would read more than this many small packs has them repacked. */
export const MAX_SMALL_PACKS = 4;

export interface HashedFile {
  readonly path: string;
  readonly size: number;
  readonly sha256: string;
}

/** Where a content already is in the prior manifest's objects. */
export interface PriorPlace {
  readonly object: number;
  readonly frame: number;
  readonly at: number;
}

export interface SavePlan {
  /** Content hash -> its place in a prior object that the new entry keeps. */
  readonly reused: ReadonlyMap<string, PriorPlace>;
  /** Prior objects the new entry reads. */
  readonly reusedObjects: ReadonlySet<number>;
  /** Contents to pack, each once, in walk order. */
  readonly newSmall: readonly HashedFile[];
  /** Contents to store as blobs, each once. */
  readonly newBlobs: readonly HashedFile[];
  /** Prior packs whose live content is being rewritten (compaction). */
  readonly compacted: number;
}

/**
 * Decides what a save uploads: contents the prior manifest holds are reused where they are,
 * unless their pack is mostly holes or the entry would read too many small packs (then they are
 * repacked from the local files, see docs/cache-format.md#compaction); the rest is new.
 * `unusable` names prior objects that must not be reused (gone from the store).
 */
export function planSave(
  files: readonly HashedFile[],
  prior: CacheManifest | undefined,
  unusable: ReadonlySet<number> = new Set(),
  blobMinBytes = BLOB_MIN_BYTES,
): SavePlan {
  const known = new Map<string, PriorPlace>();
  for (const f of prior?.files ?? [])
    if (f.t === 'f' && f.s! > 0 && !unusable.has(f.o!) && !known.has(f.h!))
      known.set(f.h!, { object: f.o!, frame: f.fr!, at: f.at! });

  // Which frames of which prior objects the entry would need.
  const framesNeeded = new Map<number, Set<number>>();
  for (const f of files) {
    const place = f.size > 0 ? known.get(f.sha256) : undefined;
    if (!place) continue;
    let frames = framesNeeded.get(place.object);
    if (!frames) framesNeeded.set(place.object, (frames = new Set()));
    frames.add(place.frame);
  }
  // The content each prior object holds for the prior entry, uncompressed.
  const contentBytes = new Map<number, number>();
  for (const f of prior?.files ?? [])
    if (f.t === 'f' && f.s! > 0) contentBytes.set(f.o!, (contentBytes.get(f.o!) ?? 0) + f.s!);
  const repack = new Set<number>();
  const small: number[] = [];
  for (const [index, frames] of framesNeeded) {
    const object = prior!.objects[index]!;
    if (object.kind !== 'pack') continue;
    let live = 0;
    for (const frame of frames) live += object.frames[frame]![1];
    if (live < object.size * SPARSE_PACK_SHARE) repack.add(index);
    else if ((contentBytes.get(index) ?? 0) < SMALL_PACK_CONTENT_BYTES) small.push(index);
  }
  if (small.length > MAX_SMALL_PACKS) for (const index of small) repack.add(index);

  const reused = new Map<string, PriorPlace>();
  const reusedObjects = new Set<number>();
  const newSmall: HashedFile[] = [];
  const newBlobs: HashedFile[] = [];
  const queued = new Set<string>();
  for (const f of files) {
    if (f.size === 0 || reused.has(f.sha256) || queued.has(f.sha256)) continue;
    const place = known.get(f.sha256);
    const isBlob = f.size >= blobMinBytes;
    const priorKind = place && prior!.objects[place.object]!.kind;
    if (place && !repack.has(place.object) && priorKind === (isBlob ? 'blob' : 'pack')) {
      reused.set(f.sha256, place);
      reusedObjects.add(place.object);
      continue;
    }
    queued.add(f.sha256);
    (isBlob ? newBlobs : newSmall).push(f);
  }
  return { reused, reusedObjects, newSmall, newBlobs, compacted: repack.size };
}
