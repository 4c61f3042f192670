import { readFileSync } from 'node:fs';
import { tagOf, trustOf } from './cache-triggers.js';

/**
 * Whether this run may restore and may save, and if not, why (a sentence for the log and the
 * summary). The runner's ACTIONS_CACHE_MODE is read as @actions/cache 6.2+ reads it
 * (lib/internal/config.js): `read` restores only, `write-only` saves only, `none` does neither,
 * `write`, unset or unknown does both. On top of it, only the triggers that GitHub's own cache
 * service lets write (cache-triggers.ts) save, unless the workflow opts in: any other run may be
 * started by someone without write access to the repository.
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

export interface AccessFacts {
  /** ACTIONS_CACHE_MODE as the runner set it ('' when unset). */
  readonly cacheMode: string;
  /** GITHUB_EVENT_NAME ('' when unset). */
  readonly eventName: string;
  /** For workflow_run: whether the run that triggered it came from a fork (undefined: unknown). */
  readonly workflowRunFromFork: boolean | undefined;
  /** The workflow's explicit opt-in (the `save-untrusted` input, the CLI's --save-untrusted). */
  readonly saveUntrusted: boolean;
  /**
   * Whether the save writes the scope of the run's own ref (GITHUB_REF): false with
   * `scope: repository` or a CLI --literal-scope naming another, which a pull request may not do.
   */
  readonly writesOwnRef: boolean;
}

/** How each front-end names the opt-in, for the sentence that says how to save anyway. */
export type OptInName = "'save-untrusted: true'" | '--save-untrusted';

function modeOf(text: string): CacheMode | undefined {
  const mode = text.trim().toLowerCase();
  return (KNOWN_MODES as readonly string[]).includes(mode) ? (mode as CacheMode) : undefined;
}

const modeSaid = (mode: CacheMode | undefined) =>
  `the runner's ACTIONS_CACHE_MODE is ${JSON.stringify(mode ?? '')}`;

/** Why ACTIONS_CACHE_MODE forbids saves, or undefined when it permits them. */
export function modeForbidsSave(cacheMode: string): string | undefined {
  const mode = modeOf(cacheMode);
  const writes = mode === undefined || mode === 'write' || mode === 'write-only';
  return writes ? undefined : `${modeSaid(mode)}, which does not permit saves`;
}

/** Why this trigger may not save, or undefined when it may. */
function untrustedTrigger(facts: AccessFacts): string | undefined {
  const event = facts.eventName;
  if (event === '') return 'GITHUB_EVENT_NAME is not set, so who started the run is unknown';
  if (event === 'workflow_run') {
    if (facts.workflowRunFromFork === false) return undefined;
    return facts.workflowRunFromFork
      ? 'the run was started by workflow_run after a run from a fork'
      : "the run was started by workflow_run and the event payload does not say that the triggering run came from this repository (so it is treated as a fork's)";
  }
  const trust = trustOf(event);
  if (trust.trusted && event === 'pull_request' && !facts.writesOwnRef)
    return "the run was started by pull_request, which may come from a fork, and it would write a scope other than its own merge ref's (one that other refs read, such as 'scope: repository')";
  if (trust.trusted) return undefined;
  return `the run was started by ${tagOf(event)}, ${trust.why}`;
}

export function computeCacheAccess(
  facts: AccessFacts,
  optIn: OptInName = "'save-untrusted: true'",
): CacheAccess {
  const mode = modeOf(facts.cacheMode);
  const canRestore = mode === undefined || mode === 'read' || mode === 'write';
  const modeBlocks = modeForbidsSave(facts.cacheMode);
  const untrusted = untrustedTrigger(facts);
  const trustBlocks = untrusted !== undefined && !facts.saveUntrusted;
  return {
    canRestore,
    canSave: modeBlocks === undefined && !trustBlocks,
    restoreSkipped: canRestore ? undefined : `${modeSaid(mode)}, which does not permit restores`,
    saveSkipped:
      modeBlocks ??
      (trustBlocks
        ? `${untrusted}; set ${optIn} to save anyway (read its risk in the README first)`
        : undefined),
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

export function accessFactsFromEnv(
  env: NodeJS.ProcessEnv,
  saveUntrusted: boolean,
  writesOwnRef: boolean,
): AccessFacts {
  const eventName = env.GITHUB_EVENT_NAME ?? '';
  return {
    cacheMode: env.ACTIONS_CACHE_MODE ?? '',
    eventName,
    workflowRunFromFork:
      eventName === 'workflow_run' ? readWorkflowRunFromFork(env.GITHUB_EVENT_PATH) : false,
    saveUntrusted,
    writesOwnRef,
  };
}

/** What the combined action's main step records for its post step: `save`, or `skip:` and why. */
export function saveDecisionText(access: CacheAccess): string {
  return access.saveSkipped === undefined ? 'save' : `skip:${access.saveSkipped}`;
}

/**
 * The post step's access: the decision its main step recorded (`decision`, from the step's state),
 * never the event payload again, which code run in the job between the two steps can rewrite.
 * The runner's ACTIONS_CACHE_MODE is honoured as well, as at any step: it can only forbid more.
 * No recorded decision (main did not run, or the state was lost) saves nothing.
 */
export function accessFromDecision(decision: string, cacheMode: string): CacheAccess {
  const recorded =
    decision === 'save'
      ? undefined
      : decision.startsWith('skip:') && decision.length > 'skip:'.length
        ? decision.slice('skip:'.length)
        : 'the main step recorded no decision on whether this run may save, so it saves nothing';
  const saveSkipped = modeForbidsSave(cacheMode) ?? recorded;
  const mode = modeOf(cacheMode);
  const canRestore = mode === undefined || mode === 'read' || mode === 'write';
  return {
    canRestore,
    canSave: saveSkipped === undefined,
    restoreSkipped: canRestore ? undefined : `${modeSaid(mode)}, which does not permit restores`,
    saveSkipped,
  };
}
