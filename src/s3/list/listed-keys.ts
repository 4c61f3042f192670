import { compareKeys } from './key-order.js';
import type { ObjectEntry } from './object-entry.js';
import {
  clip,
  listingFailure,
  MAX_KEY_BYTES,
  SHOWN_CHARS,
  type ListingPlace,
} from './list-bounds.js';

/** A UTF-16 code unit is at most 3 bytes of UTF-8: a key this short is within S3's limit. */
const SURELY_SHORT_CHARS = Math.floor(MAX_KEY_BYTES / 3);

/**
 * Checks each listed key against what was asked: inside the prefix, within S3's length, and
 * strictly after the one before it in UTF-8 byte order (the first after the key the listing
 * starts after). A server that breaks any of these is not listing what it was asked for, and a
 * sync that went on would plan writes and deletes from keys it never asked about (issue #41):
 * the listing ends with an error that names the key, before anything is done with it. Keys
 * past the upper bound are S3's normal answer (it knows no end key) and are for the caller to
 * drop.
 */
export class ListedKeyCheck {
  private last: string | undefined;

  constructor(
    private readonly place: ListingPlace,
    startAfter: string | undefined,
  ) {
    this.last = startAfter || undefined;
  }

  /** The last key checked (or the key the listing starts after). */
  get lastKey(): string | undefined {
    return this.last;
  }

  /** Checks the next key; throws an S3Error naming it when it is not one this listing may hold. */
  check(key: string): void {
    if (key.length > SURELY_SHORT_CHARS) checkKeyLength(key, this.place);
    if (!key.startsWith(this.place.prefix)) {
      throw listingFailure(
        this.place,
        'KeyOutsidePrefix',
        `the server listed ${JSON.stringify(key)}, which is outside the prefix asked for; a listing that does not keep to its prefix is refused`,
      );
    }
    const last = this.last;
    if (last !== undefined && compareKeys(key, last) <= 0) {
      throw listingFailure(
        this.place,
        'KeyOutOfOrder',
        `the server listed ${JSON.stringify(key)} after ${JSON.stringify(last)}; keys must come in strictly increasing UTF-8 byte order, and a listing that repeats or reorders them is refused`,
      );
    }
    this.last = key;
  }
}

/**
 * The batches of a listing, each checked to begin after the batch before it ended. Each chain
 * checks its own keys; this holds the whole listing to one order across the pages the main
 * thread listed, the worker's parallel ranges and the hand-over between them, at one compare a
 * page.
 */
export async function* batchesInOrder(
  batches: AsyncIterable<ObjectEntry[]>,
  place: ListingPlace,
): AsyncGenerator<ObjectEntry[]> {
  let last: string | undefined;
  for await (const batch of batches) {
    const first = batch[0]?.key;
    if (first !== undefined && last !== undefined) new ListedKeyCheck(place, last).check(first);
    if (batch.length > 0) last = batch[batch.length - 1]!.key;
    yield batch;
  }
}

/** Refuses a key longer than S3 allows, showing only its start and its length. */
export function checkKeyLength(key: string, place: ListingPlace): void {
  if (key.length <= SURELY_SHORT_CHARS) return;
  const bytes = Buffer.byteLength(key);
  if (bytes <= MAX_KEY_BYTES) return;
  throw listingFailure(
    place,
    'KeyTooLong',
    `the server listed a key of ${bytes} bytes, longer than S3's ${MAX_KEY_BYTES}: ${JSON.stringify(clip(key))} (its first ${SHOWN_CHARS} characters)`,
  );
}
