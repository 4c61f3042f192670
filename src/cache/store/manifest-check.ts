import { isStoreObjectName } from './cache-names.js';
import type { Fail, ManifestContents, ManifestEntries, StoredObject } from './manifest-types.js';
import { BLOB_FRAME_BYTES, BLOB_MIN_BYTES, MAX_PACK_FRAME_BYTES } from './pack-limits.js';
import { PathTable } from './path-table.js';

const SHA = /^[0-9a-f]{64}$/;
/** A plain character class: a quantified group would backtrack through 50,000 hashes. */
const HEX = /^[0-9a-f]*$/;
const isCount = (n: unknown): n is number => Number.isSafeInteger(n) && (n as number) >= 0;
const TYPES = /^[fdl]*$/;
/** An ETag as recorded (quotes removed): printable ASCII without quotes, at most 256 characters. */
const ETAG = /^[\x21\x23-\x7e]{1,256}$/;

function checkObjects(objects: readonly unknown[], fail: Fail): void {
  objects.forEach((value, i) => {
    const o = value as StoredObject;
    if (o === null || typeof o !== 'object') fail(`object ${i} is not an object`);
    if (!isStoreObjectName(o.name) || !SHA.test(o.sha256) || !isCount(o.size))
      fail(`object ${i} is not one of the store's`);
    if (o.kind !== 'pack' && o.kind !== 'blob') fail(`object ${i} has kind ${String(o.kind)}`);
    if (o.compression !== 'zstd' && o.compression !== 'none') fail(`object ${i} compression`);
    if (o.etag !== undefined && (typeof o.etag !== 'string' || !ETAG.test(o.etag)))
      fail(`object ${i} has an ETag that is not one`);
    if (!Array.isArray(o.frames) || o.frames.length === 0) fail(`object ${i} has no frames`);
    for (const f of o.frames)
      if (!Array.isArray(f) || !isCount(f[0]) || !isCount(f[1]) || f[0] + f[1] > o.size)
        fail(`object ${i} frame range`);
  });
}

/** The column `name`, `length` numbers each passing `ok`. */
function numbers(
  { name, value }: { readonly name: string; readonly value: unknown },
  length: number,
  ok: (n: number, i: number) => boolean,
  fail: Fail,
): number[] {
  if (!Array.isArray(value) || value.length !== length) fail(`${name} has not ${length} rows`);
  const column = value as unknown[];
  for (let i = 0; i < length; i++)
    if (typeof column[i] !== 'number' || !ok(column[i] as number, i)) fail(`${name} of row ${i}`);
  return column as number[];
}

/**
 * Every file's content fits where a save would have stored it (pack-limits.ts): in a pack, a
 * file under BLOB_MIN_BYTES inside one frame's MAX_PACK_FRAME_BYTES; in a blob, no more than its
 * frames can hold. A restore then never decodes more than a frame's limit for any file.
 */
function checkContentSizes(
  { type, size, content }: Pick<ManifestEntries, 'type' | 'size' | 'content'>,
  objects: readonly StoredObject[],
  { object, at }: Pick<ManifestContents, 'object' | 'at'>,
  fail: Fail,
): void {
  for (let i = 0; i < type.length; i++) {
    const k = content[i]!;
    if (k < 0) continue;
    const o = objects[object[k]!]!;
    const fits =
      o.kind === 'pack'
        ? size[i]! < BLOB_MIN_BYTES && at[k]! + size[i]! <= MAX_PACK_FRAME_BYTES
        : size[i]! <= (o.compression === 'none' ? o.size : o.frames.length * BLOB_FRAME_BYTES);
    if (!fits) fail(`the content of row ${i} is larger than its ${o.kind} can hold`);
  }
}

/** The contents' columns: hashes, and each content's object, frame and offset, all in range. */
function checkContents(
  c: Record<string, unknown>,
  frames: readonly number[],
  fail: Fail,
): { contentCount: number; object: number[]; frame: number[]; at: number[] } {
  if (typeof c.sha256 !== 'string' || c.sha256.length % 64 !== 0 || !HEX.test(c.sha256))
    fail('content hashes');
  const contentCount = (c.sha256 as string).length / 64;
  const object = numbers(
    { name: 'object', value: c.object },
    contentCount,
    (n) => n < frames.length && isCount(n),
    fail,
  );
  const frame = numbers(
    { name: 'frame', value: c.frame },
    contentCount,
    (n, i) => isCount(n) && n < frames[object[i]!]!,
    fail,
  );
  const at = numbers({ name: 'at', value: c.at }, contentCount, isCount, fail);
  return { contentCount, object, frame, at };
}

/** The path column, `count` strings packed into one string table, each parsed string dropped as it is copied. */
function pathColumn(value: unknown, count: number, fail: Fail): PathTable {
  if (!Array.isArray(value) || value.length !== count) fail(`path has not ${count} rows`);
  const parsed = value as unknown[];
  let bytes = 0;
  for (let i = 0; i < count; i++) {
    const p = parsed[i];
    if (typeof p !== 'string') return fail(`path of row ${i}`);
    bytes += Buffer.byteLength(p);
  }
  // Made to size: no spare room, no copy left behind by growing.
  const paths = new PathTable(count, bytes);
  for (let i = 0; i < count; i++) {
    paths.add(parsed[i] as string);
    parsed[i] = undefined;
  }
  paths.trim(); // a table under 1,024 bytes still has spare room
  return paths;
}

/** Symlink targets by row: one for each `l` row and none for another, never empty or with NUL. */
function linkColumn(value: unknown, type: string, fail: Fail): Map<number, string> {
  const link = new Map<number, string>();
  if (!Array.isArray(value)) fail('symlink targets');
  for (const pair of value as unknown[]) {
    const [i, target] = Array.isArray(pair) ? (pair as unknown[]) : [];
    if (!isCount(i) || type[i] !== 'l' || link.has(i)) fail(`symlink target of row ${String(i)}`);
    if (typeof target !== 'string' || target === '' || target.includes('\0'))
      fail(`symlink ${String(i)} target`);
    link.set(i as number, target as string);
  }
  let links = 0;
  for (let i = 0; i < type.length; i++) if (type.charCodeAt(i) === 108) links++; // 'l'
  if (links !== link.size) fail('a symlink has no target');
  return link;
}

/**
 * Checks the stored columns (of a version 2 manifest, or those made from version 1's files):
 * every column as long as the others, every index in range, every file with content placed in
 * a frame of an object, every symlink with a target. Paths are checked again before a restore
 * writes anything (restore-targets.ts).
 */
export function checkColumns(
  stored: Record<string, unknown>,
  rootCount: number,
  objects: readonly unknown[],
  fail: Fail,
): { entries: ManifestEntries; contents: ManifestContents } {
  checkObjects(objects, fail);
  const frames = (objects as StoredObject[]).map((o) => o.frames.length);
  const c = stored.contents as Record<string, unknown> | undefined;
  const e = stored.entries as Record<string, unknown> | undefined;
  if (!c || typeof c !== 'object' || !e || typeof e !== 'object') return fail('no entries');
  const { contentCount, object, frame, at } = checkContents(c, frames, fail);

  if (typeof e.type !== 'string' || !TYPES.test(e.type)) fail('entry types');
  const type = e.type as string;
  const count = type.length;
  const root = numbers(
    { name: 'root', value: e.root },
    count,
    (n) => isCount(n) && n < rootCount,
    fail,
  );
  const paths = pathColumn(e.path, count, fail);
  const size = numbers(
    { name: 'size', value: e.size },
    count,
    (n, i) => isCount(n) && (n === 0 || type[i] === 'f'),
    fail,
  );
  const mode = numbers({ name: 'mode', value: e.mode }, count, isCount, fail);
  const mtime = numbers({ name: 'mtime', value: e.mtime }, count, Number.isFinite, fail);
  // A file with bytes has a content; nothing else has one.
  const content = numbers(
    { name: 'content', value: e.content },
    count,
    (n, i) => (type[i] === 'f' && size[i]! > 0 ? isCount(n) && n < contentCount : n === -1),
    fail,
  );
  checkContentSizes({ type, size, content }, objects as StoredObject[], { object, at }, fail);
  const link = linkColumn(e.link, type, fail);
  return {
    entries: { type, root, path: paths, size, mode, mtime, content, link },
    contents: { sha256: Buffer.from(c.sha256 as string, 'hex'), object, frame, at },
  };
}
