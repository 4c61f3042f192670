import type { Worker } from 'node:worker_threads';
import { startCacheWorker } from './cache-worker-pool.js';
import type { WalkReply } from './cache-worker-protocol.js';
import {
  claimSlot,
  FOLDER,
  listFolder,
  SubtreeWalk,
  TreeBuilder,
  type WalkPiece,
  type WalkSlot,
} from './tree-walk.js';

/**
 * The save's walk of literal paths on two threads. An lstat per entry is most of a walk, and it
 * is the kernel's time on the thread that asks: on the 50,000-file tree the walk was 0.40-0.54 s
 * of a 0.71-0.87 s save after 1% changed. So the tree is cut into subtrees (slots), which this
 * thread and one helper thread claim in turn through a shared counter, and the rows are put back
 * together in slot order: the result is row for row what one thread walking depth-first finds
 * (a folder's entries, then each subfolder's subtree in turn), which the packs' order follows.
 */

/** Below this many subtrees, one more level is read first (`~/.cargo` has a few big folders). */
const MIN_SLOTS = 16;
const MAX_LEVELS_READ_FIRST = 4;
/**
 * Entries this thread walks before it starts the helper: a small tree is walked before a thread
 * would have started (the cache worker takes 40-80 ms of CPU to start).
 */
export const HELPER_AFTER_ENTRIES = 4000;
/** Entries walked between two yields to the event loop (the save's lookup runs meanwhile). */
const YIELD_EVERY = 1000;

export interface ParallelWalkOptions {
  /** Start the helper once this thread has walked this many entries (Infinity: never). */
  readonly helperAfterEntries?: number;
  /** False leaves every subtree to the helper (tests: the helper's side, deterministically). */
  readonly claimHere?: boolean;
}

const yieldNow = () => new Promise<void>((resolve) => setImmediate(resolve));
const isSlot = (item: TreeBuilder | WalkSlot): item is WalkSlot => !(item instanceof TreeBuilder);

/** The helper thread and the rows it posts, put into each slot's builder as they arrive. */
class WalkHelper {
  private readonly worker: Worker;
  /** Settles when the helper has claimed all it will and posted every row. */
  readonly finished: Promise<void>;

  constructor(slots: readonly WalkSlot[], counter: SharedArrayBuffer, pieces: TreeBuilder[]) {
    this.worker = startCacheWorker();
    const worker = this.worker;
    this.finished = new Promise<void>((resolve, reject) => {
      worker.on('message', (reply: WalkReply) => {
        if ('walked' in reply) pieces[(reply.walked as WalkPiece).slot]!.append(reply.walked.rows);
        else if ('walkDone' in reply) resolve();
        else
          reject(
            Object.assign(new Error(reply.walkError.message), {
              name: reply.walkError.name,
              code: reply.walkError.code,
            }),
          );
      });
      worker.on('error', reject);
      worker.on('exit', (code) =>
        reject(new Error(`the walk's helper thread stopped (exit code ${code})`)),
      );
    });
    this.finished.catch(() => undefined); // awaited only when the helper claimed a slot
    worker.postMessage({ walk: { slots, counter } });
  }

  async close(): Promise<void> {
    await this.worker.terminate();
  }
}

/** Reads folders level by level until there are MIN_SLOTS subtrees to share, in walk order. */
function readFirstLevels(searchPaths: readonly string[]): Array<TreeBuilder | WalkSlot> {
  let order: Array<TreeBuilder | WalkSlot> = [];
  for (const [root, rootPath] of searchPaths.entries()) {
    const head = new TreeBuilder();
    order.push(head);
    if (head.add(rootPath, root, '') === FOLDER) order.push({ folder: [rootPath, ''], root });
  }
  for (let level = 0; level < MAX_LEVELS_READ_FIRST; level++) {
    const open = order.filter(isSlot).length;
    if (open === 0 || open >= MIN_SLOTS) break;
    order = order.flatMap((item) => {
      if (!isSlot(item)) return [item];
      const listing = new TreeBuilder();
      const subfolders = listFolder(listing, item.folder, item.root);
      return [listing, ...subfolders.map((folder) => ({ folder, root: item.root }))];
    });
  }
  return order;
}

/**
 * Walks everything under the literal search paths into `tree`, lstat'ing each entry without
 * following symlinks; returns how many subtrees the helper walked.
 */
export async function walkLiteral(
  searchPaths: readonly string[],
  tree: TreeBuilder,
  options: ParallelWalkOptions = {},
): Promise<{ helperSlots: number }> {
  const order = readFirstLevels(searchPaths);
  const slots = order.filter(isSlot);
  const pieces = slots.map(() => new TreeBuilder());
  const shared = new SharedArrayBuffer(4);
  const counter = new Int32Array(shared);
  const helperAfter = options.helperAfterEntries ?? HELPER_AFTER_ENTRIES;
  let helper: WalkHelper | undefined;
  let walkedHere = 0;
  let slotsHere = 0;
  try {
    const startHelperIfWorth = () => {
      if (helper || walkedHere < helperAfter) return;
      if (Atomics.load(counter, 0) < slots.length - 1)
        helper = new WalkHelper(slots, shared, pieces);
    };
    if (options.claimHere === false) helper = new WalkHelper(slots, shared, pieces);
    else
      for (let sinceYield = 0, slot; (slot = claimSlot(counter, slots.length)) !== undefined;) {
        slotsHere++;
        const rows = pieces[slot]!;
        const walk = new SubtreeWalk(slots[slot]!.folder, slots[slot]!.root);
        for (let done = false; !done;) {
          const before = rows.length;
          done = walk.step(rows, YIELD_EVERY);
          walkedHere += rows.length - before;
          sinceYield += rows.length - before;
          if (sinceYield >= YIELD_EVERY) {
            sinceYield = 0;
            startHelperIfWorth();
            await yieldNow();
          }
        }
      }
    // A helper that claimed nothing (this thread took every slot) is not waited for.
    if (helper && slotsHere < slots.length) await helper.finished;
  } finally {
    await helper?.close();
  }
  let slot = 0;
  for (const item of order) tree.append(isSlot(item) ? pieces[slot++]! : item);
  return { helperSlots: slots.length - slotsHere };
}
