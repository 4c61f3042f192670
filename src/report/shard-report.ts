import { describeKeyRange } from '../sync/key-range.js';
import type { ShardPlan } from '../sync/plan-shards.js';
import { formatCount, formatCountOf, formatSeconds, formatSize } from './format.js';
import { code } from './summary-text.js';
import { textTable } from './text-table.js';

/** One matrix job: its number and the sync's `start-after` / `end-at` ('' is open). */
export interface ShardMatrixEntry {
  readonly shard: number;
  readonly 'start-after': string;
  readonly 'end-at': string;
}

/**
 * The plan as `strategy.matrix` takes it from `fromJSON(...)`: one `include` entry per range,
 * named as the sync's inputs, so a job passes `matrix.start-after` and `matrix.end-at` on.
 */
export function shardMatrix(plan: Pick<ShardPlan, 'shards'>): {
  include: ShardMatrixEntry[];
} {
  return {
    include: plan.shards.map((s) => ({
      shard: s.shard,
      'start-after': s.startAfter,
      'end-at': s.endAt ?? '',
    })),
  };
}

function headline(plan: ShardPlan): string {
  return `${formatCountOf(plan.shards.length, 'key range')} (asked for ${formatCount(plan.count)}, by ${plan.by}) over ${formatCountOf(plan.objects, 'object')} (${formatSize(plan.bytes)}), listed in ${formatSeconds(plan.seconds)}`;
}

/** The ranges as a terminal table; keys quoted (JSON.stringify), so none can forge a line. */
export function renderShardTable(plan: ShardPlan): string {
  const rows = [['shard', 'range', 'objects', 'bytes']];
  for (const s of plan.shards)
    rows.push([String(s.shard), describeKeyRange(s), formatCount(s.objects), formatSize(s.bytes)]);
  const table = textTable(rows, [1]);
  return `${table}\n${headline(plan)}\n`;
}

const MAX_KEY_CHARS = 200;

/** The ranges for the job summary: keys HTML-escaped, long ones cut. */
export function renderShardSummary(plan: ShardPlan, source: string): string {
  const key = (text: string | undefined, open: string) =>
    text === undefined || text === '' ? `_${open}_` : code(text, MAX_KEY_CHARS);
  const lines = [
    `## S3 sync shards of ${code(source, Number.POSITIVE_INFINITY)}`,
    '',
    `${headline(plan)}. Each range is (start-after, end-at], keys relative to the prefix, in S3's byte order; the last is open-ended.`,
    '',
    '| shard | start-after | end-at | objects | bytes |',
    '|---:|---|---|---:|---:|',
    ...plan.shards.map(
      (s) =>
        `| ${s.shard} | ${key(s.startAfter, 'the beginning')} | ${key(s.endAt, 'the end')} | ${formatCount(s.objects)} | ${formatSize(s.bytes)} |`,
    ),
    '',
  ];
  return lines.join('\n');
}
