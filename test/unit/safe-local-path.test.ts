import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { relativePathToKey, safeLocalPath } from '../../src/sync/safe-local-path.js';

const ROOT = '/dest/folder';
const posix = { platform: 'linux' } as const;
const windows = { platform: 'win32' } as const;

describe('safeLocalPath, keys that map to a file or folder', () => {
  it.each([
    ['a.txt', { kind: 'file', path: '/dest/folder/a.txt' }],
    ['dir/sub/a.txt', { kind: 'file', path: '/dest/folder/dir/sub/a.txt' }],
    ['..a', { kind: 'file', path: '/dest/folder/..a' }], // dots inside a name are fine
    ['a..', { kind: 'file', path: '/dest/folder/a..' }],
    ['.hidden/...x', { kind: 'file', path: '/dest/folder/.hidden/...x' }],
    ['sp ace/ünï cödé/😀', { kind: 'file', path: '/dest/folder/sp ace/ünï cödé/😀' }],
    ['logs/12:00:00.log', { kind: 'file', path: '/dest/folder/logs/12:00:00.log' }], // legal on Linux
    ['line\nbreak', { kind: 'file', path: '/dest/folder/line\nbreak' }],
    ['photos/', { kind: 'dir', path: '/dest/folder/photos' }],
    ['a/b/', { kind: 'dir', path: '/dest/folder/a/b' }],
    ['', { kind: 'dir', path: '/dest/folder' }], // the prefix's own marker
  ] as const)('key %j -> %o', (key, want) => {
    expect(safeLocalPath(ROOT, key, posix)).toEqual(want);
  });

  it('resolves a relative root to an absolute path', () => {
    const got = safeLocalPath('out', 'a/b', posix);
    expect(got).toEqual({ kind: 'file', path: path.resolve('out', 'a', 'b') });
  });

  it('accepts a root given with a trailing slash', () => {
    expect(safeLocalPath('/dest/folder/', 'a', posix)).toEqual({
      kind: 'file',
      path: '/dest/folder/a',
    });
  });
});

describe('safeLocalPath, hostile or unfaithful keys are refused', () => {
  it.each([
    ['../escape', /".." segment/],
    ['a/../../escape', /".." segment/],
    ['..', /".." segment/], // the bare `..` the aws-cli's guard missed (aws/aws-cli#10579)
    ['a/..', /".." segment/],
    ['../', /".." segment/],
    ['a/../b', /".." segment/], // stays inside, but would be written to `b` and never match it
    ['./a', /"\." segment/],
    ['a/./b', /"\." segment/],
    ['.', /"\." segment/],
    ['/etc/passwd', /absolute/],
    ['//etc/passwd', /absolute/],
    ['a//b', /empty path segment/],
    ['a//', /empty path segment/],
    ['a\\..\\..\\escape', /backslash/],
    ['..\\escape', /backslash/],
    ['C:/Windows/system32', /drive letter/],
    ['c:evil', /drive letter/],
    ['a\0b', /NUL/],
    ['a/b\0/', /NUL/],
  ])('key %j is refused', (key, reason) => {
    const got = safeLocalPath(ROOT, key, posix);
    expect(got.kind).toBe('refused');
    if (got.kind === 'refused') expect(got.reason).toMatch(reason);
  });

  it('never throws, whatever the key', () => {
    const alphabet = ['a', '.', '/', '\\', ':', '\0', 'C', ' ', '😀', '\uD800'];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let i = 0; i < 5000; i++) {
      const key = Array.from(
        { length: Math.floor(random() * 8) },
        () => alphabet[Math.floor(random() * alphabet.length)],
      ).join('');
      for (const options of [posix, windows]) {
        const got = safeLocalPath(ROOT, key, options);
        if (got.kind !== 'refused') {
          const paths = options.platform === 'win32' ? path.win32 : path.posix;
          const base = paths.resolve(ROOT);
          const rel = paths.relative(base, got.path);
          expect(rel.startsWith('..') && rel.split(paths.sep)[0] === '..', key).toBe(false);
          expect(paths.isAbsolute(rel), key).toBe(false);
        }
      }
    }
  });
});

describe('safeLocalPath on Windows', () => {
  it.each([
    ['ab:stream', /Windows does not allow/], // an NTFS alternate data stream
    ['a/b?', /Windows does not allow/],
    ['a<b', /Windows does not allow/],
    ['tab\there', /Windows does not allow/],
    ['.. ', /ending in "\." or " "/],
    ['...', /ending in "\." or " "/],
    ['dir./a', /ending in "\." or " "/],
    ['CON', /device name/],
    ['dir/nul.txt', /device name/],
    ['Com1.log', /device name/],
    ['lpt9', /device name/],
  ])('key %j is refused', (key, reason) => {
    const got = safeLocalPath('C:\\dest', key, windows);
    expect(got.kind).toBe('refused');
    if (got.kind === 'refused') expect(got.reason).toMatch(reason);
  });

  it.each([
    ['a/b.txt', 'C:\\dest\\a\\b.txt'],
    ['console.log', 'C:\\dest\\console.log'],
    ['com10', 'C:\\dest\\com10'],
  ])('key %j -> %s', (key, want) => {
    expect(safeLocalPath('C:\\dest', key, windows)).toEqual({ kind: 'file', path: want });
  });
});

describe('relativePathToKey', () => {
  it.each([
    ['a.txt', '', '/', 'a.txt'],
    ['a/b.txt', 'prefix/', '/', 'prefix/a/b.txt'],
    ['a/b.txt', 'prefix', '/', 'prefix/a/b.txt'], // as aws s3 sync dir s3://bucket/prefix
    ['a\\b.txt', 'p/', '\\', 'p/a/b.txt'], // Windows separators become `/`
    ['a\\b.txt', 'p/', '/', 'p/a\\b.txt'], // on POSIX a backslash is part of the name
  ])('%j under prefix %j (sep %j) -> %j', (rel, prefix, sep, want) => {
    expect(relativePathToKey(rel, prefix, sep)).toBe(want);
  });

  it('round-trips with safeLocalPath', () => {
    for (const rel of ['a', 'a/b/c.txt', 'ü/😀', '.hidden']) {
      const key = relativePathToKey(rel, 'p/', '/');
      const got = safeLocalPath(ROOT, key.slice('p/'.length), posix);
      expect(got).toEqual({ kind: 'file', path: `${ROOT}/${rel}` });
    }
  });
});
