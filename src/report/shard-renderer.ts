import type { ShardPlan } from '../sync/plan-shards.js';
import type { ReportRenderer } from './report-renderer.js';
import { renderShardSummary, renderShardTable, shardMatrix } from './shard-report.js';

/** The shards action's outputs, spelled as in shards/action.yml. */
export const ShardsOutputs = {
  Shards: 'shards',
  Count: 'count',
  Objects: 'objects',
  Bytes: 'bytes',
} as const;

/** A shard plan as its front-ends report it: the plan and the source it cut, as the user named it. */
export interface ShardReport {
  readonly plan: ShardPlan;
  readonly source: string;
}

/**
 * The plan step of a sharded sync, told once for the action and the CLI: the matrix as the
 * output `shards` (what `fromJSON` takes), the ranges as a table in the log and on the
 * terminal, and as a table in the job summary.
 */
export const shardRenderer: ReportRenderer<ShardReport> = {
  warnings: () => [],
  // Keys are untrusted: the table quotes them (and the publisher keeps each line one line).
  logLines: ({ plan }) => renderShardTable(plan).trimEnd().split('\n'),
  outputs: ({ plan }) => ({
    [ShardsOutputs.Shards]: JSON.stringify(shardMatrix(plan)),
    [ShardsOutputs.Count]: String(plan.shards.length),
    [ShardsOutputs.Objects]: String(plan.objects),
    [ShardsOutputs.Bytes]: String(plan.bytes),
  }),
  summary: ({ plan, source }) => renderShardSummary(plan, source),
  text: ({ plan }) => renderShardTable(plan),
};
