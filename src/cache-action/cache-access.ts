import { readFileSync } from 'node:fs';

/**
 * Whether this run may restore and may save, and if not, why (a sentence for the log and the
 * summary). The runner's ACTIONS_CACHE_MODE is read as @actions/cache 6.2+ reads it
 * (lib/internal/config.js): `read` restores only, `write-only` saves only, `none` does neither,
 * `write`, unset or unknown does both. On top of it, runs whose trigger lets untrusted code run
 * with the base repository's credentials save nothing unless the workflow opts in, as GitHub's
 * own cache service gives them a read-only cache.
 */
export interface CacheAccess {
  readonly canRestore: boolean;
  readonly canSave: boolean;
  /** Why a restore is skipped; undefined when it may run. */
  readonly restoreSkipped: string | undefined;
  /** Why a save is skipped; undefined when it may run. */
  readonly saveSkipped: string | undefined;
}

const KNOWN_MODES = ['none', 'read', 'write', 'write-only'] as const;
type CacheMode = (typeof KNOWN_MODES)[number];

/** The events GitHub's cache service makes read-only: untrusted code, base-branch credentials. */
const UNTRUSTED_EVENTS = ['pull_request_target', 'issue_comment'] as const;

export interface AccessFacts {
  /** ACTIONS_CACHE_MODE as the runner set it ('' when unset). */
  readonly cacheMode: string;
  /** GITHUB_EVENT_NAME. */
  readonly eventName: string;
  /** For workflow_run: whether the run that triggered it came from a fork (undefined: unknown). */
  readonly workflowRunFromFork: boolean | undefined;
  /** The workflow's explicit opt-in (the `save-untrusted` input). */
  readonly saveUntrusted: boolean;
}

function modeOf(text: string): CacheMode | undefined {
  const mode = text.trim().toLowerCase();
  return (KNOWN_MODES as readonly string[]).includes(mode) ? (mode as CacheMode) : undefined;
}

/** Why this trigger is untrusted, or undefined when it is not. */
function untrustedTrigger(facts: AccessFacts): string | undefined {
  if ((UNTRUSTED_EVENTS as readonly string[]).includes(facts.eventName))
    return `the run was started by ${facts.eventName}, which runs with the base repository's credentials on behalf of anyone who can open a pull request or comment`;
  if (facts.eventName === 'workflow_run' && facts.workflowRunFromFork !== false)
    return facts.workflowRunFromFork
      ? 'the run was started by workflow_run after a run from a fork'
      : "the run was started by workflow_run and the event payload does not say that the triggering run came from this repository (so it is treated as a fork's)";
  return undefined;
}

export function computeCacheAccess(facts: AccessFacts): CacheAccess {
  const mode = modeOf(facts.cacheMode);
  const said = `the runner's ACTIONS_CACHE_MODE is ${JSON.stringify(mode ?? '')}`;
  const canRestore = mode === undefined || mode === 'read' || mode === 'write';
  const modeWrites = mode === undefined || mode === 'write' || mode === 'write-only';
  const untrusted = untrustedTrigger(facts);
  const trustBlocks = untrusted !== undefined && !facts.saveUntrusted;
  return {
    canRestore,
    canSave: modeWrites && !trustBlocks,
    restoreSkipped: canRestore ? undefined : `${said}, which does not permit restores`,
    saveSkipped: !modeWrites
      ? `${said}, which does not permit saves`
      : trustBlocks
        ? `${untrusted}; set 'save-untrusted: true' to save anyway (read its risk in the README first)`
        : undefined,
  };
}

/**
 * Whether a workflow_run's triggering run came from a fork, from the event payload
 * (GITHUB_EVENT_PATH): its head repository differs from this one. Undefined when the payload
 * cannot tell, which the caller treats as a fork.
 */
export function readWorkflowRunFromFork(eventPath: string | undefined): boolean | undefined {
  if (!eventPath) return undefined;
  try {
    const event = JSON.parse(readFileSync(eventPath, 'utf8')) as {
      repository?: { full_name?: unknown };
      workflow_run?: { head_repository?: { full_name?: unknown } };
    };
    const head = event.workflow_run?.head_repository;
    const own = event.repository?.full_name;
    if (typeof head?.full_name !== 'string' || typeof own !== 'string') return undefined;
    // Not `head_repository.fork`: a repository that is itself a fork runs its own branches too.
    return head.full_name !== own;
  } catch {
    return undefined;
  }
}

export function accessFactsFromEnv(env: NodeJS.ProcessEnv, saveUntrusted: boolean): AccessFacts {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  return {
    cacheMode: env.ACTIONS_CACHE_MODE ?? '',
    eventName,
    workflowRunFromFork:
      eventName === 'workflow_run' ? readWorkflowRunFromFork(env.GITHUB_EVENT_PATH) : false,
    saveUntrusted,
  };
}
