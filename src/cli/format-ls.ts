import { formatSize, oneLogLine } from '../report/format.js';

/**
 * Lines in the aws-cli's `s3 ls --recursive` format: local date and time, the size right-aligned
 * in ten columns (with --human-readable, as `1.5 KiB`, on every line as the aws-cli does), then
 * the key.
 */
export class LsLineFormatter {
  constructor(private readonly humanReadable = false) {}

  // Listings come in bursts of the same second; format each second once.
  private lastSecond = NaN;
  private lastStamp = '';

  line(key: string, size: number, lastModifiedMs: number): string {
    // Keys are untrusted: their control characters are shown escaped (see the README).
    const shown = this.humanReadable ? humanSize(size) : String(size);
    return `${this.stamp(lastModifiedMs)} ${shown.padStart(10)} ${oneLogLine(key)}\n`;
  }

  private stamp(ms: number): string {
    const second = Math.floor(ms / 1000);
    if (second !== this.lastSecond) {
      const d = new Date(second * 1000);
      const two = (n: number) => String(n).padStart(2, '0');
      this.lastStamp = `${d.getFullYear()}-${two(d.getMonth() + 1)}-${two(d.getDate())} ${two(d.getHours())}:${two(d.getMinutes())}:${two(d.getSeconds())}`;
      this.lastSecond = second;
    }
    return this.lastStamp;
  }
}

export function prefixLine(prefix: string): string {
  return `${' '.repeat(27)}PRE ${oneLogLine(prefix)}\n`;
}

export function summaryLines(objects: number, bytes: number, humanReadable: boolean): string {
  return `\nTotal Objects: ${objects}\n   Total Size: ${humanReadable ? humanSize(bytes) : bytes}\n`;
}

/** The aws-cli's --human-readable sizes: 1.0 KiB, 3.5 MiB... */
export function humanSize(bytes: number): string {
  return formatSize(bytes, 'aws-cli');
}
