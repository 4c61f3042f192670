/**
 * One section of the list suite (bench/list.ts): each tool listed once untimed and checked for
 * the count, then timed round after round in turning order; medians per tool, and the section's
 * table.
 */
import type { ShapingProxy } from '../test/support/shaping-proxy.js';
import { describeFailure, measureCommand, stdoutFor } from './lib/measure.js';
import { defined, fmt, load1, markdownTable, median } from './lib/report.js';
import { verificationCommand, type ListTarget, type ListTool } from './list-tools.js';
import type { ListRow } from './list-targets.js';

interface RunRecord {
  readonly tool: string;
  readonly round: number;
  readonly wallSeconds: number;
  readonly inProcessSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  /** Busy CPU seconds of other work on the machine during the run (noise). */
  readonly otherCpuSeconds: number | undefined;
  readonly objects: number | undefined;
  /** Pages the tool itself reports (our CLI's --report json, the raw chain). */
  readonly pages: number | undefined;
  /** ListObjects requests (V1 or V2) the shaping proxy saw during the run. */
  readonly listRequests: number | undefined;
  readonly loadBefore: number;
}

export interface Section {
  readonly label: string;
  readonly bucket: string;
  readonly loadBefore: number;
  readonly loadAfter: number;
  readonly rows: ListRow[];
  readonly runs: RunRecord[];
}

/** How a section runs: its tools, rounds, environment and the count each must list. */
export interface SectionPlan {
  readonly tools: readonly ListTool[];
  readonly rounds: number;
  readonly env: NodeJS.ProcessEnv;
  readonly expected: number;
  /** With --proxy: the shaping proxy, which counts the list requests. */
  readonly proxy?: ShapingProxy | undefined;
}

export async function timeSection(
  label: string,
  target: ListTarget,
  plan: SectionPlan,
): Promise<Section> {
  const { tools, rounds, env, expected, proxy } = plan;
  console.log(`\n## ${label}: ${tools.length} tools x ${rounds} rounds (+1 untimed check)`);
  const loadBefore = load1();
  const verified = new Map<string, number | undefined>();
  for (const tool of tools) {
    const [command, args] = verificationCommand(tool, target);
    const run = await measureCommand(command, args, { env, stdout: 'capture' });
    if (run.exitCode !== 0) throw describeFailure(tool.tool, run);
    const objects = tool.verify(run);
    if (objects !== expected) {
      throw new Error(`${tool.tool} (${tool.lister}) listed ${objects} objects, not ${expected}`);
    }
    verified.set(tool.id, objects);
  }
  const runs: RunRecord[] = [];
  for (let round = 0; round < rounds; round++) {
    const order = [...tools.slice(round % tools.length), ...tools.slice(0, round % tools.length)];
    for (const tool of order) {
      const [command, args] = tool.command(target);
      const requestsBefore = proxy?.stats().requests;
      const run = await measureCommand(command, args, {
        env,
        ...stdoutFor(tool.reportOnStdout ?? false),
      });
      if (run.exitCode !== 0) throw describeFailure(tool.tool, run);
      const counts = tool.counts(run);
      // Every request the tool sent (a listing sends only ListObjects ones, plus rclone's V1).
      const listRequests = proxy ? proxy.stats().requests - requestsBefore! : undefined;
      runs.push({
        tool: tool.id,
        round: round + 1,
        wallSeconds: run.wallSeconds,
        inProcessSeconds: counts.inProcessSeconds,
        peakRssMb: run.peakRssMb,
        cpuSeconds: run.cpuSeconds,
        serverCpuSeconds: run.cpu?.serverSeconds,
        otherCpuSeconds: run.cpu?.otherSeconds,
        objects: counts.objects ?? verified.get(tool.id),
        pages: counts.pages,
        listRequests,
        loadBefore: run.loadBefore,
      });
      console.log(
        `  round ${round + 1} ${tool.id.padEnd(14)} ${run.wallSeconds.toFixed(2)} s, ` +
          `${fmt.mb(run.peakRssMb)} MB, CPU ${fmt.s(run.cpuSeconds)} s, ` +
          `other CPU ${fmt.s(run.cpu?.otherSeconds)} s, load ${run.loadBefore.toFixed(2)}`,
      );
    }
  }
  const rows = tools.map((tool): ListRow => {
    const mine = runs.filter((r) => r.tool === tool.id);
    const walls = mine.map((r) => r.wallSeconds);
    return {
      id: tool.id,
      tool: tool.tool,
      lister: tool.lister,
      objects: mine[0]?.objects,
      pages: median(defined(mine.map((r) => r.pages))),
      listRequests: median(defined(mine.map((r) => r.listRequests))),
      medianSeconds: median(walls),
      minSeconds: Math.min(...walls),
      maxSeconds: Math.max(...walls),
      inProcessSeconds: median(defined(mine.map((r) => r.inProcessSeconds))),
      peakRssMb: median(defined(mine.map((r) => r.peakRssMb))),
      cpuSeconds: median(defined(mine.map((r) => r.cpuSeconds))),
      otherCpuSeconds: median(defined(mine.map((r) => r.otherCpuSeconds))),
    };
  });
  const section = { label, bucket: target.bucket, loadBefore, loadAfter: load1(), rows, runs };
  printSection(section);
  return section;
}

function printSection(section: Section): void {
  const by = (id: string) => section.rows.find((r) => r.id === id)?.medianSeconds;
  const awsCp = by('aws-cp-dryrun');
  const raw = Math.min(by('raw-chain') ?? Infinity, by('raw-chain-stream') ?? Infinity);
  const proxied = section.rows.some((r) => Number.isFinite(r.listRequests));
  console.log(
    `\n### ${section.label} (bucket ${section.bucket}; load ${section.loadBefore} -> ${section.loadAfter})\n`,
  );
  console.log(
    markdownTable(
      [
        'tool',
        'lister',
        'objects',
        'pages',
        ...(proxied ? ['requests at proxy'] : []),
        'median s',
        'min s',
        'max s',
        'in-process s',
        'keys/s',
        'speed-up vs aws cp --dryrun',
        'time vs floor',
        'peak RSS MB',
        'CPU s',
        'other CPU s',
      ],
      section.rows.map((r) => [
        r.tool,
        r.lister,
        fmt.int(r.objects),
        fmt.int(r.pages),
        ...(proxied ? [fmt.int(r.listRequests)] : []),
        fmt.s(r.medianSeconds),
        fmt.s(r.minSeconds),
        fmt.s(r.maxSeconds),
        fmt.s(r.inProcessSeconds),
        fmt.int(r.objects === undefined ? undefined : r.objects / r.medianSeconds),
        fmt.x(awsCp === undefined ? undefined : awsCp / r.medianSeconds),
        fmt.x(Number.isFinite(raw) ? r.medianSeconds / raw : undefined),
        fmt.mb(r.peakRssMb),
        fmt.s(r.cpuSeconds),
        fmt.s(r.otherCpuSeconds),
      ]),
      [false, false, ...Array<boolean>(proxied ? 13 : 12).fill(true)],
    ),
  );
}
