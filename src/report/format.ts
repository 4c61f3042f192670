/** Small number formats shared by the CLI report and the job summary. */

export function formatSize(bytes: number): string {
  const units = ['B', 'KiB', 'MiB', 'GiB', 'TiB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

export function formatSeconds(seconds: number | undefined): string {
  return seconds === undefined ? '–' : `${seconds.toFixed(2)} s`;
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
