import v8 from 'node:v8';

/**
 * How much manifest this thread can afford to read. A manifest is untrusted: 3 KB of zstd can
 * hold a valid manifest plus ten million `{}` in a field nobody checks, and JSON.parse then built
 * them all and aborted the process (heap out of memory, exit 134): a failed job, not a miss. The
 * budget comes from the heap that is left, so an overrun is refused before it is parsed.
 *
 * JSON.parse costs at most about HEAP_BYTES_PER_JSON_BYTE of heap per byte of text once the
 * number of objects and arrays is bounded (MAX_STRUCTURE_DENSITY): the text itself (twice its
 * bytes when it holds a character above U+00FF), numbers as 8-byte slots or 16-byte heap numbers
 * for 2-3 bytes of text, short strings at about 5x, an object of unique keys at about 10x, and
 * the parser's temporary lists on top. Tried on Node 24 under `--max-old-space-size=128` with
 * JSON of the budget's size (arrays of `1`, of `1.5`, of 2-character strings, of `{}` and of
 * small arrays at the density limit, one object of 1.5 million unique keys): at 24 the object
 * of keys ran out of heap; at 32 none did (the largest reached 82 of 128 MB). The default heap
 * of a 7 GB runner (about 2 GB) then takes up to 60 MB of JSON, about 450,000 files.
 */
const HEAP_BYTES_PER_JSON_BYTE = 32;

/** Never more JSON than this, whatever the heap: 7 times a 1,000,000-file manifest. */
const MAX_MANIFEST_JSON_BYTES = 1 << 30;

/**
 * At most one object or array per this many bytes of JSON. Format 2 holds a handful of arrays
 * plus one per symlink and per frame; an entry takes at least 16 bytes of its columns (a path of
 * one character, mode and mtime of one digit), a symlink pair at least 8 more; format 1 spends
 * about 100 bytes per entry object. A `{}` costs 2 bytes of text and about 40 of heap.
 */
const MAX_STRUCTURE_DENSITY = 16;
/** Spare structures for a manifest's fixed parts (header, roots, objects and their frames). */
const STRUCTURE_SLACK = 4096;

/** The most JSON a manifest may decode to on this thread now. */
export function manifestJsonBudgetBytes(): number {
  const heap = v8.getHeapStatistics();
  const free = Math.max(0, heap.heap_size_limit - heap.used_heap_size);
  return Math.min(MAX_MANIFEST_JSON_BYTES, Math.floor(free / HEAP_BYTES_PER_JSON_BYTE));
}

/**
 * The most a stored (compressed) manifest may be: never more than its JSON may be, as zstd does
 * not make JSON larger (a 50,000-file manifest is 1.94 MB stored, 6.9 MB of JSON).
 */
export function manifestStoredBudgetBytes(): number {
  return manifestJsonBudgetBytes();
}

/**
 * Whether JSON text has no more objects and arrays than its size allows: counted as `{` and `[`
 * bytes, in strings too (a path with brackets counts, and is far from the limit), by memchr
 * (Buffer.indexOf), about 1 ms for a 50,000-file manifest's 6.9 MB.
 */
export function structuresFit(json: Buffer): boolean {
  const allowed = Math.floor(json.length / MAX_STRUCTURE_DENSITY) + STRUCTURE_SLACK;
  let count = 0;
  for (const byte of [0x7b, 0x5b])
    // '{', '['
    for (let at = json.indexOf(byte); at !== -1; at = json.indexOf(byte, at + 1))
      if (++count > allowed) return false;
  return true;
}
