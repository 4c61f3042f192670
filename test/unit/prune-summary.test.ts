import { micromark } from 'micromark';
import {
  gfmAutolinkLiteral,
  gfmAutolinkLiteralHtml,
} from 'micromark-extension-gfm-autolink-literal';
import { describe, expect, it } from 'vitest';
import { removeCommandFor, renderPruneSummary } from '../../src/cache-action/prune-summary.js';
import { shellWord } from '../../src/report/shell-command.js';

/** The text of each code block of the summary as GFM renders it: what a reader copies. */
function renderedCodeBlocks(markdown: string): string[] {
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfmAutolinkLiteral()],
    htmlExtensions: [gfmAutolinkLiteralHtml()],
  });
  const blocks = [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => m[1]!);
  // The text a browser shows (and copies): tags would be elements, entities their characters.
  return blocks.map((block) => {
    expect(block).not.toMatch(/<[a-z]/i);
    return block
      .replace(/&#(\d+);/g, (_, n: string) => String.fromCodePoint(Number(n)))
      .replace(/&#x([0-9a-f]+);/gi, (_, n: string) => String.fromCodePoint(parseInt(n, 16)))
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  });
}

const report = {
  store: { bucket: 'caches', prefix: 'ci/' },
  deleteKey: undefined,
  olderThanMs: 7 * 86_400_000,
  graceMs: 86_400_000,
  keyRemoved: undefined,
  manifestsDeleted: 3,
  manifestsKept: 5,
  objectsDeleted: 4,
  objectsKept: 9,
  bytesDeleted: 12_345_678,
  unreadable: ['ci/s3-cache-v1/entries/r/<b>k\n::error::x'],
  warnings: ['the manifest "<b>" cannot be read'],
  totalMs: 1500,
};

describe('the prune summary', () => {
  it('a table of what was removed and kept, and each unreadable manifest with its command, escaped', () => {
    const text = renderPruneSummary(report);
    expect(text).toContain('| entries | 3 | 5 |');
    expect(text).toContain('| packs and blobs | 4 | 9 |');
    expect(text.replace(/^```sh\n[\s\S]*?\n```$/m, '')).not.toContain('<b>');
    expect(text).not.toMatch(/^::/m);
    expect(text).toContain('Remove each unreadable manifest');
    expect(removeCommandFor(report, report.unreadable[0]!)).toBe(
      `npx s3-sync cache rm s3://caches/ci/ --manifest $'ci/s3-cache-v1/entries/r/<b>k\\x0a::error::x'`,
    );
  });

  it('each removal command renders as the runnable command: no entity, zero-width space or link inside', () => {
    const unreadable = [
      'ci/s3-cache-v1/entries/r/<b>k\n::error::x',
      'ci/s3-cache-v1/entries/ops@evil.example/https://x.y/www.z.w',
      'ci/s3-cache-v1/entries/it\'s & "that" `a` ```b```',
      'ci/s3-cache-v1/entries/zero\u200bwidth\u202eevil',
      'ci/s3-cache-v1/entries/&#39;&lt;',
    ];
    const text = renderPruneSummary({ ...report, unreadable });
    const commands = unreadable.map((key) => removeCommandFor({ ...report, unreadable }, key));
    expect(renderedCodeBlocks(text)).toEqual([`${commands.join('\n')}\n`]);
    for (const command of commands) expect(command).not.toMatch(/[\u200b\u202e\n]/);
    // The invisible characters are written as escapes the shell turns back into them.
    expect(shellWord('a\u200bb')).toBe("$'a\\xe2\\x80\\x8bb'");
  });

  it('a failure before any work still renders, with the error', () => {
    expect(renderPruneSummary(undefined, new Error('Input <x>'))).toContain(
      '**Error:** Input &#60;x&#62;',
    );
  });
});
