import { createRequire } from 'node:module';
import { abortOnSignals } from '../interrupt.js';
import { removeOwnTempFiles } from '../transfer/temp-files.js';
import { describeCliFailure, EXIT } from './cli-failure.js';
import { proxyNotice, proxySettingsFromEnv } from '../s3/proxy-settings.js';

// Each verb's module is imported when that verb runs: the bundler makes each a chunk of its own,
// so `--version` loads none of them and a `sync` neither the cache's modules nor the listing's
// verbs (the SDK and the rest parse in about 0.1 CPU-seconds, docs/benchmarks.md).

/** The whole help text: every verb's usage, so every verb's module. */
async function usage(): Promise<string> {
  const [ls, sync, shards, cache] = await Promise.all([
    import('./ls-command.js'),
    import('./sync-command.js'),
    import('./shards-command.js'),
    import('./cache-command.js'),
  ]);
  return `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${ls.LS_USAGE}

${sync.SYNC_USAGE}

${shards.SHARDS_USAGE}

${cache.CACHE_USAGE}

Credentials come from the standard AWS chain (environment, profile, SSO, instance roles).
s3-sync --version (-V) prints the version.`;
}

/**
 * A reader that goes away (`s3-sync ls ... | head`) makes the next write to stdout fail with
 * EPIPE, which Node throws as an unhandled error with a stack trace. The output is dropped from
 * then on instead, and the verb ends as it would have: a sync stopped half way by its reader
 * would leave a half-synced tree.
 */
function keepWorkingWithoutReader(): void {
  process.stdout.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
  });
}

/**
 * Runs one CLI verb and returns the exit code (see EXIT in cli-failure.ts). `--debug`, anywhere,
 * adds the stack trace to an error.
 */
export async function cli(argv: string[]): Promise<number> {
  keepWorkingWithoutReader();
  const controller = new AbortController();
  const signals = abortOnSignals(controller, removeOwnTempFiles);
  const debug = argv.includes('--debug');
  const [verb, ...args] = argv.filter((arg) => arg !== '--debug');
  try {
    // Only with --debug: stderr may carry a JSON report that a script reads.
    const proxy = debug ? proxyNotice(proxySettingsFromEnv(process.env)) : undefined;
    if (proxy) process.stderr.write(`${proxy}\n`);
    switch (verb) {
      case 'ls':
        return await (await import('./ls-command.js')).lsCommand(args, controller.signal);
      case 'sync':
      case 'cp':
        return await (await import('./sync-command.js')).syncCommand(verb, args, controller.signal);
      case 'shards':
        return await (await import('./shards-command.js')).shardsCommand(args, controller.signal);
      case 'cache':
        return await (await import('./cache-command.js')).cacheCommand(args, controller.signal);
      case '--version':
      case '-V':
      case 'version':
        console.log(`s3-sync ${cliVersion()}`);
        return EXIT.ok;
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(await usage());
        return verb === undefined ? EXIT.usage : EXIT.ok;
      default:
        console.error(`s3-sync: unknown command ${JSON.stringify(verb)}\n\n${await usage()}`);
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
