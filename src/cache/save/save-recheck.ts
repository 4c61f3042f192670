import type { StoredObject } from '../store/manifest-types.js';
import { checkStoredObjects } from '../store/object-trust.js';
import type { SaveJob } from './save-job.js';

/** Thrown when objects the new entry would name kept going away while the save ran. */
export class ReusedObjectGoneError extends Error {
  override readonly name = 'ReusedObjectGoneError';
}

/** What the check before the commit found missing or changed, to be stored again. */
export interface GoneObjects {
  /**
   * Indexes into the prior manifest's objects of the reused ones gone or changed. Those this save
   * found stored already (a 412) are new content of its plan anyway, and are packed again.
   */
  readonly prior: readonly number[];
  /** One sentence naming the first of them, for a warning. */
  readonly reason: string;
}

/**
 * Checks, just before the manifest is written, every object it names that this save did not
 * write (`objects` begins with the `reused` prior ones, by their prior index in that order;
 * `adopted` indexes the new ones after them): the prior entry's (checked before the uploads too,
 * which take a while) and those it found stored already. A prune at the same time deletes packs
 * no manifest named at its own look, older than its grace period: a save's reused packs can be
 * among them. Returns what is gone or changed (undefined when nothing is): the caller stores
 * that content again from the local files before it commits, so no entry names a missing object.
 */
export async function recheckBeforeCommit(
  job: SaveJob,
  objects: readonly StoredObject[],
  { reused, adopted }: { readonly reused: readonly number[]; readonly adopted: readonly number[] },
): Promise<GoneObjects | undefined> {
  const notWritten = [
    ...objects.slice(0, reused.length),
    ...adopted.map((i) => objects[reused.length + i]!),
  ];
  if (notWritten.length === 0) return undefined;
  const states = await job.phases.time('commit', () =>
    checkStoredObjects(job.session, job.store, notWritten, job.signal),
  );
  const bad = states.flatMap((found, n) => (found.state === 'ok' ? [] : [n]));
  if (bad.length === 0) return undefined;
  const first = bad[0]!;
  const what = states[first]!.state === 'gone' ? 'was removed' : 'was written over';
  return {
    prior: bad.filter((n) => n < reused.length).map((n) => reused[n]!),
    reason: `the store's ${JSON.stringify(notWritten[first]!.name)}, which this entry reuses, ${what} while the save ran (a prune at the same time?)`,
  };
}
