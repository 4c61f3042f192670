// The front-ends' entries that the package script copies into dist/ as tsc wrote them, and the
// check that each stays a thin import of the one bundle (scripts/package.mjs).
import path from 'node:path';

/** The one bundle's module, relative to build/ (tsc's output) and to dist/ alike. */
export const ENGINE = 'engine/engine.js';

/** Each entry: tsc's output (build/) and where it lies in dist/, as its action.yml names it. */
export const THIN_ENTRIES = [
  { from: 'build/index.js', to: 'dist/index.js' },
  { from: 'build/shards-action/index.js', to: 'dist/shards/index.js' },
  ...['main', 'post', 'restore', 'save', 'prune'].map((step) => ({
    from: `build/cache-action/${step}.js`,
    to: `dist/cache/${step}.js`,
  })),
  { from: 'build/cli/index.js', to: 'dist/cli/index.js', mode: 0o755 },
];

/**
 * Why an entry is not a thin import of the engine, or undefined when it is. Anything else it
 * imported would be missing from dist/, so it may import Node's own modules (`node:`) and the
 * engine, once, by a path that leads to the engine both from build/ and from where it lies in
 * dist/ (tsc keeps the path as written). A dynamic import must name its module literally.
 *
 * @param {string} text the entry's code
 * @param {{ from: string, to: string }} entry its path in build/ and in dist/
 * @returns {string | undefined}
 */
export function thinEntryProblem(text, { from, to }) {
  const dynamic = text.match(/\bimport\s*\(/g)?.length ?? 0;
  const literal = [...text.matchAll(/\bimport\s*\(\s*['"]([^'"]+)['"]\s*\)/g)];
  if (literal.length !== dynamic) return 'it has a dynamic import of a name not written out';
  const specifiers = [
    ...text.matchAll(/^\s*(?:import|export)\b(?!\s*\()[^'"]*['"]([^'"]+)['"]/gm),
    ...literal,
  ].map((match) => match[1]);
  const ours = specifiers.filter((s) => !s.startsWith('node:'));
  if (ours.length !== 1) return `it imports ${ours.length ? ours.join(', ') : 'no engine'}`;
  const [spec] = ours;
  for (const file of [from, to]) {
    const root = file.split('/')[0];
    if (path.posix.join(path.posix.dirname(file), spec) !== `${root}/${ENGINE}`)
      return `its import '${spec}' does not lead from ${file} to ${root}/${ENGINE}`;
  }
  return undefined;
}
