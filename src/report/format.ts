/** Small number formats shared by the CLI report and the job summary. */

const BINARY_UNITS = ['B', 'KiB', 'MiB', 'GiB', 'TiB', 'PiB'];

/**
 * A size in binary units, one formatter for every place that prints one:
 * - `report` (tables, summaries, progress): `50.0 MiB`, `0 B`;
 * - `exact` (accepted ranges in error messages): `5 MiB`, `8.5 MiB`;
 * - `aws-cli` (`ls --human-readable`): `1.5 KiB`, `1 Byte`, `10 Bytes`.
 */
export function formatSize(
  bytes: number,
  style: 'report' | 'exact' | 'aws-cli' = 'report',
): string {
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < BINARY_UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  if (unit === 0 && style === 'aws-cli') return `${bytes} ${bytes === 1 ? 'Byte' : 'Bytes'}`;
  if (unit === 0 && style === 'report') return `${bytes} B`;
  const shown = style === 'exact' && Number.isInteger(value) ? String(value) : value.toFixed(1);
  return `${shown} ${BINARY_UNITS[unit]}`;
}

export function formatSeconds(seconds: number | undefined): string {
  return seconds === undefined ? '–' : `${seconds.toFixed(2)} s`;
}

const DURATION_UNITS: readonly (readonly [ms: number, unit: string])[] = [
  [86_400_000, 'd'],
  [3_600_000, 'h'],
  [60_000, 'm'],
];

/**
 * A setting's duration in the form its input takes (`7d`, `12h`, `30m`, `45s`): the largest unit
 * that divides it, so the summary shows what the user wrote rather than 604800.00 seconds.
 */
export function formatDuration(ms: number): string {
  for (const [unitMs, unit] of DURATION_UNITS) {
    if (ms >= unitMs && ms % unitMs === 0) return `${ms / unitMs}${unit}`;
  }
  return `${Number((ms / 1000).toFixed(3))}s`;
}

export function formatCount(n: number): string {
  return n.toLocaleString('en-US');
}

/**
 * One log line from text that may hold S3 keys, which are untrusted: a newline in a key followed
 * by `::warning::` would be run by the runner as a workflow command. Line breaks and other control
 * characters are shown as JSON escapes (`\n`), so the text stays on one line.
 */
export function oneLogLine(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]/g, (c) => {
    const named: Record<string, string> = { '\n': '\\n', '\r': '\\r', '\t': '\\t' };
    return named[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`;
  });
}

/** `1 file`, `2 files`: a count with its noun, plural as English has it (`nouns` if irregular). */
export function formatCountOf(n: number, noun: string, nouns = `${noun}s`): string {
  return `${formatCount(n)} ${n === 1 ? noun : nouns}`;
}

/** Bytes per second, always in MiB/s (one unit for every rate in the reports); '–' for none. */
export function formatByteRate(bytes: number, seconds: number): string {
  if (!(seconds > 0) || bytes <= 0) return '–';
  const mebibytes = bytes / seconds / (1024 * 1024);
  if (mebibytes >= 1) return `${mebibytes.toFixed(1)} MiB/s`;
  return mebibytes >= 0.01 ? `${mebibytes.toFixed(2)} MiB/s` : '< 0.01 MiB/s';
}

/** A count per second, with its noun: `2,000 files/s`; '–' for none. */
export function formatCountRate(n: number, seconds: number, nouns: string): string {
  if (!(seconds > 0) || n <= 0) return '–';
  return `${formatCount(Math.round(n / seconds))} ${nouns}/s`;
}
