/**
 * Lines as a fenced code block: GFM shows a fenced block's text exactly as written (no HTML, no
 * entities, no links made of URLs), so a command copied from it is the command. `<pre>` with
 * escapes would not do: its entities and the zero-width spaces that keep GFM from making links
 * (escapeHtml) are copied too. The fence is longer than any run of backticks in the lines, so no
 * line can close it. The lines must hold no line breaks (shellWord escapes them).
 */
export function codeBlock(lines: readonly string[], info = ''): string[] {
  const longest = Math.max(0, ...lines.map((line) => maxBacktickRun(line)));
  const fence = '`'.repeat(Math.max(3, longest + 1));
  return [`${fence}${info}`, ...lines, fence];
}

function maxBacktickRun(line: string): number {
  let longest = 0;
  for (const run of line.match(/`+/g) ?? []) longest = Math.max(longest, run.length);
  return longest;
}
