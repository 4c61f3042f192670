import type { Fail } from './manifest-types.js';

/** The first format: one JSON object per entry (`files`), read so that old entries still restore. */
export const MANIFEST_FORMAT_V1 = 's3-sync-cache/1';

const SHA = /^[0-9a-f]{64}$/;

/**
 * Version 1's `files` turned into version 2's stored columns, which the caller then checks as it
 * checks any manifest. Version 1 repeated a content's hash and place with every file that held it;
 * here files with the same hash and place share one content row.
 */
export function columnsOfV1(files: unknown, fail: Fail): Record<string, unknown> {
  if (!Array.isArray(files)) return fail('files missing');
  const type: string[] = [];
  const root: unknown[] = [];
  const path: unknown[] = [];
  const size: unknown[] = [];
  const mode: unknown[] = [];
  const mtime: unknown[] = [];
  const content: number[] = [];
  const link: Array<[number, unknown]> = [];
  const sha256: string[] = [];
  const object: unknown[] = [];
  const frame: unknown[] = [];
  const at: unknown[] = [];
  const rows = new Map<string, number>();
  (files as unknown[]).forEach((value, i) => {
    if (value === null || typeof value !== 'object') fail(`entry ${i} is not an object`);
    const f = value as Record<string, unknown>;
    if (f.t !== 'f' && f.t !== 'd' && f.t !== 'l') fail(`entry ${i} type ${JSON.stringify(f.t)}`);
    type.push(f.t as string);
    root.push(f.r);
    path.push(f.p);
    mode.push(f.m);
    mtime.push(f.mt);
    size.push(f.t === 'f' ? f.s : 0);
    if (f.t === 'l') link.push([i, f.l]);
    if (f.t === 'f' && typeof f.h === 'string' && !SHA.test(f.h)) fail(`file ${i} hash`);
    if (f.t !== 'f' || f.s === 0) {
      content.push(-1);
      return;
    }
    if (typeof f.h !== 'string') fail(`file ${i} hash`);
    const place = `${f.h as string} ${String(f.o)} ${String(f.fr)} ${String(f.at)}`;
    const row = rows.get(place);
    if (row !== undefined) {
      content.push(row);
      return;
    }
    rows.set(place, sha256.length);
    content.push(sha256.length);
    sha256.push(f.h as string);
    object.push(f.o);
    frame.push(f.fr);
    at.push(f.at);
  });
  return {
    entries: { type: type.join(''), root, path, size, mode, mtime, content, link },
    contents: { sha256: sha256.join(''), object, frame, at },
  };
}
