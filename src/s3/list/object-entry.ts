/** One object as a listing reports it. Keys are already URL-decoded. */
export interface ObjectEntry {
  readonly key: string;
  readonly size: number;
  /** Milliseconds since the epoch: a number, not a Date, so a 100k listing allocates no Date objects. */
  readonly lastModifiedMs: number;
  /** As S3 sends it, quotes included (`"d41d8cd9..."`, or `"...-N"` for multipart uploads). */
  readonly etag: string;
  readonly storageClass: string;
}
