import path from 'node:path';
import type { LandFile, LandFileColumns } from './cache-worker-protocol.js';
import { MODE_MASK, stagedPath, writePlace, type RestoreTargets } from './restore-targets.js';

// An unpack task's files as columns, made on the main thread and read back in the worker.

/** Numbers per file in LandFileColumns. */
const LAND_NUMBERS = 6;

/**
 * Files `files` of the plan as an unpack task's columns. Where roots are not nested (always, for
 * the roots resolveRoots gives) a file's base is its root's write folder and its path the
 * manifest's own string; otherwise each file's folder is a base of its own.
 */
export function landFiles(t: RestoreTargets, files: readonly number[]): LandFileColumns {
  const { entries, contents } = t;
  const bases: string[] = [];
  const staged: boolean[] = [];
  const baseIndex = new Map<string, number>();
  const baseOf = (dir: string, isStaged: boolean): number => {
    let b = baseIndex.get(dir);
    if (b === undefined) {
      baseIndex.set(dir, (b = bases.length));
      bases.push(dir);
      staged.push(isStaged);
    }
    return b;
  };
  const nested = t.nestedRoots;
  // Per root: where its files are written (its staging folder's name if it is staged).
  const rootStaging = t.rootPaths.map((root) => stagedPath(t.stagings, root));
  const rootBase = rootStaging.map((staged, r) => staged ?? t.rootPaths[r]!);
  const rootStaged = rootStaging.map((staged) => staged !== undefined);
  const paths = new Array<string>(files.length);
  const numbers = new Float64Array(files.length * LAND_NUMBERS);
  const sha256 = new Uint8Array(files.length * 32);
  files.forEach((i, n) => {
    const r = entries.root[i]!;
    let base: number;
    if (nested) {
      const place = writePlace(t, i);
      base = baseOf(path.dirname(place.path), place.staged);
      paths[n] = path.basename(place.path);
    } else {
      base = baseOf(rootBase[r]!, rootStaged[r]!);
      paths[n] = entries.path[i]!;
    }
    const k = entries.content[i]!;
    const at = n * LAND_NUMBERS;
    numbers[at] = base;
    numbers[at + 1] = contents.frame[k]!;
    numbers[at + 2] = contents.at[k]!;
    numbers[at + 3] = entries.size[i]!;
    numbers[at + 4] = entries.mode[i]! & MODE_MASK;
    numbers[at + 5] = entries.mtime[i]!;
    if (k >= 0) sha256.set(contents.sha256.subarray(k * 32, k * 32 + 32), n * 32);
  });
  return { bases, staged, paths, numbers, sha256 };
}

/** The files of an unpack task, one object each (in the worker, for the task's length only). */
export function landFileList(files: LandFileColumns): readonly LandFile[] {
  const { bases, staged, paths, numbers, sha256 } = files;
  const hashes = Buffer.from(sha256.buffer, sha256.byteOffset, sha256.byteLength);
  return paths.map((relative, n) => {
    const at = n * LAND_NUMBERS;
    const base = numbers[at]!;
    return {
      target: relative === '' ? bases[base]! : path.join(bases[base]!, relative),
      frame: numbers[at + 1]!,
      at: numbers[at + 2]!,
      size: numbers[at + 3]!,
      sha256: hashes.toString('hex', n * 32, n * 32 + 32),
      mode: numbers[at + 4]!,
      mtimeMs: numbers[at + 5]!,
      ...(staged[base] ? { staged: true } : {}),
    };
  });
}
