import type { StoredObject } from '../store/manifest-types.js';
import { checkStoredObjects } from '../store/object-trust.js';
import type { SaveJob } from './save-job.js';

/** Thrown when an object the new entry would name went away or changed while the save ran. */
export class ReusedObjectGoneError extends Error {
  override readonly name = 'ReusedObjectGoneError';
}

/**
 * Checks, just before the manifest is written, every object it names that this save did not
 * write (`objects` begins with the `reused` prior ones; `adopted` indexes the new ones after
 * them): the prior entry's (checked before the uploads too, which take a while) and those it
 * found stored already. A prune at the same time deletes packs no manifest named at its own
 * look, older than its grace period: a save's reused packs can be among them. Nothing is then
 * committed, so no entry names a missing object; the next save stores the content again.
 */
export async function recheckBeforeCommit(
  job: SaveJob,
  objects: readonly StoredObject[],
  { reused, adopted }: { readonly reused: number; readonly adopted: readonly number[] },
): Promise<void> {
  const notWritten = [...objects.slice(0, reused), ...adopted.map((i) => objects[reused + i]!)];
  if (notWritten.length === 0) return;
  const states = await job.phases.time('commit', () =>
    checkStoredObjects(job.session, job.store, notWritten, job.signal),
  );
  const bad = states.findIndex((found) => found.state !== 'ok');
  if (bad < 0) return;
  const { name } = notWritten[bad]!;
  const what = states[bad]!.state === 'gone' ? 'was removed' : 'was written over';
  throw new ReusedObjectGoneError(
    `the store's ${JSON.stringify(name)}, which this entry reuses, ${what} while the save ran (a prune at the same time?): nothing was committed, and the next save stores its content again`,
  );
}
