import { describe, expect, it } from 'vitest';
import { renderShardSummary, renderShardTable } from '../../src/report/shard-report.js';
import type { ShardPlan } from '../../src/sync/plan-shards.js';

const plan: ShardPlan = {
  shards: [
    { shard: 1, startAfter: '', endAt: 'logs/<img src=x>|b', objects: 3, bytes: 3000 },
    { shard: 2, startAfter: 'logs/<img src=x>|b', endAt: undefined, objects: 2, bytes: 2048 },
  ],
  count: 2,
  by: 'objects',
  objects: 5,
  bytes: 5048,
  seconds: 0.42,
  listing: undefined,
};

describe("the shards action's summary and the CLI's table of ranges", () => {
  it('shows each range with its objects and bytes, keys HTML-escaped, one table row each', () => {
    const text = renderShardSummary(plan, 's3://releases/app/');
    const rows = text.split('\n').filter((line) => /^\| \d/.test(line));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row.split('|')).toHaveLength(7);
    expect(rows[0]).toContain('_the beginning_');
    expect(rows[0]).toContain('<code>logs/&#60;img src=x&#62;&#124;b</code>');
    expect(rows[1]).toContain('_the end_');
    expect(text).not.toContain('<img');
    expect(text).toContain('2 key ranges (asked for 2, by objects) over 5 objects');
  });

  it('prints the ranges as (start-after, end-at] with quoted keys on a terminal', () => {
    const text = renderShardTable(plan);
    expect(text).toContain('(start, "logs/<img src=x>|b"]');
    expect(text).toContain('("logs/<img src=x>|b", end)');
  });
});
