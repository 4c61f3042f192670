import { InputError } from './errors.js';
import { normalEndpointUrl, redactUserInfo } from './redact-user-info.js';
import { formatSize } from './report/format.js';
import { MAX_LIST_CONCURRENCY } from './s3/list/list-types.js';

/** Shared by the action's inputs and the CLI's flags, so both accept and refuse the same values. */

export function parseInteger(input: string, value: string, min: number, max: number): number {
  const trimmed = value.trim();
  const n = /^[0-9]+$/.test(trimmed) ? Number(trimmed) : NaN;
  if (!Number.isSafeInteger(n) || n < min || n > max) {
    throw new InputError(input, value, `an integer from ${min} to ${max}`);
  }
  return n;
}

const TRUE = ['true', 'yes', '1', 'on'];
const FALSE = ['false', 'no', '0', 'off'];

export function parseBoolean(input: string, value: string): boolean {
  const v = value.trim().toLowerCase();
  if (TRUE.includes(v)) return true;
  if (FALSE.includes(v)) return false;
  throw new InputError(input, value, "'true' or 'false'");
}

export function parseChoice<T extends string>(
  input: string,
  value: string,
  choices: readonly T[],
): T {
  const v = value.trim().toLowerCase();
  const found = choices.find((c) => c === v);
  if (!found)
    throw new InputError(input, value, `one of ${choices.map((c) => `'${c}'`).join(', ')}`);
  return found;
}

const SIZE_UNITS: Record<string, number> = {
  '': 1,
  b: 1,
  kb: 1000,
  mb: 1000 ** 2,
  gb: 1000 ** 3,
  kib: 1024,
  mib: 1024 ** 2,
  gib: 1024 ** 3,
};

/** Sizes as the aws-cli's s3 settings take them: `8MB`, `16MiB`, or a number of bytes. */
export function parseByteSize(
  input: string,
  value: string,
  minBytes: number,
  maxBytes: number,
): number {
  const match = /^\s*([0-9]+)\s*([a-zA-Z]*)\s*$/.exec(value);
  const unit = match ? SIZE_UNITS[match[2]!.toLowerCase()] : undefined;
  const bytes = match && unit !== undefined ? Number(match[1]) * unit : NaN;
  if (!Number.isSafeInteger(bytes) || bytes < minBytes || bytes > maxBytes) {
    throw new InputError(
      input,
      value,
      `a size from ${formatSize(minBytes, 'exact')} to ${formatSize(maxBytes, 'exact')}, such as '8MB', '16MiB' or a number of bytes`,
    );
  }
  return bytes;
}

const ENDPOINT_FORM = "an http(s) URL such as 'https://s3.example.com'";

export function parseEndpointUrl(input: string, value: string): string {
  const url = normalEndpointUrl(value);
  // Quoted without its user info: a password in a malformed URL must not reach a log.
  if (url === undefined) throw new InputError(input, redactUserInfo(value), ENDPOINT_FORM);
  return url;
}

/** `auto`, or how many key ranges the threaded lister lists at once. */
export function parseListConcurrency(input: string, value: string): 'auto' | number {
  if (value.trim().toLowerCase() === 'auto') return 'auto';
  const n = /^\s*[0-9]+\s*$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > MAX_LIST_CONCURRENCY) {
    throw new InputError(input, value, `'auto' or an integer from 1 to ${MAX_LIST_CONCURRENCY}`);
  }
  return n;
}

export const DURATION_FORM = 'a number and a unit of s, m, h or d, such as 90s, 30m, 12h or 7d';
const DURATION_UNIT_MS = { s: 1_000, m: 60_000, h: 3_600_000, d: 86_400_000 } as const;

/** A duration such as `90s`, `30m`, `12h` or `7d`, in milliseconds. */
export function parseDuration(input: string, value: string): number {
  const match = /^(\d+(?:\.\d+)?)(s|m|h|d)$/.exec(value.trim());
  if (!match) throw new InputError(input, value, DURATION_FORM);
  return Number(match[1]) * DURATION_UNIT_MS[match[2] as keyof typeof DURATION_UNIT_MS];
}
