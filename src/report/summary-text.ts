import { redactSecrets } from '../secret-text.js';

/**
 * The pieces every job summary is written with: untrusted text escaped, keys in <code>, warning
 * and error lines, and the one cut that keeps a summary under the runner's limit. Every cut
 * clears the run's secrets first (secret-text.ts): the whole summary is cleared again on its way
 * out, but a secret cut in half there no longer matches, and its first part would show.
 */

/** The runner refuses a step summary over 1 MiB; stay well under it. */
export const MAX_SUMMARY_BYTES = 1024 * 1024 - 16 * 1024;
const MAX_MESSAGE_CHARS = 2000;

/**
 * S3 keys are untrusted: escape them so a key cannot inject HTML or markdown. GFM also makes
 * links of bare URLs, `www.` names and e-mail addresses, inside `<code>` too: a zero-width space
 * (`&#8203;`) in `http://` (https, ftp), `www.` and before `@` keeps a key's text from becoming
 * one. `s3://` is left whole: GFM does not link it, and a reader may copy it.
 */
export function escapeHtml(text: string): string {
  return text
    .replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`)
    .replace(/\r\n|\r|\n/g, '&#10;')
    .replace(/(https?|ftp):\/\//gi, '$1:&#8203;//')
    .replace(/(w)(ww\.)/gi, '$1&#8203;$2')
    .replace(/@/g, '&#8203;@');
}

/**
 * The first `maxChars` code points, and `…` when there were more: never half a character. The
 * run's secrets are cleared before the cut, so none shows in part.
 */
export function cutChars(text: string, maxChars: number): string {
  const clear = redactSecrets(text);
  const chars = [...clear];
  return chars.length > maxChars ? `${chars.slice(0, maxChars).join('')}…` : clear;
}

/** Keys are untrusted and may be long: escaped, cut, in <code> (a code span would show escapes). */
export function code(text: string, maxChars = 200): string {
  return `<code>${escapeHtml(cutChars(text, maxChars))}</code>`;
}

/** A warning as a quoted line of the summary. */
export function warningLine(warning: string): string {
  return `> ⚠️ ${escapeHtml(redactSecrets(warning).slice(0, MAX_MESSAGE_CHARS))}`;
}

/** The error that ended the step: its first line, escaped. */
export function errorLine(error: Error): string {
  const line = redactSecrets(error.message.split('\n')[0] ?? '');
  return `**Error:** ${escapeHtml(line.slice(0, MAX_MESSAGE_CHARS))}`;
}

/**
 * The summary as it is, or cut to half the limit and saying so when it would be too big. Counted
 * in bytes, as the runner counts, and cut at a character boundary: a slice of UTF-16 units could
 * still be over, and half a character would show as U+FFFD.
 */
export function fitSummary(whole: string): string {
  const text = redactSecrets(whole);
  if (Buffer.byteLength(text) <= MAX_SUMMARY_BYTES) return text;
  const cut = Buffer.from(text)
    .subarray(0, MAX_SUMMARY_BYTES / 2)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
  return `${cut}\n\n_The summary was cut short to stay under the runner's 1 MiB limit._\n`;
}
