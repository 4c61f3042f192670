/**
 * `npm run bench -- file-md5 [--files N] [--rounds R] [--in-flight K]`: the per-file cost of
 * hashing a tree of small local files, as a `--checksum` sync pays it for every file whose size
 * matches its object's. Runs in this process, on no server:
 *
 *   md5OfFile (src/transfer/file-md5.ts) on every file, `--in-flight` (256, as the sync's
 *   content checks) at once, each started as one settles;
 *   the floor, one file after another on this thread: open, one read, close, MD5;
 *   the walk's own cost beside it: a stat of every file (its size and mtime), with a callback
 *   and 64 in flight as src/sync/walk-local.ts does, and blocking, one after another.
 *
 * The tree: `--files` (20,000) files of 0.5-8.5 KiB in folders of 200, under TMPDIR (put it on
 * a tmpfs), written once and warm in the page cache. Each round runs the three in an order that
 * turns, and reports CPU microseconds per file (user + system of the whole process, so the hash
 * workers count) and wall time; the table holds the medians.
 */
import { hash } from 'node:crypto';
import {
  closeSync,
  stat,
  statSync,
  mkdirSync,
  mkdtempSync,
  openSync,
  readSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { md5OfFile } from '../src/transfer/file-md5.js';
import { markdownTable, median } from './lib/report.js';

interface TreeFile {
  readonly path: string;
  readonly size: number;
}

const FILES_PER_FOLDER = 200;

/** 0.5-8.5 KiB, spread evenly, from a fixed seed so every run hashes the same bytes. */
function writeTree(root: string, count: number): TreeFile[] {
  const files: TreeFile[] = [];
  let seed = 0x2f6b_1d3a;
  const next = () => (seed = (Math.imul(seed, 1_103_515_245) + 12_345) >>> 0);
  const block = Buffer.alloc(8704);
  for (let i = 0; i < block.length; i++) block[i] = next() & 0xff;
  for (let i = 0; i < count; i++) {
    const folder = path.join(root, `d${Math.floor(i / FILES_PER_FOLDER)}`);
    if (i % FILES_PER_FOLDER === 0) mkdirSync(folder);
    const size = 512 + (next() % 8193);
    const file = path.join(folder, `f${i}.js`);
    block.writeUInt32LE(i, 0); // no two files alike
    writeFileSync(file, block.subarray(0, size));
    files.push({ path: file, size });
  }
  return files;
}

/** md5OfFile with `inFlight` at once, as the sync's content checks call it. */
async function hashAll(files: readonly TreeFile[], inFlight: number): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await md5OfFile(file.path, file.size);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
}

const floorBuffer = Buffer.allocUnsafeSlow(64 * 1024);

/** The least any way of hashing them can do: open, one read, close, MD5, one after another. */
function floor(files: readonly TreeFile[]): void {
  for (const file of files) {
    const fd = openSync(file.path, 'r');
    try {
      const read = readSync(fd, floorBuffer, 0, file.size, 0);
      hash('md5', floorBuffer.subarray(0, read), 'hex');
    } finally {
      closeSync(fd);
    }
  }
}

/** The walk's way (src/sync/walk-local.ts): `fs.stat` with a callback, 64 at once. */
async function statAll(files: readonly TreeFile[]): Promise<void> {
  let next = 0;
  const lane = async () => {
    while (next < files.length) {
      const file = files[next++]!;
      await new Promise((resolve, reject) =>
        stat(file.path, (error, info) => (error ? reject(error) : resolve(info))),
      );
    }
  };
  await Promise.all(Array.from({ length: 64 }, lane));
}

function statSyncAll(files: readonly TreeFile[]): void {
  for (const file of files) statSync(file.path);
}

interface Sample {
  readonly cpuUs: number;
  readonly wallMs: number;
}

async function measure(work: () => unknown): Promise<Sample> {
  const cpu = process.cpuUsage();
  const started = performance.now();
  await work();
  const wallMs = performance.now() - started;
  const used = process.cpuUsage(cpu);
  return { cpuUs: used.user + used.system, wallMs };
}

export async function runFileMd5Suite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      files: { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '5' },
      'in-flight': { type: 'string', default: '256' },
    },
  });
  const count = Number(values.files);
  const rounds = Number(values.rounds);
  const inFlight = Number(values['in-flight']);
  const root = mkdtempSync(path.join(tmpdir(), 's3-sync-file-md5-'));
  try {
    const files = writeTree(root, count);
    const bytes = files.reduce((sum, f) => sum + f.size, 0);
    console.log(
      `${count} files, ${(bytes / 1024 / count).toFixed(1)} KiB on average, in ${root}; ` +
        `load ${loadavg()[0]!.toFixed(2)}`,
    );
    const ways: Record<string, () => unknown> = {
      [`md5OfFile, ${inFlight} in flight`]: () => hashAll(files, inFlight),
      'floor: open, read, close, MD5': () => floor(files),
      'stat, callback, 64 in flight': () => statAll(files),
      'statSync, one after another': () => statSyncAll(files),
    };
    const names = Object.keys(ways);
    // One warm-up of each: the page cache, the hash workers' start, the JIT.
    for (const name of names) await ways[name]!();
    const samples = new Map<string, Sample[]>(names.map((n) => [n, []]));
    for (let round = 0; round < rounds; round++) {
      const order = [...names.slice(round % names.length), ...names.slice(0, round % names.length)];
      for (const name of order) samples.get(name)!.push(await measure(ways[name]!));
    }
    const rows = names.map((name) => {
      const runs = samples.get(name)!;
      const perFile = runs.map((s) => s.cpuUs / count);
      return [
        name,
        median(perFile).toFixed(1),
        `${Math.min(...perFile).toFixed(1)}-${Math.max(...perFile).toFixed(1)}`,
        median(runs.map((s) => s.wallMs)).toFixed(0),
      ];
    });
    console.log(
      `\n### Per-file hashing of ${count} small files (${rounds} rounds, load ${loadavg()[0]!.toFixed(2)})\n`,
    );
    console.log(
      markdownTable(['what', 'CPU us a file (median)', 'CPU us (min-max)', 'wall ms'], rows),
    );
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
  // The hash workers are unref'd when idle; nothing else keeps the process.
}
