/** Medians per set, workload and tool for the large suite (bench/large.ts), and its table. */
import { defined, fmt, markdownTable, median } from './lib/report.js';

export const MB = 1e6;
export type Workload = 'download' | 'upload' | 'copy';
export const WORKLOADS: readonly Workload[] = ['download', 'upload', 'copy'];

export interface LargeRun {
  readonly set: string;
  readonly workload: Workload;
  readonly tool: string;
  readonly label: string;
  readonly round: number;
  readonly bytes: number;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly error: string | undefined;
}

interface SummaryRow {
  readonly set: string;
  readonly workload: Workload;
  readonly tool: string;
  readonly label: string;
  readonly wallSeconds: number;
  readonly mbPerSecond: number;
  readonly cpuSecondsPerGb: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly failed: number;
}

/** Medians per set, workload and tool, with our wall time against rclone's and aws's. */
export function summarize(runs: readonly LargeRun[]): { rows: SummaryRow[]; table: string } {
  const groups = new Map<string, LargeRun[]>();
  for (const run of runs) {
    const id = `${run.set}|${run.workload}|${run.tool}`;
    groups.set(id, [...(groups.get(id) ?? []), run]);
  }
  const rows: SummaryRow[] = [...groups.values()].map((group) => {
    const ok = group.filter((r) => !r.error);
    const first = group[0]!;
    const wall = median(ok.map((r) => r.wallSeconds));
    const cpu = defined(ok.map((r) => r.cpuSeconds));
    return {
      set: first.set,
      workload: first.workload,
      tool: first.tool,
      label: first.label,
      wallSeconds: wall,
      mbPerSecond: first.bytes / MB / wall,
      cpuSecondsPerGb: cpu.length ? median(cpu) / (first.bytes / 1e9) : undefined,
      serverCpuSeconds: median(defined(ok.map((r) => r.serverCpuSeconds))),
      peakRssMb: Math.max(...defined(group.map((r) => r.peakRssMb))),
      failed: group.length - ok.length,
    };
  });
  const wallOf = (row: SummaryRow, tool: string) =>
    rows.find((r) => r.set === row.set && r.workload === row.workload && r.tool === tool)
      ?.wallSeconds;
  const ratio = (row: SummaryRow, tool: string) => {
    const other = wallOf(row, tool);
    return row.tool === 's3-sync' && other !== undefined ? fmt.x(other / row.wallSeconds) : '';
  };
  const table = markdownTable(
    [
      'objects',
      'workload',
      'tool',
      'wall s',
      'MB/s',
      'client CPU s/GB',
      'server CPU s',
      'peak RSS MB',
      'speed vs rclone',
      'speed vs aws',
      'failed',
    ],
    rows.map((r) => [
      r.set,
      r.workload,
      r.label,
      fmt.s(r.wallSeconds),
      fmt.s(r.mbPerSecond),
      fmt.s(r.cpuSecondsPerGb),
      fmt.s(r.serverCpuSeconds),
      fmt.mb(r.peakRssMb),
      ratio(r, 'rclone'),
      ratio(r, 'aws'),
      String(r.failed),
    ]),
  );
  return { rows, table };
}
