import type { StoredObject } from '../store/manifest-types.js';

/**
 * Where each new content landed, by its row of the new manifest: its new object's index (in
 * `objects`), frame and offset; -1 in `object` for a row that is not new.
 */
export class NewPlaces {
  readonly object: Int32Array;
  readonly frame: Int32Array;
  readonly at: Float64Array;

  constructor(rows: number) {
    this.object = new Int32Array(rows).fill(-1);
    this.frame = new Int32Array(rows);
    this.at = new Float64Array(rows);
  }

  set(row: number, object: number, frame: number, at: number): void {
    this.object[row] = object;
    this.frame[row] = frame;
    this.at[row] = at;
  }
}

export interface UploadedContent {
  readonly objects: StoredObject[];
  /** Indexes into `objects` of those the save found stored already, and checked (save-place.ts). */
  readonly adopted: number[];
  readonly places: NewPlaces;
  bytesUploaded: number;
  packsUploaded: number;
  blobsUploaded: number;
}
