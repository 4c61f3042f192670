import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  linkTargetRefusal,
  MAX_LINK_HOPS,
  type LinkWorld,
} from '../../src/cache/restore/link-chain.js';

/** A world of links and folders by relative path; anything else is missing. */
function world(
  links: Record<string, string>,
  dirs: string[] = [],
  files: string[] = [],
): LinkWorld {
  return (relative) => {
    if (relative in links) return { kind: 'link', target: links[relative]! };
    if (dirs.includes(relative)) return { kind: 'dir' };
    if (files.includes(relative)) return { kind: 'file' };
    return undefined;
  };
}

const ROOT = '/ws/tree';
const check = (rel: string, target: string, w: LinkWorld, windows = false, root = ROOT) =>
  linkTargetRefusal({ relative: rel, target }, { rootPath: root, world: w, windows });

describe('linkTargetRefusal: a target followed link by link, as the kernel follows it', () => {
  it.each([
    ['a', 'b'],
    ['a', './b/c'],
    ['sub/a', '../b'],
    ['sub/a', '..'], // the root itself
    ['a', '.'],
    ['a', 'missing/deeper/x'], // dangling inside: harmless
    ['a', '/ws/tree/b'], // absolute, inside the root
  ])('%j -> %j with no links on the way stays inside', (rel, target) => {
    expect(check(rel, target, world({}))).toBeUndefined();
  });

  it.each([
    ['a', '../x', /climbs above/],
    ['sub/a', '../../x', /climbs above/],
    ['a', '../tree/b', /climbs above/], // comes back in, but through the real parent
    ['a', '/etc/passwd', /is outside the cache folder/],
    ['a', '/ws/treex/b', /is outside the cache folder/],
  ])('%j -> %j leaves, links or not', (rel, target, reason) => {
    expect(check(rel, target, world({}))).toMatch(reason);
  });

  it('sub/up -> .. then esc2 -> sub/up/../../outside: each inside as text, esc2 leaves once sub/up is followed', () => {
    const w = world({ 'sub/up': '..' }, ['sub']);
    expect(check('sub/up', '..', w)).toBeUndefined();
    // As text both stay inside (what the restore checked before)...
    expect(path.posix.resolve(ROOT, 'sub/up/../../outside')).toBe('/ws/tree/outside');
    expect(path.posix.resolve(ROOT, 'sub/up/../x')).toBe('/ws/tree/sub/x');
    // ...but sub/up is the root, so the kernel's next `..` is the root's parent.
    expect(check('esc2', 'sub/up/../x', w)).toMatch(/climbs above/);
    expect(check('esc2', 'sub/up/../../outside', w)).toMatch(/climbs above/);
  });

  it('a chain of links that ends outside -> refused, however long', () => {
    const w = world({ 'a/b/up2': '../..', l1: 'a/b/up2', l2: 'l1' });
    expect(check('x', 'l2/ok', w)).toBeUndefined();
    expect(check('x', 'l2/../etc/passwd', w)).toMatch(/climbs above/);
  });

  it('a link on the way whose own target is absolute outside -> refused', () => {
    const w = world({ planted: '/home/runner/.ssh' });
    expect(check('x', 'planted/authorized_keys', w)).toMatch(
      /leads to a symlink whose target is outside/,
    );
  });

  it(`more than ${MAX_LINK_HOPS} links, or a loop -> refused`, () => {
    const chain: Record<string, string> = {};
    for (let i = 0; i < MAX_LINK_HOPS + 1; i++) chain[`l${i}`] = `l${i + 1}`;
    expect(check('x', 'l0', world(chain))).toMatch(/more than 40 symlinks/);
    const shorter: Record<string, string> = {};
    for (let i = 0; i < MAX_LINK_HOPS - 1; i++) shorter[`l${i}`] = `l${i + 1}`;
    expect(check('x', 'l0', world(shorter))).toBeUndefined();
    expect(check('a', 'a', world({ a: 'a' }))).toMatch(/more than 40/);
    expect(check('x', 'p', world({ p: 'q', q: 'p' }))).toMatch(/more than 40/);
  });

  it('through a file -> refused (the kernel gives ENOTDIR; a later build could make it a folder)', () => {
    expect(check('x', 'f/../y', world({}, [], ['f']))).toMatch(/passes through a file/);
    expect(check('x', 'f', world({}, [], ['f']))).toBeUndefined();
  });

  it('on Windows, backslashes separate and drive letters are absolute', () => {
    const w = world({ 'sub\\up': 'x' });
    expect(check('a', '..\\x', w, true, 'C:\\ws\\tree')).toMatch(/climbs above/);
    expect(check('a', 'D:\\x', w, true, 'C:\\ws\\tree')).toMatch(/outside/);
    expect(check('a', 'C:\\ws\\tree\\b', w, true, 'C:\\ws\\tree')).toBeUndefined();
    expect(check('a', 'sub\\..\\b', world({ sub: '..' }), true, 'C:\\ws\\tree')).toMatch(
      /climbs above/,
    );
  });

  it('an absolute target is walked as written, not normalized first: its `..` after a link leads where the link leads', () => {
    const w = world({ 'sub/up': '..' }, ['sub']);
    // As text, /ws/tree/sub/up/../x is /ws/tree/sub/x; followed, sub/up is the root and x is /ws/x.
    expect(check('esc', '/ws/tree/sub/up/../x', w)).toMatch(/climbs above/);
    expect(check('esc', '/ws/tree/sub/../x', w)).toBeUndefined();
    expect(check('esc', '/ws/tree/', w)).toBeUndefined();
    expect(check('esc', '/ws/tree/../tree/x', w)).toMatch(/climbs above/);
    expect(check('esc', '/ws//tree/x', w)).toMatch(/outside/); // not the root as written: refused
  });

  it.each([
    ['q.', /ending in "." or " "/],
    ['q ', /ending in "." or " "/],
    ['...', /ending in "." or " "/],
    ['q::$DATA', /NTFS stream/],
    ['LONGNA~1', /8.3 short name/],
  ])('on Windows, a target segment %j (another name there) -> refused', (segment, reason) => {
    expect(check('a', `sub\\${segment}\\..\\x`, world({}), true, 'C:\\ws\\tree')).toMatch(reason);
    expect(check('a', `sub/${segment}/../x`, world({}))).toBeUndefined(); // Linux: a name like any
  });

  it('on Windows, an absolute target under the root in another case or with / is inside', () => {
    expect(check('a', 'c:/WS/tree/b', world({}), true, 'C:\\ws\\tree')).toBeUndefined();
    expect(check('a', 'C:\\ws\\treex\\b', world({}), true, 'C:\\ws\\tree')).toMatch(/outside/);
  });
});
