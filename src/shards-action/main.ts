import * as core from '@actions/core';
import { abortOnSignals, InterruptedError } from '../interrupt.js';
import { connectionSecrets } from '../options/connection-options.js';
import { nameOfSetting, readActionOptions } from '../options/option-table.js';
import { SHARDS_OPTIONS, shardPlanRequestFrom } from '../options/shards-options.js';
import { nameSettingError } from '../errors.js';
import { oneLogLine } from '../report/format.js';
import { renderShardSummary, renderShardTable, shardMatrix } from '../report/shard-report.js';
import {
  guardActionOutput,
  maskSecrets,
  setStepOutput,
  writeStepSummary,
} from '../report/publish-report.js';
import { describeEndpoint } from '../sync/describe-endpoint.js';
import { planShards, type ShardPlan } from '../sync/plan-shards.js';

/** The shards action's outputs, spelled as in shards/action.yml. */
export const ShardsOutputs = {
  Shards: 'shards',
  Count: 'count',
  Objects: 'objects',
  Bytes: 'bytes',
} as const;

/**
 * The plan job of a sharded sync: cuts the source into key ranges and sets them as the output
 * `shards`, which `strategy.matrix: ${{ fromJSON(needs.plan.outputs.shards) }}` takes as is.
 */
export async function run(): Promise<void> {
  guardActionOutput();
  const controller = new AbortController();
  const signals = abortOnSignals(
    controller,
    () => undefined,
    (name) => new InterruptedError(name, `the job was cancelled (${name})`),
  );
  let plan: ShardPlan | undefined;
  let source = '';
  try {
    const values = readActionOptions(SHARDS_OPTIONS, (name) => core.getInput(name), {
      baseDir: process.env.GITHUB_WORKSPACE || process.cwd(),
    });
    maskSecrets(connectionSecrets(values));
    const request = shardPlanRequestFrom(values, process.env, 'action');
    source = describeEndpoint(request.source);
    plan = await core.group(`shards of ${source}`, () =>
      planShards(request, {
        signal: controller.signal,
        onWarning: (message) => core.warning(message),
        onDebug: (message) => core.debug(message),
      }),
    );
    setStepOutput(ShardsOutputs.Shards, JSON.stringify(shardMatrix(plan)));
    setStepOutput(ShardsOutputs.Count, String(plan.shards.length));
    setStepOutput(ShardsOutputs.Objects, String(plan.objects));
    setStepOutput(ShardsOutputs.Bytes, String(plan.bytes));
    // Keys are untrusted: the table quotes them, and each line is made safe for the log.
    for (const line of renderShardTable(plan).trimEnd().split('\n')) core.info(oneLogLine(line));
  } catch (error) {
    const named = nameSettingError(error, nameOfSetting(SHARDS_OPTIONS, 'action'));
    core.setFailed(named instanceof Error ? named.message : String(named));
  } finally {
    signals.dispose();
    const done = plan;
    if (done) await writeStepSummary(() => renderShardSummary(done, source));
  }
}
