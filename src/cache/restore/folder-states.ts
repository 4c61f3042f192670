import { lstatSync, statSync, type Stats } from 'node:fs';
import path from 'node:path';

export function lstatOrUndefined(file: string): Stats | undefined {
  try {
    return lstatSync(file);
  } catch {
    return undefined;
  }
}

function statOrUndefined(file: string): Stats | undefined {
  try {
    return statSync(file);
  } catch {
    return undefined;
  }
}

/** What a restore's plan knows of a folder: a real one, one still to make, or one it refuses. */
export type FolderState = 'ok' | 'missing' | 'bad';

/**
 * The folders a restore's plan has looked at (restore-targets.ts): every folder on the way from
 * a root to a file must be a real folder or not exist yet, never a symlink (planned or on disk)
 * nor a file. Each folder is looked at once; those missing are added to `missingDirs`, parents
 * first, and missing roots to `missingRoots` too.
 */
export class FolderStates {
  private readonly states = new Map<string, FolderState>();

  constructor(
    private readonly missing: { readonly missingDirs: string[]; readonly missingRoots: string[] },
    /** The absolute paths of the plan's symlinks: no folder on the way may be one. */
    private readonly linkPaths: ReadonlySet<string>,
  ) {}

  get(dir: string): FolderState | undefined {
    return this.states.get(dir);
  }

  set(dir: string, state: FolderState): void {
    this.states.set(dir, state);
  }

  /** Whether `dir` (under `root`, or the root) may hold what the plan writes there. */
  check(root: string, dir: string): boolean {
    if (dir === root) return this.checkRoot(root);
    const known = this.states.get(dir);
    if (known) return known !== 'bad';
    if (this.linkPaths.has(dir) || !this.check(root, path.dirname(dir))) {
      this.states.set(dir, 'bad');
      return false;
    }
    const parentMissing = this.states.get(path.dirname(dir)) === 'missing';
    const stats = parentMissing ? undefined : lstatOrUndefined(dir);
    const state = !stats
      ? 'missing'
      : stats.isDirectory() && !stats.isSymbolicLink()
        ? 'ok'
        : 'bad';
    this.states.set(dir, state);
    if (state === 'missing') this.missing.missingDirs.push(dir);
    return state !== 'bad';
  }

  /** The root may be a symlink (the user's choice); it must not be a file. Missing, it is made. */
  private checkRoot(root: string): boolean {
    if (!this.states.has(root)) {
      const stats = lstatOrUndefined(root);
      const isDir =
        stats?.isDirectory() || (stats?.isSymbolicLink() && statOrUndefined(root)?.isDirectory());
      this.states.set(root, !stats ? 'missing' : isDir ? 'ok' : 'bad');
      if (!stats) {
        this.missing.missingDirs.push(root);
        this.missing.missingRoots.push(root);
      }
    }
    return this.states.get(root) !== 'bad';
  }
}
