import { unstaged, type RestoreTargets, type Staging } from './restore-targets.js';

/**
 * What a restore has made so far, so that a failure can take it all back (restore-undo.ts). The
 * steps tell it what they make, as they make it, through these methods and no other way; the
 * undo reads it once every worker has stopped.
 */
export class RestoreRecord {
  private readonly madeDirs: string[] = [];
  private readonly madeStagings: Staging[] = [];
  private plan: RestoreTargets | undefined;
  private readonly pendingRows: number[] = [];
  private readonly blobDownloads: string[] = [];
  private readonly changedModes: Array<{ readonly path: string; readonly mode: number }> = [];

  /** Folders made, parents first. */
  get dirs(): readonly string[] {
    return this.madeDirs;
  }

  get stagings(): readonly Staging[] {
    return this.madeStagings;
  }

  /** The plan, once made: every temporary name it gives is removed by an undo. */
  get targets(): RestoreTargets | undefined {
    return this.plan;
  }

  /** Files and links written under a temporary name beside their final one (not staged). */
  get pending(): readonly number[] {
    return this.pendingRows;
  }

  /** Blobs' downloads beside their files, each removed by the worker that lands it. */
  get downloads(): readonly string[] {
    return this.blobDownloads;
  }

  /** Existing folders whose mode the restore changed, with the mode they had. */
  get folderModes(): ReadonlyArray<{ readonly path: string; readonly mode: number }> {
    return this.changedModes;
  }

  /** A folder made (parents before their children). */
  madeDir(dir: string): void {
    this.madeDirs.push(dir);
  }

  /** A staging folder made (restore-staging.ts). */
  madeStaging(staging: Staging): void {
    this.madeStagings.push(staging);
  }

  /** A staging folder renamed to its root: an undo then removes the root. */
  publishedStaging(staging: Staging): void {
    staging.renamed = true;
  }

  /**
   * The plan, with every name a worker or this thread may write outside a staging folder: known
   * before the first is written, so an undo removes them whoever wrote them.
   */
  planned(targets: RestoreTargets): void {
    this.plan = targets;
    this.pendingRows.push(...unstaged(targets, targets.files), ...unstaged(targets, targets.links));
  }

  /** A blob's download, recorded before it exists: the worker that lands it may die first. */
  download(file: string): void {
    this.blobDownloads.push(file);
  }

  /** An existing folder's mode, about to change: an undo sets `mode` back. */
  changedMode(path: string, mode: number): void {
    this.changedModes.push({ path, mode });
  }
}
