import { mkdtemp, readdir, readFile, rm, stat, utimes } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Endpoint } from '../../src/sync/sync-request.js';
import {
  awsCliMissing,
  awsDryRun,
  keyOf,
  parseDryRunLines,
  type DryRunOp,
} from '../support/aws-cli-peer.js';
import { awsFlags, parityCase, type ParityCase, type ParityFile } from '../support/parity-cases.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { local, putTree, runSync, s3, syncRequest, writeTree } from '../support/sync-harness.js';

// Differential test: the same generated cases planned by `aws s3 sync --dryrun` and by our dry
// run, the operations compared. The only deltas allowed are the documented differences
// (docs/aws-cli-differences.md), each named by its id in that table.

const missing = awsCliMissing();
const CASES = Array.from({ length: 18 }, (_, i) => i + 1);
const DAY_MS = 86_400_000;
const OLD_MS = Date.UTC(2020, 0, 1);

/** The documented differences this test can meet, by their ids in the docs' table. */
type Delta = 'whole-seconds' | 'slash-patterns' | 'folder-named-object';

interface Times {
  readonly source: ReadonlyMap<string, number>;
  readonly destination: ReadonlyMap<string, number>;
}

describe.skipIf(missing !== undefined)(
  `aws s3 sync --dryrun and ours plan the same operations${missing ? ` (skipped: ${missing})` : ''}`,
  () => {
    const client = testClient();
    let bucket: string;
    let scratch: string;
    const seen = new Set<Delta>();
    let compared = 0;

    beforeAll(async () => {
      bucket = await createTestBucket(client, 'parity');
      scratch = await mkdtemp(path.join(os.tmpdir(), 's3sync-parity-'));
    }, 60_000);
    afterAll(async () => {
      await deleteTestBucket(client, bucket);
      await rm(scratch, { recursive: true, force: true });
    }, 120_000);

    it.each(CASES)(
      'generated case %i: every operation the same but for a documented difference',
      async (seed) => {
        const c = parityCase(seed);
        const ends = await setUp(client, bucket, scratch, c);
        const times = await readTimes(client, bucket, ends);
        const { failures, ops: ours } = await ourDryRun(c, ends);
        // Ours never matches a pattern that begins with `/` against a path under the root; the
        // aws-cli's that behave so are the same command without those patterns.
        const slashFree = c.filters.filter((f) => !f.pattern.startsWith('/'));
        if (slashFree.length < c.filters.length) seen.add('slash-patterns');
        const theirs = await theirDryRun(c, ends, scratch, slashFree);
        compared += theirs.length;
        const deltas = compare(ours, theirs, { c, times, failures });
        deltas.forEach((d) => seen.add(d));
      },
      120_000,
    );

    it('the deltas met are all in the docs table of differences', async () => {
      const docs = await readFile(new URL('../../docs/aws-cli-differences.md', import.meta.url));
      for (const id of seen) expect(docs.toString()).toContain(`\`${id}\``);
      // The generated cases do reach the differences their seeds decide (`whole-seconds` also
      // needs two writes within one second of the clock, so it is met on most runs, not all).
      // Both dry runs were read: the lines parsed into operations.
      expect(compared).toBeGreaterThan(CASES.length);
      expect([...seen]).toEqual(expect.arrayContaining(['folder-named-object', 'slash-patterns']));
    });
  },
);

interface CaseEnds {
  readonly source: Endpoint;
  readonly destination: Endpoint;
  /** As the aws-cli takes them: `s3://bucket/prefix/` or a folder. */
  readonly sourceArg: string;
  readonly destinationArg: string;
}

async function setUp(
  client: S3Client,
  bucket: string,
  scratch: string,
  c: ParityCase,
): Promise<CaseEnds> {
  const side = (name: string, isS3: boolean) => {
    const prefix = `case-${c.seed}/${name}/`;
    const folder = path.join(scratch, `case-${c.seed}`, name);
    return isS3
      ? { endpoint: s3(bucket, prefix), arg: `s3://${bucket}/${prefix}` }
      : { endpoint: local(folder), arg: folder };
  };
  const src = side('src', c.direction !== 'upload');
  const dst = side('dst', c.direction !== 'download');
  const order: Array<[typeof src, ReadonlyMap<string, ParityFile>]> = [
    [src, c.source],
    [dst, c.destination],
  ];
  if (c.destinationFirst) order.reverse();
  for (const [end, files] of order) await fill(client, end.endpoint, files);
  return {
    source: src.endpoint,
    destination: dst.endpoint,
    sourceArg: src.arg,
    destinationArg: dst.arg,
  };
}

/** Writes one side: objects now, or local files stamped long before or a day after now. */
async function fill(client: S3Client, end: Endpoint, files: ReadonlyMap<string, ParityFile>) {
  const bodies = new Map([...files].map(([rel, f]) => [rel, Buffer.alloc(f.size, 120)]));
  if (end.kind === 's3') {
    await putTree(client, end.location.bucket, end.location.prefix, bodies);
    return;
  }
  await writeTree(end.path, bodies);
  for (const [rel, f] of files) {
    // A fraction of a second on purpose: the aws-cli compares it, we compare whole seconds.
    const ms = f.age === 'old' ? OLD_MS + 1_234_567_250 : Date.now() + DAY_MS + 750;
    await utimes(path.join(end.path, ...rel.split('/')), ms / 1000, ms / 1000);
  }
}

/** Each side's times by relative path, as both tools read them (listing, stat). */
async function readTimes(client: S3Client, bucket: string, ends: CaseEnds): Promise<Times> {
  const read = async (end: Endpoint) => {
    const times = new Map<string, number>();
    if (end.kind === 'local') {
      for (const rel of await walkFiles(end.path))
        times.set(rel, (await stat(path.join(end.path, rel))).mtimeMs);
      return times;
    }
    const prefix = end.location.prefix;
    const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }));
    for (const o of page.Contents ?? [])
      times.set(o.Key!.slice(prefix.length), o.LastModified!.getTime());
    return times;
  };
  return { source: await read(ends.source), destination: await read(ends.destination) };
}

async function walkFiles(root: string): Promise<string[]> {
  const all = await readdir(root, { recursive: true, withFileTypes: true }).catch(() => []);
  return all
    .filter((d) => d.isFile())
    .map((d) => path.relative(root, path.join(d.parentPath, d.name)).split(path.sep).join('/'));
}

async function ourDryRun(c: ParityCase, ends: CaseEnds) {
  const request = syncRequest(ends.source, ends.destination, {
    dryrun: true,
    delete: c.delete,
    sizeOnly: c.sizeOnly,
    exactTimestamps: c.exactTimestamps,
    filters: [...c.filters],
  });
  const { report, lines, warnings } = await runSync(request);
  const failures = new Set(report.failures.map((f) => f.key));
  // A failure is said as a warning naming the key, escaped as JSON.
  const prefix = ends.source.kind === 's3' ? ends.source.location.prefix : '';
  for (const rel of failures)
    expect(warnings.join('\n')).toContain(JSON.stringify(`${prefix}${rel}`));
  const where = { destination: ends.destinationArg, cwd: process.cwd() };
  return { failures, ops: parseDryRunLines(lines, where) };
}

async function theirDryRun(
  c: ParityCase,
  ends: CaseEnds,
  cwd: string,
  filters: ParityCase['filters'],
): Promise<DryRunOp[]> {
  const { lines } = await awsDryRun(ends.sourceArg, ends.destinationArg, awsFlags(c, filters), cwd);
  return parseDryRunLines(lines, { destination: ends.destinationArg, cwd });
}

/**
 * The operations of both, which must be the same but for documented differences; returns the
 * differences met. A difference not in the table fails the test with both plans.
 */
function compare(
  ours: readonly DryRunOp[],
  theirs: readonly DryRunOp[],
  context: { c: ParityCase; times: Times; failures: ReadonlySet<string> },
): Delta[] {
  const mine = new Set(ours.map(keyOf));
  const other = new Set(theirs.map(keyOf));
  const deltas: Delta[] = [];
  const unexplained: string[] = [];
  for (const op of [...ours, ...theirs]) {
    const key = keyOf(op);
    if (mine.has(key) && other.has(key)) continue;
    const delta = explain(op, other.has(key), context);
    if (delta) deltas.push(delta);
    else unexplained.push(`${other.has(key) ? 'aws-cli only' : 'ours only'}: ${key}`);
  }
  expect(unexplained, describeCase(context.c, ours, theirs)).toEqual([]);
  return deltas;
}

/** Which documented difference explains an operation only one tool planned, if any. */
function explain(
  op: DryRunOp,
  theirsOnly: boolean,
  { c, times, failures }: { c: ParityCase; times: Times; failures: ReadonlySet<string> },
): Delta | undefined {
  // `c.md/` holding bytes: the aws-cli's dry run lists its download (its real run fails it);
  // ours fails it at once, with a warning, and never reports it as downloaded.
  if (theirsOnly && op.op === 'download' && op.rel.endsWith('/') && failures.has(op.rel))
    return 'folder-named-object';
  // Both sides have the path with the same size, and their times differ by less than the
  // second that separates them: the aws-cli compares the fraction, we do not.
  const s = times.source.get(op.rel);
  const d = times.destination.get(op.rel);
  const sameSize = c.source.get(op.rel)?.size === c.destination.get(op.rel)?.size;
  if (s !== undefined && d !== undefined && sameSize && s !== d) {
    if (Math.floor(s / 1000) === Math.floor(d / 1000)) return 'whole-seconds';
  }
  return undefined;
}

function describeCase(c: ParityCase, ours: readonly DryRunOp[], theirs: readonly DryRunOp[]) {
  return JSON.stringify(
    {
      ...c,
      source: Object.fromEntries(c.source),
      destination: Object.fromEntries(c.destination),
      ours: ours.map(keyOf),
      theirs: theirs.map(keyOf),
    },
    null,
    1,
  );
}
