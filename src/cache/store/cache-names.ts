import { redactSecrets } from '../../secret-text.js';
import type { CacheStoreLocation } from './cache-types.js';

/** The format's folder under the store prefix: a later format can live beside it. */
export const FORMAT_FOLDER = 's3-cache-v1/';
/** S3's limit on a key's length, in UTF-8 bytes. */
const MAX_OBJECT_KEY_BYTES = 1024;

/** Thrown when a key or scope cannot be named in the store. */
export class CacheNameError extends Error {
  override readonly name = 'CacheNameError';
}

/** The store's root: `prefix/` (a trailing slash added) plus the format folder. */
export function storeRoot(store: CacheStoreLocation): string {
  const prefix =
    store.prefix === '' || store.prefix.endsWith('/') ? store.prefix : `${store.prefix}/`;
  return `${prefix}${FORMAT_FOLDER}`;
}

/**
 * Encodes untrusted text into one segment of an object name, character by character, so that
 * `encodeSegment(a)` is a prefix of `encodeSegment(a + b)`: a restore key becomes an S3 prefix.
 * `%`, `/`, control characters and DEL become `%XX` of their UTF-8 bytes, and so does a leading
 * `.` (no segment is `.` or `..`); everything else, Unicode included, is kept as it is.
 */
export function encodeSegment(text: string): string {
  let out = '';
  for (const char of text) {
    const code = char.codePointAt(0)!;
    const lone = code >= 0xd800 && code <= 0xdfff; // a lone surrogate has no UTF-8 form
    if (code < 0x20 || code === 0x7f || char === '%' || char === '/' || lone) {
      for (const byte of Buffer.from(lone ? '\ufffd' : char, 'utf8'))
        out += `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    } else if (char === '.' && out === '') {
      out += '%2E';
    } else {
      out += char;
    }
  }
  return out;
}

export function decodeSegment(segment: string): string {
  return decodeURIComponent(segment);
}

/**
 * GitHub's form of a repository's name: `OWNER/NAME`, each part of letters, digits, `-_.`, and
 * neither `.` nor `..`.
 */
export const REPOSITORY_NAME = /^(?!\.\.?\/)[A-Za-z0-9_.-]+\/(?!\.\.?$)[A-Za-z0-9_.-]+$/;

/** The folder of the keyspace every repository shares, the only one of the first layout. */
export const SHARED_ENTRIES = 'entries/';
/** The folder holding one keyspace per repository, `repos/OWNER/NAME/`. */
export const REPOSITORY_ENTRIES = 'repos/';

/**
 * Where the store's keyspace keeps its manifests: `repos/OWNER/NAME/` for a repository's own,
 * `entries/` for the shared one. Separate folders, not a field inside a name, so that an IAM
 * policy can grant one repository's jobs its own prefix and nothing else.
 */
export function entriesFolder(store: CacheStoreLocation): string {
  if (store.repository === undefined) return `${storeRoot(store)}${SHARED_ENTRIES}`;
  if (!REPOSITORY_NAME.test(store.repository))
    throw new CacheNameError(
      `the repository must be OWNER/NAME, got ${JSON.stringify(store.repository)}`,
    );
  const [owner, name] = store.repository.split('/') as [string, string];
  return `${storeRoot(store)}${REPOSITORY_ENTRIES}${encodeSegment(owner)}/${encodeSegment(name)}/`;
}

/** Where the manifests of one scope and version live; every lookup lists under it. */
export function entryFolder(store: CacheStoreLocation, scope: string, version: string): string {
  if (!/^[0-9a-f]{64}$/.test(version))
    throw new CacheNameError(
      `the cache version must be 64 hex digits, got ${JSON.stringify(version)}`,
    );
  if (scope === '') throw new CacheNameError('the cache scope must not be empty');
  return `${entriesFolder(store)}${encodeSegment(scope)}/${version}/`;
}

/** The manifest's object name for a key (or, for a restore key, the prefix of those names). */
export function manifestName(
  store: CacheStoreLocation,
  scope: string,
  version: string,
  key: string,
): string {
  const name = `${entryFolder(store, scope, version)}${encodeSegment(key)}`;
  if (Buffer.byteLength(name) > MAX_OBJECT_KEY_BYTES)
    throw new CacheNameError(
      `the cache key ${JSON.stringify(redactSecrets(key).slice(0, 80))}... is too long to name in the store (S3 keys hold at most ${MAX_OBJECT_KEY_BYTES} bytes)`,
    );
  return name;
}

/** Splits a manifest's object name back into scope, version and key; undefined if it is not one. */
export function parseManifestName(
  store: CacheStoreLocation,
  objectKey: string,
): { scope: string; version: string; key: string } | undefined {
  const folder = entriesFolder(store);
  if (!objectKey.startsWith(folder)) return undefined;
  return parseEntryPath(objectKey.slice(folder.length));
}

function parseEntryPath(rest: string): { scope: string; version: string; key: string } | undefined {
  const parts = rest.split('/');
  // An empty segment is no name a save writes (a folder marker `.../<version>/`, `a//b`).
  if (parts.length !== 3 || !/^[0-9a-f]{64}$/.test(parts[1]!) || !parts[0] || !parts[2])
    return undefined;
  try {
    return { scope: decodeSegment(parts[0]!), version: parts[1]!, key: decodeSegment(parts[2]!) };
  } catch {
    return undefined;
  }
}

/** The folders that hold manifests, whatever their keyspace: what prune lists. */
export function allEntryFolders(store: CacheStoreLocation): string[] {
  const root = storeRoot(store);
  return [`${root}${SHARED_ENTRIES}`, `${root}${REPOSITORY_ENTRIES}`];
}

/**
 * Any manifest's object name, in any keyspace: its repository (undefined for the shared
 * keyspace), scope, version and key; undefined if it is not a manifest's name.
 */
export function parseAnyManifestName(
  store: CacheStoreLocation,
  objectKey: string,
): { repository: string | undefined; scope: string; version: string; key: string } | undefined {
  const [shared, repos] = allEntryFolders(store) as [string, string];
  if (objectKey.startsWith(shared)) {
    const parsed = parseEntryPath(objectKey.slice(shared.length));
    return parsed && { repository: undefined, ...parsed };
  }
  if (!objectKey.startsWith(repos)) return undefined;
  const parts = objectKey.slice(repos.length).split('/');
  if (parts.length !== 5) return undefined;
  let repository: string;
  try {
    repository = `${decodeSegment(parts[0]!)}/${decodeSegment(parts[1]!)}`;
  } catch {
    return undefined;
  }
  if (!REPOSITORY_NAME.test(repository)) return undefined;
  const parsed = parseEntryPath(parts.slice(2).join('/'));
  return parsed && { repository, ...parsed };
}

export function casFolder(store: CacheStoreLocation): string {
  return `${storeRoot(store)}cas/`;
}

/**
 * Whose content an object is (docs/cache-format.md, "Content levels"): the trusted level's
 * (branches and tags, whose writers the default branch trusts) or a pull request's. Each level
 * writes its own folder, so that prefix permissions alone keep a pull request's role from
 * writing what the default branch reads, on every S3-compatible store.
 */
export type ContentLevel = 'trusted' | 'pull-request';

/**
 * Where each level's packs and blobs live, relative to the store root. The trusted level keeps
 * the folders every release before levels wrote, so its content stays where it was; the pull
 * requests' is a folder of its own beside them.
 */
const LEVEL_FOLDER: Readonly<Record<ContentLevel, string>> = {
  trusted: 'cas/',
  'pull-request': 'cas/pr/',
};

/** Object names relative to the store root, as manifests record them. */
export function packName(sha256: string, level: ContentLevel): string {
  return `${LEVEL_FOLDER[level]}packs/${sha256}.tar.zst`;
}

export function blobName(sha256: string, level: ContentLevel): string {
  return `${LEVEL_FOLDER[level]}blobs/${sha256}`;
}

/**
 * The names of the format's packs and blobs, in either level's folder: the hash of what they
 * hold, or, for a copy a save wrote because the object under that name was not what it should
 * be (another writer put other bytes there first), the hash and `-` and 32 random hex digits.
 */
const STORE_OBJECT_NAME =
  /^cas\/(pr\/)?(packs\/[0-9a-f]{64}(-[0-9a-f]{32})?\.tar\.zst|blobs\/[0-9a-f]{64}(-[0-9a-f]{32})?)$/;

/** The level whose folder holds a pack or blob (a name `isStoreObjectName` accepts). */
export function levelOfObjectName(name: string): ContentLevel {
  return name.startsWith(LEVEL_FOLDER['pull-request']) ? 'pull-request' : 'trusted';
}

/** Checks an object name read from a manifest: it must be one of ours, not any key in the bucket. */
export function isStoreObjectName(name: string): boolean {
  return STORE_OBJECT_NAME.test(name);
}

/** Whether a key of the bucket is a pack or blob of this store (what prune may delete). */
export function isStoreObjectKey(store: CacheStoreLocation, objectKey: string): boolean {
  const root = storeRoot(store);
  return objectKey.startsWith(root) && isStoreObjectName(objectKey.slice(root.length));
}

/**
 * Another name for the content of `name` (a pack's or a blob's), which nobody can know before
 * the save picks it: random, so that no one can put other bytes there first.
 */
export function alternativeName(name: string, random: string): string {
  if (!/^[0-9a-f]{32}$/.test(random)) throw new CacheNameError('a random suffix is 32 hex digits');
  const base = name.replace(/-[0-9a-f]{32}(?=\.tar\.zst$|$)/, '');
  return base.endsWith('.tar.zst')
    ? `${base.slice(0, -'.tar.zst'.length)}-${random}.tar.zst`
    : `${base}-${random}`;
}
