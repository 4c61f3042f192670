import {
  CacheNameError,
  entriesFolder,
  parseAnyManifestName,
  parseManifestName,
} from './cache-names.js';
import { deleteKeys, listAll } from './cache-store.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';

export interface RemoveResult {
  /** Object names of the manifests deleted. */
  readonly removed: readonly string[];
  readonly bytesDeleted: number;
}

/**
 * Deletes the entries (manifests) of one key in the store's keyspace: every scope and version,
 * or only the scopes given. The packs and blobs they named stay until a prune finds no entry
 * naming them (they may be shared with other entries).
 */
export async function removeEntries(
  session: CacheSession,
  store: CacheStoreLocation,
  options: { readonly key: string; readonly scopes?: readonly string[] },
  signal: AbortSignal,
): Promise<RemoveResult> {
  const doomed = (await listAll(session, store.bucket, entriesFolder(store), signal)).filter(
    (object) => {
      const parsed = parseManifestName(store, object.key);
      return (
        parsed !== undefined &&
        parsed.key === options.key &&
        (options.scopes === undefined || options.scopes.includes(parsed.scope))
      );
    },
  );
  await deleteKeys(
    session,
    store.bucket,
    doomed.map((o) => o.key),
    signal,
  );
  return {
    removed: doomed.map((o) => o.key),
    bytesDeleted: doomed.reduce((n, o) => n + o.size, 0),
  };
}

/**
 * Deletes one manifest by its object name, in any keyspace: the way out for a manifest that
 * cannot be read (prune names it). Only a manifest's name is accepted, never any key of the bucket.
 */
export async function removeManifest(
  session: CacheSession,
  store: CacheStoreLocation,
  objectKey: string,
  signal: AbortSignal,
): Promise<RemoveResult> {
  if (!parseAnyManifestName(store, objectKey))
    throw new CacheNameError(
      `${JSON.stringify(objectKey)} is not the name of a manifest under ${JSON.stringify(`s3://${store.bucket}/${store.prefix}`)}`,
    );
  const listed = await listAll(session, store.bucket, objectKey, signal, 'single');
  const found = listed.find((o) => o.key === objectKey);
  if (!found) return { removed: [], bytesDeleted: 0 };
  await deleteKeys(session, store.bucket, [objectKey], signal);
  return { removed: [objectKey], bytesDeleted: found.size };
}

/**
 * A POSIX shell word that stands for `text` exactly, for commands the user copies from a log:
 * plain when it is safe, in single quotes otherwise, and as `$'...'` with escapes when it holds
 * control characters, so that no newline or escape sequence is ever printed raw.
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9_./:%=+@,-]+$/.test(text)) return text;
  // eslint-disable-next-line no-control-regex
  if (!/[\u0000-\u001f\u007f-\u009f]/.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (char === '\\' || char === "'") out += `\\${char}`;
    else if (code < 0x20 || (code >= 0x7f && code <= 0x9f))
      for (const byte of Buffer.from(char, 'utf8'))
        out += `\\x${byte.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `$'${out}'`;
}

/** The command that removes one manifest, as prune reports an unreadable one. */
export function removeManifestCommand(store: CacheStoreLocation, objectKey: string): string {
  const url = `s3://${store.bucket}/${store.prefix}`;
  return `s3-sync cache rm ${shellWord(url)} --manifest ${shellWord(objectKey)}`;
}
