import { existsSync, mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  landFile,
  landFileSync,
  publishTempSync,
  writeAll,
  writeTempSync,
} from '../../src/transfer/land-file.js';

const MTIME = new Date(1_600_000_000_000);
const modeOf = (file: string) => statSync(file).mode & 0o777;
const mtimeOf = (file: string) => statSync(file).mtimeMs;

describe('landing a file', () => {
  let dir: string;
  let serial = 0;
  let savedUmask: number | undefined;
  const fresh = () => {
    const folder = path.join(dir, `case-${serial++}`);
    mkdirSync(folder);
    return { temp: path.join(folder, '.temp'), target: path.join(folder, 'file.txt'), folder };
  };
  const withUmask = (mask: number) => {
    savedUmask ??= process.umask(mask);
    process.umask(mask);
  };

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 'land-file-'));
  });
  afterEach(() => {
    if (savedUmask !== undefined) process.umask(savedUmask);
    savedUmask = undefined;
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it.each([0o022, 0o077])('gives the mode less the umask (%o), the times, the bytes', (mask) => {
    withUmask(mask);
    const { temp, target } = fresh();
    landFileSync(temp, target, { mode: 0o755, mtime: MTIME }, (fd) =>
      writeAll(fd, Buffer.from('hello')),
    );
    expect(readFileSync(target, 'utf8')).toBe('hello');
    expect(modeOf(target)).toBe(0o755 & ~mask);
    expect(mtimeOf(target)).toBe(MTIME.getTime());
    expect(existsSync(temp)).toBe(false);
  });

  it('shows nothing under the final name until it is renamed, and replaces what was there whole', () => {
    const { temp, target } = fresh();
    writeFileSync(target, 'old');
    landFileSync(temp, target, { mode: 0o644, mtime: MTIME }, (fd) => {
      writeAll(fd, Buffer.from('new'));
      expect(readFileSync(target, 'utf8')).toBe('old');
      expect(existsSync(temp)).toBe(true);
    });
    expect(readFileSync(target, 'utf8')).toBe('new');
  });

  it('removes its temporary file when the write fails, and leaves the target as it was', () => {
    const { temp, target, folder } = fresh();
    writeFileSync(target, 'old');
    expect(() =>
      landFileSync(temp, target, { mode: 0o644, mtime: MTIME }, (fd) => {
        writeAll(fd, Buffer.from('half'));
        throw new Error('refused');
      }),
    ).toThrow('refused');
    expect(readdirSync(folder)).toEqual(['file.txt']);
    expect(readFileSync(target, 'utf8')).toBe('old');
  });

  it('removes its temporary file when the rename fails (a folder stands at the target)', () => {
    const { temp, target, folder } = fresh();
    mkdirSync(target);
    writeFileSync(path.join(target, 'inside'), 'x');
    expect(() => landFileSync(temp, target, { mode: 0o644, mtime: MTIME }, () => {})).toThrow();
    expect(readdirSync(folder)).toEqual(['file.txt']);
  });

  it('never writes through a name that exists, nor removes it', () => {
    const { temp, target } = fresh();
    writeFileSync(temp, 'not ours');
    expect(() => writeTempSync(temp, 0o644, MTIME, () => {})).toThrow(/EEXIST/);
    expect(readFileSync(temp, 'utf8')).toBe('not ours');
    expect(existsSync(target)).toBe(false);
  });

  it('writeTempSync leaves the rename to the caller', () => {
    const { temp, target } = fresh();
    writeTempSync(temp, 0o600, MTIME, (fd) => writeAll(fd, Buffer.alloc(70_000, 1)));
    expect(statSync(temp).size).toBe(70_000);
    expect(modeOf(temp)).toBe(0o600);
    expect(mtimeOf(temp)).toBe(MTIME.getTime());
    expect(existsSync(target)).toBe(false);
  });

  it('writeTempSync writes bytes given in place of a function, all of them', () => {
    const { temp } = fresh();
    const bytes = Buffer.alloc(70_000);
    for (let i = 0; i < bytes.length; i++) bytes[i] = i % 251;
    writeTempSync(temp, 0o640, MTIME, bytes.subarray(1_000));
    expect(readFileSync(temp).equals(bytes.subarray(1_000))).toBe(true);
    expect(modeOf(temp)).toBe(0o640);
    expect(mtimeOf(temp)).toBe(MTIME.getTime());
  });

  it('writeTempSync with bytes never writes through a name that exists', () => {
    const { temp } = fresh();
    writeFileSync(temp, 'not ours');
    expect(() => writeTempSync(temp, 0o644, MTIME, Buffer.from('ours'))).toThrow(/EEXIST/);
    expect(readFileSync(temp, 'utf8')).toBe('not ours');
  });

  it('publishTempSync gives a whole file its exact mode (no umask) and times, then renames it', () => {
    withUmask(0o077);
    const { temp, target } = fresh();
    writeFileSync(temp, 'downloaded', { mode: 0o600 });
    publishTempSync(temp, target, 0o755, MTIME);
    expect(readFileSync(target, 'utf8')).toBe('downloaded');
    expect(modeOf(target)).toBe(0o755);
    expect(mtimeOf(target)).toBe(MTIME.getTime());
    expect(existsSync(temp)).toBe(false);
  });

  it('publishTempSync removes the file when the rename fails', () => {
    const { temp, target, folder } = fresh();
    writeFileSync(temp, 'downloaded');
    mkdirSync(target);
    writeFileSync(path.join(target, 'inside'), 'x');
    expect(() => publishTempSync(temp, target, 0o644, MTIME)).toThrow();
    expect(readdirSync(folder)).toEqual(['file.txt']);
  });

  it('the asynchronous form: times, rename, nothing under the final name before', async () => {
    const { temp, target } = fresh();
    await landFile(temp, target, MTIME, async () => {
      writeFileSync(temp, 'large', { flag: 'wx' });
      expect(existsSync(target)).toBe(false);
    });
    expect(readFileSync(target, 'utf8')).toBe('large');
    expect(mtimeOf(target)).toBe(MTIME.getTime());
    expect(existsSync(temp)).toBe(false);
  });

  it('the asynchronous form removes its temporary file on a failure', async () => {
    const { temp, target, folder } = fresh();
    await expect(
      landFile(temp, target, MTIME, async () => {
        writeFileSync(temp, 'part', { flag: 'wx' });
        throw new Error('cut short');
      }),
    ).rejects.toThrow('cut short');
    expect(readdirSync(folder)).toEqual([]);
  });
});
