import path from 'node:path';

/**
 * How many symlinks one target may pass through: Linux's limit (MAXSYMLINKS, 40), beyond which
 * the kernel gives ELOOP.
 */
export const MAX_LINK_HOPS = 40;

/** What stands at a path inside a root once the restore is done: the plan, else the disk. */
export type LinkWorldEntry =
  | { readonly kind: 'link'; readonly target: string }
  | { readonly kind: 'dir' }
  | { readonly kind: 'file' }
  | undefined;

/** Answers for `relative` (`/`-separated, inside the root, every folder on the way a real one). */
export type LinkWorld = (relative: string) => LinkWorldEntry;

/** The root a link is checked against: its path, what is at each path under it, the platform. */
export interface LinkRoot {
  readonly rootPath: string;
  readonly world: LinkWorld;
  /** Windows' path rules (backslashes, drive letters) rather than POSIX's. */
  readonly windows: boolean;
}

/**
 * Why symlink `relative` (inside its root) with `target` would lead out of the root, or
 * undefined when it stays inside. The target is followed as the kernel follows it, one segment
 * at a time, each symlink met (planned by this restore, or on disk and left there) replaced by
 * its own target before the next `..` is applied: checked as text, `sub/up -> ..` and then
 * `esc -> sub/up/../../outside` both look inside, and `esc` leads one level above the root.
 * Conservative where the kernel would give up: a `..` above the root (even one that comes back
 * in), an absolute target outside the root, more than MAX_LINK_HOPS links, or a path through a
 * file are all refused. A target that reaches nothing (dangling, inside) is fine.
 */
export function linkTargetRefusal(
  { relative, target }: { readonly relative: string; readonly target: string },
  { rootPath, world, windows }: LinkRoot,
): string | undefined {
  // Where we stand: the real folders from the root down, none of them a symlink.
  const at = relative.split('/');
  at.pop();
  // What remains to walk, last segment first (so each step pops the next one).
  const todo: string[] = [];
  let hops = 0;
  const push = (text: string): string | undefined => {
    if (text === '') return 'is empty';
    if (isAbsoluteTarget(text, windows)) {
      const rest = underRoot(text, rootPath, windows);
      if (rest === undefined) return 'is outside the cache folder';
      at.length = 0;
      text = rest;
    }
    const segments = text.split(windows ? /[\\/]/ : '/');
    for (let i = segments.length - 1; i >= 0; i--) todo.push(segments[i]!);
    return undefined;
  };
  const first = push(target);
  if (first) return first;
  while (todo.length > 0) {
    const segment = todo.pop()!;
    if (segment === '' || segment === '.') continue;
    if (segment === '..') {
      if (at.length === 0) return 'climbs above the cache folder';
      at.pop();
      continue;
    }
    const odd = windows ? windowsSegmentRefusal(segment) : undefined;
    if (odd) return odd;
    at.push(segment);
    const entry = world(at.join('/'));
    if (entry?.kind === 'link') {
      if (++hops > MAX_LINK_HOPS) return `passes through more than ${MAX_LINK_HOPS} symlinks`;
      at.pop();
      const bad = push(entry.target);
      if (bad) return `leads to a symlink whose target ${bad}`;
    } else if (entry?.kind === 'file' && todo.some((s) => s !== '' && s !== '.'))
      return 'passes through a file';
  }
  return undefined;
}

function isAbsoluteTarget(text: string, windows: boolean): boolean {
  return windows ? path.win32.isAbsolute(text) || /^[A-Za-z]:/.test(text) : text.startsWith('/');
}

/**
 * The part of absolute `text` under `rootPath`, as written (its `..` still to walk), or undefined
 * when it does not start with the root. Never normalized first: `/root/sub/up/../x`, with `sub/up`
 * a link to the root, leads to `/x`, not to `/root/sub/x` as the text reads. On Windows `/` and
 * `\` are one, and the root is compared as its file systems compare it, ignoring case.
 */
function underRoot(text: string, rootPath: string, windows: boolean): string | undefined {
  const sep = windows ? '\\' : '/';
  const given = windows ? text.replace(/\//g, '\\') : text;
  const prefix = rootPath.endsWith(sep) ? rootPath : rootPath + sep;
  const same = (a: string, b: string) => (windows ? a.toLowerCase() === b.toLowerCase() : a === b);
  if (same(given, rootPath)) return '';
  if (given.length < prefix.length || !same(given.slice(0, prefix.length), prefix))
    return undefined;
  return given.slice(prefix.length);
}

/**
 * A segment of a link target that Windows may read as another name: a trailing `.` or space
 * (stripped: `q.` is `q`), a `:` (an NTFS stream: `q::$DATA` is `q`), or an 8.3 short name
 * (`LONGNA~1` is `longname-of-a-link`). The link-by-link walk would look the wrong name up.
 */
function windowsSegmentRefusal(segment: string): string | undefined {
  if (/[. ]$/.test(segment)) return 'has a segment ending in "." or " ", which Windows strips';
  if (segment.includes(':')) return 'has a segment with ":" (an NTFS stream)';
  if (/~[0-9]/.test(segment)) return 'has a segment that may be an 8.3 short name';
  return undefined;
}
