import { createHash } from 'node:crypto';

/** Key sets with the shapes that defeat naive range splitting, from a seed. */
export type KeySetShape = 'uniform' | 'skewed' | 'hashed' | 'deep' | 'unicode' | 'prefixes';
export const KEY_SET_SHAPES: readonly KeySetShape[] = [
  'uniform',
  'skewed',
  'hashed',
  'deep',
  'unicode',
  'prefixes',
];

export function seededRandom(seed: number): () => number {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return (s >>> 0) / 2 ** 32;
  };
}

export function generateKeys(shape: KeySetShape, count: number, seed: number): string[] {
  const random = seededRandom(seed);
  const pick = <T>(items: readonly T[]) => items[Math.floor(random() * items.length)]!;
  const keys = new Set<string>();
  for (let i = 0; keys.size < count; i++) {
    switch (shape) {
      case 'uniform':
        keys.add(`file-${String(Math.floor(random() * count * 10)).padStart(7, '0')}.bin`);
        break;
      case 'skewed':
        // 90% of the keys under one prefix, the rest spread over many.
        keys.add(
          random() < 0.9
            ? `logs/2026/11/30/${i}.json`
            : `${pick(['assets', 'bin', 'cache', 'docs', 'x'])}/${i}`,
        );
        break;
      case 'hashed':
        keys.add(createHash('sha1').update(`${seed}:${i}`).digest('hex'));
        break;
      case 'deep':
        keys.add(
          Array.from({ length: 1 + Math.floor(random() * 6) }, () =>
            pick(['a', 'b', 'src', 'lib', 'node_modules', 'x y']),
          ).join('/') + `/${i}.js`,
        );
        break;
      case 'unicode':
        keys.add(
          `${pick(['é', 'ü', '中文', '\u{1F600}', '\uE000', '\uFFFD', 'a+b', 'a%20b', '&<>"', 'zz'])}/${pick(['', '\u{10000}', '\uFF5E'])}${i}`,
        );
        break;
      case 'prefixes':
        // Keys that are prefixes of each other: a, a/, a/b, a-b, a.b, a0 ...
        keys.add(
          `${pick(['a', 'a/', 'a/b', 'a-b', 'a.b', 'a0', 'ab'])}${i % 3 === 0 ? '' : `/${i}`}`,
        );
        break;
    }
  }
  return [...keys];
}
