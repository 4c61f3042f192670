import { fetchManifest } from '../store/manifest-read.js';
import { ManifestError } from '../store/cache-manifest.js';
import { objectExists } from '../store/store-head.js';
import { checkStoredObjects } from '../store/object-trust.js';
import type { SaveJob } from './save-job.js';

/** What a save finds under its key before it starts. */
export type ExistingEntry =
  | { readonly state: 'none' | 'whole' }
  /** An entry no restore can read: the save replaces it, and `reason` says why. */
  | { readonly state: 'broken'; readonly reason: string };

/**
 * Whether the key holds an entry, and whether that entry can still be restored: its manifest
 * readable and of this key, and every pack and blob it names still there with the size and ETag
 * it recorded. An entry that names a pack a prune removed, or an object someone wrote over, is a
 * miss for every restore; left as it is, the key would be `exists` forever and never saved again.
 * Anything short of a definite answer (an S3 error other than 404) counts as whole: an entry is
 * replaced only when it is known to be broken.
 */
export async function existingEntry(job: SaveJob): Promise<ExistingEntry> {
  const { session, store, signal, request } = job;
  if (!(await objectExists(session, { bucket: store.bucket, key: job.manifestKey }, signal)))
    return { state: 'none' };
  let manifest;
  try {
    manifest = (await fetchManifest(session, { store, objectKey: job.manifestKey }, signal))
      .manifest;
  } catch (error) {
    signal.throwIfAborted();
    if (error instanceof ManifestError)
      return { state: 'broken', reason: `its manifest cannot be read (${error.message})` };
    if ((error as { statusCode?: number }).statusCode === 404) return { state: 'none' };
    return { state: 'whole' };
  }
  if (
    manifest.key !== request.key ||
    manifest.scope !== request.scope ||
    manifest.version !== request.version
  )
    return { state: 'broken', reason: 'its manifest is of another key, scope or version' };
  let states;
  try {
    states = await checkStoredObjects(session, store, manifest.objects, signal);
  } catch {
    signal.throwIfAborted();
    return { state: 'whole' };
  }
  const bad = states.findIndex((found) => found.state !== 'ok');
  if (bad < 0) return { state: 'whole' };
  const what = states[bad]!.state === 'gone' ? 'is gone' : 'is not what it recorded';
  return {
    state: 'broken',
    reason: `the ${JSON.stringify(manifest.objects[bad]!.name)} it names ${what}`,
  };
}
