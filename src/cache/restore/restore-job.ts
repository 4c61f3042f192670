import { PhaseCollector } from '../../phases.js';
import { isUnreachable } from '../../retry.js';
import { ByteBudget } from '../../transfer/byte-budget.js';
import { holdYoungGeneration, liftHoldWhile } from '../../young-generation.js';
import {
  DEFAULT_RESTORE_DEADLINE_MS,
  type CacheRestoreRequest,
  type CacheRestoreResult,
  type CacheSession,
  type CacheStoreLocation,
} from '../store/cache-types.js';
import { CacheTaskError, CacheWorkerPool } from '../workers/cache-worker-pool.js';
import { RestoreRecord } from './restore-record.js';
import type { RestorePool, RestoreTask } from './restore-task-types.js';
import { undo } from './restore-undo.js';

const RESTORE_PHASES = [
  { name: 'lookup', label: 'Lookup' },
  { name: 'manifest', label: 'Manifest' },
  { name: 'prepare', label: 'Check the tree' },
  { name: 'download', label: 'Download' },
  { name: 'unpack', label: 'Decompress and write' },
  { name: 'finish', label: 'Folders, links, empty files' },
];

/** Bytes of packs fetched and not yet landed, and of blob ranges in flight. */
const RESTORE_BYTES_IN_FLIGHT = 32 * 1024 * 1024;

/** A corrupt or inconsistent object: the restore is a miss. */
export class CacheIntegrityError extends Error {
  override readonly name = 'CacheIntegrityError';
}

/** A landing task's failure as the restore reports it: a worker's integrity check is corruption. */
export function landingFailure(error: unknown): never {
  if (error instanceof CacheTaskError && error.name === 'IntegrityError')
    throw new CacheIntegrityError(error.message);
  throw error;
}

/**
 * One restore, made once and handed to each of its steps (restore-cache.ts): the S3 session and
 * the store, the request, the phases, the deadline, the worker pool, the byte budget, the
 * warnings, the umask and the undo record. Its `abandon` is the one place a failed restore is
 * taken back.
 */
export class RestoreJob {
  readonly phases = new PhaseCollector(RESTORE_PHASES);
  readonly warnings: string[] = [];
  readonly record = new RestoreRecord();
  /** The caller's signal or the deadline: every step stops on it. */
  readonly signal: AbortSignal;
  /** The process's umask, read before any worker starts (readUmask). */
  readonly umask: number;
  /** The keys the lookup tried, for every result. */
  keysTried: readonly string[] = [];
  bytesDownloaded = 0;
  private readonly deadline: AbortSignal;
  private readonly deadlineMs: number;
  private workers: RestorePool | undefined;
  private stopWorkers: (() => void) | undefined;
  /**
   * The fetches' own stop: the first failure among them stops the rest (no new GET, fetches in
   * flight cancelled) rather than letting the blobs' downloads run on to their end before the
   * restore can be undone.
   */
  private readonly fetchStop = new AbortController();
  private fetchSignalMade: AbortSignal | undefined;
  private budgetMade: ByteBudget | undefined;

  constructor(
    readonly session: CacheSession,
    readonly request: CacheRestoreRequest,
    private readonly callerSignal: AbortSignal,
  ) {
    this.phases.wire = session.direct.wire;
    this.deadlineMs = request.deadlineMs ?? DEFAULT_RESTORE_DEADLINE_MS;
    this.deadline = AbortSignal.timeout(this.deadlineMs);
    this.signal = AbortSignal.any([callerSignal, this.deadline]);
    holdYoungGeneration();
    this.umask = readUmask(); // before the workers start: reading it sets it for a moment
  }

  get store(): CacheStoreLocation {
    return this.request.store;
  }

  /**
   * Starts the workers. With V8's flags as Node set them: the hold on the young generation is
   * lifted until they have loaded (young-generation.ts). A deadline or a cancel stops the
   * workers' tasks at their next file (worker-stop.ts): their loops are synchronous, and only
   * the pool's shared flag reaches them.
   */
  startWorkers(): void {
    const workers = (this.workers = new CacheWorkerPool<RestoreTask>());
    void workers.started.then(() => (this.workersLoaded = true));
    liftHoldWhile(workers.started);
    this.stopWorkers = () => workers.stop();
    this.signal.addEventListener('abort', this.stopWorkers, { once: true });
  }

  /** Settles once the workers have loaded; undefined when none were started (a lookup only). */
  /** Every worker has loaded (restore-fetch.ts fetches on this thread until then). */
  workersLoaded = false;

  get workersStarted(): Promise<void> | undefined {
    return this.workers?.started;
  }

  get pool(): RestorePool {
    if (!this.workers) throw new Error('the restore started no workers');
    return this.workers;
  }

  /** The job's signal, or the first failure among the fetches (stopFetches). */
  get fetchSignal(): AbortSignal {
    return (this.fetchSignalMade ??= AbortSignal.any([this.signal, this.fetchStop.signal]));
  }

  /** One budget for packs held until written and for blobs' ranges in flight. */
  get budget(): ByteBudget {
    return (this.budgetMade ??= new ByteBudget(RESTORE_BYTES_IN_FLIGHT, this.fetchSignal));
  }

  stopFetches(reason: unknown): void {
    this.fetchStop.abort(reason);
  }

  /** A miss, with `why` as a warning. */
  miss(why?: string, unreachable = false): CacheRestoreResult {
    if (why) this.warnings.push(why);
    return {
      outcome: 'miss',
      keysTried: this.keysTried,
      files: 0,
      bytes: 0,
      unchangedFiles: 0,
      phases: this.phases.list(),
      warnings: this.warnings,
      ...(unreachable ? { unreachable } : {}),
    };
  }

  /**
   * A failure as a miss that says why; the caller's own cancel is thrown on. `lookup`: the
   * failure came before the store had answered anything, so a connection failure means the
   * store is unreachable.
   */
  failed(error: unknown, lookup = false): CacheRestoreResult {
    if (this.callerSignal.aborted) throw this.callerSignal.reason;
    if (this.deadline.aborted) {
      const setBy = this.request.deadlineSetBy ? ` (${this.request.deadlineSetBy})` : '';
      return this.miss(
        `the restore passed its deadline of ${Math.round(this.deadlineMs / 1000)} s${setBy} and was abandoned`,
      );
    }
    const unreachable = lookup && isUnreachable(error);
    return this.miss(`the cache was not restored: ${(error as Error).message}`, unreachable);
  }

  /**
   * The one place a failed restore is taken back: the workers stop at their next file, then
   * end (a worker still landing files would write behind the undo); then everything the record
   * holds is undone, and what could not be is said in a warning.
   */
  async abandon(error: unknown): Promise<CacheRestoreResult> {
    this.pool.stop();
    await this.pool.close();
    const left = undo(this.record);
    if (left.length > 0)
      this.warnings.push(
        `the failed restore could not take back everything: ${left.slice(0, 5).join(', ')}${left.length > 5 ? ` and ${left.length - 5} more` : ''}`,
      );
    return this.failed(error);
  }

  /** Ends the workers, if any: after every outcome. */
  async close(): Promise<void> {
    if (this.stopWorkers) this.signal.removeEventListener('abort', this.stopWorkers);
    await this.workers?.close();
  }
}

/**
 * The process's umask, read once before any worker starts: `process.umask()` reads it by
 * setting it to 0 and back, which would race a thread creating files. Modes are restored less
 * the umask (restoredMode), so open(2) and mkdir(2) give them whole, with no chmod.
 */
function readUmask(): number {
  return process.umask();
}
