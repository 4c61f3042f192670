import type { ClientSettings } from '../s3/client-settings.js';
import { CONNECTION_OPTIONS, clientSettingsFrom } from '../options/connection-options.js';
import { parseArgsOptions, readCliOptions, type FlagValues } from '../options/option-table.js';

/** The aws-cli's connection flags, shared by every verb (from the table's connection group). */
export const CLIENT_FLAGS = parseArgsOptions(CONNECTION_OPTIONS);

/** Flags first, then the environment, read as the action reads it (awsEnvironment). */
export function clientSettingsFromFlags(
  flags: FlagValues,
  env: NodeJS.ProcessEnv = process.env,
): Omit<ClientSettings, 'maxSockets'> {
  const values = readCliOptions(CONNECTION_OPTIONS, flags, { baseDir: process.cwd() });
  return clientSettingsFrom(values, env, 'cli');
}
