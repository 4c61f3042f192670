import zlib from 'node:zlib';
import { sha256Hex } from './file-digest.js';
import { checkColumns } from './manifest-check.js';
import { columnsOfV1, MANIFEST_FORMAT_V1 } from './manifest-v1.js';
import { releaseBuffer } from './release-buffer.js';
import { manifestJsonBudgetBytes, structuresFit } from './manifest-limits.js';
import { frameContentSize } from './zstd-frame.js';
import {
  MANIFEST_FORMAT,
  type CacheManifest,
  type CacheRoot,
  type EntryColumns,
  type ManifestData,
  type ManifestFile,
  type StoredObject,
} from './manifest-types.js';
import type { PathTable } from './path-table.js';

export { MANIFEST_FORMAT_V1 };

/** SHA-256 of no bytes: the hash of every empty file. */
export const EMPTY_SHA256 = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

/** How many regular files the entries hold, and their bytes. */
export function fileTotals(entries: Pick<EntryColumns, 'type' | 'size'>): {
  files: number;
  bytes: number;
} {
  let files = 0;
  let bytes = 0;
  for (let i = 0; i < entries.type.length; i++)
    if (entries.type.charCodeAt(i) === 102 /* f */) {
      files++;
      bytes += entries.size[i]!;
    }
  return { files, bytes };
}

/** A manifest that cannot be trusted: the restore is a miss and says why. */
export class ManifestError extends Error {
  override readonly name = 'ManifestError';
}

/** Rows per piece of a column: each piece is a string of its own, then bytes for zstd. */
const PIECE_ROWS = 4096;

/** `column` as JSON, in pieces of PIECE_ROWS rows (numbers joined). */
function* columnPieces(column: readonly number[]): Generator<string> {
  yield '[';
  for (let at = 0; at < column.length; at += PIECE_ROWS) {
    const text = column.slice(at, at + PIECE_ROWS).join(',');
    yield at === 0 ? text : `,${text}`;
  }
  yield ']';
}

/** The path table as a JSON array of strings, in pieces: only one piece's strings exist at once. */
function* pathPieces(paths: PathTable): Generator<string> {
  yield '[';
  for (let at = 0; at < paths.length; at += PIECE_ROWS) {
    const rows: string[] = [];
    for (let i = at; i < Math.min(paths.length, at + PIECE_ROWS); i++) rows.push(paths.at(i));
    const text = JSON.stringify(rows).slice(1, -1);
    yield at === 0 ? text : `,${text}`;
  }
  yield ']';
}

/**
 * The stored JSON, column by column, in pieces: a 50,000-file manifest's JSON is 6.9 MB, and
 * built as one string (then one buffer) it cost a save's main thread 30 MB of heap and 14 MB
 * outside it at the very end, on top of everything else (its peak RSS).
 */
function* manifestPieces(m: ManifestData): Generator<string> {
  const { entries: e, contents: c } = m;
  const header = JSON.stringify({
    format: m.format,
    key: m.key,
    scope: m.scope,
    version: m.version,
    createdAtMs: m.createdAtMs,
    ...(m.scannedAtMs === undefined ? {} : { scannedAtMs: m.scannedAtMs }),
    roots: m.roots,
    objects: m.objects,
  });
  yield `${header.slice(0, -1)},"contents":{"sha256":"`;
  for (let row = 0; row < c.object.length; row += PIECE_ROWS)
    yield c.sha256.toString('hex', row * 32, Math.min(c.object.length, row + PIECE_ROWS) * 32);
  yield '","object":';
  yield* columnPieces(c.object);
  yield ',"frame":';
  yield* columnPieces(c.frame);
  yield ',"at":';
  yield* columnPieces(c.at);
  yield `},"entries":{"type":${JSON.stringify(e.type)},"root":`;
  yield* columnPieces(e.root);
  yield ',"path":';
  yield* pathPieces(e.path);
  for (const name of ['size', 'mode', 'mtime', 'content'] as const) {
    yield `,"${name}":`;
    yield* columnPieces(e[name]);
  }
  yield `,"link":${JSON.stringify([...e.link].sort((a, b) => a[0] - b[0]))}}}`;
}

/**
 * zstd level 1: on a 50,000-file manifest (6.9 MB of JSON, half of it hex hashes that no level
 * shrinks below 32 bytes each) it took 11-13 ms and gave 1.94 MB, where level 3 took 38-62 ms
 * for 2.01 MB.
 */
const MANIFEST_ZSTD = {
  params: {
    [zlib.constants.ZSTD_c_compressionLevel]: 1,
    // A content checksum (XXH64) that every decode checks: a byte flipped at rest is refused.
    [zlib.constants.ZSTD_c_checksumFlag]: 1,
  },
};

/** The stored manifest in one go (tests, and small manifests). */
export function encodeManifest(manifest: ManifestData): { body: Buffer; sha256: string } {
  const json = Buffer.from([...manifestPieces(manifest)].join(''));
  const body = zlib.zstdCompressSync(json, MANIFEST_ZSTD);
  return { body, sha256: sha256Hex(body) };
}

/**
 * The same bytes' worth of manifest (one zstd frame of the same JSON), made piece by piece
 * through a streaming compressor: the save holds the compressed output and one piece at a time,
 * never the whole JSON.
 */
export async function encodeManifestStreamed(
  manifest: ManifestData,
): Promise<{ body: Buffer; sha256: string }> {
  const zstd = zlib.createZstdCompress(MANIFEST_ZSTD);
  const out: Buffer[] = [];
  zstd.on('data', (chunk: Buffer) => out.push(chunk));
  const done = new Promise<void>((resolve, reject) => {
    zstd.on('end', resolve);
    zstd.on('error', reject);
  });
  for (const piece of manifestPieces(manifest))
    if (!zstd.write(piece)) await new Promise((resolve) => zstd.once('drain', resolve));
  zstd.end();
  await done;
  const body = Buffer.concat(out);
  return { body, sha256: sha256Hex(body) };
}

/**
 * Entry `i` of a manifest in format 1's shape, read from the columns when a field is asked for.
 * A view that copied the fields into 58,000 objects (and a hex string per file) took about 20 MB
 * of heap and made V8 double its young generation while building them (a restore's main thread
 * heap peaked 35 MB higher than with format 1); these hold two fields each.
 */
class EntryView implements ManifestFile {
  // Private fields: a view posted to a worker by mistake arrives empty, not with a copy of the
  // whole manifest. Take plain fields from it first.
  readonly #data: ManifestData;
  readonly #i: number;
  constructor(data: ManifestData, i: number) {
    this.#data = data;
    this.#i = i;
  }

  get t(): 'f' | 'd' | 'l' {
    return this.#data.entries.type[this.#i] as 'f' | 'd' | 'l';
  }
  get r(): number {
    return this.#data.entries.root[this.#i]!;
  }
  get p(): string {
    return this.#data.entries.path.at(this.#i);
  }
  get m(): number {
    return this.#data.entries.mode[this.#i]!;
  }
  get mt(): number {
    return this.#data.entries.mtime[this.#i]!;
  }
  get s(): number | undefined {
    return this.t === 'f' ? this.#data.entries.size[this.#i]! : undefined;
  }
  get h(): string | undefined {
    if (this.t !== 'f') return undefined;
    const k = this.#data.entries.content[this.#i]!;
    return k < 0 ? EMPTY_SHA256 : this.#data.contents.sha256.toString('hex', k * 32, k * 32 + 32);
  }
  get o(): number | undefined {
    return this.place(this.#data.contents.object);
  }
  get fr(): number | undefined {
    return this.place(this.#data.contents.frame);
  }
  get at(): number | undefined {
    return this.place(this.#data.contents.at);
  }
  get l(): string | undefined {
    return this.#data.entries.link.get(this.#i);
  }
  private place(column: readonly number[]): number | undefined {
    const k = this.#data.entries.content[this.#i]!;
    return k < 0 ? undefined : column[k];
  }
}

/** Adds the per-entry view, made once on first use (the save never asks for it). */
function withFilesView(data: ManifestData): CacheManifest {
  let files: ManifestFile[] | undefined;
  const view = () =>
    Array.from({ length: data.entries.type.length }, (_, i) => new EntryView(data, i));
  return Object.defineProperty({ ...data }, 'files', {
    enumerable: false,
    get: () => (files ??= view()),
  }) as CacheManifest;
}

/**
 * A stored manifest's JSON shrinks 3-4x at level 1 (paths and hex hashes: 1.94 MB stored for
 * 6.9 MB of JSON at 50,000 files), so this many times its stored size holds it.
 */
const JSON_PER_STORED_BYTE = 8;

/**
 * The output chunk its decode takes: the size its header declares, else a guess from its stored
 * size (a streamed save's frame declares none), one byte more so that it ends inside one chunk:
 * no growing, no concatenation at the end. zlib's default 16 KiB chunks took 20-28 ms of CPU
 * against 8-16 to decode a 20,000-file manifest's 2.7 MB of JSON, on the chain before the first
 * pack.
 * Never more than the JSON may be; pages of the chunk that zstd does not write are never touched.
 */
function decodeChunkBytes(stored: number, declared: number | undefined, maxJsonBytes: number) {
  const expected = declared ?? stored * JSON_PER_STORED_BYTE;
  return Math.max(64, Math.min(expected, maxJsonBytes) + 1);
}

/**
 * Parses and checks a manifest read from the store, of either version: shapes, indexes and
 * ranges. It is untrusted input; the paths inside are checked again, against the disk, before
 * anything is written.
 */
export function decodeManifest(
  body: Buffer,
  maxJsonBytes = manifestJsonBudgetBytes(),
): CacheManifest {
  // Checked before anything is parsed: the size its frame header declares, the size it decodes
  // to (zstd stops at the limit), and how many objects and arrays the text holds
  // (manifest-limits.ts). Its content checksum, when it has one, zstd checks.
  const declared = frameContentSize(body);
  if (declared !== undefined && declared > maxJsonBytes)
    throw new ManifestError(
      `the manifest would decode to ${declared} bytes, more than the ${maxJsonBytes} this process can hold`,
    );
  let value: Record<string, unknown>;
  try {
    const json = zlib.zstdDecompressSync(body, {
      maxOutputLength: Math.max(1, maxJsonBytes),
      chunkSize: decodeChunkBytes(body.length, declared, maxJsonBytes),
    });
    if (!structuresFit(json)) {
      releaseBuffer(json);
      throw new ManifestError(
        'the manifest is not valid: it holds more objects and arrays than its entries can need',
      );
    }
    const text = json.toString('utf8');
    // Freed now (28 MB for 200,000 files): a restore's main thread may not collect it for good.
    releaseBuffer(json);
    value = JSON.parse(text) as Record<string, unknown>;
  } catch (error) {
    if (error instanceof ManifestError) throw error;
    throw new ManifestError(`the manifest cannot be read: ${(error as Error).message}`);
  }
  const fail = (what: string): never => {
    throw new ManifestError(`the manifest is not valid: ${what}`);
  };
  if (value === null || typeof value !== 'object') return fail('not an object');
  const format = value.format;
  if (format !== MANIFEST_FORMAT && format !== MANIFEST_FORMAT_V1)
    fail(`unknown format ${JSON.stringify(format)}`);
  if (typeof value.key !== 'string' || typeof value.scope !== 'string') fail('no key or scope');
  if (!Number.isFinite(value.createdAtMs)) fail('createdAtMs');
  if (value.scannedAtMs !== undefined && !Number.isFinite(value.scannedAtMs)) fail('scannedAtMs');
  if (!Array.isArray(value.roots) || !Array.isArray(value.objects))
    fail('roots or objects missing');
  const columns = format === MANIFEST_FORMAT_V1 ? columnsOfV1(value.files, fail) : value;
  const { entries, contents } = checkColumns(
    columns,
    (value.roots as unknown[]).length,
    value.objects as unknown[],
    fail,
  );
  return withFilesView({
    format: MANIFEST_FORMAT,
    key: value.key as string,
    scope: value.scope as string,
    version: value.version as string,
    createdAtMs: value.createdAtMs as number,
    ...(value.scannedAtMs === undefined ? {} : { scannedAtMs: value.scannedAtMs as number }),
    roots: value.roots as CacheRoot[],
    objects: value.objects as StoredObject[],
    entries,
    contents,
  });
}
