import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { foldName, type NameFolding } from '../../src/file-name-folding.js';
import { FoldedPaths } from '../../src/cache/restore/restore-folding.js';
import { restoreTargets } from '../../src/cache/restore/restore-plan.js';
import { PathTable } from '../../src/cache/store/path-table.js';
import type { ManifestEntries } from '../../src/cache/store/manifest-types.js';
import { manifestOfRows, type PlanRow } from '../support/cache-manifests.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'restore-folding-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** exFAT, FAT, NTFS: case folded letter by letter (their upcase table), no normalization. */
const EXFAT: NameFolding = { caseInsensitive: true, normalizing: false };
/** macOS (APFS case-insensitive, HFS+): case and normalization. */
const MACOS: NameFolding = { caseInsensitive: true, normalizing: true };
/** A file system that folds `ß` to `ss` too (Unicode's full case folding). */
const FULL: NameFolding = { caseInsensitive: true, normalizing: true, fullCase: true };
/** Normalization only (APFS case-sensitive is not; a test's own case). */
const NFC_ONLY: NameFolding = { caseInsensitive: false, normalizing: true };
const EXACT: NameFolding = { caseInsensitive: false, normalizing: false };

const nfd = (s: string) => s.normalize('NFD');

describe('foldName: one form for the names a file system takes as one', () => {
  // The pairs exFAT (exfatprogs' upcase table, through exfat-fuse) was seen to take as one file.
  it.each([
    ['Q', 'q'],
    ['README.md', 'readme.MD'],
    ['É', 'é'],
    ['ς', 'σ'], // final sigma: toLowerCase alone keeps it apart
    ['ς', 'Σ'],
    ['\u212a', 'k'], // the Kelvin sign
    ['\u212b', 'å'], // the Ångström sign
    ['ᾳ', 'ᾼ'],
    ['ᾀ', 'ᾈ'],
    ['Ⅰ', 'ⅰ'],
    ['Ⓐ', 'ⓐ'],
    ['Ⴀ', 'ⴀ'],
  ])('%j and %j are one on exFAT', (a, b) => {
    expect(foldName(a, EXFAT)).toBe(foldName(b, EXFAT));
    expect(foldName(a, MACOS)).toBe(foldName(b, MACOS));
  });

  // Simple case folding joins these too; exFAT keeps some apart, and joining more only refuses more.
  it.each([
    ['ſ', 's'],
    ['ı', 'I'],
    ['µ', 'μ'],
    ['\u0345', 'ι'],
    ['ϑ', 'θ'],
    ['ẞ', 'ß'],
    ['ǅ', 'ǆ'],
    ['\u{10400}', '\u{10428}'], // Deseret, outside the BMP
    ['\u1fd3', '\u0390'],
  ])('%j and %j are one once folded (at least as much as any file system folds)', (a, b) => {
    expect(foldName(a, EXFAT)).toBe(foldName(b, EXFAT));
  });

  it.each([
    ['ß', 'ss'], // exFAT and NTFS fold letter by letter: straße and strasse are two files
    ['straße', 'strasse'],
    ['ﬀ', 'ff'],
    ['İ', 'i'],
    ['é', nfd('é')], // exFAT does not normalize
  ])('%j and %j stay apart on exFAT', (a, b) => {
    expect(foldName(a, EXFAT)).not.toBe(foldName(b, EXFAT));
  });

  it("joins at least every pair Unicode's simple case folding joins (JavaScript's /iu), for every cased code point", () => {
    const cased = new Set<string>();
    for (let cp = 0; cp <= 0x1ffff; cp++) {
      if (cp >= 0xd800 && cp <= 0xdfff) continue;
      const c = String.fromCodePoint(cp);
      if (c.toLowerCase() === c && c.toUpperCase() === c) continue;
      cased.add(c);
      for (const m of [...c.toLowerCase(), ...c.toUpperCase()]) cased.add(m);
    }
    const all = [...cased].join('\n');
    const missed: string[] = [];
    for (const c of cased) {
      const alike = new RegExp(c.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'giu');
      for (const [d] of all.matchAll(alike))
        for (const folding of [EXFAT, MACOS, FULL])
          if (foldName(c, folding) !== foldName(d, folding)) missed.push(`${c} ${d}`);
    }
    expect(cased.size).toBeGreaterThan(2500);
    expect(missed).toEqual([]);
  });

  it('where the file system folds ß to ss (full folding), ß, ẞ, ss and SS are one', () => {
    for (const other of ['ss', 'SS', 'ẞ', 'Ss'])
      expect(foldName('straße', FULL)).toBe(foldName(`stra${other}e`, FULL));
  });

  it('normalization: NFC and NFD are one; HFS+ skips zero-width joiners and marks of direction', () => {
    expect(foldName('café', NFC_ONLY)).toBe(foldName(nfd('café'), NFC_ONLY));
    expect(foldName('Café', NFC_ONLY)).not.toBe(foldName('café', NFC_ONLY));
    expect(foldName('.g\u200cit', MACOS)).toBe('.git');
    expect(foldName('Q\ufeff', MACOS)).toBe('q');
    expect(foldName('.g\u200cit', EXFAT)).not.toBe('.git');
  });

  it('a file system that folds nothing: every name is its own', () => {
    for (const name of ['Q', 'ς', nfd('é'), '.g\u200cit']) expect(foldName(name, EXACT)).toBe(name);
  });
});

const manifest = manifestOfRows;

let roots = 0;
const refusals = (rows: PlanRow[], folding: NameFolding) =>
  restoreTargets(manifest(rows), [path.join(scratch, `r${roots++}`)], 0o022, {
    foldings: [folding],
  }).refused;

describe('restoreTargets on a file system that folds names: links followed by folded name', () => {
  const chain = (link: string, asked: string): PlanRow[] => [
    ['d', ''],
    ['d', 'a'],
    ['d', 'a/b'],
    ['d', 'a/b/c'],
    ['l', `a/b/c/${link}`, '../../..'],
    ['l', 'p2', `a/b/c/${asked}/../../../x`],
  ];

  // [link's name, name the second link asks for, the file system, refused?]
  it.each([
    ['Q', 'q', EXFAT, true], // the issue's attack
    ['q', 'Q', EXFAT, true],
    ['Q', 'q', MACOS, true],
    ['Q', 'q', EXACT, false], // a/b/c/q is nothing on Linux: the kernel stops there
    ['ς', 'Σ', EXFAT, true],
    ['é', nfd('é'), MACOS, true],
    ['é', nfd('É'), MACOS, true],
    ['é', nfd('é'), NFC_ONLY, true],
    ['é', nfd('é'), EXFAT, false], // exFAT keeps NFC and NFD apart
    ['ß', 'ss', EXFAT, false], // ...and ß and ss
    ['ß', 'ss', FULL, true],
    ['Q\u200d', 'q', MACOS, true], // HFS+ skips the zero-width joiner
  ])(
    '%j -> ../../.., then p2 -> a/b/c/%j/../../../x on %j -> refused: %j',
    (link, asked, folding, out) => {
      const refused = refusals(chain(link, asked), folding);
      if (out)
        expect(refused).toEqual([
          `"p2" was not restored: its symlink target ${JSON.stringify(`a/b/c/${asked}/../../../x`)} climbs above the cache folder`,
        ]);
      else expect(refused).toEqual([]);
    },
  );

  it('absolute targets are walked as written: /root/sub/UP/../x, with sub/up a link to the root, leads out', () => {
    const root = path.join(scratch, 'absolute');
    const rows: PlanRow[] = [
      ['d', ''],
      ['d', 'sub'],
      ['l', 'sub/up', '..'],
      ['l', 'esc', `${root}/sub/UP/../x`],
    ];
    const plan = (folding: NameFolding) =>
      restoreTargets(manifest(rows), [root], 0o022, { foldings: [folding] }).refused;
    expect(plan(EXFAT)).toEqual([
      `"esc" was not restored: its symlink target ${JSON.stringify(`${root}/sub/UP/../x`)} climbs above the cache folder`,
    ]);
    expect(plan(EXACT)).toEqual([]);
  });

  it('a link on disk under a name the fold joins to a planned one, but the disk keeps apart (ǅ, ǆ), is the one followed', () => {
    const root = path.join(scratch, 'disk-apart');
    mkdirSync(path.join(root, 'd'), { recursive: true });
    symlinkSync('..', path.join(root, 'd', 'ǅ')); // inside when it was made: d/.. is the root
    const rows: PlanRow[] = [
      ['d', ''],
      ['d', 'd'],
      ['d', 'd/ǆ'], // planned: a folder, whose .. is d
      ['l', 'p', 'd/ǅ/../../x'],
    ];
    // Linux keeps ǅ and ǆ apart: the kernel follows the link on disk, one level above the root.
    const refused = restoreTargets(manifest(rows), [root], 0o022, { foldings: [EXFAT] }).refused;
    expect(refused).toEqual([
      '"p" was not restored: its symlink target "d/ǅ/../../x" climbs above the cache folder',
    ]);
  });
});

describe('restoreTargets on a file system that folds names: names that meet once folded', () => {
  it.each([
    [
      'two files',
      [
        ['f', 'README.md'],
        ['f', 'readme.md'],
      ],
      '"readme.md" was not restored: "readme.md" and "README.md" are one name on this case-insensitive file system',
    ],
    [
      'a file and a folder on the way of another entry',
      [
        ['f', 'A'],
        ['f', 'a/x'],
      ],
      '"a/x" was not restored: "a" and "A" are one name on this case-insensitive file system',
    ],
    [
      'a link and a file under its folded name',
      [
        ['l', 'L', 'elsewhere'],
        ['d', 'elsewhere'],
        ['f', 'l/f'],
      ],
      '"l/f" was not restored: "l" and "L" are one name on this case-insensitive file system',
    ],
    [
      'a link and a folder entry',
      [
        ['d', 'x'],
        ['l', 'X', '.'],
      ],
      '"X" was not restored: "X" and "x" are one name on this case-insensitive file system',
    ],
    [
      'final sigma',
      [
        ['f', 'ς'],
        ['f', 'σ'],
      ],
      '"σ" was not restored: "σ" and "ς" are one name on this case-insensitive file system',
    ],
    [
      'a folder deep down',
      [
        ['f', 'p/Q/r/f1'],
        ['f', 'p/q/r/f2'],
      ],
      '"p/q/r/f2" was not restored: "p/q" and "p/Q" are one name on this case-insensitive file system',
    ],
  ] as const)('%s -> refused, naming both', (_, rows, warning) => {
    const refused = refusals([['d', ''], ...rows] as unknown as PlanRow[], EXFAT);
    expect(refused).toEqual([warning]);
  });

  it('NFC and NFD on a normalizing file system -> refused, the two names escaped', () => {
    const refused = refusals(
      [
        ['d', ''],
        ['f', 'café'],
        ['f', nfd('café')],
      ],
      NFC_ONLY,
    );
    expect(refused).toEqual([
      `${JSON.stringify(nfd('café'))} was not restored: ${JSON.stringify(nfd('café'))} and "café" are one name on this normalizing (Unicode) file system`,
    ]);
  });

  it('names a file system keeps apart are restored: ß and ss on exFAT, anything on Linux', () => {
    const rows: PlanRow[] = [
      ['d', ''],
      ['f', 'straße'],
      ['f', 'strasse'],
      ['f', 'xt_MARK.c'],
      ['f', 'xt_mark.c'],
    ];
    expect(refusals(rows.slice(0, 3), EXFAT)).toEqual([]);
    expect(refusals(rows, EXACT)).toEqual([]);
    expect(refusals(rows, EXFAT)).toHaveLength(1);
    expect(refusals(rows.slice(0, 3), FULL)).toHaveLength(1);
  });

  it('a folder named again by its entries, in the same case -> no collision', () => {
    const rows: PlanRow[] = [
      ['d', ''],
      ['d', 'Lib'],
      ['f', 'Lib/a'],
      ['d', 'Lib/Sub'],
      ['f', 'Lib/Sub/b'],
      ['f', 'Lib/c'],
    ];
    expect(refusals(rows, MACOS)).toEqual([]);
  });
});

describe('FoldedPaths: each root folded as its own file system folds', () => {
  /** Entries of several roots: [root, path]. */
  const entries = (rows: Array<[number, string]>) =>
    ({
      type: 'f'.repeat(rows.length),
      root: rows.map(([r]) => r),
      path: PathTable.of(rows.map(([, p]) => p)),
    }) as unknown as ManifestEntries;
  const pairs = (paths: FoldedPaths) => paths.collisions.map((c) => [c.row, c.name, c.other]);

  it('two roots, one on exFAT and one on Linux: only the first folds, and roots never meet', () => {
    const rows: Array<[number, string]> = [
      [0, 'A'],
      [0, 'a'],
      [1, 'B'],
      [1, 'b'],
      [0, 'X'],
      [1, 'x'],
    ];
    const paths = new FoldedPaths(entries(rows), ['/w/one', '/w/two'], [EXFAT, EXACT], false);
    expect(pairs(paths)).toEqual([[1, 'a', 'A']]);
    expect(paths.find('x', 0)).toEqual({ row: 4, otherName: '/w/one/X' });
    expect(paths.find('X', 1)).toBeUndefined();
    expect(paths.find('x', 1)).toEqual({ row: 5 });
  });

  it('nested roots compare absolute paths: /w/a/B/f of the outer root is /w/a/b/f of the inner one', () => {
    const rows: Array<[number, string]> = [
      [0, 'B/f'],
      [1, 'f'],
    ];
    const paths = new FoldedPaths(entries(rows), ['/w/a', '/w/a/b'], [EXFAT, EXFAT], true);
    // Named where they first meet: the inner root itself and the outer root's folder B.
    expect(pairs(paths)).toEqual([[1, '/w/a/b', '/w/a/B']]);
  });
});
