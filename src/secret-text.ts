/**
 * The run's secret values (a secret access key, a session token) and the one function that
 * clears them from text on its way out. A server may echo them: an endpoint that quotes the
 * request's session token in its error message would otherwise put it in stderr, the step log
 * and the job summary. The front-ends apply `redactSecrets` at their output edges (the process's
 * stdout and stderr, the step's outputs and summary), never along the way, so no message can
 * take a path that misses it.
 *
 * The values are known from the environment, the action's inputs and the credentials the SDK
 * resolves (a profile's, a role's), so they are gathered here, process-wide, as each is learnt.
 */

/** What a secret is replaced with, as the runner's own masking writes it. */
export const REDACTED = '***';

/**
 * Shorter values are not redacted: every `abc` of a log would go with a three-letter "secret",
 * and a real key or token is tens of characters long. The runner still masks them (every value
 * is handed to the listeners).
 */
const MIN_SECRET_CHARS = 6;

const secrets = new Set<string>();
const listeners: Array<(secret: string) => void> = [];
/** The values' forms as one pattern; null when no value is long enough; undefined: to be made. */
let pattern: RegExp | null | undefined;

/**
 * The forms a value takes in our output: as it is, JSON-escaped, HTML-escaped as the summaries
 * escape text (report/summary-text.ts), percent-encoded.
 */
function formsOf(secret: string): string[] {
  const html = secret
    .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/@/g, '&#8203;@');
  return [secret, JSON.stringify(secret).slice(1, -1), html, encodeURIComponent(secret)];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Learns secret values (empty and undefined ones are skipped); listeners hear each new one. */
export function addSecrets(values: Iterable<string | undefined>): void {
  for (const value of values) {
    if (value === undefined || value === '' || secrets.has(value)) continue;
    secrets.add(value);
    pattern = undefined;
    for (const listener of listeners) listener(value);
  }
}

/** Calls `listener` with every secret known now and each one learnt later. */
export function onSecret(listener: (secret: string) => void): void {
  listeners.push(listener);
  for (const secret of secrets) listener(secret);
}

/** The secret values the AWS environment variables hold (the SDK's and the CLI's names). */
export function secretsFromEnv(env: NodeJS.ProcessEnv): Array<string | undefined> {
  return [env.AWS_SECRET_ACCESS_KEY, env.AWS_SESSION_TOKEN, env.AWS_SECURITY_TOKEN];
}

/** `text` with every known secret, in any of the forms we write it, replaced by `***`. */
export function redactSecrets(text: string): string {
  pattern ??= patternOf([...secrets].filter((secret) => secret.length >= MIN_SECRET_CHARS));
  return pattern === null ? text : text.replace(pattern, REDACTED);
}

function patternOf(values: readonly string[]): RegExp | null {
  if (values.length === 0) return null;
  const forms = [...new Set(values.flatMap(formsOf))]
    // The longest first: a form that contains another is replaced whole.
    .sort((a, b) => b.length - a.length);
  return new RegExp(forms.map(escapeRegExp).join('|'), 'g');
}

type Write = NodeJS.WriteStream['write'];
const redacting = new WeakSet<NodeJS.WriteStream>();

/**
 * Makes every later write of `stream` go out through redactSecrets. Each write is whole text
 * (lines, or a block of whole lines), so no secret is split between two writes. `passes` lets a
 * chunk through as it is: the runner's `::add-mask::` command must carry the value it masks.
 */
export function redactStream(
  stream: NodeJS.WriteStream,
  passes: (chunk: string) => boolean = () => false,
): void {
  // Once per stream: the tests run many commands in one process.
  if (redacting.has(stream)) return;
  redacting.add(stream);
  const write = stream.write.bind(stream) as (...args: unknown[]) => boolean;
  stream.write = ((chunk: unknown, ...rest: unknown[]) => {
    if (secrets.size === 0) return write(chunk, ...rest);
    const text =
      typeof chunk === 'string'
        ? chunk
        : chunk instanceof Uint8Array
          ? Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength).toString('utf8')
          : undefined;
    if (text === undefined || passes(text)) return write(chunk, ...rest);
    const redacted = redactSecrets(text);
    if (redacted === text) return write(chunk, ...rest);
    // A Buffer's encoding argument no longer applies to the string it became.
    const args = typeof chunk === 'string' ? rest : rest.filter((a) => typeof a === 'function');
    return write(redacted, ...args);
  }) as Write;
}
