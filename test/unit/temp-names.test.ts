import { describe, expect, it } from 'vitest';
import {
  asideName,
  blobTempName,
  downloadTempName,
  isDownloadTempName,
  restoreProbeName,
  restoreTempName,
  restoreTempPid,
  restoreTempTag,
  saveBlobTempName,
  SAVE_SCRATCH_PREFIX,
  stagingName,
  stagingPid,
  stagingTag,
  tempNameOf,
} from '../../src/transfer/temp-names.js';

const pid = process.pid;

describe('temporary names: made', () => {
  it('are the names earlier releases wrote, with this process id', () => {
    expect(downloadTempName('report.pdf', 3)).toBe(`.report.pdf.${pid}-3.s3sync-tmp`);
    expect(restoreTempName('123-456', 7)).toBe('.s3cache-123-456-7');
    expect(asideName('123-456', 7)).toBe('.s3cache-aside-123-456-7');
    expect(stagingName('123-0a1b2c3d', 0)).toBe('.s3cache-stage-123-0a1b2c3d-0');
    expect(restoreTempTag()).toMatch(new RegExp(`^${pid}-\\d+$`));
    expect(stagingTag()).toMatch(new RegExp(`^${pid}-[0-9a-f]{8}$`));
    expect(blobTempName()).toMatch(new RegExp(`^\\.s3cache-blob-${pid}-\\d+$`));
    expect(SAVE_SCRATCH_PREFIX).toBe('s3cache-blob-');
    expect(saveBlobTempName(4)).toBe('4');
  });

  it("a restore's probe of name folding is a restore's name, in any case and form of its stem", () => {
    for (const stem of ['Case-\u00e9-\u00df', 'cASE-e\u0301-ss']) {
      const name = restoreProbeName(stem);
      expect(name).toBe(`.s3cache-probe-${pid}-${stem}`);
      expect(tempNameOf(name)).toEqual({ kind: 'restore', pid });
      expect(restoreTempPid(name)).toBe(pid);
    }
    expect(tempNameOf('.s3cache-probe-notes')).toBeUndefined();
  });

  it('are unique within the process: blobs by a counter, restores and stagings by a random tag', () => {
    expect(blobTempName()).not.toBe(blobTempName());
    const tags = new Set(Array.from({ length: 20 }, () => stagingTag()));
    expect(tags.size).toBe(20);
  });

  it("a download's is cut to 100 bytes of its file's name, between characters", () => {
    const name = downloadTempName('漢'.repeat(80), 0);
    expect(name.startsWith(`.${'漢'.repeat(33)}.`)).toBe(true);
    expect(Buffer.byteLength(name)).toBeLessThanOrEqual(255);
  });
});

describe('temporary names: recognised, with whose they are', () => {
  it('every kind made is recognised as its kind, with this process id', () => {
    const tag = restoreTempTag();
    const staging = stagingTag();
    expect(tempNameOf(downloadTempName('a.txt', 1))).toEqual({ kind: 'download', pid });
    expect(tempNameOf(restoreTempName(tag, 12))).toEqual({ kind: 'restore', pid });
    expect(tempNameOf(asideName(tag, 12))).toEqual({ kind: 'restore', pid });
    expect(tempNameOf(blobTempName())).toEqual({ kind: 'restore', pid });
    expect(tempNameOf(stagingName(staging, 2))).toEqual({ kind: 'staging', pid });
  });

  it("older releases' names are still a restore's (entries and leftovers of those are swept)", () => {
    for (const name of [
      '.s3cache-4194999',
      '.s3cache-4194999-1',
      '.s3cache-4194999-1-7',
      '.s3cache-empty-4194999',
      '.s3cache-empty-4194999-3',
      '.s3cache-link-4194999-2',
      '.s3cache-blob-4194999-3',
      '.s3cache-aside-4194999-1-7',
    ])
      expect([name, tempNameOf(name)]).toEqual([name, { kind: 'restore', pid: 4194999 }]);
    expect(tempNameOf('.s3cache-stage-4194999-0a1b2c3d-0')).toEqual({
      kind: 'staging',
      pid: 4194999,
    });
  });

  it('names like ours that are not ours are no one’s', () => {
    for (const name of [
      'report.pdf',
      'notes.s3sync-tmp', // no pid: a user's own file
      '.notes.s3sync-tmp',
      '.s3cache-notes',
      '.s3cache-readme',
      '.s3cache-4194999-1-2-3', // more numbers than any release wrote
      '.s3cache-stage-4000001-nothex00-0',
      '.s3cache-stage-4000001-0a1b2c3d',
      's3cache-4194999',
    ])
      expect([name, tempNameOf(name)]).toEqual([name, undefined]);
    expect(isDownloadTempName('notes.s3sync-tmp')).toBe(false);
  });

  it("a download's name is known whatever the file's name holds (a newline, `.s3cache-`)", () => {
    expect(tempNameOf('.a\nb.77-0.s3sync-tmp')).toEqual({ kind: 'download', pid: 77 });
    expect(tempNameOf('.s3cache-x.77-0.s3sync-tmp')).toEqual({ kind: 'download', pid: 77 });
    expect(tempNameOf('..s3cache-blob-5-0.77-1.s3sync-tmp')).toEqual({ kind: 'download', pid: 77 });
    expect(isDownloadTempName('.a.b.77-0.s3sync-tmp')).toBe(true);
  });

  it("the walks' questions: a restore's (files and stagings), a staging folder's", () => {
    expect(restoreTempPid('.s3cache-4194999-1-7')).toBe(4194999);
    expect(restoreTempPid('.s3cache-stage-4194999-0a1b2c3d-0')).toBe(4194999);
    expect(restoreTempPid('.s3cache-x.77-0.s3sync-tmp')).toBeUndefined();
    // A blob the SDK's download fetched: the download's temporary name for the blob's.
    expect(restoreTempPid('..s3cache-blob-4194999-3.4194999-0.s3sync-tmp')).toBe(4194999);
    expect(restoreTempPid(downloadTempName(blobTempName(), 2))).toBe(process.pid);
    expect(restoreTempPid('..s3cache-readme.77-0.s3sync-tmp')).toBeUndefined();
    expect(restoreTempPid('.a.77-0.s3sync-tmp')).toBeUndefined();
    expect(restoreTempPid('kept.txt')).toBeUndefined();
    expect(stagingPid('.s3cache-stage-4194999-0a1b2c3d-0')).toBe(4194999);
    expect(stagingPid('.s3cache-4194999-1-7')).toBeUndefined();
  });
});
