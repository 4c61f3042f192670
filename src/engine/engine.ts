import type { CacheStepName } from '../cache-action/cache-steps.js';

export { exitWhenWritten } from '../exit-when-written.js';

/**
 * The one bundle behind every front-end (dist/engine/engine.js): the sync action, the shards
 * action, the cache actions' steps and the CLI each have a thin entry that imports this module
 * and runs its part, so that the SDK and the engine ship once. Each part is a dynamic import,
 * which the bundler emits as chunks of this bundle (what parts share, the SDK first, in chunks
 * of their own), so a step loads only the code it runs: `s3-sync --version` loads no SDK, and
 * the cache steps' S3 path never loads the GitHub cache service's chunk.
 */

/** The sync action (action.yml). */
export async function runSyncAction(): Promise<void> {
  return (await import('../sync-action/main.js')).run();
}

/** The shards action (shards/action.yml). */
export async function runShardsAction(): Promise<void> {
  return (await import('../shards-action/main.js')).run();
}

/** One step of the cache actions (cache/, cache/restore, cache/save, cache/prune); ends the process. */
export async function runCacheStep(name: CacheStepName): Promise<void> {
  return (await import('../cache-action/cache-steps.js')).runCacheStep(name);
}

/** The `s3-sync` command: runs it with these arguments and returns its exit code. */
export async function cli(args: string[]): Promise<number> {
  return (await import('../cli/cli.js')).cli(args);
}
