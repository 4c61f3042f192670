import { md5FromEtag, md5FromMetadata } from '../s3/content-md5.js';
import { md5OfFile } from '../transfer/file-md5.js';
import { compareContent, type CompareOptions } from './compare-rules.js';
import type { ContentCheckAction, PlanStep, SyncAction } from './plan-sync.js';
import {
  SideMismatchError,
  type AnySyncEntry,
  type LocalSyncEntry,
  type S3SyncEntry,
} from './sync-sides.js';
import type { Endpoint } from './sync-request.js';
import type { SdkClient } from '../s3/sdk-client.js';

/**
 * --checksum (issue 28): turns the planner's `check` actions (same size at both sides) into copies
 * and skips by content. An S3 side's MD5 comes from its listed ETag, or from the metadata this
 * tool writes on multipart uploads (one HEAD, src/s3/content-md5.ts); a local side's is hashed by
 * src/transfer/file-md5.ts (small files on this thread in batches, larger ones in the hash
 * workers), which reads each file once, and only once the S3 side's MD5 is known. An object whose MD5 cannot be known falls back to size and time, and
 * is counted. Checks run `limit` at a time while the listing and the planner go on.
 */

type Action = SyncAction<AnySyncEntry, AnySyncEntry>;
type Check = ContentCheckAction<AnySyncEntry, AnySyncEntry>;

export interface ContentCheckStats {
  /** Paths of the same size at both sides, decided by content (or by the fallback). */
  readonly checked: number;
  readonly sameContent: number;
  readonly contentDiffers: number;
  /** Decided by size and time, because one side's MD5 could not be known. */
  readonly fallbacks: number;
  readonly filesHashed: number;
  readonly bytesHashed: number;
  /**
   * The hash workers' time on the files, summed over the workers (the wait for a worker left
   * out): what the hashing throughput is over, so it reads as one thread's speed.
   */
  readonly hashSeconds: number;
  /** HEAD requests made to read the MD5 metadata of multipart objects. */
  readonly metadataReads: number;
}

export interface ContentCheckOptions {
  readonly source: Endpoint;
  readonly destination: Endpoint;
  readonly client: SdkClient;
  readonly signal: AbortSignal;
  /** How the fallback decides (direction, --exact-timestamps). */
  readonly compare: CompareOptions;
  /**
   * Uploads and copies with SSE-KMS: the destination's ETags are not MD5s, so its MD5s come only
   * from metadata. A listing cannot say which objects are encrypted so; other objects with a KMS
   * ETag compare as different and are copied again (never skipped wrongly).
   */
  readonly destinationEtagsOpaque?: boolean;
  readonly onDebug?: ((message: string) => void) | undefined;
}

/** Stands for both MD5s when equal multipart ETags say the bodies are the same. */
const SAME_ETAG = 'same-etag';

export class ContentChecker {
  private counts = {
    checked: 0,
    sameContent: 0,
    contentDiffers: 0,
    fallbacks: 0,
    filesHashed: 0,
    bytesHashed: 0,
    metadataReads: 0,
  };
  /** The hash workers' time on the files, summed over the workers. */
  private hashMs = 0;

  constructor(private readonly options: ContentCheckOptions) {}

  stats(): ContentCheckStats {
    return { ...this.counts, hashSeconds: this.hashMs / 1000 };
  }

  /** The copy or skip for one same-size path. */
  async decide(check: Check): Promise<Action> {
    const { source, dest, rel } = check;
    this.counts.checked++;
    let sourceMd5: string | undefined;
    let destMd5: string | undefined;
    if (source.at === 's3' && dest.at === 's3' && this.sameEtag(source, dest)) {
      // ETags against ETags: equal ones are the same bytes, and nothing is read at all.
      sourceMd5 = destMd5 = md5FromEtag(source.etag) ?? SAME_ETAG;
    } else {
      // The S3 sides first: a local file is hashed only when there is an MD5 to compare it with.
      const [first, second] =
        this.options.source.kind === 's3'
          ? (['source', 'destination'] as const)
          : (['destination', 'source'] as const);
      const firstMd5 = await this.md5Of(first, first === 'source' ? source : dest);
      const secondMd5 =
        firstMd5 === undefined
          ? undefined
          : await this.md5Of(second, second === 'source' ? source : dest);
      sourceMd5 = first === 'source' ? firstMd5 : secondMd5;
      destMd5 = first === 'source' ? secondMd5 : firstMd5;
    }
    const decision = compareContent(
      { ...source, md5Hex: sourceMd5 },
      { ...dest, md5Hex: destMd5 },
      this.options.compare,
    );
    if (decision.fallback) this.counts.fallbacks++;
    else if (decision.copy) this.counts.contentDiffers++;
    else this.counts.sameContent++;
    return decision.copy
      ? {
          kind: 'copy',
          rel,
          source,
          dest,
          reason: decision.reason,
          ...(sourceMd5 !== undefined && sourceMd5 !== SAME_ETAG
            ? { sourceMd5Hex: sourceMd5 }
            : {}),
        }
      : { kind: 'skip', rel, source, dest, reason: decision.reason };
  }

  private sameEtag(a: S3SyncEntry, b: S3SyncEntry): boolean {
    if (this.options.destinationEtagsOpaque) return false;
    return a.etag !== '' && a.etag.toLowerCase() === b.etag.toLowerCase();
  }

  private async md5Of(
    side: 'source' | 'destination',
    entry: AnySyncEntry,
  ): Promise<string | undefined> {
    if (entry.at === 'local') return this.hashLocal(entry);
    const endpoint = side === 'source' ? this.options.source : this.options.destination;
    if (endpoint.kind !== 's3') throw new SideMismatchError(`the ${side}'s content check`, entry);
    const object = entry;
    const opaque = side === 'destination' && this.options.destinationEtagsOpaque;
    const md5 = opaque ? undefined : md5FromEtag(object.etag);
    if (md5 !== undefined) return md5;
    this.counts.metadataReads++;
    return md5FromMetadata(
      this.options.client,
      endpoint.location.bucket,
      object.key,
      this.options.signal,
    );
  }

  private async hashLocal(entry: LocalSyncEntry): Promise<string | undefined> {
    try {
      const { md5Hex, hashMs } = await md5OfFile(entry.path, entry.size);
      this.counts.filesHashed++;
      this.counts.bytesHashed += entry.size;
      this.hashMs += hashMs;
      return md5Hex;
    } catch (error) {
      // Changed or gone since the walk: size and time decide, and the transfer says the rest.
      this.options.onDebug?.(
        `could not hash ${JSON.stringify(entry.path)}: ${error instanceof Error ? error.message : String(error)}`,
      );
      return undefined;
    }
  }
}

/**
 * Passes the planner's actions through, with its `check` actions decided by `checker`, up to
 * `limit` at once. Decided actions come out as they are ready, not in key order (the executor
 * does not need the order). The first failed check (a HEAD refused) fails the run.
 */
export async function* checkContent(
  steps: AsyncIterable<PlanStep<AnySyncEntry, AnySyncEntry>>,
  checker: ContentChecker,
  limit: number,
): AsyncGenerator<Action, void, undefined> {
  const ready: Action[] = [];
  let inFlight = 0;
  let failure: { error: unknown } | undefined;
  // One waiter for "a check settled", not a Promise.race over every check in flight: a race
  // hangs a reaction on each of up to `limit` promises, for every check (20,000 x 256 here).
  let wake: (() => void) | undefined;
  const settled = () => {
    inFlight--;
    wake?.();
    wake = undefined;
  };
  const oneSettled = () => new Promise<void>((resolve) => (wake = resolve));
  const start = (check: Check) => {
    inFlight++;
    checker.decide(check).then(
      (action) => {
        ready.push(action);
        settled();
      },
      (error: unknown) => {
        failure ??= { error };
        settled();
      },
    );
  };
  const drainReady = function* () {
    if (failure) throw failure.error;
    while (ready.length > 0) yield ready.shift()!;
  };
  try {
    for await (const step of steps) {
      if (step.kind !== 'check') {
        yield step;
        continue;
      }
      start(step);
      if (inFlight >= limit) await oneSettled();
      yield* drainReady();
    }
    while (inFlight > 0) {
      await oneSettled();
      yield* drainReady();
    }
    yield* drainReady();
  } finally {
    // Stopped early: the checks in flight settle (their hashes finish) before the run cleans up.
    while (inFlight > 0) await oneSettled();
  }
}
