/**
 * Splits text into words as a POSIX shell splits a command line, for the action's `args` input
 * (workflows written for jakejarvis/s3-sync-action pass `--exclude '.git/*'`): blanks and
 * newlines separate words; '...' keeps everything literally; "..." keeps everything but a
 * backslash before " \ $ or `; a backslash outside quotes keeps the next character. Nothing is
 * expanded: no variables, globs or `~` (a workflow's ${{ }} is expanded by the runner before).
 * Undefined when a quote is left open.
 */
export function splitWords(text: string): string[] | undefined {
  const words: string[] = [];
  // A word is open once any of it is seen: '' (two quotes) is an empty word, not none.
  let word = '';
  let open = false;
  let quote: "'" | '"' | undefined;
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quote === "'") {
      if (c === "'") quote = undefined;
      else word += c;
    } else if (quote === '"') {
      if (c === '"') quote = undefined;
      else if (c === '\\' && '"\\$`'.includes(text[i + 1] ?? '-')) word += text[++i];
      else word += c;
    } else if (/\s/.test(c)) {
      if (open) words.push(word);
      [word, open] = ['', false];
    } else if (c === "'" || c === '"') {
      [quote, open] = [c, true];
    } else if (c === '\\' && i + 1 < text.length) {
      // A backslash before a newline joins the lines, as in a shell.
      const next = text[++i]!;
      if (next !== '\n') [word, open] = [word + next, true];
    } else [word, open] = [word + c, true];
  }
  if (quote !== undefined) return undefined;
  if (open) words.push(word);
  return words;
}
