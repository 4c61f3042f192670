/**
 * The client-CPU suite's table: per workload and tool, the medians of wall time and client CPU
 * (user + system of the whole process tree), the CPU per 1,000 objects (per GiB for large
 * objects), ratios against the peers measured in the same run, and which limit the run hit.
 */
import { availableParallelism } from 'node:os';
import { CPU_WORKLOAD_LABELS, CPU_WORKLOADS, isLarge, type CpuWorkload } from './cpu-tools.js';
import { defined, fmt, markdownTable, median } from './lib/report.js';

export interface CpuRun {
  readonly workload: CpuWorkload;
  readonly tool: string;
  readonly label: string;
  readonly round: number;
  /** Objects moved or listed, or bytes for the large workloads. */
  readonly objects: number;
  readonly bytes: number;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly otherCpuSeconds: number | undefined;
  readonly loadBefore: number;
  readonly error: string | undefined;
}

export interface CpuRow {
  readonly workload: CpuWorkload;
  readonly tool: string;
  readonly label: string;
  readonly runs: number;
  readonly failed: number;
  /** 1,000 objects, or GiB. */
  readonly units: number;
  readonly unit: 'k objects' | 'GiB' | 'run';
  readonly wallSeconds: number;
  readonly minWallSeconds: number;
  readonly cpuSeconds: number;
  readonly cpuPerUnit: number;
  /** The same less the tool's start-up (the `start` workload), when it was measured. */
  readonly marginalPerUnit: number | undefined;
  readonly serverCpuSeconds: number;
  readonly otherCpuSeconds: number;
  /** Client CPU over wall time: how many cores the client kept busy. */
  readonly clientCores: number;
  /** Client, server and other work over wall time and the machine's cores. */
  readonly machineBusy: number;
  readonly bound: string;
}

const GIB = 1024 ** 3;

/** A one-phrase reading of the figures: which limit the run most likely hit. */
export function boundOf(
  tool: string,
  clientCores: number,
  machineBusy: number,
  roundTripMs: number,
): string {
  if (machineBusy >= 0.85) return 'CPU: both cores busy (client + RGW + other work)';
  if (tool === 'aws' && clientCores >= 0.8) return 'client: one core (Python)';
  if (clientCores >= 0.8) return 'client CPU';
  return roundTripMs > 0 ? 'round trips (waiting on the network)' : 'waiting (server, disk)';
}

export function summarizeCpu(runs: readonly CpuRun[], roundTripMs: number): CpuRow[] {
  const cores = availableParallelism();
  const rows: CpuRow[] = [];
  const toolOrder = (id: string) =>
    id === 's3-sync' ? 0 : id === 'rclone' ? 1 : id === 'aws' ? 2 : 3;
  const sorted = [...runs].sort(
    (a, b) =>
      CPU_WORKLOADS.indexOf(a.workload) - CPU_WORKLOADS.indexOf(b.workload) ||
      toolOrder(a.tool) - toolOrder(b.tool),
  );
  const startCpu = (tool: string) =>
    median(
      defined(
        runs
          .filter((r) => r.workload === 'start' && r.tool === tool && !r.error)
          .map((r) => r.cpuSeconds),
      ),
    );
  const keys = [...new Set(sorted.map((r) => `${r.workload}\u0000${r.tool}`))];
  for (const key of keys) {
    const [workload, tool] = key.split('\u0000') as [CpuWorkload, string];
    const all = runs.filter((r) => r.workload === workload && r.tool === tool);
    const good = all.filter((r) => !r.error);
    if (good.length === 0) continue;
    const large = isLarge(workload);
    // The start-up run moves nothing: its figures are per run.
    const units = workload === 'start' ? 1 : large ? good[0]!.bytes / GIB : good[0]!.objects / 1000;
    const wall = median(good.map((r) => r.wallSeconds));
    const cpu = median(defined(good.map((r) => r.cpuSeconds)));
    const server = median(defined(good.map((r) => r.serverCpuSeconds)));
    const other = median(defined(good.map((r) => r.otherCpuSeconds)));
    const clientCores = cpu / wall;
    const machineBusy = (cpu + server + (Number.isFinite(other) ? other : 0)) / (wall * cores);
    rows.push({
      workload,
      tool,
      label: good[0]!.label,
      runs: good.length,
      failed: all.length - good.length,
      units,
      unit: workload === 'start' ? 'run' : large ? 'GiB' : 'k objects',
      wallSeconds: wall,
      minWallSeconds: Math.min(...good.map((r) => r.wallSeconds)),
      cpuSeconds: cpu,
      cpuPerUnit: cpu / units,
      marginalPerUnit:
        workload === 'start' || !Number.isFinite(startCpu(tool))
          ? undefined
          : (cpu - startCpu(tool)) / units,
      serverCpuSeconds: server,
      otherCpuSeconds: other,
      clientCores,
      machineBusy,
      bound: boundOf(tool, clientCores, machineBusy, roundTripMs),
    });
  }
  return rows;
}

/** `ours / peer` for CPU (below 1: ours spends less) and `peer / ours` for wall (above 1: faster). */
function ratios(rows: readonly CpuRow[], row: CpuRow, peer: string) {
  const other = rows.find((r) => r.workload === row.workload && r.tool === peer);
  if (!other || row.tool === peer) return { cpu: '', wall: '' };
  return {
    cpu: fmt.x(row.cpuPerUnit / other.cpuPerUnit),
    wall: fmt.x(other.wallSeconds / row.wallSeconds),
  };
}

export function cpuTable(rows: readonly CpuRow[]): string {
  return markdownTable(
    [
      'workload',
      'tool',
      'size',
      'wall s (median)',
      'client CPU s',
      'CPU s per unit',
      'less start-up',
      'CPU vs rclone',
      'CPU vs aws',
      'speed vs rclone',
      'speed vs aws',
      'RGW CPU s',
      'client cores',
      'machine busy',
      'bound',
    ],
    rows.map((r) => {
      const vsRclone = ratios(rows, r, 'rclone');
      const vsAws = ratios(rows, r, 'aws');
      return [
        r.workload,
        r.tool,
        r.unit === 'run'
          ? 'nothing'
          : r.unit === 'GiB'
            ? `${r.units.toFixed(2)} GiB`
            : `${fmt.int(r.units * 1000)} objects`,
        `${fmt.s(r.wallSeconds)}${r.runs > 1 ? ` (min ${fmt.s(r.minWallSeconds)})` : ''}`,
        fmt.s(r.cpuSeconds),
        `${r.cpuPerUnit.toFixed(3)} per ${r.unit === 'k objects' ? '1k' : r.unit}`,
        r.marginalPerUnit === undefined ? '' : r.marginalPerUnit.toFixed(3),
        vsRclone.cpu,
        vsAws.cpu,
        vsRclone.wall,
        vsAws.wall,
        fmt.s(r.serverCpuSeconds),
        r.clientCores.toFixed(2),
        `${Math.round(r.machineBusy * 100)}%`,
        r.bound + (r.failed ? ` (${r.failed} failed runs left out)` : ''),
      ];
    }),
    [false, false, ...Array<boolean>(12).fill(true), false],
  );
}

export function workloadLegend(rows: readonly CpuRow[]): string {
  const seen = [...new Set(rows.map((r) => r.workload))];
  return seen
    .map((w) => {
      const labels = [...new Set(rows.filter((r) => r.workload === w).map((r) => r.label))];
      return `- ${w}: ${CPU_WORKLOAD_LABELS[w]}; ${labels.join(' / ')}`;
    })
    .join('\n');
}
