import { describe, expect, it } from 'vitest';
import {
  compareRules,
  wholeSeconds,
  type CompareDecision,
  type CompareOptions,
  type ComparedFile,
} from '../../src/sync/compare-rules.js';

const T = Date.UTC(2024, 0, 2, 3, 4, 5); // a whole second, as S3 reports LastModified
const file = (size: number, mtimeMs: number): ComparedFile => ({ size, mtimeMs });
const copy = (reason: string) => ({ copy: true, reason }) as CompareDecision;
const keep = (reason: string) => ({ copy: false, reason }) as CompareDecision;

interface Case {
  readonly name: string;
  readonly options: CompareOptions;
  readonly source: ComparedFile;
  readonly dest: ComparedFile | undefined;
  readonly want: CompareDecision;
}

const UPLOAD: CompareOptions = { direction: 'upload' };
const COPY: CompareOptions = { direction: 'copy' };
const DOWNLOAD: CompareOptions = { direction: 'download' };

const CASES: readonly Case[] = [
  // missing and size come first, whatever the flags
  {
    name: 'upload, not at the destination',
    options: UPLOAD,
    source: file(1, T),
    dest: undefined,
    want: copy('missing'),
  },
  {
    name: 'download, not at the destination',
    options: DOWNLOAD,
    source: file(1, T),
    dest: undefined,
    want: copy('missing'),
  },
  {
    name: 'size-only, not at the destination',
    options: { ...UPLOAD, sizeOnly: true },
    source: file(1, T),
    dest: undefined,
    want: copy('missing'),
  },
  {
    name: 'upload, sizes differ, destination newer',
    options: UPLOAD,
    source: file(1, T),
    dest: file(2, T + 60_000),
    want: copy('size'),
  },
  {
    name: 'download, sizes differ, same time',
    options: DOWNLOAD,
    source: file(0, T),
    dest: file(2, T),
    want: copy('size'),
  },
  {
    name: 'size-only, sizes differ',
    options: { ...DOWNLOAD, sizeOnly: true },
    source: file(3, T),
    dest: file(2, T),
    want: copy('size'),
  },
  {
    name: 'exact-timestamps, sizes differ',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(3, T),
    dest: file(2, T),
    want: copy('size'),
  },

  // upload and copy: copy when the source is newer
  {
    name: 'upload, source newer',
    options: UPLOAD,
    source: file(5, T + 1000),
    dest: file(5, T),
    want: copy('source-newer'),
  },
  {
    name: 'upload, same time',
    options: UPLOAD,
    source: file(5, T),
    dest: file(5, T),
    want: keep('destination-not-older'),
  },
  {
    name: 'upload, destination newer (the usual case: S3 time is the upload time)',
    options: UPLOAD,
    source: file(5, T),
    dest: file(5, T + 5000),
    want: keep('destination-not-older'),
  },
  {
    name: 'copy, source newer',
    options: COPY,
    source: file(5, T + 2000),
    dest: file(5, T),
    want: copy('source-newer'),
  },
  {
    name: 'copy, destination newer',
    options: COPY,
    source: file(5, T),
    dest: file(5, T + 2000),
    want: keep('destination-not-older'),
  },
  {
    name: 'upload with exact-timestamps behaves as the default',
    options: { ...UPLOAD, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T + 5000),
    want: keep('destination-not-older'),
  },
  {
    name: 'upload with exact-timestamps, source newer',
    options: { ...UPLOAD, exactTimestamps: true },
    source: file(5, T + 5000),
    dest: file(5, T),
    want: copy('source-newer'),
  },

  // download: the aws-cli copies when the LOCAL file is newer, not when the object is
  {
    name: 'download, local file newer than the object (edited locally)',
    options: DOWNLOAD,
    source: file(5, T),
    dest: file(5, T + 1000),
    want: copy('destination-newer'),
  },
  {
    name: 'download, object newer, same size: NOT downloaded (aws-cli default)',
    options: DOWNLOAD,
    source: file(5, T + 60_000),
    dest: file(5, T),
    want: keep('destination-not-newer'),
  },
  {
    name: 'download, same time',
    options: DOWNLOAD,
    source: file(5, T),
    dest: file(5, T),
    want: keep('destination-not-newer'),
  },
  {
    name: 'download with exact-timestamps, object newer',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T + 1000),
    dest: file(5, T),
    want: copy('time-differs'),
  },
  {
    name: 'download with exact-timestamps, local newer',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T + 1000),
    want: copy('time-differs'),
  },
  {
    name: 'download with exact-timestamps, same time',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T),
    want: keep('same-time'),
  },

  // size-only ignores time in every direction
  {
    name: 'size-only upload, source much newer',
    options: { ...UPLOAD, sizeOnly: true },
    source: file(5, T + 9e6),
    dest: file(5, T),
    want: keep('same-size'),
  },
  {
    name: 'size-only download, local much newer',
    options: { ...DOWNLOAD, sizeOnly: true },
    source: file(5, T),
    dest: file(5, T + 9e6),
    want: keep('same-size'),
  },
  // both flags: the aws-cli registers exact-timestamps after size-only, so it wins
  {
    name: 'size-only + exact-timestamps download, times differ',
    options: { ...DOWNLOAD, sizeOnly: true, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T + 1000),
    want: copy('time-differs'),
  },
  {
    name: 'size-only + exact-timestamps upload, source newer',
    options: { ...UPLOAD, sizeOnly: true, exactTimestamps: true },
    source: file(5, T + 1000),
    dest: file(5, T),
    want: copy('source-newer'),
  },

  // one-second granularity
  {
    name: 'download with exact-timestamps, local mtime has the same second plus nanoseconds',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T + 0.000_123),
    want: keep('same-time'),
  },
  {
    name: 'download with exact-timestamps, listing has milliseconds (Ceph RGW), file has the header second',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T + 123),
    dest: file(5, T),
    want: keep('same-time'),
  },
  {
    name: 'download, utimes round trip came back a hair early',
    options: { ...DOWNLOAD, exactTimestamps: true },
    source: file(5, T),
    dest: file(5, T - 0.000_1),
    want: keep('same-time'),
  },
  {
    name: 'download, local file edited 0.9 s after the object in the same second',
    options: DOWNLOAD,
    source: file(5, T),
    dest: file(5, T + 900),
    want: keep('destination-not-newer'),
  },
  {
    name: 'download, local file edited in the next second',
    options: DOWNLOAD,
    source: file(5, T + 900),
    dest: file(5, T + 1000),
    want: copy('destination-newer'),
  },
  {
    name: 'upload, local file has sub-second mtime within the object second',
    options: UPLOAD,
    source: file(5, T + 999),
    dest: file(5, T),
    want: keep('destination-not-older'),
  },
];

describe('compareRules', () => {
  it.each(CASES)('$name', ({ options, source, dest, want }) => {
    expect(compareRules(source, dest, options)).toEqual(want);
  });

  it('does not re-copy a file downloaded and stamped with its object time, in any mode', () => {
    for (const ms of [T, T + 1, T + 123, T + 999]) {
      const object = file(10, ms);
      // What a downloader does: utimes(path, seconds, seconds), then the next run stats it.
      const stamped = file(10, (ms / 1000) * 1000);
      for (const exactTimestamps of [false, true]) {
        const decision = compareRules(object, stamped, { direction: 'download', exactTimestamps });
        expect(decision.copy, `${ms} exact=${exactTimestamps}`).toBe(false);
      }
    }
  });
});

describe('wholeSeconds', () => {
  it.each([
    [0, 0],
    [999, 0],
    [1000, 1],
    [1999.6, 2], // rounds to the millisecond first, then floors
    [1999.4, 1],
    [T + 0.000_1, T / 1000],
    [T - 0.000_1, T / 1000],
    [-1, -1], // before 1970: still a floor, still consistent on both sides
  ])('%d ms is second %d', (ms, seconds) => {
    expect(wholeSeconds(ms)).toBe(seconds);
  });
});
