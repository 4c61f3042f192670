import { transferList, type PackedEntries } from './packed-entries.js';

/**
 * A page as the listing worker posts it to the consumer's thread: the packed entries with their
 * text as bytes in a buffer of its own, transferred with the typed arrays instead of cloned.
 *
 * A cloned string lands on the consumer's V8 heap the moment the message is read, and waits
 * there, in the young generation, while the pages before it are consumed: each scavenge copies
 * it, and the bytes that survive scavenges are what V8 grows the young generation by
 * (young-generation.ts). As bytes, a waiting page is outside the heap; its text becomes a string
 * only when its entries are taken. Either way the text is copied once on each side.
 */
export interface PostedPage {
  readonly count: number;
  /** The entries' text: Latin-1 bytes when it is all ASCII, else UTF-16LE code units. */
  readonly textBytes: Uint8Array;
  readonly twoByte: boolean;
  readonly ends: Uint32Array;
  readonly sizes: Float64Array;
  readonly lastModifiedMs: Float64Array;
}

/** The page to post, and the buffers to transfer with it (all its own). */
export function postPage(packed: PackedEntries): {
  readonly page: PostedPage;
  readonly transfer: ArrayBuffer[];
} {
  const { text } = packed;
  // One pass in C++: a text whose UTF-8 length is its length is ASCII, one byte a character.
  const twoByte = Buffer.byteLength(text, 'utf8') !== text.length;
  // A buffer of its own (Buffer.from would take a small one from the shared pool, which must
  // never be transferred).
  const textBytes = new Uint8Array(twoByte ? 2 * text.length : text.length);
  Buffer.from(textBytes.buffer).write(text, twoByte ? 'utf16le' : 'latin1');
  const page: PostedPage = {
    count: packed.count,
    textBytes,
    twoByte,
    ends: packed.ends,
    sizes: packed.sizes,
    lastModifiedMs: packed.lastModifiedMs,
  };
  return { page, transfer: [textBytes.buffer, ...transferList(packed)] };
}

/** The packed entries of a posted page, its text a string again. */
export function receivePage(page: PostedPage): PackedEntries {
  const { textBytes } = page;
  const bytes = Buffer.from(textBytes.buffer, textBytes.byteOffset, textBytes.byteLength);
  return {
    count: page.count,
    text: bytes.toString(page.twoByte ? 'utf16le' : 'latin1'),
    ends: page.ends,
    sizes: page.sizes,
    lastModifiedMs: page.lastModifiedMs,
  };
}
