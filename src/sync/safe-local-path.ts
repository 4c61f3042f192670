import path from 'node:path';
import { isWindowsPlatform, localPathRefusal } from '../local-path-rules.js';

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

/** Never throws for a hostile key: the caller reports the refusal and goes on. */
export function safeLocalPath(
  root: string,
  relativeKey: string,
  options: SafeLocalPathOptions = {},
): LocalPathResult {
  const windows = isWindowsPlatform(options.platform);
  const paths = windows ? path.win32 : path.posix;

  const isDir = relativeKey === '' || relativeKey.endsWith('/');
  // The prefix's own marker (key === prefix) is the root folder itself.
  if (relativeKey === '') return { kind: 'dir', path: paths.resolve(root) };
  const body = isDir ? relativeKey.slice(0, -1) : relativeKey;

  // The rules the cache restore follows too (local-path-rules.ts).
  const refusal = localPathRefusal(body, windows);
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
