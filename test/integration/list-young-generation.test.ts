import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const module = (file: string) => JSON.stringify(path.resolve(HERE, file));

/**
 * The main thread's new space after a listing of `keys` keys and then a workload that keeps
 * many young objects alive, in a process of its own since the hold is process-wide.
 */
function newSpaceAfterListing(keys: number): { afterListing: number; afterWork: number } {
  const script = `
    import v8 from 'node:v8';
    import { listObjects } from ${module('../../src/s3/list/list-objects.ts')};
    import { startFakeListServer } from ${module('../support/fake-list-server.ts')};
    import { fakeListClient } from ${module('../support/listing.ts')};
    const newSpace = () => v8.getHeapSpaceStatistics().find((s) => s.space_name === 'new_space').space_size;
    const keys = Array.from({ length: ${keys} }, (_, i) => 'k/' + String(i).padStart(6, '0'));
    const server = await startFakeListServer(keys);
    let listed = 0;
    for await (const batch of listObjects({
      client: fakeListClient(server.endpoint), bucket: 'b', prefix: 'k/', pageSize: 100,
    })) listed += batch.length;
    await server.close();
    if (listed !== keys.length) throw new Error('listed ' + listed);
    const afterListing = newSpace();
    const kept = [];
    for (let i = 0; i < 1_500_000; i++) {
      kept.push({ i, name: 'entry-' + i });
      if (kept.length > 300_000) kept.splice(0, 150_000);
    }
    console.log(JSON.stringify({ afterListing, afterWork: newSpace() }));
  `;
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--input-type=module', '-e', script],
    { encoding: 'utf8' },
  );
  expect(run.stderr).toBe('');
  return JSON.parse(run.stdout.trim()) as { afterListing: number; afterWork: number };
}

describe("the threaded lister and the main thread's young generation", () => {
  it('holds it once the worker takes over: a listing of many pages leaves it from growing', () => {
    const { afterListing, afterWork } = newSpaceAfterListing(3000);
    expect(afterWork).toBeLessThanOrEqual(afterListing);
  });

  it('leaves it alone for a listing of one page, which needs no worker', () => {
    const { afterListing, afterWork } = newSpaceAfterListing(50);
    // The same workload in a process that never held it: V8 doubles it more than once.
    expect(afterWork).toBeGreaterThan(2 * afterListing);
  });
});
