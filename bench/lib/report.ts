/**
 * Statistics, the markdown tables the suites print, the machine description, and the JSON
 * written under bench/results/.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg, totalmem } from 'node:os';
import path from 'node:path';
import { REPO_ROOT } from './server.js';
import { RSS_METHOD } from './measure.js';

export function median(values: readonly number[]): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

export function defined(values: ReadonlyArray<number | undefined>): number[] {
  return values.filter((v): v is number => v !== undefined && Number.isFinite(v));
}

export const fmt = {
  s: (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(2)),
  int: (n: number | undefined) =>
    n === undefined || !Number.isFinite(n) ? '-' : Math.round(n).toLocaleString('en-US'),
  x: (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : `${n.toFixed(2)}x`),
  mb: (n: number | undefined) => (n === undefined || !Number.isFinite(n) ? '-' : n.toFixed(0)),
};

/** A markdown table; columns whose header ends in a space-free numeric look are right-aligned. */
export function markdownTable(
  headers: readonly string[],
  rows: ReadonlyArray<readonly string[]>,
  rightAligned: readonly boolean[] = headers.map((_, i) => i > 0),
): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [
    line(headers),
    line(headers.map((_, i) => (rightAligned[i] ? '---:' : '---'))),
    ...rows.map(line),
  ].join('\n');
}

function versionOf(command: string, args: string[]): string | undefined {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
      .trim()
      .split('\n')[0];
  } catch {
    return undefined;
  }
}

export interface Build {
  readonly commit: string | undefined;
  /** Files under src/ that differ from the commit when the run started. */
  readonly srcChanges: number | undefined;
  readonly distBuiltAt: string | undefined;
}

/** Which code was measured: the commit, uncommitted src changes, and when dist/cli was built. */
export function describeBuild(): Build {
  const git = (args: string[]) => versionOf('git', ['-C', REPO_ROOT, ...args]);
  const status = (() => {
    try {
      return execFileSync('git', ['-C', REPO_ROOT, 'status', '--porcelain', '--', 'src'], {
        encoding: 'utf8',
      });
    } catch {
      return undefined;
    }
  })();
  let distBuiltAt: string | undefined;
  try {
    distBuiltAt = statSync(path.join(REPO_ROOT, 'dist', 'cli', 'index.js')).mtime.toISOString();
  } catch {
    distBuiltAt = undefined;
  }
  return {
    commit: git(['rev-parse', '--short', 'HEAD']),
    srcChanges: status === undefined ? undefined : status.split('\n').filter(Boolean).length,
    distBuiltAt,
  };
}

export interface Machine {
  readonly cpus: number;
  readonly cpuModel: string | undefined;
  readonly memoryGb: number;
  readonly node: string;
  readonly rgw: string | undefined;
  readonly awsCli: string | undefined;
  readonly rclone: string | undefined;
  readonly rssMethod: string;
  readonly loadAverage: readonly number[];
  readonly build: Build;
}

export function describeMachine(): Machine {
  return {
    cpus: availableParallelism(),
    cpuModel: cpus()[0]?.model,
    memoryGb: Math.round(totalmem() / 1e9),
    node: process.version,
    rgw: versionOf('radosgw', ['--version']),
    awsCli: versionOf('/usr/bin/aws', ['--version']),
    rclone: versionOf('rclone', ['version']),
    rssMethod: RSS_METHOD,
    loadAverage: loadavg().map((n) => Math.round(n * 100) / 100),
    build: describeBuild(),
  };
}

export function printMachine(machine: Machine): void {
  console.log(
    `machine: ${machine.cpus} CPUs (${machine.cpuModel ?? '?'}), ${machine.memoryGb} GB, ` +
      `Node ${machine.node}, ${machine.rgw ?? 'RGW version unknown'}`,
  );
  console.log(
    `peers: ${machine.awsCli ?? 'aws-cli not installed'}; ${machine.rclone ?? 'rclone not installed'}`,
  );
  console.log(
    `load average (1/5/15 min): ${machine.loadAverage.join(' ')}; RSS via ${machine.rssMethod}`,
  );
}

/** Writes bench/results/<suite>-<timestamp>.json and returns its path. */
export function writeResults(suite: string, data: unknown): string {
  const dir = path.join(REPO_ROOT, 'bench', 'results');
  mkdirSync(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = path.join(dir, `${suite}-${stamp}.json`);
  writeFileSync(file, `${JSON.stringify(data, null, 2)}\n`);
  return path.relative(REPO_ROOT, file);
}

/** 1-minute load average, rounded, for the lines that say what the machine was doing. */
export function load1(): number {
  return Math.round(loadavg()[0]! * 100) / 100;
}
