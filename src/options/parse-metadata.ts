import { InputError } from '../errors.js';

const METADATA_FORM = 'key=value pairs separated by commas, or a JSON object';

/** User metadata as the aws-cli's --metadata takes it: `k=v,k2=v2` or `{"k": "v"}`; blank is none. */
export function parseMetadata(name: string, value: string): Record<string, string> | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return undefined;
  if (trimmed.startsWith('{')) {
    let parsed: unknown;
    try {
      parsed = JSON.parse(trimmed);
    } catch {
      throw new InputError(name, value, METADATA_FORM);
    }
    if (
      typeof parsed !== 'object' ||
      parsed === null ||
      Array.isArray(parsed) ||
      !Object.values(parsed).every((v) => typeof v === 'string')
    )
      throw new InputError(name, value, METADATA_FORM);
    return parsed as Record<string, string>;
  }
  const entries = trimmed.split(',').map((pair) => {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new InputError(name, value, METADATA_FORM);
    return [pair.slice(0, eq).trim(), pair.slice(eq + 1).trim()] as const;
  });
  return Object.fromEntries(entries);
}
