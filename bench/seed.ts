/**
 * `npm run bench -- seed`: loads every bucket the list and transfer suites use, so that their
 * own runs start with measuring. Each bucket is seeded once and recognised afterwards.
 */
import { parseArgs } from 'node:util';
import { ensureSeeded } from './lib/buckets.js';
import { adminClient, findServer } from './lib/server.js';
import { listSeedSpec } from './list.js';
import { transferSeedSpec } from './transfer.js';

export async function runSeed(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '100000' },
      'memory-objects': { type: 'string', default: '10000' },
      'transfer-objects': { type: 'string', default: '20000' },
    },
  });
  const server = findServer();
  const client = adminClient(server);
  try {
    const specs = [
      listSeedSpec('flat', Number(values.objects)),
      listSeedSpec('nested', Number(values.objects)),
      listSeedSpec('flat', Number(values['memory-objects'])),
      transferSeedSpec(Number(values['transfer-objects'])),
    ];
    for (const spec of specs) {
      const { reused } = await ensureSeeded(client, server.endpoint, spec);
      if (reused) console.log(`${spec.bucket}: already seeded`);
    }
  } finally {
    client.destroy();
  }
}
