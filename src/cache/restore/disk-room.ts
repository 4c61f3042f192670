import { statfsSync, statSync } from 'node:fs';
import path from 'node:path';
import type { StoredObject } from '../store/manifest-types.js';
import type { RestoreTargets } from './restore-targets.js';

/** The disk cannot hold the entry: the restore is a miss before it writes anything. */
export class DiskRoomError extends Error {
  override readonly name = 'DiskRoomError';
}

/** What one file system must hold, and what it has free. */
export interface DiskNeed {
  /** A folder on it (the nearest existing one to a root), for the message. */
  readonly where: string;
  bytes: number;
  inodes: number;
  readonly freeBytes: number;
  /** Free inodes; undefined where the file system has no fixed count (btrfs reports 0 in all). */
  readonly freeInodes: number | undefined;
  readonly blockBytes: number;
}

/** The nearest folder at or above `dir` that exists (a root may not exist yet). */
function existingAncestor(dir: string): string {
  for (let at = dir; ; at = path.dirname(at)) {
    try {
      if (statSync(at).isDirectory()) return at;
    } catch {
      // missing: go up
    }
    if (path.dirname(at) === at) return at;
  }
}

const mib = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MiB`;

/** The first need a file system cannot meet, as a sentence; undefined when all fit. */
export function shortfall(needs: Iterable<DiskNeed>): string | undefined {
  for (const n of needs) {
    if (n.bytes > n.freeBytes)
      return `the disk at ${JSON.stringify(n.where)} has ${mib(n.freeBytes)} free, and the entry needs ${mib(n.bytes)} there`;
    if (n.freeInodes !== undefined && n.inodes > n.freeInodes)
      return `the disk at ${JSON.stringify(n.where)} has ${n.freeInodes} free inodes, and the entry needs ${n.inodes} there`;
  }
  return undefined;
}

/**
 * Checks, before anything is written, that each file system under the roots has the room the
 * entry's files take there (each file rounded up to whole blocks; files that share one content
 * count once each, as they are written once each) and an inode for each file, link and folder.
 * A 1.1 KB pack could otherwise write 384 MiB of twelve copies of one content (issue 25) and fill
 * the runner's disk before any check failed.
 */
export function checkDiskRoom(targets: RestoreTargets, objects: readonly StoredObject[]): void {
  const { entries, contents, rootPaths } = targets;
  const byDevice = new Map<number, DiskNeed>();
  const rootNeed = rootPaths.map((root) => {
    const where = existingAncestor(root);
    const dev = statSync(where).dev;
    let need = byDevice.get(dev);
    if (!need) {
      const fs = statfsSync(where);
      need = {
        where,
        bytes: 0,
        inodes: 0,
        freeBytes: fs.bavail * fs.bsize,
        freeInodes: fs.files > 0 ? fs.ffree : undefined,
        blockBytes: fs.bsize > 0 ? fs.bsize : 4096,
      };
      byDevice.set(dev, need);
    }
    return need;
  });
  // A blob is downloaded whole beside its file before it is decoded (restore-blobs.ts): its
  // stored bytes count too, once per blob.
  const blobsCounted = new Set<number>();
  for (const f of targets.files) {
    const need = rootNeed[entries.root[f]!]!;
    need.bytes += Math.ceil(entries.size[f]! / need.blockBytes) * need.blockBytes;
    need.inodes++;
    const k = entries.content[f]!;
    const o = k < 0 ? -1 : contents.object[k]!;
    if (o >= 0 && objects[o]!.kind === 'blob' && !blobsCounted.has(o)) {
      blobsCounted.add(o);
      need.bytes += objects[o]!.size;
      need.inodes++;
    }
  }
  for (const l of targets.links) rootNeed[entries.root[l]!]!.inodes++;
  // Folders: every folder entry (some exist already: a little more than needed) and the
  // folders made above the roots.
  for (let i = 0; i < entries.type.length; i++)
    if (entries.type.charCodeAt(i) === 100 /* d */) rootNeed[entries.root[i]!]!.inodes++;
  if (rootNeed.length > 0) rootNeed[0]!.inodes += targets.missingDirs.length;
  const short = shortfall(byDevice.values());
  if (short) throw new DiskRoomError(`not enough room to restore: ${short}`);
}
