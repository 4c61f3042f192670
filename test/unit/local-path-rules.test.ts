import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { localPathRefusal, windowsNameRefusal } from '../../src/local-path-rules.js';

// The rules both the sync and the cache restore follow; each refused path is also checked with
// path.win32 and path.posix, to show what it would have done had it been let through.

describe('localPathRefusal on every platform', () => {
  it.each([
    ['..\\..\\x', /backslash/],
    ['a\\b', /backslash/],
    ['../x', /".." segment/],
    ['a/../../x', /".." segment/],
    ['..', /".." segment/],
    ['./a', /"\." segment/],
    ['/etc/passwd', /absolute/],
    ['a//b', /empty path segment/],
    ['a/', /empty path segment/],
    ['C:/Windows', /drive letter/],
    ['c:x', /drive letter/],
    ['a\0b', /NUL/],
  ])('%j is refused on Linux and on Windows', (p, reason) => {
    expect(localPathRefusal(p, false)).toMatch(reason);
    expect(localPathRefusal(p, true)).toMatch(reason);
  });

  it.each(['', 'a', 'a/b.c/.d', '..a/b', 'sp ace/ünï/😀'])('%j is accepted everywhere', (p) => {
    expect(localPathRefusal(p, false)).toBeUndefined();
    expect(localPathRefusal(p, true)).toBeUndefined();
  });

  it('each refused path would, joined as Windows or Linux joins, leave the folder or name another file', () => {
    // What the rules stop: on Windows a backslash climbs; a drive letter replaces the folder.
    expect(path.win32.resolve('C:\\dest', '..\\..\\x')).toBe('C:\\x');
    expect(path.win32.resolve('C:\\dest', 'D:/x')).toBe('D:\\x');
    expect(path.posix.resolve('/dest', 'a/../../x')).toBe('/x');
  });
});

describe('localPathRefusal where Windows is the platform', () => {
  it.each([
    ['pkg/CON', /device name "CON"/],
    ['nul.txt', /device name/],
    ['dir/Com1.log', /device name/],
    ['LPT9', /device name/],
    ['con .txt', /device name/],
    ['conin$', /device name/],
    ['file.txt:stream', /Windows does not allow/],
    ['a/b?', /Windows does not allow/],
    ['a<b', /Windows does not allow/],
    ['tab\there', /Windows does not allow/],
    ['name. ', /ending in "\." or " "/],
    ['dir./x', /ending in "\." or " "/],
    ['trailing ', /ending in "\." or " "/],
    ['...', /ending in "\." or " "/],
  ])('%j is refused on Windows, kept on Linux and macOS', (p, reason) => {
    expect(localPathRefusal(p, true)).toMatch(reason);
    expect(localPathRefusal(p, false)).toBeUndefined();
  });

  it.each(['console.log', 'com10', 'nullable', 'a.b', '12:00.log'.replace(':', '-')])(
    '%j is a plain name on Windows',
    (name) => {
      expect(windowsNameRefusal(name)).toBeUndefined();
    },
  );

  it('a name Windows strips: "..." and ".. " would resolve as ".." there', () => {
    // path.win32 does not strip them; Windows' own path parsing does, which is why they go.
    expect(localPathRefusal('.. ', true)).toMatch(/ending in/);
    expect(localPathRefusal('.. ', false)).toBeUndefined();
  });
});
