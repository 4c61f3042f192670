/**
 * Where the machine's CPU went during a run: the tool's own CPU (from GNU time), the S3
 * server's (radosgw and the Ceph daemons, read from /proc), and everything else. The load
 * average cannot tell these apart: RGW's own threads, busy serving the run, count in it too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './server.js';

const TICKS_PER_SECOND = 100; // USER_HZ on Linux
const SERVER_NAMES = new Set(['radosgw', 'ceph-osd', 'ceph-mon']);

export interface CpuSnapshot {
  readonly busyTicks: number;
  readonly serverTicks: number;
}

function read(file: string): string | undefined {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return undefined;
  }
}

/**
 * The S3 server's processes, found once by name. Where several RGWs run on the machine (one per
 * worktree), only those started with this worktree's `.s3-server/ceph.conf` count: another's
 * RGW serving other work is noise, not this run's server.
 */
export function findServerPids(): number[] {
  const all: number[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    if (SERVER_NAMES.has(read(`/proc/${name}/comm`)?.trim() ?? '')) all.push(Number(name));
  }
  const ownConf = path.join(REPO_ROOT, '.s3-server', 'ceph.conf');
  const own = all.filter((pid) => read(`/proc/${pid}/cmdline`)?.split('\0').includes(ownConf));
  return own.length ? own : all;
}

function processTicks(pid: number): number {
  const stat = read(`/proc/${pid}/stat`);
  if (!stat) return 0;
  // Fields after the ")" that closes the command name: utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return Number(fields[11]) + Number(fields[12]);
}

export function cpuSnapshot(serverPids: readonly number[]): CpuSnapshot | undefined {
  const line = read('/proc/stat')?.split('\n')[0];
  if (!line?.startsWith('cpu ')) return undefined;
  const [user, nice, system, , , irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return {
    busyTicks: user! + nice! + system! + irq! + softirq! + (steal ?? 0),
    serverTicks: serverPids.reduce((sum, pid) => sum + processTicks(pid), 0),
  };
}

export interface CpuUse {
  /** CPU seconds the whole machine was busy. */
  readonly machineSeconds: number;
  /** CPU seconds used by the S3 server (RGW, OSD, monitor). */
  readonly serverSeconds: number;
  /** Busy CPU seconds that were neither the tool's nor the server's: other work on the machine. */
  readonly otherSeconds: number | undefined;
}

export function cpuUse(
  before: CpuSnapshot | undefined,
  after: CpuSnapshot | undefined,
  toolSeconds: number | undefined,
): CpuUse | undefined {
  if (!before || !after) return undefined;
  const machineSeconds = (after.busyTicks - before.busyTicks) / TICKS_PER_SECOND;
  const serverSeconds = (after.serverTicks - before.serverTicks) / TICKS_PER_SECOND;
  return {
    machineSeconds,
    serverSeconds,
    otherSeconds:
      toolSeconds === undefined
        ? undefined
        : Math.max(0, machineSeconds - serverSeconds - toolSeconds),
  };
}
