import { createRequire } from 'node:module';
import { abortOnSignals } from '../interrupt.js';
import { removeOwnTempFiles } from '../transfer/temp-files.js';
import { CACHE_USAGE, cacheCommand } from './cache-command.js';
import { describeCliFailure, EXIT } from './cli-failure.js';
import { LS_USAGE, lsCommand } from './ls-command.js';
import { SHARDS_USAGE, shardsCommand } from './shards-command.js';
import { SYNC_USAGE, syncCommand } from './sync-command.js';

const USAGE = `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${LS_USAGE}

${SYNC_USAGE}

${SHARDS_USAGE}

${CACHE_USAGE}

Credentials come from the standard AWS chain (environment, profile, SSO, instance roles).
s3-sync --version (-V) prints the version.`;

/**
 * Runs one CLI verb and returns the exit code (see EXIT in cli-failure.ts). `--debug`, anywhere,
 * adds the stack trace to an error.
 */
export async function cli(argv: string[]): Promise<number> {
  const controller = new AbortController();
  const signals = abortOnSignals(controller, removeOwnTempFiles);
  const debug = argv.includes('--debug');
  const [verb, ...args] = argv.filter((arg) => arg !== '--debug');
  try {
    switch (verb) {
      case 'ls':
        return await lsCommand(args, controller.signal);
      case 'sync':
      case 'cp':
        return await syncCommand(verb, args, controller.signal);
      case 'shards':
        return await shardsCommand(args, controller.signal);
      case 'cache':
        return await cacheCommand(args, controller.signal);
      case '--version':
      case '-V':
      case 'version':
        console.log(`s3-sync ${cliVersion()}`);
        return EXIT.ok;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return verb === undefined ? EXIT.usage : EXIT.ok;
      default:
        console.error(`s3-sync: unknown command ${JSON.stringify(verb)}\n\n${USAGE}`);
        return EXIT.usage;
    }
  } catch (error) {
    // Logged once, here at the top.
    const failure = describeCliFailure(error, signals.stoppedBy, debug);
    process.stderr.write(`${failure.lines.join('\n')}\n`);
    return failure.code;
  } finally {
    signals.dispose();
    if (signals.stoppedBy) removeOwnTempFiles();
  }
}

/**
 * The version in the package's package.json, two folders above this file both in src/cli/ and
 * in the bundle's dist/cli/ (read at run time: the bundler leaves this require alone).
 */
export function cliVersion(): string {
  try {
    const require = createRequire(import.meta.url);
    return String((require('../../package.json') as { version?: unknown }).version);
  } catch {
    return 'unknown (no package.json two folders above the bundle)';
  }
}
