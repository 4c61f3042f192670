/**
 * The steps of ours in the cache suite (bench/cache.ts), each once per build in turn: an untimed
 * warm-up save, a full save, a restore into an empty folder, a restore onto the tree already
 * there, saves after 1% of the files changed, a restore of the last entry and of the first again;
 * then the restores in turn with the archive way and the floor, round after round.
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import type { S3Client } from '@aws-sdk/client-s3';
import { changeScattered, treeDigest, writeTree, type TreeSpec } from './cache-tree.js';
import {
  BUCKET,
  cli,
  each,
  emptyTrash,
  keyArgs,
  record,
  timedRestore,
  type CacheRun,
} from './cache-run.js';
import { deletePrefix } from './lib/buckets.js';
import { describeFailure } from './lib/measure.js';
import type { RestoreRounds, Row } from './cache-summary.js';
import type { OursSteps } from './cache-targets.js';
import type { Peers } from './cache-tools.js';

export interface OursResult extends OursSteps {
  /** The digest of the tree as the last save left it. */
  readonly digest: string;
  /** Bytes the increments changed, all of them. */
  readonly changedBytes: number;
}

/**
 * An untimed save by each build before the first timed step. The first writes of a run to the
 * server cost more than any after them, and the first timed step (the full save of whichever
 * build goes first with --baseline) paid it alone: a paired A/B showed a 1.2-2x save regression
 * where 15 paired runs of the same two builds measured 1.01x. Each build saves a small tree of its
 * own into a throwaway prefix of the run, which is deleted before the timed steps begin.
 */
export async function warmUp(
  run: CacheRun,
  at: { readonly client: S3Client; readonly runId: string; readonly seed: number },
): Promise<void> {
  const name = 'warm-up';
  const dir = path.join(run.cwd, name);
  writeTree(dir, { files: 200, largeFiles: 0, seed: at.seed + 1 });
  const prefix = `${at.runId}/${name}/`;
  try {
    for (const build of run.builds) {
      const store = `s3://${BUCKET}/${prefix}${build.id}/`;
      const args = ['cache', 'save', '--key', name, '--path', name, store, '--report', 'json'];
      const saved = await cli(run, args, build);
      if (saved.exitCode !== 0) throw describeFailure(`the warm-up save${build.label}`, saved);
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
    await deletePrefix(at.client, BUCKET, prefix);
  }
}

/** A restore of `key` by each build in the turn of step `n`, checked against `expected`. */
function restoreStep(
  run: CacheRun,
  n: number,
  step: {
    readonly id: string;
    readonly label: string;
    readonly key: string;
    readonly expected: string;
  },
): Promise<Row | undefined> {
  return each(run, n, (b) =>
    timedRestore(
      run,
      { id: `${b.id}-${step.id}`, label: `${step.label}${b.label}`, expected: step.expected },
      () => cli(run, ['cache', 'restore', ...keyArgs(step.key, b)], b),
    ),
  );
}

/** `increments` saves, each after 1% of the files changed; the first one's row of ours. */
async function incrementalSaves(run: CacheRun, spec: TreeSpec, increments: number) {
  let firstIncrement: Row | undefined;
  let changedBytes = 0;
  for (let n = 1; n <= increments; n++) {
    changedBytes += changeScattered(run.tree, spec, n, 0.01).bytes;
    const row = await each(run, n, async (b) =>
      record(
        run,
        {
          id: `${b.id}-save-1pct-${n}`,
          label: `cache save after 1% changed (${n} of ${increments})${b.label}`,
        },
        await cli(run, ['cache', 'save', ...keyArgs(`k-${n}`, b)], b),
      ),
    );
    firstIncrement ??= row;
  }
  return { firstIncrement, changedBytes };
}

export async function runOurs(
  run: CacheRun,
  tree: { readonly spec: TreeSpec; readonly digest0: string; readonly increments: number },
): Promise<OursResult> {
  const { spec, digest0, increments } = tree;
  console.log('\n## ours: s3-sync cache');
  const fullSave = await each(run, 0, async (b) =>
    record(
      run,
      { id: `${b.id}-save`, label: `cache save (empty store)${b.label}` },
      await cli(run, ['cache', 'save', ...keyArgs('k-0', b)], b),
    ),
  );
  const fresh = await restoreStep(run, 1, {
    id: 'restore',
    label: 'cache restore (empty folder)',
    key: 'k-0',
    expected: digest0,
  });
  await each(run, 0, async (b) =>
    record(
      run,
      { id: `${b.id}-restore-again`, label: `cache restore (tree already there)${b.label}` },
      await cli(run, ['cache', 'restore', ...keyArgs('k-0', b)], b),
    ),
  );

  const { firstIncrement, changedBytes } = await incrementalSaves(run, spec, increments);
  const digest = increments > 0 ? treeDigest(run.tree) : digest0;
  const afterIncrements =
    increments > 0
      ? await restoreStep(run, 1, {
          id: 'restore-after',
          label: `cache restore of the entry after ${increments} incremental saves`,
          key: `k-${increments}`,
          expected: digest,
        })
      : undefined;

  // The first entry restored again, now: the disk has taken two more trees since the first
  // fresh restore, and ext4 creates files more slowly as it fills, so the ratio for the entry
  // after ten saves is also given against this one, taken under the same conditions.
  const freshAgain =
    increments > 0
      ? await restoreStep(run, 0, {
          id: 'restore-fresh-again',
          label: 'cache restore of the first entry again (empty folder, after the above)',
          key: 'k-0',
          expected: digest0,
        })
      : undefined;
  return { fullSave, fresh, firstIncrement, afterIncrements, freshAgain, digest, changedBytes };
}

/**
 * The restore targets compare runs of one to three seconds on two cores shared with the server,
 * where one run moves by 20-30% from the next: ours, the archive way and the floor run again in
 * turn, round after round, each restoring the tree as the last save left it (the single runs
 * before count when there are no rounds).
 */
export async function restoreRounds(
  run: CacheRun,
  peers: Peers,
  plan: { readonly rounds: number; readonly increments: number; readonly digest: string },
): Promise<RestoreRounds> {
  const { rounds, increments, digest } = plan;
  const inRounds: RestoreRounds = { ours: [], archive: [], floor: [] };
  if (rounds > 0)
    console.log(`\n## restores in turn: ours, the archive way, the floor (${rounds} rounds)`);
  for (let n = 1; n <= rounds; n++) {
    // Each round starts from the same file system: the trees set aside so far go, and the
    // kernel gets a few seconds (file creation on tmpfs slowed with every tree kept: tar -xf
    // took 1.1 CPU-s in the first round of a run and 2.5 in its third). The order turns from
    // round to round, so no way always runs first after the clean-up.
    emptyTrash(run);
    await new Promise((resolve) => setTimeout(resolve, 3000));
    const suffix = `-round-${n}`;
    const steps = [
      async () => {
        const mine = await restoreStep(run, n, {
          id: `restore${suffix}`,
          label: `cache restore of the last entry (empty folder), round ${n}`,
          key: `k-${increments}`,
          expected: digest,
        });
        if (mine) inRounds.ours.push(mine);
      },
      async () => void inRounds.archive.push(await peers.archiveRestore(suffix)),
      async () => void inRounds.floor.push(await peers.floorRestore(suffix)),
    ];
    for (let k = 0; k < steps.length; k++) await steps[(k + n - 1) % steps.length]!();
  }
  return inRounds;
}
