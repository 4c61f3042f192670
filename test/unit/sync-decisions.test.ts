import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { directionOf } from '../../src/sync/run-sync.js';
import { countedPhase, newSyncProgress } from '../../src/sync/sync-progress.js';
import { retryNotice, stepFor, type PlannedAction } from '../../src/sync/sync-decisions.js';
import type { LocalSyncEntry, S3SyncEntry } from '../../src/sync/sync-sides.js';
import type { Endpoint } from '../../src/sync/sync-request.js';

const bucket: Endpoint = { kind: 's3', location: { bucket: 'b', prefix: 'p/' } };
const other: Endpoint = { kind: 's3', location: { bucket: 'c', prefix: '' } };
const folder: Endpoint = { kind: 'local', path: path.resolve('/tmp/out') };
const object = (rel: string): S3SyncEntry => ({
  at: 's3',
  rel,
  key: `p/${rel}`,
  size: 1,
  mtimeMs: 0,
  etag: '"e"',
});
const file = (rel: string): LocalSyncEntry => ({
  at: 'local',
  rel,
  path: path.join('/tmp/out', rel),
  size: 1,
  mtimeMs: 0,
});

describe('what each planned action becomes', () => {
  const cases: Array<{
    name: string;
    action: PlannedAction;
    source?: Endpoint;
    destination?: Endpoint;
    dryrun?: boolean;
    step: ReturnType<typeof stepFor>;
  }> = [
    {
      name: 'an unchanged object on both sides counts as skipped',
      action: {
        kind: 'skip',
        rel: 'a',
        source: object('a'),
        dest: file('a'),
        reason: 'same-size',
      },
      step: { kind: 'unchanged' },
    },
    {
      name: 'an excluded path on both sides is not counted',
      action: { kind: 'skip', rel: 'a', source: object('a'), dest: file('a'), reason: 'excluded' },
      step: { kind: 'ignore' },
    },
    {
      name: 'a path only at the destination without delete is not counted',
      action: { kind: 'skip', rel: 'a', dest: file('a'), reason: 'not-in-source' },
      step: { kind: 'ignore' },
    },
    {
      name: 'a folder marker makes the local folder',
      action: { kind: 'skip', rel: 'd/', source: object('d/'), reason: 'directory-marker' },
      step: { kind: 'make-folder' },
    },
    {
      name: 'a folder marker in a dry run makes nothing',
      action: { kind: 'skip', rel: 'd/', source: object('d/'), reason: 'directory-marker' },
      dryrun: true,
      step: { kind: 'ignore' },
    },
    {
      name: 'a folder marker copied to a bucket makes no folder',
      action: { kind: 'skip', rel: 'd/', source: object('d/'), reason: 'directory-marker' },
      destination: other,
      step: { kind: 'ignore' },
    },
    {
      name: 'delete with dryrun prints the aws-cli line and deletes nothing',
      action: { kind: 'delete', rel: 'x y', dest: object('x y'), reason: 'not-in-source' },
      destination: bucket,
      source: folder,
      dryrun: true,
      step: {
        kind: 'delete',
        line: '(dryrun) delete: s3://b/p/x y',
        dryrun: true,
        dest: object('x y'),
      },
    },
    {
      name: 'delete of a local file names the file',
      action: { kind: 'delete', rel: 'old.txt', dest: file('old.txt'), reason: 'not-in-source' },
      step: {
        kind: 'delete',
        line: `delete: ${path.join('/tmp/out', 'old.txt')}`,
        dryrun: false,
        dest: file('old.txt'),
      },
    },
    {
      name: 'a download says from where to where',
      action: { kind: 'copy', rel: 'a/b', source: object('a/b'), reason: 'missing' },
      step: {
        kind: 'transfer',
        line: `download: s3://b/p/a/b to ${path.join('/tmp/out', 'a', 'b')}`,
        dryrun: false,
      },
    },
    {
      name: 'a copy with dryrun prints the line with (dryrun)',
      action: { kind: 'copy', rel: 'k', source: object('k'), reason: 'missing' },
      destination: other,
      dryrun: true,
      step: { kind: 'transfer', line: '(dryrun) copy: s3://b/p/k to s3://c/k', dryrun: true },
    },
  ];
  for (const c of cases) {
    it(c.name, () => {
      const source = c.source ?? bucket;
      const destination = c.destination ?? folder;
      expect(
        stepFor(c.action, {
          source,
          destination,
          direction: directionOf(source, destination),
          dryrun: c.dryrun ?? false,
        }),
      ).toEqual(c.step);
    });
  }
});

describe('the debug line of a retried attempt', () => {
  it.each([
    [
      new Error('socket hang up'),
      'upload "a\\nb" attempt 2 failed (socket hang up); retrying in 400 ms',
    ],
    ['plain text', 'upload "a\\nb" attempt 2 failed (plain text); retrying in 400 ms'],
  ])('quotes the key and says the error: %s', (error, line) => {
    expect(
      retryNotice({ direction: 'upload', rel: 'a\nb' }, error, { attempt: 2, delayMs: 400 }),
    ).toBe(line);
  });
});

describe('a listing counted into its phase', () => {
  it('counts objects and bytes, and records the time its batches waited to be taken', async () => {
    let now = 0;
    const progress = newSyncProgress(() => now);
    async function* pages() {
      yield [object('a'), object('b')];
      yield [object('c')];
    }
    const counted = countedPhase(pages(), progress, 'list-source', (n) =>
      progress.count('listed', n),
    );
    for await (const batch of counted) {
      // The consumer holds each batch for 5 s: the listing waited, it was not slow.
      expect(batch.length).toBeGreaterThan(0);
      now += 5000;
    }
    const phase = progress.phases.get('list-source')!;
    expect(phase).toMatchObject({
      objects: 3,
      bytes: 3,
      waitedMs: 10_000,
      startMs: 0,
      endMs: 10_000,
    });
    expect(progress.counts().listed).toBe(3);
  });
});
