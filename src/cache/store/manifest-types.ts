/** The manifest's shapes: what a save writes and a restore reads (docs/cache-format.md). */

import type { PathTable } from './path-table.js';

/** What a save writes: columns (docs/cache-format.md). Version 1 manifests are still read. */
export const MANIFEST_FORMAT = 's3-sync-cache/2';

/** Where a root of the cache's paths lives: under the workspace, under `~`, or absolute. */
export interface CacheRoot {
  readonly base: 'workspace' | 'home' | 'absolute';
  /** Relative to the base with `/` separators ('' for the base itself); absolute for `absolute`. */
  readonly path: string;
}

export interface StoredObject {
  /**
   * Relative to the store root: `cas/packs/<sha>.tar.zst` or `cas/blobs/<sha>` (under `cas/pr/`
   * for a pull request's content, see content-levels.ts), or the same with `-<32 hex digits>`
   * after the hash (a copy written where that name held other bytes).
   */
  readonly name: string;
  readonly sha256: string;
  readonly size: number;
  readonly kind: 'pack' | 'blob';
  readonly compression: 'zstd' | 'none';
  /** [offset, length] of each zstd frame; one frame covering the object when not compressed. */
  readonly frames: ReadonlyArray<readonly [number, number]>;
  /**
   * The ETag the store gave the object when a save wrote or checked it, quotes removed
   * (optional: older builds did not record it). A later save reuses the object only while its
   * ETag is still this one (object-trust.ts).
   */
  readonly etag?: string;
}

/**
 * Every entry of the tree, one row per index, in walk order (a folder before what it holds).
 * Columns rather than one object per entry: a 50,000-file manifest was 70 MB of objects once
 * parsed, and writing and reading its JSON took most of a small save's time.
 */
export interface EntryColumns {
  /** One character per entry: f (regular file), d (folder), l (symlink). */
  readonly type: string;
  /** Index into the manifest's roots. */
  readonly root: readonly number[];
  /** Path inside the root, `/`-separated ('' for the root itself), as one string table. */
  readonly path: PathTable;
  /** Size in bytes (0 for folders and symlinks). */
  readonly size: readonly number[];
  /** Mode bits (permissions only). */
  readonly mode: readonly number[];
  /** mtime in whole milliseconds. */
  readonly mtime: readonly number[];
  /** Symlink targets, as read, by entry index. */
  readonly link: ReadonlyMap<number, string>;
}

export interface ManifestEntries extends EntryColumns {
  /** Index into the manifest's contents; -1 for folders, symlinks and empty files. */
  readonly content: readonly number[];
}

/** One row per distinct content the entry holds, and where its bytes are. */
export interface ManifestContents {
  /** SHA-256 of each content, 32 bytes per row (one hex string in the stored JSON). */
  readonly sha256: Buffer;
  /** Index into the manifest's objects. */
  readonly object: readonly number[];
  /** Frame of that object. */
  readonly frame: readonly number[];
  /** Offset of the content inside the decompressed frame. */
  readonly at: readonly number[];
}

/** What a manifest holds, as the save builds it and as it is stored. */
export interface ManifestData {
  readonly format: typeof MANIFEST_FORMAT;
  readonly key: string;
  readonly scope: string;
  readonly version: string;
  readonly createdAtMs: number;
  /**
   * When the save began walking the tree (optional; early manifests lack it): a file whose
   * mtime is this close to it may have changed after it was read (see save-cache.ts).
   */
  readonly scannedAtMs?: number;
  readonly roots: readonly CacheRoot[];
  readonly objects: readonly StoredObject[];
  readonly entries: ManifestEntries;
  readonly contents: ManifestContents;
}

/**
 * One entry as an object, the shape of version 1's `files`: for reading a manifest by eye (tests,
 * debugging); the engine reads the columns.
 */
export interface ManifestFile {
  readonly t: 'f' | 'd' | 'l';
  readonly r: number;
  readonly p: string;
  readonly m: number;
  readonly mt: number;
  /** Size (files). */
  readonly s?: number;
  /** Content SHA-256 (files). */
  readonly h?: string;
  /** Object index, frame index and offset of the content inside the decompressed frame. */
  readonly o?: number;
  readonly fr?: number;
  readonly at?: number;
  /** Symlink target, as read. */
  readonly l?: string;
}

/** A manifest read from the store (either version), checked. */
export interface CacheManifest extends ManifestData {
  /** One object per entry, built from the columns on first use and kept. */
  readonly files: readonly ManifestFile[];
}

/** Throws a ManifestError that says what is wrong. */
export type Fail = (what: string) => never;
