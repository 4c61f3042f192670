import { formatCount, formatSize } from '../report/format.js';

/**
 * What a progress line says, as pure functions of a reading: the work done of the work planned
 * so far, the rate, the time left. The meter (progress-meter.ts) takes the readings and prints.
 */

/** One reading of a running job. Totals are what has been planned so far (they may grow). */
export interface ProgressReading {
  /** What the job is doing: `hashing`, `storing`, `restoring`, `transferring`. */
  readonly stage: string;
  readonly files: number;
  readonly bytes: number;
  readonly totalFiles: number;
  readonly totalBytes: number;
  /** More for the line: a sync's `listed 12,000`. */
  readonly detail?: string | undefined;
}

/** How the meter sees the job at one tick: the reading, and what it measured over time. */
export interface ProgressState {
  readonly reading: ProgressReading;
  readonly elapsedMs: number;
  /** Bytes a second over the last few seconds; undefined before two readings. */
  readonly bytesPerSecond: number | undefined;
}

/** `7s`, `3m12s`, `1h04m`: the shape rclone's ETA takes. */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.round(seconds));
  if (s < 60) return `${s}s`;
  if (s < 3600) return `${Math.floor(s / 60)}m${String(s % 60).padStart(2, '0')}s`;
  return `${Math.floor(s / 3600)}h${String(Math.floor((s % 3600) / 60)).padStart(2, '0')}m`;
}

/** Every file planned is done: only then is a job at 100%, whatever its bytes say. */
function allDone(reading: ProgressReading): boolean {
  return reading.files >= reading.totalFiles;
}

/** The time left at the current rate, '-' when it cannot be told (no rate, nothing planned). */
export function estimateLeft(state: ProgressState): string {
  const { reading, bytesPerSecond } = state;
  const left = reading.totalBytes - reading.bytes;
  // All bytes sent but a file not through (its answer, its landing): not done, nor 0s away.
  if (left <= 0) return reading.totalBytes > 0 && allDone(reading) ? '0s' : '-';
  if (!bytesPerSecond || bytesPerSecond <= 0) return '-';
  return formatDuration(left / bytesPerSecond);
}

/**
 * One line: `hashing 1,234 / 5,000 files, 12.0 MiB / 40.0 MiB (30%), 4.0 MiB/s, ETA 7s,
 * elapsed 3s`; the sizes in the reports' units (formatSize).
 */
export function formatProgressLine(state: ProgressState): string {
  const { reading: r, bytesPerSecond } = state;
  const rate = bytesPerSecond === undefined ? '-' : `${formatSize(bytesPerSecond)}/s`;
  return [
    `${r.stage} ${formatCount(r.files)} / ${formatCount(r.totalFiles)} files`,
    `${formatSize(r.bytes)} / ${formatSize(r.totalBytes)}${percentOf(r)}`,
    rate,
    `ETA ${estimateLeft(state)}`,
    `elapsed ${formatDuration(state.elapsedMs / 1000)}`,
    ...(r.detail ? [r.detail] : []),
  ].join(', ');
}

/**
 * The line a log ends with (as rclone's last stats in a pipe): what was done of what was
 * planned, the average rate over the whole job, and its time: `totals: storing 6 / 6 files,
 * 24.8 MiB / 24.8 MiB (100%), 2.0 MiB/s average, elapsed 12s`.
 */
export function formatTotalsLine(reading: ProgressReading, elapsedMs: number): string {
  const r = reading;
  const seconds = elapsedMs / 1000;
  return [
    `totals: ${r.stage} ${formatCount(r.files)} / ${formatCount(r.totalFiles)} files`,
    `${formatSize(r.bytes)} / ${formatSize(r.totalBytes)}${percentOf(r)}`,
    seconds > 0 ? `${formatSize(r.bytes / seconds)}/s average` : 'average -',
    `elapsed ${formatDuration(seconds)}`,
    ...(r.detail ? [r.detail] : []),
  ].join(', ');
}

/** ` (76%)`; at most 99% until every file is through (the last bytes sent are not the end). */
function percentOf(r: ProgressReading): string {
  if (r.totalBytes <= 0) return '';
  const percent = Math.floor((100 * r.bytes) / r.totalBytes);
  return ` (${allDone(r) ? percent : Math.min(99, percent)}%)`;
}
