/**
 * Runs one command the way a user would and measures it: wall time from spawn to exit, and peak
 * RSS and CPU time through `/usr/bin/time -f '%M %U %S'` (GNU time), or by polling
 * /proc/PID/status VmHWM without it; and where the rest of the machine's CPU went meanwhile.
 */
import { spawn } from 'node:child_process';
import {
  accessSync,
  constants,
  mkdtempSync,
  openSync,
  closeSync,
  readFileSync,
  rmSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { cpuSnapshot, cpuUse, findServerPids, type CpuUse } from './cpu.js';

const GNU_TIME = '/usr/bin/time';
let serverPids: number[] | undefined;
/** What `count-lines` keeps of stdout: enough for a report's line at its end. */
const STDOUT_TAIL_CHARS = 64 * 1024;

export interface CommandRun {
  readonly wallSeconds: number;
  /** Peak resident set of the measured process (worker threads included), in MB (10^6 bytes). */
  readonly peakRssMb: number | undefined;
  readonly exitCode: number;
  readonly stderr: string;
  /** With `stdout: 'capture'`; with `'count-lines'`, its last 64 KiB (where a report is). */
  readonly stdout: string | undefined;
  /** Newlines written to stdout, with `stdout: 'count-lines'`. */
  readonly stdoutLines: number | undefined;
  /** 1-minute load average just before the run. */
  readonly loadBefore: number;
  /** User + system CPU seconds of the tool (GNU time only). */
  readonly cpuSeconds: number | undefined;
  /** The machine's CPU during the run: the server's share, and other work's. */
  readonly cpu: CpuUse | undefined;
}

export interface CommandOptions {
  readonly env: NodeJS.ProcessEnv;
  readonly cwd?: string;
  /** Default `'null'`: stdout goes to /dev/null, as in the method. */
  readonly stdout?: 'null' | 'capture' | 'count-lines';
  readonly timeoutMs?: number;
}

export function hasExecutable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

const useGnuTime = hasExecutable(GNU_TIME);
export const RSS_METHOD = useGnuTime
  ? "/usr/bin/time -f '%M %U %S'"
  : '/proc/PID/status VmHWM, polled';

/** GNU time's figures: peak RSS in KiB and user + system CPU seconds (0 and none if unread). */
function readGnuTime(timeFile: string): { peakKb: number; cpuSeconds: number | undefined } {
  try {
    // GNU time writes "Command exited with non-zero status N" before the figures.
    const text = readFileSync(timeFile, 'utf8').trim().split('\n');
    const [rss, user, system] = (text.at(-1) ?? '').split(' ').map(Number);
    return { peakKb: rss ?? 0, cpuSeconds: user! + system! };
  } catch {
    return { peakKb: 0, cpuSeconds: undefined };
  }
}

export function measureCommand(
  command: string,
  args: readonly string[],
  options: CommandOptions,
): Promise<CommandRun> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'bench-time-'));
  const timeFile = path.join(scratch, 'rss');
  const [file, argv] = useGnuTime
    ? [GNU_TIME, ['-f', '%M %U %S', '-o', timeFile, command, ...args]]
    : [command, [...args]];
  const mode = options.stdout ?? 'null';
  const devNull = mode === 'null' ? openSync('/dev/null', 'w') : undefined;
  const loadBefore = loadavg()[0]!;
  serverPids ??= findServerPids();
  const cpuBefore = cpuSnapshot(serverPids);
  const started = performance.now();
  const child = spawn(file, argv, {
    env: options.env,
    cwd: options.cwd,
    stdio: ['ignore', devNull ?? 'pipe', 'pipe'],
  });
  if (devNull !== undefined) closeSync(devNull);

  let stdout = '';
  let lines = 0;
  child.stdout?.on('data', (chunk: Buffer) => {
    if (mode === 'capture') stdout += chunk.toString('utf8');
    else {
      for (let at = chunk.indexOf(10); at !== -1; at = chunk.indexOf(10, at + 1)) lines++;
      stdout = (stdout + chunk.toString('utf8')).slice(-STDOUT_TAIL_CHARS);
    }
  });
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    if (stderr.length < 1_000_000) stderr += chunk.toString('utf8');
  });
  let polledKb = 0;
  const poll = useGnuTime
    ? undefined
    : setInterval(() => {
        try {
          const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
          const kb = Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0);
          polledKb = Math.max(polledKb, kb);
        } catch {
          // The process has exited between two polls.
        }
      }, 20);
  const timer = options.timeoutMs
    ? setTimeout(() => child.kill('SIGKILL'), options.timeoutMs)
    : undefined;

  return new Promise<CommandRun>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code, signal) => {
      const wallSeconds = (performance.now() - started) / 1000;
      if (poll) clearInterval(poll);
      if (timer) clearTimeout(timer);
      const cpuAfter = cpuSnapshot(serverPids!);
      const { peakKb, cpuSeconds } = useGnuTime
        ? readGnuTime(timeFile)
        : { peakKb: polledKb, cpuSeconds: undefined };
      rmSync(scratch, { recursive: true, force: true });
      resolve({
        wallSeconds,
        peakRssMb: peakKb > 0 ? (peakKb * 1024) / 1e6 : undefined,
        exitCode: code ?? (signal ? 128 : 1),
        stderr,
        stdout: mode === 'null' ? undefined : stdout,
        stdoutLines: mode === 'count-lines' ? lines : undefined,
        loadBefore,
        cpuSeconds,
        cpu: cpuUse(cpuBefore, cpuAfter, cpuSeconds),
      });
    });
  });
}

/** The last line of stderr that parses as a JSON object (`--report json` writes it last). */
export function lastJsonLine<T>(stderr: string): T | undefined {
  const lines = stderr.trim().split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    const line = lines[i]!.trim();
    if (!line.startsWith('{')) continue;
    try {
      return JSON.parse(line) as T;
    } catch {
      // Not the report line.
    }
  }
  return undefined;
}

/**
 * Our CLI's `--report json`: the last JSON line of stdout (run with `stdout: 'count-lines'` or
 * `'capture'`), else of stderr, where builds before 2.0 wrote it.
 */
export function ourReport<T>(run: CommandRun): T | undefined {
  return lastJsonLine<T>(run.stdout ?? '') ?? lastJsonLine<T>(run.stderr);
}

/** `stdout: 'count-lines'` for our CLI (its report is on stdout), /dev/null for the others. */
export function stdoutFor(ours: boolean): Pick<CommandOptions, 'stdout'> {
  return ours ? { stdout: 'count-lines' } : {};
}

export function describeFailure(name: string, run: CommandRun): Error {
  const tail = run.stderr.trim().split('\n').slice(-8).join('\n');
  return new Error(
    `${name} exited with ${run.exitCode} after ${run.wallSeconds.toFixed(1)} s:\n${tail}`,
  );
}
