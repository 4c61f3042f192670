import path from 'node:path';
import type { LandFileColumns } from './restore-task-types.js';
import {
  finalPath,
  restoredMode,
  stagedPath,
  tempBeside,
  type RestoreTargets,
} from './restore-targets.js';
import { joinUnder } from '../paths/root-paths.js';

// An unpack task's files as columns, made on the main thread and read back in the worker.

/** Numbers per file in LandFileColumns. */
const LAND_NUMBERS = 7;

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
      const absolute = finalPath(t, i);
      const staged = t.stagings.length ? stagedPath(t.stagings, absolute) : undefined;
      const place = staged ?? absolute;
      base = baseOf(path.dirname(place), staged !== undefined);
      paths[n] = path.basename(place);
    } else {
      base = baseOf(rootBase[r]!, rootStaged[r]!);
      paths[n] = entries.path.at(i);
    }
    const k = entries.content[i]!;
    const at = n * LAND_NUMBERS;
    numbers[at] = base;
    numbers[at + 1] = contents.frame[k]!;
    numbers[at + 2] = contents.at[k]!;
    numbers[at + 3] = entries.size[i]!;
    numbers[at + 4] = restoredMode(entries.mode[i]!, t.umask);
    numbers[at + 5] = entries.mtime[i]!;
    numbers[at + 6] = i;
    if (k >= 0) sha256.set(contents.sha256.subarray(k * 32, k * 32 + 32), n * 32);
  });
  return { bases, staged, paths, numbers, sha256, tempTag: t.tempTag };
}

/**
 * An unpack task's columns read back in the worker, one field at a time: a worker made an object,
 * a joined path and a hex hash per file up front (landFileList, before), which lived as long as
 * the task and were much of each worker's scavenges in a 50,000-file restore.
 */
export class LandColumnsReader {
  /** Files in the task. */
  readonly count: number;
  private readonly hashes: Buffer;

  constructor(private readonly files: LandFileColumns) {
    this.count = files.paths.length;
    const { sha256 } = files;
    this.hashes = Buffer.from(sha256.buffer, sha256.byteOffset, sha256.byteLength);
  }

  private number(n: number, field: number): number {
    return this.files.numbers[n * LAND_NUMBERS + field]!;
  }

  /**
   * Where file `n` is written: its base joined with its path (both checked on the main thread),
   * under its temporary name unless in a staging folder (restore-targets.ts's writePlace).
   */
  target(n: number): string {
    const final = joinUnder(this.files.bases[this.number(n, 0)]!, this.files.paths[n]!);
    return this.staged(n) ? final : tempBeside(final, this.files.tempTag, this.number(n, 6));
  }

  /** Whether file `n` is inside a staging folder (written straight under its name). */
  staged(n: number): boolean {
    return this.files.staged[this.number(n, 0)]!;
  }

  frame(n: number): number {
    return this.number(n, 1);
  }

  /** Offset of file `n`'s content in its decoded frame. */
  at(n: number): number {
    return this.number(n, 2);
  }

  size(n: number): number {
    return this.number(n, 3);
  }

  mode(n: number): number {
    return this.number(n, 4);
  }

  mtimeMs(n: number): number {
    return this.number(n, 5);
  }

  /** Whether `digest` (32 bytes) is file `n`'s SHA-256: compared in place, no hex made. */
  hashIs(n: number, digest: Uint8Array): boolean {
    return digest.length === 32 && this.hashes.compare(digest, 0, 32, n * 32, n * 32 + 32) === 0;
  }

  sha256Hex(n: number): string {
    return this.hashes.toString('hex', n * 32, n * 32 + 32);
  }
}
