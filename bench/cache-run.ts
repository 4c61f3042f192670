/**
 * The cache suite's run (bench/cache.ts): its context, made once, and what every step does with
 * it: run a build of ours or a shell line under measurement, record the row, and restore into
 * the tree's place and check the tree that came back.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { treeDigest } from './cache-tree.js';
import { isOurs, rowLine, rowOf, type Row } from './cache-summary.js';
import { measureCommand, type CommandRun } from './lib/measure.js';
import { summariseMemoryTrace } from './lib/memory-trace.js';

export const BUCKET = 'bench-cache';
export const TREE = 'tree';

/** A build of ours: the one under test, or --baseline's. */
export interface Build {
  readonly id: 'ours' | 'before';
  /** Appended to each row's label. */
  readonly label: string;
  readonly cli: string;
  readonly store: string;
}

export interface CacheRun {
  readonly cwd: string;
  /** The tree saved and restored, `TREE` under `cwd`. */
  readonly tree: string;
  /** Where the tree waits while a restore writes into its place. */
  readonly aside: string;
  /** Where restored trees go until the suite ends (`setAside`). */
  readonly trash: string;
  readonly env: NodeJS.ProcessEnv;
  /** Where the tools connect: the server, or the delay proxy in front of it. */
  readonly endpoint: string;
  /** Ours first, then --baseline's build when there is one. */
  readonly builds: readonly Build[];
  readonly memoryTrace: boolean;
  /** Every row so far, in the order the runs ended. */
  readonly rows: Row[];
  traces: number;
  lastTrace: string | undefined;
  setAsideCount: number;
}

export function makeCacheRun(
  setup: Pick<CacheRun, 'cwd' | 'env' | 'endpoint' | 'builds' | 'memoryTrace'>,
): CacheRun {
  // Restored trees are moved aside, not deleted, until the suite ends: ext4 scans past inodes
  // freed in the last seconds when it creates files, so deleting 50,000 files before the next
  // restore added 20-30 s of kernel time to that restore alone (seen while writing this suite).
  const trash = path.join(setup.cwd, 'restored');
  mkdirSync(trash);
  return {
    ...setup,
    tree: path.join(setup.cwd, TREE),
    aside: path.join(setup.cwd, `${TREE}.original`),
    trash,
    rows: [],
    traces: 0,
    lastTrace: undefined,
    setAsideCount: 0,
  };
}

/** One run of a build of ours (default: the one under test) against the store. */
export function cli(run: CacheRun, args: string[], build: Build = run.builds[0]!) {
  // With --memory-trace, each of our runs samples every thread's memory into a file of its own
  // (S3_SYNC_CACHE_MEMORY_TRACE); the row then says which thread held what at its peak.
  run.lastTrace = run.memoryTrace ? path.join(run.cwd, `memory-${++run.traces}.jsonl`) : undefined;
  return measureCommand(process.execPath, [build.cli, ...args, '--endpoint-url', run.endpoint], {
    env: run.lastTrace ? { ...run.env, S3_SYNC_CACHE_MEMORY_TRACE: run.lastTrace } : run.env,
    cwd: run.cwd,
    stdout: 'capture',
    timeoutMs: 30 * 60_000,
  });
}

export function shell(run: CacheRun, script: string) {
  return measureCommand('bash', ['-o', 'pipefail', '-c', script], {
    env: run.env,
    cwd: run.cwd,
    stdout: 'capture',
    timeoutMs: 30 * 60_000,
  });
}

/** Keeps a run's row and prints its line. */
export function record(
  run: CacheRun,
  what: { readonly id: string; readonly label: string },
  command: CommandRun,
  extra: Partial<Row> = {},
): Row {
  const row = rowOf(what.id, what.label, command, extra);
  run.rows.push(row);
  const memory = isOurs(what.id) && run.lastTrace ? summariseMemoryTrace(run.lastTrace) : undefined;
  if (memory) row.memory = memory;
  console.log(rowLine(row, command, memory));
  return row;
}

export function setAside(run: CacheRun, dir: string): void {
  if (existsSync(dir)) renameSync(dir, path.join(run.trash, String(++run.setAsideCount)));
}

export function emptyTrash(run: CacheRun): void {
  for (const name of readdirSync(run.trash))
    rmSync(path.join(run.trash, name), { recursive: true });
}

/** Moves the tree aside, runs a restore into its place, checks it, and puts the tree back. */
export async function timedRestore(
  run: CacheRun,
  what: { readonly id: string; readonly label: string; readonly expected: string },
  restore: () => Promise<CommandRun>,
): Promise<Row> {
  renameSync(run.tree, run.aside);
  try {
    const command = await restore();
    let error: string | undefined;
    if (command.exitCode === 0) {
      const digest = existsSync(run.tree) ? treeDigest(run.tree) : 'missing';
      if (digest !== what.expected) error = 'the restored tree differs from the saved one';
    }
    return record(run, what, command, error ? { error } : {});
  } finally {
    setAside(run, run.tree);
    renameSync(run.aside, run.tree);
  }
}

/** The builds in the order of step `n`: each goes first every other step. */
export function inTurn(run: CacheRun, n: number): readonly Build[] {
  return n % 2 === 0 ? run.builds : [...run.builds].reverse();
}

/** A step of ours, once per build in the turn of step `n`; the row of ours is kept. */
export async function each(
  run: CacheRun,
  n: number,
  step: (build: Build) => Promise<Row | undefined>,
): Promise<Row | undefined> {
  let mine: Row | undefined;
  for (const build of inTurn(run, n)) {
    const row = await step(build);
    if (build === run.builds[0]) mine = row;
  }
  return mine;
}

/** A cache verb's arguments for `key` in `build`'s store. */
export function keyArgs(key: string, build: Build): string[] {
  return ['--key', key, '--path', TREE, build.store, '--report', 'json'];
}
