import { readFileSync } from 'node:fs';

/** Where a run may read entries from (in order) and the one scope it writes to. */
export interface CacheScopes {
  readonly readScopes: readonly string[];
  readonly writeScope: string;
}

export type ScopeMode = 'branch' | 'repository';

/** The single scope of `scope: repository`: every branch reads and writes the same entries. */
export const REPOSITORY_SCOPE = 'repository';

export interface RunRefs {
  /** GITHUB_REF: `refs/heads/feature`, `refs/pull/7/merge`, `refs/tags/v1`. */
  readonly ref: string;
  /** GITHUB_BASE_REF: the pull request's base branch name (`main`), set on pull_request events. */
  readonly baseRef: string;
  /** The repository's default branch name, from the event payload. */
  readonly defaultBranch: string;
}

function branchRef(name: string): string {
  return name === '' || name.startsWith('refs/') ? name : `refs/heads/${name}`;
}

/** The write scope of a run whose GITHUB_REF is empty: never the default branch's. */
export const NO_REF_SCOPE = 'no-ref';

/** The refs GitHub gives runs: branches, tags, pull requests. */
const KNOWN_REF = /^refs\/(heads|tags|pull)\/./;

/**
 * The one scope a run writes: its own ref. An empty ref, or one that is not a branch, tag or
 * pull request, gets a scope of its own (`no-ref`, `other:<ref>`), so that it can never write
 * the default branch's entries, and an IAM policy that grants `refs/heads/main` does not cover it.
 */
export function writeScopeOf(ref: string): string {
  if (ref === '') return NO_REF_SCOPE;
  return KNOWN_REF.test(ref) ? ref : `other:${ref}`;
}

/**
 * actions/cache's rule: a run reads its own ref's entries, then its pull request's base branch,
 * then the default branch, and writes only to its own ref, so that a pull request's entries stay
 * invisible to the default branch.
 */
export function computeCacheScopes(mode: ScopeMode, refs: RunRefs): CacheScopes {
  if (mode === 'repository')
    return { readScopes: [REPOSITORY_SCOPE], writeScope: REPOSITORY_SCOPE };
  const own = writeScopeOf(refs.ref);
  const readScopes: string[] = [];
  for (const scope of [own, branchRef(refs.baseRef), branchRef(refs.defaultBranch)]) {
    if (scope !== '' && !readScopes.includes(scope)) readScopes.push(scope);
  }
  return { readScopes, writeScope: own };
}

/**
 * The default branch from the event payload the runner writes (GITHUB_EVENT_PATH). A payload that
 * is missing or unreadable only narrows the lookup, so it yields '' rather than an error.
 */
export function readDefaultBranch(eventPath: string | undefined): string {
  if (!eventPath) return '';
  try {
    const event = JSON.parse(readFileSync(eventPath, 'utf8')) as {
      repository?: { default_branch?: unknown };
    };
    const name = event.repository?.default_branch;
    return typeof name === 'string' ? name : '';
  } catch {
    return '';
  }
}

export function runRefsFromEnv(env: NodeJS.ProcessEnv): RunRefs {
  return {
    ref: env.GITHUB_REF ?? '',
    baseRef: env.GITHUB_BASE_REF ?? '',
    defaultBranch: readDefaultBranch(env.GITHUB_EVENT_PATH),
  };
}
