import path from 'node:path';

/**
 * `root` (absolute, normalized) joined with a `/`-separated path inside it that has nothing
 * left to normalize (names from readdir, or paths isSafePath accepted): one concatenation rather
 * than path.join's normalizing pass, which was a fifth of a 50,000-file restore's plan. For a
 * save's and a restore's paths alike.
 */
export function joinUnder(root: string, relative: string): string {
  if (relative === '') return root;
  const native = path.sep === '/' ? relative : relative.replaceAll('/', path.sep);
  return root.endsWith(path.sep) ? root + native : root + path.sep + native;
}

/** The folder `absolute` (normalized, not a file system root) is in: path.dirname's result. */
export function parentOf(absolute: string): string {
  const at = path.sep === '/' ? absolute.lastIndexOf('/') : -1;
  return at > 0 ? absolute.slice(0, at) : path.dirname(absolute);
}

/** Whether `child` is `parent` or lies below it (both absolute, as path.relative reads them). */
export function isInside(parent: string, child: string): boolean {
  const rel = path.relative(parent, child);
  return rel === '' || (!rel.startsWith('..') && !path.isAbsolute(rel));
}
