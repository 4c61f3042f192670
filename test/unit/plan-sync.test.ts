import { describe, expect, it } from 'vitest';
import { compareKeys } from '../../src/s3/list/key-order.js';
import { compareRules } from '../../src/sync/compare-rules.js';
import { createFilter } from '../../src/sync/filters.js';
import {
  planSync,
  UnsortedInputError,
  type PlanOptions,
  type PlanStep,
  type SyncEntry,
} from '../../src/sync/plan-sync.js';

const T = Date.UTC(2024, 5, 1);
const e = (rel: string, size = 1, mtimeMs = T): SyncEntry => ({ rel, size, mtimeMs });

/** Yields `entries` in batches of `size`, with an empty batch first and between, as a lister may. */
async function* batches<T>(entries: readonly T[], size = 2): AsyncGenerator<readonly T[]> {
  yield [];
  for (let i = 0; i < entries.length; i += size) {
    yield entries.slice(i, i + size);
    if (i % 3 === 0) yield [];
  }
}

async function plan(
  source: readonly SyncEntry[],
  dest: readonly SyncEntry[] | undefined,
  options: PlanOptions,
  batchSize = 2,
): Promise<Array<PlanStep<SyncEntry, SyncEntry>>> {
  const out: Array<PlanStep<SyncEntry, SyncEntry>> = [];
  const destination = dest === undefined ? undefined : batches(dest, batchSize);
  for await (const action of planSync(batches(source, batchSize), destination, options)) {
    out.push(action);
  }
  return out;
}

const brief = (actions: ReadonlyArray<PlanStep<SyncEntry, SyncEntry>>) =>
  actions.map((a) => `${a.kind} ${a.rel} ${a.kind === 'check' ? 'content' : a.reason}`);

const SYNC_UP: PlanOptions = { mode: 'sync', direction: 'upload' };

const CASES: ReadonlyArray<{
  readonly name: string;
  readonly source: readonly SyncEntry[];
  readonly dest: readonly SyncEntry[] | undefined;
  readonly options: PlanOptions;
  readonly want: readonly string[];
}> = [
  {
    name: 'sync to an empty destination copies everything',
    source: [e('a'), e('b/c')],
    dest: [],
    options: SYNC_UP,
    want: ['copy a missing', 'copy b/c missing'],
  },
  {
    name: 'sync with no destination listing at all copies everything',
    source: [e('a')],
    dest: undefined,
    options: SYNC_UP,
    want: ['copy a missing'],
  },
  {
    name: 'sync of identical trees skips everything',
    source: [e('a'), e('b')],
    dest: [e('a', 1, T + 5000), e('b', 1, T)],
    options: SYNC_UP,
    want: ['skip a destination-not-older', 'skip b destination-not-older'],
  },
  {
    name: 'sync: missing, size, newer and extra in one pass',
    source: [e('a'), e('b', 2), e('c', 1, T + 1000), e('e')],
    dest: [e('b', 1), e('c'), e('d')],
    options: SYNC_UP,
    want: [
      'copy a missing',
      'copy b size',
      'copy c source-newer',
      'skip d not-in-source',
      'copy e missing',
    ],
  },
  {
    name: 'delete: true removes what the source lacks, before and after the source ends',
    source: [e('b'), e('d')],
    dest: [e('a'), e('b'), e('c'), e('z1'), e('z2')],
    options: { ...SYNC_UP, delete: true },
    want: [
      'delete a not-in-source',
      'skip b destination-not-older',
      'delete c not-in-source',
      'copy d missing',
      'delete z1 not-in-source',
      'delete z2 not-in-source',
    ],
  },
  {
    name: 'delete: true with exclude: "*.log" keeps excluded files at the destination',
    source: [e('a')],
    dest: [e('a'), e('keep.log'), e('x/old.log'), e('y')],
    options: {
      ...SYNC_UP,
      delete: true,
      filter: createFilter([{ kind: 'exclude', pattern: '*.log' }]),
    },
    want: [
      'skip a destination-not-older',
      'skip keep.log excluded',
      'skip x/old.log excluded',
      'delete y not-in-source',
    ],
  },
  {
    name: 'exclude: "*" include: "*.txt" copies only text files',
    source: [e('a.txt'), e('b.bin'), e('c/d.txt')],
    dest: [],
    options: {
      ...SYNC_UP,
      filter: createFilter([
        { kind: 'exclude', pattern: '*' },
        { kind: 'include', pattern: '*.txt' },
      ]),
    },
    want: ['copy a.txt missing', 'skip b.bin excluded', 'copy c/d.txt missing'],
  },
  {
    name: 'an excluded path present on both sides is skipped once, not compared',
    source: [e('big.iso', 9)],
    dest: [e('big.iso', 1)],
    options: { ...SYNC_UP, filter: createFilter([{ kind: 'exclude', pattern: '*.iso' }]) },
    want: ['skip big.iso excluded'],
  },
  {
    name: 'cp copies everything that passes the filter and ignores the destination',
    source: [e('a'), e('b'), e('c.tmp')],
    dest: [e('a'), e('b', 1, T + 9000), e('zzz')],
    options: {
      mode: 'cp',
      direction: 'upload',
      delete: true,
      filter: createFilter([{ kind: 'exclude', pattern: '*.tmp' }]),
    },
    want: ['copy a always', 'copy b always', 'skip c.tmp excluded'],
  },
  {
    name: 'directory markers are skipped as the aws-cli does, and never deleted',
    source: [e('photos/', 0), e('photos/a.jpg'), e('videos/', 0)],
    dest: [e('old/', 0), e('photos/', 0), e('videos/', 0)],
    options: { mode: 'sync', direction: 'copy', delete: true },
    want: [
      'skip old/ directory-marker',
      'skip photos/ directory-marker',
      'copy photos/a.jpg missing',
      'skip videos/ directory-marker',
    ],
  },
  {
    name: "exclude: '*' skips folder markers as excluded, so no local folder is made for them",
    source: [e('z/', 0), e('z/a.txt')],
    dest: [e('y/', 0)],
    options: {
      mode: 'sync',
      direction: 'download',
      delete: true,
      filter: createFilter([{ kind: 'exclude', pattern: '*' }]),
    },
    want: ['skip y/ excluded', 'skip z/ excluded', 'skip z/a.txt excluded'],
  },
  {
    name: 'a key ending in "/" with content is not a marker and is planned like any key',
    source: [e('odd/', 5)],
    dest: [],
    options: SYNC_UP,
    want: ['copy odd/ missing'],
  },
  {
    name: 'a destination marker does not count as the file being there',
    source: [e('d/', 3)],
    dest: [e('d/', 0)],
    options: SYNC_UP,
    want: ['copy d/ missing'],
  },
  {
    name: 'download: a local file newer than its object is downloaded again',
    source: [e('a', 1, T), e('b', 1, T + 60_000)],
    dest: [e('a', 1, T + 1000), e('b', 1, T)],
    options: { mode: 'sync', direction: 'download' },
    want: ['copy a destination-newer', 'skip b destination-not-newer'],
  },
  {
    name: 'download with exact-timestamps: any time difference downloads',
    source: [e('a', 1, T), e('b', 1, T + 60_000)],
    dest: [e('a', 1, T + 1000), e('b', 1, T)],
    options: { mode: 'sync', direction: 'download', exactTimestamps: true },
    want: ['copy a time-differs', 'copy b time-differs'],
  },
  {
    name: 'size-only: ignores times',
    source: [e('a', 1, T + 60_000), e('b', 2)],
    dest: [e('a', 1, T), e('b', 1)],
    options: { ...SYNC_UP, sizeOnly: true },
    want: ['skip a same-size', 'copy b size'],
  },
  {
    name: 'byte order: "a-b" < "a/x" < "a0", merged across sides',
    source: [e('a-b'), e('a/x'), e('a0')],
    dest: [e('a/x'), e('a0')],
    options: SYNC_UP,
    want: ['copy a-b missing', 'skip a/x destination-not-older', 'skip a0 destination-not-older'],
  },
  {
    name: 'byte order: U+E000 sorts before U+1F600 (JavaScript < says the opposite)',
    source: [e('\uE000'), e('\u{1F600}')],
    dest: [e('\u{1F600}')],
    options: SYNC_UP,
    want: ['copy \uE000 missing', 'skip \u{1F600} destination-not-older'],
  },
  {
    name: 'both sides empty: nothing to do',
    source: [],
    dest: [],
    options: { ...SYNC_UP, delete: true },
    want: [],
  },
];

describe('planSync', () => {
  it.each(CASES)('$name', async ({ source, dest, options, want }) => {
    for (const batchSize of [1, 2, 1000]) {
      expect(brief(await plan(source, dest, options, batchSize)), `batch ${batchSize}`).toEqual(
        want,
      );
    }
  });

  it('carries the entries it was given, so the caller keeps its own fields', async () => {
    const src = { rel: 'a', size: 2, mtimeMs: T, key: 'prefix/a', etag: '"x"' };
    const dst = { rel: 'a', size: 1, mtimeMs: T, path: '/tmp/a' };
    const actions = [];
    for await (const a of planSync(batches([src]), batches([dst]), SYNC_UP)) actions.push(a);
    expect(actions).toEqual([{ kind: 'copy', rel: 'a', source: src, dest: dst, reason: 'size' }]);
    const first = actions[0]!;
    if (first.kind === 'copy') expect(first.source.key).toBe('prefix/a'); // typed as the input
  });

  it.each([
    ['source', [e('b'), e('a')], [e('a')]],
    ['destination', [e('a')], [e('b'), e('a')]],
    ['source', [e('a'), e('a')], []],
    ['source', [e('\u{1F600}'), e('\uE000')], []],
  ] as const)('rejects a %s listing out of byte order', async (side, source, dest) => {
    const run = plan(source, dest, { ...SYNC_UP, delete: true }, 1);
    await expect(run).rejects.toBeInstanceOf(UnsortedInputError);
    await expect(run).rejects.toMatchObject({ side });
  });

  it('checks a side its lister did not check (a local walk) beside one its lister did (S3)', async () => {
    const run = plan([e('a')], [e('b'), e('a')], {
      ...SYNC_UP,
      delete: true,
      orderChecked: { source: true },
    });
    await expect(run).rejects.toBeInstanceOf(UnsortedInputError);
    await expect(run).rejects.toMatchObject({ side: 'destination' });
  });

  it('matches a sort-everything reference on random trees, whatever the batch sizes', async () => {
    let seed = 42;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const names = ['a', 'a-b', 'a/x', 'a0', 'b/', 'é', '\uE000', '\u{1F600}', 'z.log', 'z/y'];
    const filter = createFilter([{ kind: 'exclude', pattern: '*.log' }]);
    for (let round = 0; round < 200; round++) {
      const pick = () =>
        names
          .filter(() => random() < 0.5)
          .map((rel) => e(rel, Math.floor(random() * 2), T + Math.floor(random() * 3) * 1000))
          .sort((x, y) => compareKeys(x.rel, y.rel));
      const source = pick();
      const dest = pick();
      const options: PlanOptions = { ...SYNC_UP, delete: random() < 0.5, filter };
      const got = brief(await plan(source, dest, options, 1 + Math.floor(random() * 4)));
      expect(got).toEqual(reference(source, dest, options));
    }
  });

  it('streams: the first action comes after one batch per side, not after the whole listing', async () => {
    const pulled = { source: 0, dest: 0 };
    async function* counted(side: 'source' | 'dest', prefix: string) {
      for (let i = 0; i < 1000; i++) {
        pulled[side]++;
        yield [e(`${prefix}${String(i).padStart(4, '0')}`)];
      }
    }
    const planner = planSync(counted('source', 'a'), counted('dest', 'b'), SYNC_UP);
    const first = await planner.next();
    expect(first.value).toMatchObject({ kind: 'copy', rel: 'a0000' });
    expect(pulled).toEqual({ source: 1, dest: 1 });
    await planner.return();
  });

  it('stops both listings when the consumer stops early', async () => {
    const closed: string[] = [];
    async function* endless(name: string) {
      try {
        for (let i = 0; ; i++) yield [e(`${name}${String(i).padStart(6, '0')}`)];
      } finally {
        closed.push(name);
      }
    }
    for await (const action of planSync(endless('a'), endless('b'), SYNC_UP)) {
      if (action.rel === 'a000010') break;
    }
    expect(closed.sort()).toEqual(['a', 'b']);
  });

  it('does not read the destination at all in cp mode', async () => {
    let read = false;
    const dest = (async function* () {
      read = true;
      yield [e('a')];
    })();
    const actions = [];
    for await (const a of planSync(batches([e('a')]), dest, {
      mode: 'cp',
      direction: 'download',
    })) {
      actions.push(a);
    }
    expect(brief(actions)).toEqual(['copy a always']);
    expect(read).toBe(false);
  });
});

/** The plan worked out the slow way: every path on either side, sorted, decided one by one. */
function reference(source: SyncEntry[], dest: SyncEntry[], options: PlanOptions): string[] {
  const src = new Map(source.map((x) => [x.rel, x]));
  const dst = new Map(dest.map((x) => [x.rel, x]));
  const rels = [...new Set([...src.keys(), ...dst.keys()])].sort(compareKeys);
  return rels.map((rel) => {
    const s = src.get(rel);
    const d = dst.get(rel);
    const marker = (x: SyncEntry | undefined) =>
      x !== undefined && x.size === 0 && rel.endsWith('/');
    if (!options.filter!(rel)) return `skip ${rel} excluded`;
    if (marker(s) || (s === undefined && marker(d))) return `skip ${rel} directory-marker`;
    if (s === undefined)
      return options.delete ? `delete ${rel} not-in-source` : `skip ${rel} not-in-source`;
    const decision = compareRules(s, marker(d) ? undefined : d, options);
    return `${decision.copy ? 'copy' : 'skip'} ${rel} ${decision.reason}`;
  });
}

describe('planSync into a destination that folds names (case-insensitive)', () => {
  const fold = (rel: string) => rel.toLowerCase();
  const SYNC_DOWN: PlanOptions = { mode: 'sync', direction: 'download', fold };

  it('dir/a.txt and DIR/b.txt: the file the walk finds as DIR/a.txt is dir/a.txt, unchanged; --delete deletes only what no key folds to', async () => {
    const source = [e('DIR/b.txt'), e('dir/a.txt'), e('new.txt')];
    const dest = [e('DIR/a.txt'), e('DIR/b.txt'), e('Old.txt'), e('Z/left.txt')];
    const actions = await plan(source, dest, { ...SYNC_DOWN, delete: true }, 1);
    expect(brief(actions)).toEqual([
      'skip DIR/b.txt destination-not-newer',
      'skip dir/a.txt destination-not-newer',
      'copy new.txt missing',
      'delete Old.txt not-in-source',
      'delete Z/left.txt not-in-source',
    ]);
  });

  it('Readme.md and README.md: the first matches the file, the second is planned as missing (the executor reports the conflict)', async () => {
    const actions = await plan([e('README.md'), e('Readme.md')], [e('README.md')], SYNC_DOWN);
    expect(brief(actions)).toEqual([
      'skip README.md destination-not-newer',
      'copy Readme.md missing',
    ]);
  });

  it('with checksum, a folded match of the same size is a content check', async () => {
    const actions = await plan([e('dir/a.txt')], [e('DIR/a.txt')], {
      ...SYNC_DOWN,
      checksum: true,
    });
    expect(brief(actions)).toEqual(['check dir/a.txt content']);
  });
});
