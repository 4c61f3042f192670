import { mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { restoreTargets } from '../../src/cache/restore/restore-plan.js';
import { manifestOfRows } from '../support/cache-manifests.js';
import { checkRootLinks, LinkedRootError } from '../../src/cache/restore/root-links.js';

const scratch = mkdtempSync(path.join(os.tmpdir(), 'cache-refusals-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

const manifest = manifestOfRows;

describe('restoreTargets refuses, before anything is written', () => {
  it('pkg/CON, file.txt:stream and "name. " -> refused where Windows is the platform, kept on Linux', () => {
    const m = manifest([
      ['d', ''],
      ['f', 'ok.txt'],
      ['d', 'pkg'],
      ['f', 'pkg/CON'],
      ['f', 'file.txt:stream'],
      ['f', 'name. '],
    ]);
    const root = path.join(scratch, 'win');
    const windows = restoreTargets(m, [root], 0o022, { windows: true });
    expect(windows.refused).toEqual([
      '"pkg/CON" was not restored: its path has the Windows device name "CON"',
      '"file.txt:stream" was not restored: its path has a character Windows does not allow in file names (<>:"|?* or a control character)',
      '"name. " was not restored: its path has a segment ending in "." or " ", which Windows strips',
    ]);
    expect(restoreTargets(m, [root], 0o022, { windows: false }).refused).toEqual([]);
  });

  it('a file under a planned symlink -> refused: nothing is created through a link', () => {
    const m = manifest([
      ['d', ''],
      ['d', 'sub'],
      ['l', 'lnk', 'sub'],
      ['f', 'lnk/x'],
    ]);
    const planned = restoreTargets(m, [path.join(scratch, 'planned-link')], 0o022);
    expect(planned.refused).toEqual([
      '"lnk/x" was not restored: a folder on its way is a symlink or a file',
    ]);
  });

  it('links leading out, with linked paths allowed -> kept; a file under a planned link still refused', () => {
    const m = manifest([
      ['d', ''],
      ['l', 'python', '/usr/bin/python3'],
      ['l', 'up', '../../x'],
      ['f', 'python/evil'],
    ]);
    const root = path.join(scratch, 'venv');
    expect(restoreTargets(m, [root], 0o022).refused).toHaveLength(3);
    expect(restoreTargets(m, [root], 0o022, { linksMayLeave: true }).refused).toEqual([
      '"python/evil" was not restored: a folder on its way is a symlink or a file',
    ]);
  });

  it('a file or symlink where a folder stands on disk -> refused (the folder is the user tree)', () => {
    const root = path.join(scratch, 'folder-there');
    mkdirSync(path.join(root, 'a'), { recursive: true });
    mkdirSync(path.join(root, 'b'));
    const m = manifest([
      ['d', ''],
      ['f', 'a'],
      ['l', 'b', 'a'],
    ]);
    expect(restoreTargets(m, [root], 0o022).refused).toEqual([
      '"a" was not restored: a folder stands where a file or symlink should be',
      '"b" was not restored: a folder stands where a file or symlink should be',
    ]);
  });
});

describe('checkRootLinks', () => {
  const ws = path.join(scratch, 'ws');
  const home = path.join(scratch, 'home');
  const away = path.join(scratch, 'away');
  mkdirSync(path.join(ws, 'real', 'deep'), { recursive: true });
  mkdirSync(home);
  mkdirSync(away);
  symlinkSync(away, path.join(ws, 'out'));
  symlinkSync(path.join(ws, 'real'), path.join(ws, 'in'));
  symlinkSync(away, path.join(home, '.cache'));
  const bases = [ws, home];

  it.each([
    ['the workspace', () => ws],
    ['a folder in it', () => path.join(ws, 'real', 'deep')],
    ['a link to a folder inside it', () => path.join(ws, 'in')],
    ['under a link to a folder inside it', () => path.join(ws, 'in', 'deep', 'new')],
    ['a folder outside every base that no link leads to', () => path.join(away, 'tool')],
  ])('%s -> allowed', (_, root) => {
    expect(() => checkRootLinks([root()], bases, false)).not.toThrow();
  });

  it.each([
    ['a link in the workspace to outside', () => path.join(ws, 'out')],
    ['a path under that link', () => path.join(ws, 'out', '.ssh')],
    ['~/.cache, a link to outside', () => path.join(home, '.cache', 'tool')],
  ])('%s -> refused, unless allowed', (_, root) => {
    expect(() => checkRootLinks([root()], bases, false)).toThrow(LinkedRootError);
    expect(() => checkRootLinks([root()], bases, false)).toThrow(/leads through a symlink to/);
    expect(() => checkRootLinks([root()], bases, true)).not.toThrow();
  });
});
