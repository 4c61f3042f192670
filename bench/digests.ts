/**
 * `npm run bench -- digests [runs]`: the CPU costs that the arithmetic in docs/benchmarks.md
 * builds on, measured in this process on this machine (no network, no server):
 *
 *   MD5, SHA-256 (`crypto.hash`) and CRC32 (`zlib.crc32`) of 64 MiB of random bytes, in MB/s;
 *   starting a cache worker (dist/cache-worker/index.js) until it is online, in ms of CPU per
 *   worker (two started at once in a plain `node`), and the same after a V8 flag was changed
 *   and after it was put back;
 *   decodeManifest of a 50,000-entry manifest (random hashes, paths like a node_modules tree),
 *   and the full collection a restore runs after it (collect-garbage.ts), in ms;
 *   50,000 pack headers (a file's content hash and size) made by node-tar's Header and by the
 *   packer's template (src/cache/store/tar-header.ts), in ms.
 *
 * Medians of `runs` (default 5) after one warm-up.
 */
import { execFileSync } from 'node:child_process';
import crypto from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { collectGarbage } from '../src/cache/runtime/collect-garbage.js';
import { decodeManifest, encodeManifest } from '../src/cache/store/cache-manifest.js';
import { MANIFEST_FORMAT } from '../src/cache/store/manifest-types.js';
import { PathTable } from '../src/cache/store/path-table.js';
import { Header } from 'tar/header';
import { contentHeader } from '../src/cache/store/tar-header.js';
import { REPO_ROOT } from './lib/server.js';

const MB = 1_000_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

/** Median of `runs` timings (ms) of `work`, after one warm-up call. */
async function timed(runs: number, work: () => unknown): Promise<number> {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await work();
    times.push(performance.now() - start);
  }
  return median(times);
}

/**
 * CPU (ms) to start `count` cache workers and see them online, in a plain `node` process of its
 * own: started from this one, the workers would inherit the bench's TypeScript loader.
 */
function workerStartCpuMs(
  count: number,
  flag: 'default' | 'changed' | 'put back' = 'default',
): number {
  const file = path.join(REPO_ROOT, 'dist', 'cache-worker', 'index.js');
  // 'changed' as the young-generation hold sets it: V8 then rejects the code caches built into
  // Node for the workers' own modules; 'put back' as a restore does while its workers start
  // (src/young-generation.ts).
  const script = `
    import { Worker } from 'node:worker_threads';
    import v8 from 'node:v8';
    if (${flag !== 'default'}) v8.setFlagsFromString('--semi-space-growth-factor=1');
    if (${flag === 'put back'}) v8.setFlagsFromString('--semi-space-growth-factor=2');
    const before = process.cpuUsage();
    const workers = Array.from({ length: ${count} }, () => new Worker(${JSON.stringify(file)}));
    await Promise.all(workers.map((w) => new Promise((resolve) => w.once('online', resolve))));
    // What a worker does right after it is online (its module's top level) counts too.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const used = process.cpuUsage(before);
    console.log((used.user + used.system) / 1000);
    await Promise.all(workers.map((w) => w.terminate()));`;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'bench-digests-'));
  const scriptFile = path.join(dir, 'start-workers.mjs');
  writeFileSync(scriptFile, script);
  try {
    const out = execFileSync(process.execPath, [scriptFile], {
      env: { ...process.env, NODE_OPTIONS: '' },
      encoding: 'utf8',
    });
    return Number(out.trim());
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

function syntheticManifest(files: number): Buffer {
  const paths = Array.from(
    { length: files },
    (_, i) => `pkg-${String(i % 2000).padStart(5, '0')}/lib/sub/file-${i}.js`,
  );
  return encodeManifest({
    format: MANIFEST_FORMAT,
    key: 'bench',
    scope: 'bench',
    version: 'bench',
    createdAtMs: 1,
    roots: [{ base: 'workspace', path: 'tree' }],
    objects: [
      {
        name: `cas/packs/${'a'.repeat(64)}.tar.zst`,
        sha256: 'a'.repeat(64),
        size: 1e8,
        kind: 'pack',
        compression: 'zstd',
        frames: [[0, 1e8]],
      },
    ],
    contents: {
      sha256: crypto.randomBytes(files * 32),
      object: new Array<number>(files).fill(0),
      frame: new Array<number>(files).fill(0),
      at: Array.from({ length: files }, (_, i) => i * 100),
    },
    entries: {
      type: 'f'.repeat(files),
      root: new Array<number>(files).fill(0),
      path: PathTable.of(paths),
      size: new Array<number>(files).fill(100),
      mode: new Array<number>(files).fill(0o644),
      mtime: new Array<number>(files).fill(1_764_575_000_000),
      content: Array.from({ length: files }, (_, i) => i),
      link: new Map(),
    },
  }).body;
}

export async function runDigestsSuite(argv: string[]): Promise<void> {
  const runs = Number(argv[0] ?? 5);
  const data = crypto.randomBytes(64 * 1024 * 1024);
  const rate = async (work: () => unknown) => data.length / MB / ((await timed(runs, work)) / 1000);
  const rows: Array<[string, string]> = [
    ['MD5, `crypto.hash`', `${(await rate(() => crypto.hash('md5', data))).toFixed(0)} MB/s`],
    [
      'SHA-256, `crypto.hash`',
      `${(await rate(() => crypto.hash('sha256', data))).toFixed(0)} MB/s`,
    ],
    ['CRC32, `zlib.crc32`', `${(await rate(() => zlib.crc32(data))).toFixed(0)} MB/s`],
  ];
  const starts: number[] = [];
  for (let i = 0; i <= runs; i++) starts.push(workerStartCpuMs(2) / 2);
  rows.push([
    'start a cache worker (CPU, two at once)',
    `${median(starts.slice(1)).toFixed(0)} ms`,
  ]);
  for (const [flag, label] of [
    ['changed', 'the same after a V8 flag changed at run time'],
    ['put back', 'the same with that flag set and put back'],
  ] as const) {
    const times: number[] = [];
    for (let i = 0; i <= runs; i++) times.push(workerStartCpuMs(2, flag) / 2);
    rows.push([label, `${median(times.slice(1)).toFixed(0)} ms`]);
  }
  const body = syntheticManifest(50_000);
  rows.push([
    `decodeManifest, 50,000 entries (${(body.length / MB).toFixed(2)} MB stored)`,
    `${(await timed(runs, () => decodeManifest(body))).toFixed(0)} ms`,
  ]);
  const collections: number[] = [];
  for (let i = 0; i <= runs; i++) {
    const kept = decodeManifest(body);
    const start = performance.now();
    collectGarbage();
    collections.push(performance.now() - start);
    if (kept.entries.type.length !== 50_000) throw new Error('the manifest did not decode whole');
  }
  rows.push(['the full collection after it', `${median(collections.slice(1)).toFixed(0)} ms`]);

  rows.push(...(await packHeaderRows(runs)));

  console.log(`\n### Digests, worker start and manifest decode (medians of ${runs})\n`);
  console.log('| what | median |');
  console.log('| --- | ---: |');
  for (const [what, value] of rows) console.log(`| ${what} | ${value} |`);
}

/** 50,000 pack headers by node-tar's Header against the packer's template, in ms each way. */
async function packHeaderRows(runs: number): Promise<Array<[string, string]>> {
  const files = Array.from({ length: 50_000 }, (_, i) => ({
    sha256: crypto.hash('sha256', String(i)),
    size: (i * 7919) % 8_000_000,
  }));
  const block = Buffer.alloc(512);
  const byNodeTar = await timed(runs, () => {
    for (const file of files) {
      const header = new Header({
        path: file.sha256,
        mode: 0o644,
        uid: 0,
        gid: 0,
        size: file.size,
      });
      header.mtime = new Date(0);
      header.type = 'File';
      header.encode(block, 0);
    }
  });
  const byTemplate = await timed(runs, () => {
    for (const file of files) contentHeader(file.sha256, file.size);
  });
  return [
    ["50,000 pack headers, node-tar's `Header`", `${byNodeTar.toFixed(0)} ms`],
    ["50,000 pack headers, the packer's template", `${byTemplate.toFixed(0)} ms`],
  ];
}
