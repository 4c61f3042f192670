import { spawnSync } from 'node:child_process';
import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  isLeftover,
  LeftoverSweeper,
  removeOwnTempFiles,
  tempPathFor,
} from '../../src/transfer/temp-files.js';
import { isDownloadTempName } from '../../src/transfer/temp-names.js';
import { walkLocal } from '../../src/sync/walk-local.js';

/** The pid of a process that has ended, so surely not alive. */
function deadPid(): number {
  return spawnSync(process.execPath, ['-e', '0']).pid!;
}

describe('temporary file names', () => {
  let dir: string;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), 's3sync-temps-'));
  });
  afterAll(async () => rm(dir, { recursive: true, force: true }));

  it('carry the pid, sit beside the target and are recognised', () => {
    const temp = tempPathFor(path.join(dir, 'report.pdf'));
    expect(path.dirname(temp)).toBe(dir);
    expect(path.basename(temp)).toMatch(
      new RegExp(`^\\.report\\.pdf\\.${process.pid}-\\d+\\.s3sync-tmp$`),
    );
    expect(isDownloadTempName(path.basename(temp))).toBe(true);
    expect(isDownloadTempName('report.pdf')).toBe(false);
    expect(isDownloadTempName('notes.s3sync-tmp')).toBe(false); // no pid: a user's own file
  });

  it('are cut to 255 bytes by UTF-8 bytes, not characters', () => {
    const temp = path.basename(tempPathFor(path.join(dir, '漢'.repeat(80))));
    expect(Buffer.byteLength(temp)).toBeLessThanOrEqual(255);
    expect(isDownloadTempName(temp)).toBe(true);
  });

  it("a dead run's still file is a leftover; a live run's, or one just written, is not", () => {
    const now = Date.now();
    const dead = {
      path: path.join(dir, `.a.${deadPid()}-0.s3sync-tmp`),
      size: 1,
      mtimeMs: now - 60_000,
    };
    expect(isLeftover(dead, now)).toBe(true);
    expect(isLeftover({ ...dead, mtimeMs: now }, now)).toBe(false);
    const own = { ...dead, path: path.join(dir, `.a.${process.pid}-0.s3sync-tmp`) };
    expect(isLeftover(own, now)).toBe(false);
    expect(isLeftover({ ...own, mtimeMs: now - 25 * 3600_000 }, now)).toBe(true); // a day old
  });

  it("the walk never lists them and hands them to the sweep, which removes the dead runs' and counts the bytes", async () => {
    const root = path.join(dir, 'walk');
    await rm(root, { recursive: true, force: true });
    await mkdir(root);
    await writeFile(path.join(root, 'kept.txt'), 'x');
    const leftover = path.join(root, `.big.bin.${deadPid()}-3.s3sync-tmp`);
    await writeFile(leftover, Buffer.alloc(1000));
    const past = new Date(Date.now() - 60_000);
    await utimes(leftover, past, past);
    // A cache restore's temporary file and staging folder (a killed one's): never listed, so
    // never uploaded; a name that only looks like one is listed.
    const staging = path.join(root, 'lib', `.s3cache-stage-${deadPid()}-0a1b2c3d-0`);
    await mkdir(staging, { recursive: true });
    await writeFile(path.join(staging, 'a.js'), 'a');
    await writeFile(path.join(root, 'lib', `.s3cache-${deadPid()}-1-7`), 'half');
    await writeFile(path.join(root, 'lib', '.s3cache-readme'), 'not ours');
    const live = tempPathFor(path.join(root, 'live.bin'));
    await writeFile(live, 'in progress');
    const sweeper = new LeftoverSweeper();
    const listed: string[] = [];
    for await (const batch of walkLocal(root, { onTempFile: sweeper.offer }))
      listed.push(...batch.map((e) => e.rel));
    await sweeper.settle();
    expect(listed).toEqual(['kept.txt', 'lib/.s3cache-readme']);
    expect(sweeper).toMatchObject({ files: 1, bytes: 1000 });
    expect((await readdir(root)).sort()).toEqual([path.basename(live), 'kept.txt', 'lib'].sort());

    // On a signal, the run removes its own.
    expect(removeOwnTempFiles()).toBeGreaterThanOrEqual(1);
    expect((await readdir(root)).sort()).toEqual(['kept.txt', 'lib']);
  });
});
