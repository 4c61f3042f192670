import * as core from '@actions/core';
import { abortOnSignals, jobCancelled } from '../interrupt.js';
import { connectionSecrets } from '../options/connection-options.js';
import { nameOfSetting, readActionOptions } from '../options/option-table.js';
import { SHARDS_OPTIONS, shardPlanRequestFrom } from '../options/shards-options.js';
import { nameSettingError } from '../errors.js';
import {
  guardActionOutput,
  logProxy,
  maskSecrets,
  publishReport,
  writeStepSummary,
} from '../report/publish-report.js';
import { shardRenderer } from '../report/shard-renderer.js';
import { describeEndpoint } from '../sync/describe-endpoint.js';
import { planShards, type ShardPlan } from '../sync/plan-shards.js';

export { ShardsOutputs } from '../report/shard-renderer.js';

/**
 * The plan job of a sharded sync: cuts the source into key ranges and sets them as the output
 * `shards`, which `strategy.matrix: ${{ fromJSON(needs.plan.outputs.shards) }}` takes as is.
 */
export async function run(): Promise<void> {
  guardActionOutput();
  const controller = new AbortController();
  const signals = abortOnSignals(controller, () => undefined, jobCancelled);
  let plan: ShardPlan | undefined;
  let source = '';
  try {
    const values = readActionOptions(SHARDS_OPTIONS, (name) => core.getInput(name), {
      baseDir: process.env.GITHUB_WORKSPACE || process.cwd(),
    });
    maskSecrets(connectionSecrets(values));
    const request = shardPlanRequestFrom(values, process.env, 'action');
    source = describeEndpoint(request.source);
    logProxy(request.client.proxy);
    plan = await core.group(`shards of ${source}`, () =>
      planShards(request, {
        signal: controller.signal,
        onWarning: (message) => core.warning(message),
        onDebug: (message) => core.debug(message),
      }),
    );
    publishReport(shardRenderer, { plan, source });
  } catch (error) {
    const named = nameSettingError(error, nameOfSetting(SHARDS_OPTIONS, 'action'));
    core.setFailed(named instanceof Error ? named.message : String(named));
  } finally {
    signals.dispose();
    const report = plan && { plan, source };
    if (report) await writeStepSummary(() => shardRenderer.summary(report));
  }
}
