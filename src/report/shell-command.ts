/**
 * Characters a reader cannot see or that move text around: controls, and Unicode's format
 * characters (zero-width spaces and joiners, bidirectional overrides) and line separators. A
 * name holding one is written with `\\x` escapes, so the command shows what it runs.
 */
const INVISIBLE = /[\u0000-\u001f\u007f-\u009f\p{Cf}\u2028\u2029]/u; // eslint-disable-line no-control-regex

/**
 * A POSIX shell word that stands for `text` exactly, for commands the user copies from a log or
 * a summary: plain when it is safe, in single quotes otherwise, and as `$'...'` with escapes when
 * it holds control characters, so that no newline or escape sequence of an untrusted name is
 * ever printed raw.
 */
export function shellWord(text: string): string {
  if (/^[A-Za-z0-9_./:%=+@,-]+$/.test(text)) return text;
  if (!INVISIBLE.test(text)) return `'${text.replace(/'/g, `'\\''`)}'`;
  let out = '';
  for (const char of text) {
    if (char === '\\' || char === "'") out += `\\${char}`;
    else if (INVISIBLE.test(char))
      for (const byte of Buffer.from(char, 'utf8'))
        out += `\\x${byte.toString(16).padStart(2, '0')}`;
    else out += char;
  }
  return `$'${out}'`;
}

/**
 * The CLI command that removes one manifest of a store (`s3://bucket/prefix`), as prune reports
 * an unreadable one from either front-end; the user adds the connection flags the job used.
 */
export function removeManifestCommand(storeUrl: string, objectKey: string): string {
  return `npx s3-sync cache rm ${shellWord(storeUrl)} --manifest ${shellWord(objectKey)}`;
}
