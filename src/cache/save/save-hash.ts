import { forEachBounded } from '../../bounded.js';
import { batchBySize } from './batches.js';
import { EntryHashes } from './content-hashes.js';
import type { SaveJob } from './save-job.js';
import type { WalkedFiles } from './save-walk.js';

/** Files per hash task: enough to amortise the message, few enough to spread over the workers. */
const HASH_BATCH_FILES = 256;
const HASH_BATCH_BYTES = 16 * 1024 * 1024;

/** The tree's files counted, and the hashes of those whose content is not known already. */
export interface HashedTree {
  readonly files: number;
  readonly bytes: number;
  readonly hashed: EntryHashes;
}

/**
 * Hashes the files that have content and no known row (`known[i] < 0`: new or changed since
 * the prior entry), in batches on the workers, or on this thread when there is little to hash.
 */
export async function hashNewFiles(
  job: SaveJob,
  walked: WalkedFiles,
  known: Int32Array,
): Promise<HashedTree> {
  const { tree, pathOf } = walked;
  const count = tree.type.length;
  const toHash: number[] = [];
  let files = 0;
  let bytes = 0;
  let bytesToHash = 0;
  for (let i = 0; i < count; i++) {
    if (tree.type.charCodeAt(i) !== 102) continue; // 'f'
    files++;
    bytes += tree.size[i]!;
    if (tree.size[i]! > 0 && known[i]! < 0) {
      toHash.push(i);
      bytesToHash += tree.size[i]!;
    }
  }
  const hashed = new EntryHashes(count);
  job.phases.plan('hash', toHash.length, bytesToHash);
  await job.phases.time('hash', async () => {
    const runner = job.workers.for(bytesToHash);
    const batches = batchBySize(toHash, (i) => tree.size[i]!, HASH_BATCH_BYTES, HASH_BATCH_FILES);
    await forEachBounded(batches.length, runner.size * 2, async (b) => {
      const batch = batches[b]!;
      const { result } = await runner.run<Uint8Array>({
        kind: 'hash',
        files: batch.map((i) => ({ path: pathOf(i), size: tree.size[i]! })),
      });
      hashed.setMany(batch, result);
      job.phases.add(
        'hash',
        batch.length,
        batch.reduce((n, i) => n + tree.size[i]!, 0),
      );
    });
  });
  return { files, bytes, hashed };
}
