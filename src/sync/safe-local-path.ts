import path from 'node:path';

/**
 * Maps an S3 key (already without the source prefix) to a path under a local destination
 * folder, and refuses any key that could write outside it or that has no faithful local name.
 *
 * S3 keys are untrusted: anyone who can write to the bucket chooses them. The aws-cli guards
 * only against keys that normalise to `../x` (s3handler.py `_warn_parent_reference`, which
 * even missed a bare `..`: aws/aws-cli#10579). We refuse more, and for a reason beyond escape:
 * sync compares the listing with a walk of the local tree, so a key must round-trip. `a//b`,
 * `a/./b` and `a/../b` would all be written to `a/b`; the next walk would report `a/b`, the
 * key would never match it, and every run would download it again (or `--delete` would fight
 * over it with the real `a/b`). So any empty, `.` or `..` segment is refused, not normalised.
 */
export type LocalPathResult =
  | { readonly kind: 'file'; readonly path: string }
  /** A key ending in `/`: a "folder" made by the S3 console; there is nothing to download. */
  | { readonly kind: 'dir'; readonly path: string }
  | { readonly kind: 'refused'; readonly reason: string };

export interface SafeLocalPathOptions {
  /** Whose file-name rules apply; tests set it. Defaults to the platform we run on. */
  readonly platform?: NodeJS.Platform;
}

// Windows maps these device names to devices whatever the extension: `nul.txt` is NUL.
const WINDOWS_DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³]|conin\$|conout\$)(\..*)?$/i;
// Characters Windows refuses in a file name, control characters included.
// eslint-disable-next-line no-control-regex
const WINDOWS_FORBIDDEN = /[<>:"|?*\u0000-\u001f]/;

/** Never throws for a hostile key: the caller reports the refusal and goes on. */
export function safeLocalPath(
  root: string,
  relativeKey: string,
  options: SafeLocalPathOptions = {},
): LocalPathResult {
  const windows = (options.platform ?? process.platform) === 'win32';
  const paths = windows ? path.win32 : path.posix;

  const isDir = relativeKey === '' || relativeKey.endsWith('/');
  // The prefix's own marker (key === prefix) is the root folder itself.
  if (relativeKey === '') return { kind: 'dir', path: paths.resolve(root) };
  const body = isDir ? relativeKey.slice(0, -1) : relativeKey;

  const refusal = checkKey(body, windows);
  if (refusal !== undefined) return { kind: 'refused', reason: refusal };

  const base = paths.resolve(root);
  const full = paths.join(base, ...body.split('/'));
  // Belt and braces: whatever the checks above missed, the result must still sit under root.
  const relative = paths.relative(base, full);
  const climbs = relative === '..' || relative.startsWith(`..${paths.sep}`);
  if (relative === '' || climbs || paths.isAbsolute(relative)) {
    return { kind: 'refused', reason: 'resolves outside the destination folder' };
  }
  return { kind: isDir ? 'dir' : 'file', path: full };
}

function checkKey(body: string, windows: boolean): string | undefined {
  if (body.includes('\0')) return 'contains a NUL byte';
  if (body.startsWith('/')) return 'is an absolute path (starts with "/")';
  // `\` separates paths on Windows; on Linux it is legal but would make the tree differ by OS.
  if (body.includes('\\')) return 'contains a backslash';
  if (/^[A-Za-z]:/.test(body)) return 'starts with a drive letter';
  for (const segment of body.split('/')) {
    if (segment === '') return 'has an empty path segment ("//")';
    if (segment === '..') return 'has a ".." segment';
    if (segment === '.') return 'has a "." segment';
    if (windows) {
      const bad = checkWindowsSegment(segment);
      if (bad !== undefined) return bad;
    }
  }
  return undefined;
}

function checkWindowsSegment(segment: string): string | undefined {
  if (WINDOWS_FORBIDDEN.test(segment)) {
    return 'has a character Windows does not allow in file names (<>:"|?* or a control character)';
  }
  // Windows strips trailing dots and spaces, so `.. ` and `...` can turn into `..`.
  if (/[. ]$/.test(segment)) return 'has a segment ending in "." or " ", which Windows strips';
  if (WINDOWS_DEVICE.test(segment)) return `has the Windows device name ${JSON.stringify(segment)}`;
  return undefined;
}

/**
 * The S3 key for a local file: the destination prefix, a `/`, then the path relative to the
 * source folder with `/` separators. As `aws s3 sync dir s3://b/p` does, a prefix without a
 * trailing slash still gets one, so the file lands at `p/file`, not `pfile`.
 */
export function relativePathToKey(
  relativePath: string,
  prefix: string,
  sep: string = path.sep,
): string {
  const rel = sep === '/' ? relativePath : relativePath.split(sep).join('/');
  if (prefix === '') return rel;
  return prefix.endsWith('/') ? prefix + rel : `${prefix}/${rel}`;
}
