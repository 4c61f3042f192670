/**
 * The cache suite's rows and what it prints of them (bench/cache.ts): the row of each run, the
 * sums and medians built from rows, the table of restores in turn, the table of every run, the
 * issue's targets and, with --baseline, each step of ours beside the other build's.
 */
import { describeFailure, lastJsonLine, type CommandRun } from './lib/measure.js';
import { fmt, markdownTable, median } from './lib/report.js';

interface PhaseJson {
  readonly name: string;
  readonly startMs?: number;
  readonly endMs?: number;
  readonly bytes?: number;
}

export interface CacheReportJson {
  readonly outcome?: string;
  readonly files?: number;
  readonly bytes?: number;
  readonly bytesUploaded?: number;
  readonly packsUploaded?: number;
  readonly packsReused?: number;
  readonly phases?: readonly PhaseJson[];
}

export interface Row {
  readonly id: string;
  readonly label: string;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly bytesUploaded?: number | undefined;
  readonly phases?: string | undefined;
  readonly report?: CacheReportJson | undefined;
  readonly error?: string | undefined;
  /** With --memory-trace: each thread's peak (bench/lib/memory-trace.ts). */
  memory?: string | undefined;
}

export const isOurs = (id: string) => id.startsWith('ours') || id.startsWith('before');

/** A row for steps run one after the other (pack then upload): times and CPU add up. */
export function sumOf(id: string, label: string, parts: readonly Row[]): Row {
  const add = (pick: (r: Row) => number | undefined) =>
    parts.every((r) => pick(r) !== undefined) ? parts.reduce((s, r) => s + pick(r)!, 0) : undefined;
  return {
    id,
    label,
    wallSeconds: add((r) => r.wallSeconds)!,
    cpuSeconds: add((r) => r.cpuSeconds),
    serverCpuSeconds: add((r) => r.serverCpuSeconds),
    peakRssMb: Math.max(...parts.map((r) => r.peakRssMb ?? 0)) || undefined,
    error: parts.find((r) => r.error)?.error,
  };
}

/** The median of each measure over rounds of one step; an error in any round fails it. */
function medianRow(label: string, rounds: readonly Row[]): Row | undefined {
  if (rounds.length === 0 || rounds.some((r) => r.error)) return undefined;
  const of = (pick: (r: Row) => number | undefined) =>
    rounds.every((r) => pick(r) !== undefined) ? median(rounds.map((r) => pick(r)!)) : undefined;
  return {
    id: 'median',
    label,
    wallSeconds: of((r) => r.wallSeconds)!,
    cpuSeconds: of((r) => r.cpuSeconds),
    serverCpuSeconds: of((r) => r.serverCpuSeconds),
    peakRssMb: of((r) => r.peakRssMb),
  };
}

function phaseLine(report: CacheReportJson | undefined): string | undefined {
  if (!report?.phases?.length) return undefined;
  return report.phases
    .filter((p) => p.startMs !== undefined)
    .map((p) => `${p.name} ${(((p.endMs ?? p.startMs!) - p.startMs!) / 1000).toFixed(2)}`)
    .join(', ');
}

function reportOf(run: CommandRun): CacheReportJson | undefined {
  return lastJsonLine<CacheReportJson>(run.stdout ?? '') ?? lastJsonLine(run.stderr);
}

/** The row of one run: ours with its JSON report's bytes and phases. */
export function rowOf(id: string, label: string, run: CommandRun, extra: Partial<Row>): Row {
  const report = isOurs(id) ? reportOf(run) : undefined;
  return {
    id,
    label,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    serverCpuSeconds: run.cpu?.serverSeconds,
    peakRssMb: run.peakRssMb,
    bytesUploaded: report?.bytesUploaded,
    phases: phaseLine(report),
    report,
    error: run.exitCode === 0 ? undefined : describeFailure(label, run).message,
    ...extra,
  };
}

/** The line printed as each run ends. */
export function rowLine(row: Row, run: CommandRun, memory: string | undefined): string {
  return (
    `  ${row.id.padEnd(24)} ${run.wallSeconds.toFixed(2)} s, CPU ${fmt.s(run.cpuSeconds)} s, RGW ${fmt.s(run.cpu?.serverSeconds)} s, ${fmt.mb(run.peakRssMb)} MB` +
    (row.bytesUploaded !== undefined ? `, uploaded ${fmt.mb(row.bytesUploaded / 1e6)} MB` : '') +
    (row.phases ? ` [${row.phases}]` : '') +
    (row.error ? `  FAILED: ${row.error}` : '') +
    (memory ? `\n    ${memory}` : '')
  );
}

/** A ratio of two rows, or nothing when either failed: a failed run measures nothing. */
export function ratio(
  a: Row | undefined,
  b: Row | undefined,
  pick: (r: Row) => number | undefined = (r) => r.wallSeconds,
): number | undefined {
  if (!a || !b || a.error || b.error) return undefined;
  const [x, y] = [pick(a), pick(b)];
  return x !== undefined && y ? x / y : undefined;
}

/** The restores in turn, round by round: ours, the archive way and the floor. */
export interface RestoreRounds {
  readonly ours: Row[];
  readonly archive: Row[];
  readonly floor: Row[];
}

/** Each round's own ratios (the rounds drift together) and their medians, for the targets. */
export function roundRatios(inRounds: RestoreRounds) {
  const medianRatio = (ratios: Array<number | undefined>) =>
    ratios.length > 0 && ratios.every((r) => r !== undefined)
      ? median(ratios as number[])
      : undefined;
  const vsArchive = inRounds.ours.map((r, i) => ratio(inRounds.archive[i], r));
  const vsFloor = inRounds.ours.map((r, i) => ratio(r, inRounds.floor[i]));
  return {
    vsArchive,
    vsFloor,
    medianVsArchive: medianRatio(vsArchive),
    medianVsFloor: medianRatio(vsFloor),
  };
}

/** The table of restores in turn, with each round's ratios and the medians. */
export function roundsTable(inRounds: RestoreRounds, ratios: ReturnType<typeof roundRatios>) {
  const cell = (r: Row | undefined) =>
    r ? `${fmt.s(r.wallSeconds)} (${fmt.s(r.cpuSeconds)})` : '-';
  const x = (v: number | undefined) => (v === undefined ? '-' : fmt.x(v));
  return markdownTable(
    [
      'round',
      'ours wall s (CPU s)',
      'archive way wall s (CPU s)',
      'tar -xf floor wall s (CPU s)',
      'archive / ours',
      'ours / floor',
    ],
    [
      ...inRounds.ours.map((r, i) => [
        String(i + 1),
        cell(r),
        cell(inRounds.archive[i]),
        cell(inRounds.floor[i]),
        x(ratios.vsArchive[i]),
        x(ratios.vsFloor[i]),
      ]),
      [
        'median',
        cell(medianRow('ours', inRounds.ours)),
        cell(medianRow('archive', inRounds.archive)),
        cell(medianRow('floor', inRounds.floor)),
        x(ratios.medianVsArchive),
        x(ratios.medianVsFloor),
      ],
    ],
    [false, true, true, true, true, true],
  );
}

/** Every run of the suite, one line each. */
export function runsTable(rows: readonly Row[]): string {
  return markdownTable(
    ['run', 'wall s', 'tool CPU s', 'RGW CPU s', 'peak RSS MB', 'uploaded MB', 'phases (s)'],
    rows.map((r) => [
      r.label.replaceAll('|', '\\|'),
      fmt.s(r.wallSeconds),
      fmt.s(r.cpuSeconds),
      fmt.s(r.serverCpuSeconds),
      fmt.mb(r.peakRssMb),
      r.bytesUploaded === undefined ? '' : fmt.mb(r.bytesUploaded / 1e6),
      r.error ? `FAILED: ${r.error.split('\n')[0]}` : (r.phases ?? ''),
    ]),
    [false, true, true, true, true, true, false],
  );
}

/** With --baseline: each step of ours beside the same step of the other build. */
export function abRows(rows: readonly Row[], baseline: string): string[][] {
  return rows
    .filter((r) => baseline && r.id.startsWith('ours-'))
    .flatMap((r) => {
      const b = rows.find((x) => x.id === r.id.replace(/^ours/, 'before'));
      if (!b) return [];
      const pair = (pick: (row: Row) => number | undefined, show: (v?: number) => string) =>
        `${show(pick(b))} / ${show(pick(r))}`;
      return [
        [
          r.id.slice('ours-'.length),
          pair((x) => x.wallSeconds, fmt.s),
          pair((x) => x.cpuSeconds, fmt.s),
          pair((x) => x.peakRssMb, fmt.mb),
          pair(
            (x) => x.bytesUploaded && x.bytesUploaded / 1e6,
            (v) => (v === undefined ? '-' : v.toFixed(2)),
          ),
          b.error || r.error ? 'FAILED' : `${b.phases ?? ''} / ${r.phases ?? ''}`,
        ],
      ];
    });
}

export function abTable(baseline: string, rows: readonly string[][]): string {
  return `\n### A/B: the build in ${baseline} (before) / dist (ours)\n\n${markdownTable(
    ['step', 'wall s', 'CPU s', 'peak RSS MB', 'uploaded MB', 'phases (s)'],
    rows,
    [false, true, true, true, true, false],
  )}`;
}
