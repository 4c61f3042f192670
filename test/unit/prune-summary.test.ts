import { describe, expect, it } from 'vitest';
import { removeCommandFor, renderPruneSummary } from '../../src/cache-action/prune-summary.js';

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
    expect(text).not.toContain('<b>');
    expect(text).not.toMatch(/^::/m);
    expect(text).toContain('Remove each unreadable manifest');
    expect(removeCommandFor(report, report.unreadable[0]!)).toBe(
      `npx s3-sync cache rm s3://caches/ci/ --manifest $'ci/s3-cache-v1/entries/r/<b>k\\x0a::error::x'`,
    );
  });

  it('a failure before any work still renders, with the error', () => {
    expect(renderPruneSummary(undefined, new Error('Input <x>'))).toContain(
      '**Error:** Input &#60;x&#62;',
    );
  });
});
