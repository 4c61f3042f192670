import { createRequire } from 'node:module';
import { abortOnSignals } from '../interrupt.js';
import { removeOwnTempFiles } from '../transfer/temp-files.js';
import { describeCliFailure, EXIT } from './cli-failure.js';
import { nearestWord } from './nearest-word.js';
import { asksForHelp, UsageError } from './parse-verb-args.js';
import { verbHelpText, verbSummary, type VerbHelp } from './verb-help.js';
import { oneLogLine } from '../report/format.js';
import {
  proxyNotice,
  proxySettingsFromEnv,
  type ProxySettings,
} from '../s3/proxy/proxy-settings.js';
import { addSecrets, redactStream, secretsFromEnv } from '../secret-text.js';

// Each verb's module is imported when that verb runs: the bundler makes each a chunk of its own,
// so `--version` loads none of them and a `sync` neither the cache's modules nor the listing's
// verbs (the SDK and the rest parse in about 0.1 CPU-seconds, docs/benchmarks.md).

/** Each verb's help, loaded with its module (cache's subverbs are its own: cache-usage.ts). */
const VERB_HELP: Record<string, () => Promise<VerbHelp>> = {
  ls: async () => (await import('./ls-command.js')).LS_HELP,
  sync: async () => (await import('./sync-command.js')).SYNC_HELP,
  cp: async () => (await import('./sync-command.js')).CP_HELP,
  shards: async () => (await import('./shards-command.js')).SHARDS_HELP,
};

const VERBS = [...Object.keys(VERB_HELP), 'cache', 'help', 'version'];

/** `s3-sync --help`: every verb in a line, written from its table, and what it does. */
async function usage(): Promise<string> {
  const cache = await import('./cache-usage.js');
  const helps = [
    ...(await Promise.all(Object.values(VERB_HELP).map((load) => load()))),
    ...cache.CACHE_SUBVERBS.map(cache.cacheSubverbHelpSpec),
  ];
  return `s3-sync: fast S3 listing and transfers (the engine of s3-sync-action)

${helps.flatMap((help, i) => verbSummary(help, i === 0)).join('\n')}

s3-sync VERB --help, or s3-sync help VERB: the verb's flags, with their defaults and meanings
(s3-sync cache VERB --help for a cache verb).
Credentials come from the standard AWS chain: AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY
(with AWS_SESSION_TOKEN), --profile or AWS_PROFILE and ~/.aws, SSO, instance and container
roles; --no-sign-request sends none (a public bucket). The region from --region, AWS_REGION,
AWS_DEFAULT_REGION or the profile; the endpoint from --endpoint-url, AWS_ENDPOINT_URL_S3,
AWS_ENDPOINT_URL or the profile (its services section, its endpoint_url).
HTTPS_PROXY, HTTP_PROXY and NO_PROXY are honoured.
s3-sync --version (-V, -v) prints the version; --debug, with any verb, adds an error's stack trace.`;
}

/** `s3-sync help [VERB [SUBVERB]]` and `s3-sync VERB --help`: the help asked for, on stdout. */
async function printHelp(words: readonly string[], signal: AbortSignal): Promise<number> {
  const [verb, ...rest] = words;
  if (verb === 'cache')
    return (await import('./cache-command.js')).cacheCommand([...rest, '--help'], signal);
  const load = verb === undefined ? undefined : VERB_HELP[verb];
  if (verb !== undefined && !load) throw unknownVerb(verb);
  console.log(load ? verbHelpText(await load()) : await usage());
  return EXIT.ok;
}

function unknownVerb(verb: string): UsageError {
  const near = nearestWord(verb, VERBS);
  const hint = near ? `did you mean '${near}'?` : 's3-sync --help lists them';
  return new UsageError(`unknown command '${oneLogLine(verb)}'; ${hint}`);
}

/**
 * A reader that goes away (`s3-sync ls ... | head`) makes the next write to stdout fail with
 * EPIPE, which Node throws as an unhandled error with a stack trace. The output is dropped from
 * then on instead, and the verb ends as it would have: a sync stopped half way by its reader
 * would leave a half-synced tree.
 */
let keepingWorking = false;
function keepWorkingWithoutReader(): void {
  // Once a process (the tests run many commands in one).
  if (keepingWorking) return;
  keepingWorking = true;
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
  // Server text may carry the run's secrets (an endpoint that echoes the session token in its
  // error): everything the CLI prints, on either stream, leaves cleared of them. The SDK's
  // resolved credentials join those of the environment as it resolves them (s3/client.ts).
  addSecrets(secretsFromEnv(process.env));
  redactStream(process.stdout);
  redactStream(process.stderr);
  const controller = new AbortController();
  const signals = abortOnSignals(controller, removeOwnTempFiles);
  const debug = argv.includes('--debug');
  const [verb, ...args] = argv.filter((arg) => arg !== '--debug');
  let proxy: ProxySettings | undefined;
  try {
    proxy = proxySettingsFromEnv(process.env);
    // Only with --debug: stderr may carry what a script reads.
    const notice = debug ? proxyNotice(proxy) : undefined;
    if (notice) process.stderr.write(`${notice}\n`);
    if (verb !== undefined && VERB_HELP[verb] && asksForHelp(args))
      return await printHelp([verb], controller.signal);
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
      // -v as node -v and npm -v: no verb takes -v (rclone's verbose), so it cannot be misread.
      case '--version':
      case '-V':
      case '-v':
      case 'version':
        console.log(`s3-sync ${cliVersion()}`);
        return EXIT.ok;
      case 'help':
      case '--help':
      case '-h':
        return await printHelp(args, controller.signal);
      case undefined:
        // No verb is a usage error; the help says what to type.
        console.log(await usage());
        return EXIT.usage;
      default:
        throw unknownVerb(verb);
    }
  } catch (error) {
    // Logged once, here at the top.
    const failure = describeCliFailure(error, signals.stoppedBy, debug, proxy);
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
