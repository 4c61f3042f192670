/** Medians, ratios to the aws-cli and issue 4's targets for the transfer suite. */
import { defined, fmt, markdownTable, median } from './lib/report.js';
import type { SyncTool } from './lib/sync-tools.js';

export const WORKLOADS = ['download', 'again', 'upload', 'copy'] as const;
export type Workload = (typeof WORKLOADS)[number];

export const WORKLOAD_LABELS: Record<Workload, string> = {
  download: 'download into an empty folder',
  again: 'the same sync again (nothing to do)',
  upload: 'upload into an empty prefix',
  copy: 'S3-to-S3 sync into an empty prefix',
};

export interface TransferRun {
  readonly tool: string;
  readonly label: string;
  readonly workload: Workload;
  readonly round: number;
  readonly objects: number;
  readonly wallSeconds: number;
  readonly peakRssMb: number | undefined;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly otherCpuSeconds: number | undefined;
  readonly loadBefore: number;
  /** What our CLI's report says it transferred. */
  readonly transferred: number | undefined;
  readonly error: string | undefined;
}

export interface TransferRow {
  readonly workload: Workload;
  readonly tool: string;
  readonly label: string;
  readonly runs: number;
  readonly failed: number;
  readonly objects: number;
  readonly medianSeconds: number;
  readonly minSeconds: number;
  readonly maxSeconds: number;
  readonly objectsPerSecond: number;
  readonly speedupVsAws: number | undefined;
  readonly peakRssMb: number;
  readonly cpuSeconds: number;
  readonly serverCpuSeconds: number;
  readonly otherCpuSeconds: number;
}

export interface SweepRow {
  readonly concurrency: number;
  readonly seconds: Partial<Record<Workload, number>>;
}

/** One row per workload and tool: medians over the runs that did not fail. */
function rowsOf(runs: readonly TransferRun[], tools: readonly SyncTool[]): TransferRow[] {
  const rows: TransferRow[] = [];
  for (const workload of WORKLOADS) {
    const ok = (tool: string) =>
      runs.filter((r) => r.tool === tool && r.workload === workload && !r.error);
    const awsSeconds = median(ok('aws').map((r) => r.wallSeconds));
    for (const tool of tools) {
      const mine = ok(tool.id);
      const walls = mine.map((r) => r.wallSeconds);
      const seconds = median(walls);
      const objects = mine[0]?.objects ?? 0;
      rows.push({
        workload,
        tool: tool.id,
        label: tool.label,
        runs: mine.length,
        failed: runs.filter((r) => r.tool === tool.id && r.workload === workload && r.error).length,
        objects,
        medianSeconds: seconds,
        minSeconds: Math.min(...walls),
        maxSeconds: Math.max(...walls),
        objectsPerSecond: objects / seconds,
        speedupVsAws: Number.isFinite(awsSeconds) ? awsSeconds / seconds : undefined,
        peakRssMb: median(defined(mine.map((r) => r.peakRssMb))),
        cpuSeconds: median(defined(mine.map((r) => r.cpuSeconds))),
        serverCpuSeconds: median(defined(mine.map((r) => r.serverCpuSeconds))),
        otherCpuSeconds: median(defined(mine.map((r) => r.otherCpuSeconds))),
      });
    }
  }
  return rows;
}

function rowsTable(rows: readonly TransferRow[]): string {
  return markdownTable(
    [
      'workload',
      'tool',
      'runs',
      'median s',
      'min s',
      'max s',
      'objects/s',
      'speed-up vs aws s3 sync',
      'peak RSS MB',
      'CPU s',
      'RGW CPU s',
      'other CPU s',
    ],
    rows.map((r) => [
      WORKLOAD_LABELS[r.workload],
      r.label,
      r.failed ? `${r.runs} (+${r.failed} failed)` : String(r.runs),
      fmt.s(r.medianSeconds),
      fmt.s(r.minSeconds),
      fmt.s(r.maxSeconds),
      fmt.int(r.workload === 'again' ? undefined : r.objectsPerSecond),
      fmt.x(r.speedupVsAws),
      fmt.mb(r.peakRssMb),
      fmt.s(r.cpuSeconds),
      fmt.s(r.serverCpuSeconds),
      fmt.s(r.otherCpuSeconds),
    ]),
    [false, false, ...Array<boolean>(10).fill(true)],
  );
}

const SWEPT: Workload[] = ['download', 'upload', 'copy'];

/** The `--concurrency` sweep: ours' median per workload at each setting, and the fastest. */
function sweepOf(
  runs: readonly TransferRun[],
  sweep: readonly number[],
  defaultConcurrency: number,
) {
  const sweepRows: SweepRow[] = sweep.map((concurrency) => ({
    concurrency,
    seconds: Object.fromEntries(
      SWEPT.map((w) => {
        const id = concurrency === defaultConcurrency ? 's3-sync' : `s3-sync-c${concurrency}`;
        const walls = runs.filter((r) => r.tool === id && r.workload === w && !r.error);
        return [w, walls.length ? median(walls.map((r) => r.wallSeconds)) : undefined];
      }),
    ),
  }));
  const best = (w: Workload) =>
    sweepRows.reduce<SweepRow | undefined>(
      (a, b) => ((b.seconds[w] ?? Infinity) < (a?.seconds[w] ?? Infinity) ? b : a),
      undefined,
    )?.concurrency;
  const sweepTable = sweepRows.length
    ? markdownTable(
        ['--concurrency', ...SWEPT.map((w) => `${w} s`)],
        [
          ...sweepRows.map((r) => [
            r.concurrency === defaultConcurrency
              ? `${r.concurrency} (default)`
              : String(r.concurrency),
            ...SWEPT.map((w) => fmt.s(r.seconds[w])),
          ]),
          ['fastest', ...SWEPT.map((w) => String(best(w) ?? '-'))],
        ],
      )
    : undefined;
  return { sweepRows, sweepTable };
}

export function summarize(
  runs: readonly TransferRun[],
  tools: readonly SyncTool[],
  sweep: readonly number[],
  defaultConcurrency: number,
) {
  const rows = rowsOf(runs, tools);
  const { sweepRows, sweepTable } = sweepOf(runs, sweep, defaultConcurrency);
  return { rows, table: rowsTable(rows), sweepRows, sweepTable };
}

export interface TransferTarget {
  readonly workload: string;
  readonly target: string;
  readonly measured: string;
  readonly met: 'met' | 'not met' | 'not measured';
}

export function transferTargets(
  rows: readonly TransferRow[],
  memory: TransferRun | undefined,
): TransferTarget[] {
  const row = (w: Workload, tool: string) =>
    rows.find((r) => r.workload === w && r.tool === tool && r.runs > 0);
  const verdict = (ok: boolean | undefined) =>
    (ok === undefined ? 'not measured' : ok ? 'met' : 'not met') as TransferTarget['met'];
  const vsAws = (w: Workload, floor: number, target: string): TransferTarget => {
    const ours = row(w, 's3-sync');
    const aws = row(w, 'aws');
    const ratio = ours && aws ? aws.medianSeconds / ours.medianSeconds : undefined;
    return {
      workload: WORKLOAD_LABELS[w],
      target,
      measured: `${ratio?.toFixed(1) ?? '-'}x (${fmt.s(ours?.medianSeconds)} s vs ${fmt.s(aws?.medianSeconds)} s)`,
      met: verdict(ratio === undefined ? undefined : ratio >= floor),
    };
  };
  const download = vsAws(
    'download',
    10,
    'at least 10x the objects/s of aws s3 sync, and faster than tuned rclone',
  );
  const ours = row('download', 's3-sync');
  const rclone = row('download', 'rclone');
  const beatsRclone = ours && rclone ? ours.medianSeconds < rclone.medianSeconds : undefined;
  return [
    {
      ...download,
      measured: `${download.measured}; rclone ${fmt.s(rclone?.medianSeconds)} s`,
      met:
        download.met === 'not measured' || beatsRclone === undefined
          ? 'not measured'
          : verdict(download.met === 'met' && beatsRclone),
    },
    vsAws('again', 3, 'at least 3x faster than the aws-cli'),
    vsAws('upload', 5, 'at least 5x the aws-cli'),
    vsAws('copy', 5, 'at least 5x the aws-cli'),
    {
      workload: `a ${memory?.objects.toLocaleString('en-US') ?? '100,000'}-object download sync`,
      target: 'peak RSS under 250 MB',
      measured: memory
        ? `${fmt.mb(memory.peakRssMb)} MB (${fmt.s(memory.wallSeconds)} s${memory.error ? `, FAILED: ${memory.error}` : ''})`
        : '-',
      met: verdict(
        memory?.peakRssMb === undefined || memory.error ? undefined : memory.peakRssMb < 250,
      ),
    },
  ];
}
