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
