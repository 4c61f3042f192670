import { EntryHashes } from '../../src/cache/save/content-hashes.js';

/** A save's hashes for a plan in a test: `[entry, hex hash]` pairs among `entries`. */
export function entryHashes(
  entries: number,
  pairs: ReadonlyArray<readonly [number, string]>,
): EntryHashes {
  const hashes = new EntryHashes(entries);
  for (const [entry, hex] of pairs) hashes.setMany([entry], Buffer.from(hex, 'hex'));
  return hashes;
}
