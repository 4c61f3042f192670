import { lstat, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * How a file system compares names, as a probe found it (probeNameFolding), and the one form a
 * name takes there (foldName). The sync's downloads (src/sync/name-folding.ts) and the cache
 * restore (src/cache/restore/restore-folding.ts) both reason with it: names that differ only in
 * case (`Readme.md`, `README.md`) or only in Unicode normalization (`é` against `e` + a
 * combining accent) are one file on a case-insensitive file system (macOS and Windows runners by
 * default, exFAT, FAT, NTFS) or a normalizing one (macOS's APFS and HFS+).
 */
export interface NameFolding {
  readonly caseInsensitive: boolean;
  readonly normalizing: boolean;
  /**
   * The file system folds one letter to two (Unicode's full case folding: `ß` is `ss`). exFAT and
   * NTFS fold letter by letter (their upcase table): there `straße` and `strasse` are two files.
   */
  readonly fullCase?: boolean;
}

/** Folds nothing: names compare as their bytes (Linux's file systems). */
export const NO_FOLDING: NameFolding = { caseInsensitive: false, normalizing: false };

/**
 * Finds out how the file system under `root` compares names: one probe file, made and removed.
 * `probeName` gives the probe's name for a stem (a temporary name of the caller's kind, so no walk
 * ever takes it for a file of the user's). With `create: false` (a dry run, a restore's checks)
 * `root` is not made: the probe goes in its nearest folder that exists, which is on the same file
 * system unless a mount point lies between them.
 */
export async function probeNameFolding(
  root: string,
  options: { readonly create?: boolean; readonly probeName: (stem: string) => string },
): Promise<NameFolding> {
  let folder = root;
  if (options.create === false) {
    while (!(await isFolder(folder)) && path.dirname(folder) !== folder)
      folder = path.dirname(folder);
  }
  const probe = (stem: string) => path.join(folder, options.probeName(stem));
  const made = probe('Case-\u00e9-\u00df'); // é precomposed (NFC), ß
  try {
    if (options.create !== false) await mkdir(root, { recursive: true });
    // `wx` (O_EXCL): a symlink planted under the probe's name is not followed.
    await writeFile(made, '', { flag: 'wx' });
  } catch {
    return NO_FOLDING; // cannot tell: compare exactly
  }
  try {
    const exists = (p: string) =>
      lstat(p).then(
        () => true,
        () => false,
      );
    const caseInsensitive = await exists(probe('cASE-\u00e9-\u00df'));
    const normalizing = await exists(probe('Case-e\u0301-\u00df')); // é decomposed (NFD)
    const fullCase = caseInsensitive && (await exists(probe('Case-\u00e9-ss')));
    return fullCase ? { caseInsensitive, normalizing, fullCase } : { caseInsensitive, normalizing };
  } finally {
    await rm(made, { force: true });
  }
}

function isFolder(p: string): Promise<boolean> {
  return lstat(p).then(
    (s) => s.isDirectory(),
    () => false,
  );
}

/** True when the file system folds anything: names must then be compared folded. */
export function foldsNames(folding: NameFolding): boolean {
  return folding.caseInsensitive || folding.normalizing;
}

// eslint-disable-next-line no-control-regex
const ASCII = /^[\u0000-\u007f]*$/;
/**
 * Code points HFS+ skips when it compares names (the ones git refuses in `.git` since
 * CVE-2014-9390): `Q` and `Q` + a zero-width joiner are one file there.
 */
const HFS_IGNORED = /[\u200c-\u200f\u202a-\u202e\u206a-\u206f\ufeff]/g;

/**
 * A relative path as the file system compares it: one form for all the names it sees as one.
 * It may join names the file system keeps apart, never the other way round (checked against
 * every mapping of exFAT's upcase table and against Unicode's simple case folding): a caller that
 * refuses names colliding once folded then refuses a little more than it must, never less.
 *
 * Case: each letter is taken to its uppercase and back to lowercase, letter by letter (simple
 * case mapping, as exFAT's upcase table maps: `ς`, `σ` and `Σ` are one, so are the Kelvin sign and
 * `k`, `ᾳ` and `ᾼ`; `ß` stays `ß`; beyond exFAT, `ſ` and `s` are one too), or as whole strings where
 * the file system folds `ß` to `ss` (fullCase). Normalization: compared in NFC, after the case,
 * with the code points HFS+ ignores left out.
 */
export function foldName(rel: string, folding: NameFolding): string {
  if (!foldsNames(folding)) return rel;
  if (ASCII.test(rel)) return folding.caseInsensitive ? rel.toLowerCase() : rel;
  let text = folding.normalizing ? rel.normalize('NFD').replace(HFS_IGNORED, '') : rel;
  if (folding.caseInsensitive)
    // Full folding after the simple one, so that `ẞ` (to `ß`) meets `ss` too.
    text = folding.fullCase
      ? simpleCaseFold(text).toUpperCase().toLowerCase()
      : simpleCaseFold(text);
  return folding.normalizing ? text.normalize('NFC') : text;
}

/**
 * Letters Unicode's simple case folding joins (since Unicode 14/15) that no case mapping leads
 * from one to the other: `ΐ` written two ways, and the ligatures `ﬅ` and `ﬆ`.
 */
const FOLDED_ALIKE: Readonly<Record<string, string>> = {
  '\u1fd3': '\u0390',
  '\u1fe3': '\u03b0',
  '\ufb05': '\ufb06',
};

/** Each code point to the lowercase of its uppercase, where each is one code point. */
function simpleCaseFold(text: string): string {
  let out = '';
  for (const char of text) {
    if (char.length === 1 && char.charCodeAt(0) < 0x80) {
      out += char.toLowerCase();
      continue;
    }
    const alike = FOLDED_ALIKE[char];
    if (alike !== undefined) {
      out += alike;
      continue;
    }
    const upper = oneCodePoint(char.toUpperCase()) ?? char;
    out += oneCodePoint(upper.toLowerCase()) ?? upper;
  }
  return out;
}

function oneCodePoint(text: string): string | undefined {
  const first = text.codePointAt(0);
  return first !== undefined && text.length === (first > 0xffff ? 2 : 1) ? text : undefined;
}
