import { InputError, S3Error } from '../errors.js';
import { CACHE_USAGE, cacheCommand } from './cache-command.js';
import { LS_USAGE, lsCommand } from './ls-command.js';
import { SYNC_USAGE, syncCommand } from './sync-command.js';

const USAGE = `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${LS_USAGE}

${SYNC_USAGE}

${CACHE_USAGE}

Credentials come from the standard AWS chain (environment, profile, SSO, instance roles).`;

/** Runs one CLI verb and returns the exit code: 0 done, 1 an S3 or transfer failure, 2 bad usage. */
export async function cli(argv: string[]): Promise<number> {
  const controller = new AbortController();
  const onSignal = () => controller.abort(new Error('interrupted'));
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  const [verb, ...args] = argv;
  try {
    switch (verb) {
      case 'ls':
        return await lsCommand(args, controller.signal);
      case 'sync':
      case 'cp':
        return await syncCommand(verb, args, controller.signal);
      case 'cache':
        return await cacheCommand(args, controller.signal);
      case undefined:
      case 'help':
      case '--help':
      case '-h':
        console.log(USAGE);
        return verb === undefined ? 2 : 0;
      default:
        console.error(`s3-sync: unknown command ${JSON.stringify(verb)}\n\n${USAGE}`);
        return 2;
    }
  } catch (error) {
    // Logged once, here at the top.
    if (
      error instanceof InputError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`s3-sync: ${(error as Error).message}`);
      return 2;
    }
    console.error(
      `s3-sync: ${error instanceof S3Error ? error.message : String((error as Error)?.stack ?? error)}`,
    );
    return 1;
  } finally {
    process.off('SIGINT', onSignal);
    process.off('SIGTERM', onSignal);
  }
}
