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

/**
 * What the event payload of a workflow_run says about the run that triggered it. GitHub starts a
 * workflow_run from the default branch's workflow file, with write access and the default
 * branch's cache scope, whoever started the run before it: so the trust is the triggering run's.
 */
export interface TriggeringRun {
  /** Its event (`workflow_run.event`); '' when the payload does not say. */
  readonly event: string;
  /**
   * Whether its head repository (`workflow_run.head_repository`) is this repository: false for
   * a fork's pull request, undefined when the payload does not say.
   */
  readonly fromThisRepository: boolean | undefined;
}

export interface AccessFacts {
  /** ACTIONS_CACHE_MODE as the runner set it ('' when unset). */
  readonly cacheMode: string;
  /** GITHUB_EVENT_NAME ('' when unset). */
  readonly eventName: string;
  /** For workflow_run: the triggering run, or undefined when the payload cannot be read. */
  readonly triggeringRun: TriggeringRun | undefined;
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

/**
 * Why a run that `event` started directly may not save, or undefined when it may. A pull request
 * is trusted only for the scope of its own merge ref, which no other ref reads: a fork's runs
 * without the base repository's secrets, but with its cache, so anything wider would let a
 * stranger's code write what the default branch restores.
 */
function untrustedEvent(event: string, writesOwnRef: boolean): string | undefined {
  const trust = trustOf(event);
  if (trust.trusted && event === 'pull_request' && !writesOwnRef)
    return "the run was started by pull_request, which may come from a fork, and it would write a scope other than its own merge ref's (one that other refs read, such as 'scope: repository')";
  if (trust.trusted) return undefined;
  return `the run was started by ${tagOf(event)}, ${trust.why}`;
}

const AFTER = 'the run was started by workflow_run after';

/**
 * Why a workflow_run may not save, or undefined when it may. It runs the default branch's
 * workflow with the default branch's cache scope (GitHub's own cache service gives it that
 * scope too), so it is trusted only as far as the run that triggered it would be if that run
 * wrote the default branch's scope itself:
 * - its head must be this repository (a fork's pull request names the fork);
 * - its event must save by the same rules as a run's own trigger, with the default branch's
 *   scope as the one written. A `pull_request` therefore does not qualify even from a branch of
 *   this repository: a pull request is trusted only for its own merge ref's scope (anyone who
 *   can read the repository can open one, from any of its branches, and its runs carry the
 *   merge of code nobody has reviewed yet), so a workflow_run after one may not do what the
 *   pull request itself may not (`scope: repository`);
 * - a workflow_run of a workflow_run cannot show where the chain began: the payload names only
 *   the run before it, whose head is this repository even when the chain started with a fork's
 *   pull request (fork pull_request -> workflow_run -> workflow_run).
 */
function untrustedWorkflowRun(run: TriggeringRun | undefined): string | undefined {
  if (run === undefined)
    return 'the run was started by workflow_run and its event payload (GITHUB_EVENT_PATH) could not be read, so where the triggering run came from is unknown';
  if (run.event === 'workflow_run')
    return `${AFTER} another workflow_run, and a chain of them cannot show where it began (the payload names only the run just before, which may itself follow a fork's pull request)`;
  if (run.fromThisRepository === false) return `${AFTER} a run from a fork`;
  if (run.fromThisRepository === undefined)
    return "the run was started by workflow_run and the event payload does not say that the triggering run came from this repository (so it is treated as a fork's)";
  if (run.event === '')
    return "the run was started by workflow_run and the event payload does not name the triggering run's event (workflow_run.event), so who started it is unknown";
  if (run.event === 'pull_request')
    return `${AFTER} a run started by pull_request, and a pull request may save only into its own merge ref's scope, while a workflow_run writes the default branch's`;
  const trust = trustOf(run.event);
  return trust.trusted ? undefined : `${AFTER} a run started by ${tagOf(run.event)}, ${trust.why}`;
}

/** Why this trigger may not save, or undefined when it may. */
function untrustedTrigger(facts: AccessFacts): string | undefined {
  const event = facts.eventName;
  if (event === '') return 'GITHUB_EVENT_NAME is not set, so who started the run is unknown';
  if (event === 'workflow_run') return untrustedWorkflowRun(facts.triggeringRun);
  return untrustedEvent(event, facts.writesOwnRef);
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
 * The run that triggered a workflow_run, from the event payload (GITHUB_EVENT_PATH): its event,
 * and whether its head repository is this one. Undefined when the payload cannot be read; a
 * field it lacks (or of another type) is '' or undefined, which the caller treats as untrusted.
 */
export function readTriggeringRun(eventPath: string | undefined): TriggeringRun | undefined {
  if (!eventPath) return undefined;
  let event: {
    repository?: { full_name?: unknown };
    workflow_run?: { event?: unknown; head_repository?: { full_name?: unknown } | null };
  } | null;
  try {
    event = JSON.parse(readFileSync(eventPath, 'utf8')) as typeof event;
  } catch {
    return undefined;
  }
  if (typeof event !== 'object' || event === null) return undefined;
  const run = typeof event.workflow_run === 'object' ? event.workflow_run : undefined;
  const head = run?.head_repository?.full_name;
  const own = event.repository?.full_name;
  return {
    event: typeof run?.event === 'string' ? run.event : '',
    // Not `head_repository.fork`: a repository that is itself a fork runs its own branches too.
    // A deleted fork leaves head_repository null: unknown, so untrusted.
    fromThisRepository:
      typeof head === 'string' && typeof own === 'string' && own !== '' ? head === own : undefined,
  };
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
    triggeringRun:
      eventName === 'workflow_run' ? readTriggeringRun(env.GITHUB_EVENT_PATH) : undefined,
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
