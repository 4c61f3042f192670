import type { FilterRule } from '../../src/sync/filters.js';
import { seededRandom } from './key-sets.js';

// Generated cases for the differential test against the aws-cli (aws-cli-parity.test.ts): two
// small trees, a direction, the comparison flags and filters, from a seed, so that a failing
// case is run again by its number.

export type ParityDirection = 'download' | 'upload' | 'copy';

/** One file or object: its size, and for a local file how its mtime stands to the objects'. */
export interface ParityFile {
  readonly size: number;
  /** Local files only: long before the objects were written, or a day after. */
  readonly age: 'old' | 'future';
}

export interface ParityCase {
  readonly seed: number;
  readonly direction: ParityDirection;
  readonly source: ReadonlyMap<string, ParityFile>;
  readonly destination: ReadonlyMap<string, ParityFile>;
  readonly delete: boolean;
  readonly sizeOnly: boolean;
  readonly exactTimestamps: boolean;
  readonly filters: readonly FilterRule[];
  /** S3-to-S3: the destination's objects are written first, so the source's are newer. */
  readonly destinationFirst: boolean;
}

/** Names that sort differently by bytes and by folder walk, with spaces, `+`, `%`, `~`, é. */
const NAMES = [
  'a',
  'a b',
  'a-c',
  'a.txt',
  'b/c.md',
  'b/d e.log',
  'b/x/y.txt',
  'é.txt',
  'k+1.txt',
  'p%20q',
  '~u.log',
  'z.log',
];

/** Keys only a bucket can hold: a folder marker, and a non-empty key ending in `/`. */
const S3_ONLY = [
  { rel: 'm/', size: 0 },
  { rel: 'c.md/', size: 2 },
];

const PATTERNS: readonly FilterRule[] = [
  { kind: 'exclude', pattern: '*.txt' },
  { kind: 'include', pattern: 'b/*' },
  { kind: 'exclude', pattern: 'b/*' },
  { kind: 'exclude', pattern: '*' },
  { kind: 'include', pattern: '*.log' },
  { kind: 'exclude', pattern: 'a*' },
  { kind: 'include', pattern: '?.txt' },
  { kind: 'exclude', pattern: '[ab]*' },
  { kind: 'exclude', pattern: 'm/' },
  { kind: 'exclude', pattern: '*/' },
  // Patterns that begin with `/` (a documented difference: see the test's allowed deltas).
  { kind: 'exclude', pattern: '/*' },
  { kind: 'include', pattern: '/b/*' },
];

export function parityCase(seed: number): ParityCase {
  const next = seededRandom(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const chance = (p: number) => next() < p;
  const direction = pick<ParityDirection>(['download', 'upload', 'copy']);
  const file = (): ParityFile => ({ size: Math.floor(next() * 4), age: pick(['old', 'future']) });
  const source = new Map<string, ParityFile>();
  const destination = new Map<string, ParityFile>();
  for (const name of NAMES) {
    const inSource = chance(0.6);
    if (inSource) source.set(name, file());
    if (chance(0.5)) {
      const same = inSource && chance(0.5);
      destination.set(name, same ? { ...source.get(name)!, age: pick(['old', 'future']) } : file());
    }
  }
  for (const { rel, size } of S3_ONLY) {
    if (direction !== 'upload' && chance(0.5)) source.set(rel, { size, age: 'old' });
    if (direction !== 'download' && chance(0.5)) destination.set(rel, { size, age: 'old' });
  }
  const filters = Array.from({ length: Math.floor(next() * 3) }, () => pick(PATTERNS));
  return {
    seed,
    direction,
    source,
    destination,
    delete: chance(0.5),
    sizeOnly: chance(0.25),
    exactTimestamps: chance(0.25),
    filters,
    destinationFirst: chance(0.5),
  };
}

/** The aws-cli's flags for a case's options and filters, in the order given. */
export function awsFlags(c: ParityCase, filters = c.filters): string[] {
  return [
    ...(c.delete ? ['--delete'] : []),
    ...(c.sizeOnly ? ['--size-only'] : []),
    ...(c.exactTimestamps ? ['--exact-timestamps'] : []),
    ...filters.flatMap((f) => [`--${f.kind}`, f.pattern]),
  ];
}
