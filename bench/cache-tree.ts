/**
 * The tree the cache suite saves and restores: a generated `node_modules`-like folder. File sizes
 * are log-normal (median about 2 KiB) with a few large files; contents are pseudo-source drawn
 * from a vocabulary of tokens, so they compress about as source does, and every file is distinct
 * except the licence files and manifests that real trees repeat. Everything comes from one seed,
 * so two runs build the same bytes.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { seededRandom } from '../test/support/seeded-random.js';

const TOKENS = (
  'const let var function return if else for while import export from default class extends ' +
  'new this async await try catch throw typeof instanceof null undefined true false module ' +
  'require exports prototype length push map filter reduce Object Array String Number Promise ' +
  'resolve reject options value key index result error callback args name type data buffer ' +
  'path config ( ) { } [ ] ; , . = => === !== && || + - * / < > ? : " \' 0 1 2 10 100'
).split(' ');
const CORPUS_BYTES = 24 * 1024 * 1024;
const MEDIAN_BYTES = 2048;
const SIGMA = 1.1;
const MAX_SMALL_BYTES = 2 * 1024 * 1024;
const FILES_PER_PACKAGE = 25;

/** Pseudo-source text: lines of random tokens with indentation, as minified-free JS reads. */
function makeCorpus(random: () => number): Buffer {
  const parts: string[] = [];
  let size = 0;
  while (size < CORPUS_BYTES) {
    const words = 3 + Math.floor(random() * 9);
    let line = '  '.repeat(Math.floor(random() * 4));
    // Squared draws skew towards the first tokens, as keywords dominate real source.
    for (let w = 0; w < words; w++) line += TOKENS[Math.floor(random() ** 2 * TOKENS.length)] + ' ';
    line += '\n';
    parts.push(line);
    size += line.length;
  }
  return Buffer.from(parts.join(''), 'latin1');
}

function normal(random: () => number): number {
  const u = Math.max(random(), 1e-12);
  return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
}

export interface TreeSpec {
  readonly files: number;
  readonly largeFiles: number;
  readonly seed: number;
}

export interface TreeFile {
  readonly relativePath: string;
  readonly bytes: number;
}

export interface TreeLayout {
  readonly files: readonly TreeFile[];
  readonly totalBytes: number;
}

/** The content of file `index` in `generation` (0 = the first save; n = the n-th change). */
function contentOf(
  corpus: Buffer,
  random: () => number,
  file: TreeFile,
  generation: number,
): Buffer {
  const header = Buffer.from(`// ${file.relativePath} generation ${generation}\n`);
  const bodyBytes = Math.max(0, file.bytes - header.length);
  if (file.bytes >= MAX_SMALL_BYTES) {
    // Large files are half compressible text, half noise, as binaries and bundles are.
    const body = Buffer.allocUnsafe(bodyBytes);
    const half = Math.floor(bodyBytes / 2);
    corpus.copy(body, 0, 0, Math.min(half, corpus.length));
    for (let i = half; i < bodyBytes; i++) body[i] = (random() * 256) | 0;
    return Buffer.concat([header, body]);
  }
  const start = Math.floor(random() * (corpus.length - bodyBytes - 1));
  return Buffer.concat([header, corpus.subarray(start, start + bodyBytes)]);
}

/** Where each file goes and how big it is, decided from the seed alone. */
export function treeLayout(spec: TreeSpec): TreeLayout {
  const random = seededRandom(spec.seed);
  const files: TreeFile[] = [];
  let totalBytes = 0;
  for (let i = 0; i < spec.files; i++) {
    const pkg = `pkg-${String(Math.floor(i / FILES_PER_PACKAGE)).padStart(5, '0')}`;
    const slot = i % FILES_PER_PACKAGE;
    const relativePath =
      slot === 0
        ? `${pkg}/LICENSE`
        : slot === 1
          ? `${pkg}/package.json`
          : `${pkg}/${slot % 3 === 0 ? 'lib/' : slot % 3 === 1 ? 'dist/esm/' : ''}file-${slot}.js`;
    const large = i < spec.largeFiles;
    const bytes = large
      ? (12 + Math.floor(random() * 28)) * 1024 * 1024
      : slot === 0
        ? 1067
        : Math.min(
            MAX_SMALL_BYTES - 1,
            Math.max(1, Math.round(MEDIAN_BYTES * Math.exp(SIGMA * normal(random)))),
          );
    files.push({ relativePath: large ? `${pkg}/native/addon-${i}.node` : relativePath, bytes });
    totalBytes += bytes;
  }
  return { files, totalBytes };
}

const LICENSE = Buffer.from(`MIT License\n\n${'Permission is hereby granted. '.repeat(35)}\n`);

/** Writes the whole tree into `root` (which must not exist yet). */
export function writeTree(root: string, spec: TreeSpec): TreeLayout {
  const layout = treeLayout(spec);
  const random = seededRandom(spec.seed ^ 0x5eed);
  const corpus = makeCorpus(random);
  const made = new Set<string>();
  for (const file of layout.files) {
    const full = path.join(root, file.relativePath);
    const dir = path.dirname(full);
    if (!made.has(dir)) {
      mkdirSync(dir, { recursive: true });
      made.add(dir);
    }
    // Licence files are byte for byte the same in every package, as in real trees.
    const body = file.relativePath.endsWith('/LICENSE')
      ? LICENSE
      : contentOf(corpus, random, file, 0);
    writeFileSync(full, body);
  }
  return layout;
}

/**
 * Rewrites `share` of the files (scattered through the whole tree by the seed) with new content
 * of about the same size, as a build that touches a few files here and there does. Large files
 * are left alone, so the changed bytes are about `share` of the small files' bytes.
 */
export function changeScattered(
  root: string,
  spec: TreeSpec,
  generation: number,
  share: number,
): { files: number; bytes: number } {
  const layout = treeLayout(spec);
  const random = seededRandom(spec.seed * 31 + generation);
  const corpus = makeCorpus(seededRandom(spec.seed + generation));
  const candidates = layout.files.filter((f) => f.bytes < MAX_SMALL_BYTES);
  const count = Math.max(1, Math.round(candidates.length * share));
  const chosen = new Set<number>();
  while (chosen.size < count) chosen.add(Math.floor(random() * candidates.length));
  let bytes = 0;
  for (const index of chosen) {
    const file = candidates[index]!;
    const body = contentOf(corpus, random, file, generation);
    writeFileSync(path.join(root, file.relativePath), body);
    bytes += body.length;
  }
  return { files: count, bytes };
}

/** Files and bytes under a folder, to check that a restore brought everything back. */
export function countTree(root: string): { files: number; bytes: number } {
  let files = 0;
  let bytes = 0;
  for (const entry of readdirSync(root, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    files++;
    bytes += statSync(path.join(entry.parentPath, entry.name)).size;
  }
  return { files, bytes };
}

/** A digest of every file's path and bytes, so a restore is checked byte for byte. */
export function treeDigest(root: string): string {
  const hash = createHash('sha256');
  const files = readdirSync(root, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile())
    .map((e) => path.relative(root, path.join(e.parentPath, e.name)))
    .sort((a, b) => Buffer.compare(Buffer.from(a), Buffer.from(b)));
  for (const file of files) {
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(root, file)))
      .update('\0');
  }
  return hash.digest('hex');
}

export function removeTree(root: string): void {
  rmSync(root, { recursive: true, force: true });
}
