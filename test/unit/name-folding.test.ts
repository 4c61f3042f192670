import { describe, expect, it } from 'vitest';
import { FoldedNames } from '../../src/sync/name-folding.js';

describe('FoldedNames', () => {
  it('on a case-insensitive file system: keys differing in case clash, naming both; the same key again does not', () => {
    const names = new FoldedNames({ caseInsensitive: true, normalizing: false });
    expect(names.claim('docs/README.md', 'p/docs/README.md')).toBeUndefined();
    const clash = names.claim('docs/Readme.md', 'p/docs/Readme.md');
    expect(clash?.message).toContain('"p/docs/Readme.md" and "p/docs/README.md"');
    expect(names.claim('docs/README.md', 'p/docs/README.md')).toBeUndefined();
    expect(names.claim('docs/other.md', 'p/docs/other.md')).toBeUndefined();
    // NFC and NFD are different names there: exFAT keeps both.
    expect(names.claim('caf\u00e9', 'caf\u00e9')).toBeUndefined();
    expect(names.claim('cafe\u0301', 'cafe\u0301')).toBeUndefined();
  });

  it('on a case-insensitive file system: ς, σ and Σ clash (exFAT takes them as one file; toLowerCase keeps ς apart)', () => {
    const names = new FoldedNames({ caseInsensitive: true, normalizing: false });
    expect(names.claim('\u03c2/x', '\u03c2/x')).toBeUndefined();
    expect(names.claim('\u03a3/x', '\u03a3/x')?.message).toContain('"\u03a3/x" and "\u03c2/x"');
    expect(names.claim('stra\u00dfe', 'stra\u00dfe')).toBeUndefined();
    expect(names.claim('strasse', 'strasse')).toBeUndefined(); // two files on exFAT
  });

  it('on a normalizing file system: é precomposed and decomposed clash', () => {
    const names = new FoldedNames({ caseInsensitive: false, normalizing: true });
    expect(names.claim('caf\u00e9', 'caf\u00e9')).toBeUndefined();
    expect(names.claim('cafe\u0301', 'cafe\u0301')?.name).toBe('FoldedNameConflict');
    expect(names.claim('Caf\u00e9', 'Caf\u00e9')).toBeUndefined(); // case is kept apart
  });

  it('on a file system that folds nothing: no claims are kept at all', () => {
    const names = new FoldedNames({ caseInsensitive: false, normalizing: false });
    expect(names.active).toBe(false);
    expect(names.claim('a', 'a')).toBeUndefined();
    expect(names.claim('A', 'A')).toBeUndefined();
  });
});
