import { levelOfObjectName, type ContentLevel } from './cache-names.js';
import { ManifestError } from './cache-manifest.js';
import type { CacheManifest, StoredObject } from './manifest-types.js';

export type { ContentLevel };

/**
 * The scopes of the trusted level: branches and tags (only those who may push to the repository
 * write them), and the shared scope of `scope: repository`, where every run, pull requests
 * included, reads and writes the same entries anyway. The action's scope names (cache-scopes.ts)
 * are repeated here: the store does not import the action.
 */
const TRUSTED_SCOPE = /^refs\/(heads|tags)\/./;
const SHARED_SCOPE = 'repository';

/**
 * The content level of the entries of a scope (docs/cache-format.md, "Content levels"): trusted
 * for branches and tags, the pull requests' for `refs/pull/*` and every other scope (`no-ref`,
 * `other:<ref>`, a name given on the command line), which no policy can tie to a writer the
 * default branch trusts. Decided by the scope alone, so a restore can tell it from the name a
 * manifest was found under, whoever wrote its bytes.
 */
export function levelOfScope(scope: string): ContentLevel {
  return TRUSTED_SCOPE.test(scope) || scope === SHARED_SCOPE ? 'trusted' : 'pull-request';
}

/**
 * Whether an entry of `reader`'s level may name `object`: the trusted level reads only its own
 * content; a pull request reads its own and the trusted level's (what makes its saves small).
 */
export function levelReads(reader: ContentLevel, object: Pick<StoredObject, 'name'>): boolean {
  return reader === 'pull-request' || levelOfObjectName(object.name) === 'trusted';
}

/**
 * Refuses a manifest found under a trusted scope that names a pull request's pack or blob: no
 * save of this build writes one, so it is hostile or broken, and a restore of the default
 * branch must never read what a pull request's role can write. A ManifestError, so a restore is
 * a miss, a save reuses nothing of it and a prune counts it as junk.
 */
export function checkManifestLevel(
  manifest: CacheManifest,
  scope: string,
  objectKey: string,
): void {
  const level = levelOfScope(scope);
  const foreign = manifest.objects.find((object) => !levelReads(level, object));
  if (foreign)
    throw new ManifestError(
      `the manifest ${JSON.stringify(objectKey)} is of a trusted scope but names ${JSON.stringify(foreign.name)}, a pull request's content`,
    );
}
