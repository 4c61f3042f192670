/**
 * The one set of rules for a `/`-separated path that untrusted text (an S3 key, a cache
 * manifest) asks us to create inside a local folder: the sync (sync/safe-local-path.ts) and the
 * cache restore (cache/restore-targets.ts) both ask it, so a path one refuses the other refuses.
 *
 * On every platform: no NUL, no absolute path, no backslash, no drive letter, no empty, `.` or
 * `..` segment. A backslash is a separator on Windows, so `..\..\x` would climb there; on Linux
 * it is legal in a name, but a tree holding one would differ between the two, so it is refused
 * everywhere. Where Windows is the platform (where the rules decide, not where the text came
 * from), also: its forbidden characters (`<>:"|?*` and control characters: `:` opens an NTFS
 * stream), names ending in `.` or ` ` (Windows strips them, so `.. ` would be `..`), and device
 * names (`CON`, `nul.txt`, `COM1`: they open a device, whatever the extension). Names legal on
 * Linux and macOS (`12:00.log`, a newline) are kept there: a path must round-trip.
 */

// Windows maps these device names to devices whatever the extension, and with spaces before it.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$) *(\..*)?$/i;
// Characters Windows refuses in a file name, control characters included.
// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;
const DRIVE_LETTER = /^[A-Za-z]:/;

const SLASH = 47;
const DOT = 46;

/**
 * Why `relative` may not be created under a folder, or undefined when it may. `''` is the
 * folder itself: allowed here, the caller decides what it means. Scans the text once, with no
 * array of segments made: a restore asks it for every one of 50,000 paths.
 */
export function localPathRefusal(relative: string, windows: boolean): string | undefined {
  if (relative === '') return undefined;
  if (relative.includes('\0')) return 'contains a NUL byte';
  if (relative.charCodeAt(0) === SLASH) return 'is an absolute path (starts with "/")';
  if (relative.includes('\\')) return 'contains a backslash';
  if (DRIVE_LETTER.test(relative)) return 'starts with a drive letter';
  for (let start = 0; start <= relative.length;) {
    let end = relative.indexOf('/', start);
    if (end < 0) end = relative.length;
    const length = end - start;
    if (length === 0) return 'has an empty path segment ("//")';
    if (relative.charCodeAt(start) === DOT) {
      if (length === 1) return 'has a "." segment';
      if (length === 2 && relative.charCodeAt(start + 1) === DOT) return 'has a ".." segment';
    }
    if (windows) {
      const bad = windowsNameRefusal(relative.slice(start, end));
      if (bad !== undefined) return bad;
    }
    start = end + 1;
  }
  return undefined;
}

/**
 * localPathRefusal for one more name inside a folder already accepted: the rules that look at
 * a single segment (no `/` can be in a name from readdir), with no path joined to ask.
 */
export function localNameRefusal(name: string, windows: boolean): string | undefined {
  if (name.includes('\\')) return 'contains a backslash';
  if (name.includes('\0')) return 'contains a NUL byte';
  return windows ? windowsNameRefusal(name) : undefined;
}

/** Why Windows would not create a file of this name (one segment) faithfully. */
export function windowsNameRefusal(name: string): string | undefined {
  if (WINDOWS_FORBIDDEN.test(name))
    return 'has a character Windows does not allow in file names (<>:"|?* or a control character)';
  const last = name.charCodeAt(name.length - 1);
  if (last === DOT || last === 32)
    return 'has a segment ending in "." or " ", which Windows strips';
  if (WINDOWS_DEVICE.test(name)) return `has the Windows device name ${JSON.stringify(name)}`;
  return undefined;
}

/** Whether the rules for Windows apply: on Windows, or where a test says so. */
export function isWindowsPlatform(platform: NodeJS.Platform = process.platform): boolean {
  return platform === 'win32';
}
