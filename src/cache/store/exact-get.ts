import { S3Error } from '../../errors.js';
import { BodyTooLargeError } from '../../s3/raw/raw-object.js';
import { manifestName } from './cache-names.js';
import { ManifestError } from './cache-manifest.js';
import type { CacheSession, CacheStoreLocation } from './cache-types.js';
import { getManifestBytes, type ManifestBytes, type ManifestGet } from './manifest-read.js';

/** What the GET of a scope's exact key said. */
export type ExactAnswer =
  | {
      readonly kind: 'found';
      readonly entry: { readonly lastModifiedMs: number; readonly size: number };
      /**
       * Its bytes; or the ManifestError they earned (thrown where the manifest is read, as a
       * fetch there would throw it); or none when they were more than this GET's share of the
       * bound (read again, alone, where the manifest is read).
       */
      readonly manifest?: ManifestBytes | { readonly error: unknown };
    }
  /** No such key (404), or the store does not say (403 without s3:ListBucket): list it. */
  | { readonly kind: 'absent' };

/**
 * The GET of one scope's exact key's manifest: the lookup's first request, which is the
 * manifest's too when it hits. A 404 (and a 403, which S3 answers for a missing key to a
 * caller without s3:ListBucket) sends the lookup to the scope's listing, which finds what it
 * found before; any other failure is the lookup's.
 */
async function exactGet(
  session: CacheSession,
  get: ManifestGet,
  signal: AbortSignal,
): Promise<ExactAnswer> {
  try {
    const manifest = await getManifestBytes(session, get, signal);
    const entry = { lastModifiedMs: manifest.lastModifiedMs, size: manifest.body.length };
    return { kind: 'found', entry, manifest };
  } catch (error) {
    const empty = { lastModifiedMs: 0, size: 0 };
    if (error instanceof ManifestError) return { kind: 'found', entry: empty, manifest: { error } };
    if (error instanceof BodyTooLargeError) return { kind: 'found', entry: empty };
    if (error instanceof S3Error && (error.statusCode === 404 || error.statusCode === 403))
      return { kind: 'absent' };
    throw error;
  }
}

/**
 * Every scope's exact GET at once (a scope's answer decides nothing until the scopes before it
 * have missed, and most lookups have one to three). Each may hold its share of the manifest
 * bound, so together they hold no more than one manifest may. `abandon` stops those still
 * running once the lookup has its answer.
 */
export function startExactGets(
  session: CacheSession,
  store: CacheStoreLocation,
  options: {
    readonly scopes: readonly string[];
    readonly version: string;
    readonly primaryKey: string;
  },
  signal: AbortSignal,
): { answer: (index: number) => Promise<ExactAnswer>; abandon: () => void } {
  const abandon = new AbortController();
  const inner = AbortSignal.any([signal, abandon.signal]);
  const share = Math.max(1, options.scopes.length);
  const answers = options.scopes.map((scope) =>
    exactGet(
      session,
      { store, objectKey: manifestName(store, scope, options.version, options.primaryKey), share },
      inner,
    ),
  );
  // Each is awaited in order by the lookup; one after its answer must not fail unhandled.
  for (const answer of answers) answer.catch(() => undefined);
  return { answer: (index) => answers[index]!, abandon: () => abandon.abort() };
}
