/**
 * `npm run bench -- cache`: issue 12's benchmark. A generated node_modules-like tree (50,000
 * files by default, bench/cache-tree.ts) is saved and restored, in one run, by:
 *   - ours: `s3-sync cache save` / `cache restore` (a full save, a restore into an empty folder,
 *     a save after 1% of the files changed, ten such saves in a row, and a restore of the last);
 *   - the actions/cache way by hand: `tar | zstd -T0` uploaded as one object with the aws-cli,
 *     restored by download, then `zstd -d | tar -x`;
 *   - per file: `s3-sync sync` and `aws s3 sync` of the same tree;
 *   - the local floor: `tar -xf` of an uncompressed local tar into an empty folder.
 * Each row has wall time, the tool's CPU, the server's CPU in the same window and peak RSS.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { changeScattered, countTree, writeTree, type TreeSpec } from './cache-tree.js';
import { deletePrefix, ensureBucket } from './lib/buckets.js';
import { describeFailure, lastJsonLine, measureCommand, type CommandRun } from './lib/measure.js';
import { summariseMemoryTrace } from './lib/memory-trace.js';
import { fmt, markdownTable, writeResults } from './lib/report.js';
import { AWS_CLI } from './lib/tools.js';
import { startSuite } from './lib/suite-start.js';

const BUCKET = 'bench-cache';
const TREE = 'tree';

interface PhaseJson {
  readonly name: string;
  readonly startMs?: number;
  readonly endMs?: number;
  readonly bytes?: number;
}

interface CacheReportJson {
  readonly outcome?: string;
  readonly files?: number;
  readonly bytes?: number;
  readonly bytesUploaded?: number;
  readonly packsUploaded?: number;
  readonly packsReused?: number;
  readonly phases?: readonly PhaseJson[];
}

interface Row {
  readonly id: string;
  readonly label: string;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly serverCpuSeconds: number | undefined;
  readonly peakRssMb: number | undefined;
  readonly bytesUploaded?: number | undefined;
  readonly phases?: string | undefined;
  readonly report?: CacheReportJson | undefined;
  readonly error?: string | undefined;
  /** With --memory-trace: each thread's peak (bench/lib/memory-trace.ts). */
  memory?: string | undefined;
}

/** A row for steps run one after the other (pack then upload): times and CPU add up. */
function sumOf(id: string, label: string, parts: readonly Row[]): Row {
  const add = (pick: (r: Row) => number | undefined) =>
    parts.every((r) => pick(r) !== undefined) ? parts.reduce((s, r) => s + pick(r)!, 0) : undefined;
  return {
    id,
    label,
    wallSeconds: add((r) => r.wallSeconds)!,
    cpuSeconds: add((r) => r.cpuSeconds),
    serverCpuSeconds: add((r) => r.serverCpuSeconds),
    peakRssMb: Math.max(...parts.map((r) => r.peakRssMb ?? 0)) || undefined,
    error: parts.find((r) => r.error)?.error,
  };
}

/** A digest of every file's path and bytes, so a restore is checked byte for byte. */
function treeDigest(root: string): string {
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

function phaseLine(report: CacheReportJson | undefined): string | undefined {
  if (!report?.phases?.length) return undefined;
  return report.phases
    .filter((p) => p.startMs !== undefined)
    .map((p) => `${p.name} ${(((p.endMs ?? p.startMs!) - p.startMs!) / 1000).toFixed(2)}`)
    .join(', ');
}

function reportOf(run: CommandRun): CacheReportJson | undefined {
  return lastJsonLine<CacheReportJson>(run.stdout ?? '') ?? lastJsonLine(run.stderr);
}

export async function runCacheSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      files: { type: 'string', default: '50000' },
      'large-files': { type: 'string', default: '4' },
      seed: { type: 'string', default: '42' },
      increments: { type: 'string', default: '10' },
      'skip-aws': { type: 'boolean', default: false },
      'memory-trace': { type: 'boolean', default: false },
    },
  });
  const spec: TreeSpec = {
    files: Number(values.files),
    largeFiles: Number(values['large-files']),
    seed: Number(values.seed),
  };
  const increments = Number(values.increments);
  const { machine, server, client, env, workspace } = startSuite();
  const cwd = workspace.dir;
  const tree = path.join(cwd, TREE);
  const aside = path.join(cwd, `${TREE}.original`);
  const runId = `run-${Date.now().toString(36)}`;
  const store = `s3://${BUCKET}/${runId}/`;
  const rows: Row[] = [];
  const started = performance.now();

  // With --memory-trace, each of our runs samples every thread's memory into a file of its own
  // (S3_SYNC_CACHE_MEMORY_TRACE); the row then says which thread held what at its peak.
  let traces = 0;
  let lastTrace: string | undefined;
  const cli = (args: string[]) => {
    lastTrace = values['memory-trace'] ? path.join(cwd, `memory-${++traces}.jsonl`) : undefined;
    return measureCommand(
      process.execPath,
      [workspace.cli, ...args, '--endpoint-url', server.endpoint],
      {
        env: lastTrace ? { ...env, S3_SYNC_CACHE_MEMORY_TRACE: lastTrace } : env,
        cwd,
        stdout: 'capture',
        timeoutMs: 30 * 60_000,
      },
    );
  };
  const shell = (script: string) =>
    measureCommand('bash', ['-o', 'pipefail', '-c', script], {
      env,
      cwd,
      stdout: 'capture',
      timeoutMs: 30 * 60_000,
    });

  function record(id: string, label: string, run: CommandRun, extra: Partial<Row> = {}): Row {
    const report = id.startsWith('ours') ? reportOf(run) : undefined;
    const row: Row = {
      id,
      label,
      wallSeconds: run.wallSeconds,
      cpuSeconds: run.cpuSeconds,
      serverCpuSeconds: run.cpu?.serverSeconds,
      peakRssMb: run.peakRssMb,
      bytesUploaded: report?.bytesUploaded,
      phases: phaseLine(report),
      report,
      error: run.exitCode === 0 ? undefined : describeFailure(label, run).message,
      ...extra,
    };
    rows.push(row);
    const memory = id.startsWith('ours') && lastTrace ? summariseMemoryTrace(lastTrace) : undefined;
    if (memory) row.memory = memory;
    console.log(
      `  ${id.padEnd(24)} ${run.wallSeconds.toFixed(2)} s, CPU ${fmt.s(run.cpuSeconds)} s, RGW ${fmt.s(run.cpu?.serverSeconds)} s, ${fmt.mb(run.peakRssMb)} MB` +
        (row.bytesUploaded !== undefined
          ? `, uploaded ${fmt.mb(row.bytesUploaded / 1e6)} MB`
          : '') +
        (row.phases ? ` [${row.phases}]` : '') +
        (row.error ? `  FAILED: ${row.error}` : '') +
        (memory ? `\n    ${memory}` : ''),
    );
    return row;
  }

  // Restored trees are moved aside, not deleted, until the suite ends: ext4 scans past inodes
  // freed in the last seconds when it creates files, so deleting 50,000 files before the next
  // restore added 20-30 s of kernel time to that restore alone (seen while writing this suite).
  const trash = path.join(cwd, 'restored');
  mkdirSync(trash);
  let setAsideCount = 0;
  const setAside = (dir: string) => {
    if (existsSync(dir)) renameSync(dir, path.join(trash, String(++setAsideCount)));
  };

  /** Moves the tree aside, runs a restore into its place, checks it, and puts the tree back. */
  async function timedRestore(
    id: string,
    label: string,
    expected: string,
    restore: () => Promise<CommandRun>,
  ): Promise<Row> {
    renameSync(tree, aside);
    try {
      const run = await restore();
      let error: string | undefined;
      if (run.exitCode === 0) {
        const digest = existsSync(tree) ? treeDigest(tree) : 'missing';
        if (digest !== expected) error = 'the restored tree differs from the saved one';
      }
      return record(id, label, run, error ? { error } : {});
    } finally {
      setAside(tree);
      renameSync(aside, tree);
    }
  }

  try {
    await ensureBucket(client, BUCKET);
    console.log(`\n## tree: ${spec.files.toLocaleString('en-US')} files, seed ${spec.seed}`);
    const layout = writeTree(tree, spec);
    const digest0 = treeDigest(tree);
    console.log(`  ${fmt.mb(layout.totalBytes / 1e6)} MB in ${countTree(tree).files} files`);

    console.log('\n## ours: s3-sync cache');
    const keyArgs = (key: string) => ['--key', key, '--path', TREE, store, '--report', 'json'];
    const fullSave = record(
      'ours-save',
      'cache save (empty store)',
      await cli(['cache', 'save', ...keyArgs('k-0')]),
    );
    const fresh = await timedRestore('ours-restore', 'cache restore (empty folder)', digest0, () =>
      cli(['cache', 'restore', ...keyArgs('k-0')]),
    );
    record(
      'ours-restore-again',
      'cache restore (tree already there)',
      await cli(['cache', 'restore', ...keyArgs('k-0')]),
    );

    let digest = digest0;
    let firstIncrement: Row | undefined;
    let changedBytes = 0;
    for (let n = 1; n <= increments; n++) {
      changedBytes += changeScattered(tree, spec, n, 0.01).bytes;
      const row = record(
        `ours-save-1pct-${n}`,
        `cache save after 1% changed (${n} of ${increments})`,
        await cli(['cache', 'save', ...keyArgs(`k-${n}`)]),
      );
      firstIncrement ??= row;
    }
    if (increments > 0) digest = treeDigest(tree);
    const afterIncrements =
      increments > 0
        ? await timedRestore(
            'ours-restore-after',
            `cache restore of the entry after ${increments} incremental saves`,
            digest,
            () => cli(['cache', 'restore', ...keyArgs(`k-${increments}`)]),
          )
        : undefined;

    // The first entry restored again, now: the disk has taken two more trees since the first
    // fresh restore, and ext4 creates files more slowly as it fills, so the ratio for the entry
    // after ten saves is also given against this one, taken under the same conditions.
    const freshAgain =
      increments > 0
        ? await timedRestore(
            'ours-restore-fresh-again',
            'cache restore of the first entry again (empty folder, after the above)',
            digest0,
            () => cli(['cache', 'restore', ...keyArgs('k-0')]),
          )
        : undefined;

    console.log('\n## the actions/cache way: tar | zstd -T0, one object via the aws-cli');
    const archive = path.join(cwd, 'cache.tar.zst');
    const objectUrl = `${store}archive/cache.tar.zst`;
    const aws = `${AWS_CLI} --endpoint-url ${server.endpoint} --only-show-errors`;
    const pack = record(
      'archive-pack',
      'tar -cf - | zstd -T0 --long=30',
      await shell(`tar --posix -cf - ${TREE} | zstd -T0 --long=30 -q -o ${archive}`),
    );
    const upload = record(
      'archive-upload',
      'aws s3 cp (upload)',
      await shell(`${aws} s3 cp ${archive} ${objectUrl}`),
    );
    rmSync(archive);
    rows.push(sumOf('archive-save', 'single archive: save (pack + upload)', [pack, upload]));
    // Restored to the state of the last save, so the digest is the current tree's.
    let download: Row;
    let unpack: Row;
    renameSync(tree, aside);
    try {
      download = record(
        'archive-download',
        'aws s3 cp (download)',
        await shell(`${aws} s3 cp ${objectUrl} ${archive}`),
      );
      unpack = record(
        'archive-unpack',
        'zstd -d | tar -xf -',
        await shell(`zstd -d --long=30 -q -c ${archive} | tar -xf -`),
      );
      if (treeDigest(tree) !== digest) throw new Error('the archive restored a different tree');
    } finally {
      rmSync(archive, { force: true });
      setAside(tree);
      renameSync(aside, tree);
    }
    const archiveRestore = sumOf('archive-restore', 'single archive: restore (download + unpack)', [
      download,
      unpack,
    ]);
    rows.push(archiveRestore);

    console.log('\n## per file: s3-sync sync and aws s3 sync');
    const perFile = `${store}files/`;
    record(
      'sync-upload',
      's3-sync sync (upload, per file)',
      await cli(['sync', TREE, perFile, '--quiet', '--report', 'json']),
    );
    const oursSync = await timedRestore(
      'sync-restore',
      's3-sync sync (download, per file)',
      digest,
      () => cli(['sync', perFile, TREE, '--quiet', '--report', 'json']),
    );
    const awsSync = values['skip-aws']
      ? undefined
      : await timedRestore('aws-sync-restore', 'aws s3 sync (download, per file)', digest, () =>
          shell(`${aws} s3 sync ${perFile} ${TREE}`),
        );

    console.log('\n## the local floor: tar -xf of an uncompressed local tar');
    const plain = path.join(cwd, 'plain.tar');
    execFileSync('tar', ['--posix', '-cf', plain, TREE], { cwd });
    const floor = await timedRestore('tar-floor', 'tar -xf (local, uncompressed)', digest, () =>
      shell(`tar -xf ${plain}`),
    );
    rmSync(plain);

    const table = markdownTable(
      ['run', 'wall s', 'tool CPU s', 'RGW CPU s', 'peak RSS MB', 'uploaded MB', 'phases (s)'],
      rows.map((r) => [
        r.label.replaceAll('|', '\\|'),
        fmt.s(r.wallSeconds),
        fmt.s(r.cpuSeconds),
        fmt.s(r.serverCpuSeconds),
        fmt.mb(r.peakRssMb),
        r.bytesUploaded === undefined ? '' : fmt.mb(r.bytesUploaded / 1e6),
        r.error ? `FAILED: ${r.error.split('\n')[0]}` : (r.phases ?? ''),
      ]),
      [false, true, true, true, true, true, false],
    );
    const ours = rows.filter((r) => r.id.startsWith('ours'));
    const peakRss = Math.max(...ours.map((r) => r.peakRssMb ?? 0));
    // A ratio of two rows, or nothing when either failed: a failed run measures nothing.
    const ratio = (
      a: Row | undefined,
      b: Row | undefined,
      pick: (r: Row) => number | undefined = (r) => r.wallSeconds,
    ) => {
      if (!a || !b || a.error || b.error) return undefined;
      const [x, y] = [pick(a), pick(b)];
      return x !== undefined && y ? x / y : undefined;
    };
    const uploaded = (r: Row) => r.bytesUploaded;
    const targets = [
      [
        'restore vs single archive (download, then zstd -d into tar -x)',
        '>= 1.5x',
        ratio(archiveRestore, fresh),
        (v: number) => v >= 1.5,
      ],
      ['restore vs local tar -xf floor', '<= 1.3x', ratio(fresh, floor), (v: number) => v <= 1.3],
      ['restore vs aws s3 sync', '>= 10x', ratio(awsSync, fresh), (v: number) => v >= 10],
      [
        'restore vs s3-sync sync (per file)',
        'faster',
        ratio(oursSync, fresh),
        (v: number) => v > 1,
      ],
      [
        '1%-changed save: bytes uploaded vs full save',
        '<= 5%',
        ratio(firstIncrement, fullSave, uploaded),
        (v: number) => v <= 0.05,
      ],
      [
        '1%-changed save: time vs full save',
        '<= 0.25x',
        ratio(firstIncrement, fullSave),
        (v: number) => v <= 0.25,
      ],
      [
        `restore after ${increments} saves vs fresh restore`,
        '<= 1.2x',
        ratio(afterIncrements, fresh),
        (v: number) => v <= 1.2,
      ],
      [
        `restore after ${increments} saves vs the first entry restored just after it`,
        '<= 1.2x',
        ratio(afterIncrements, freshAgain),
        (v: number) => v <= 1.2,
      ],
      [
        'peak RSS of our runs',
        '< 300 MB',
        ours.some((r) => r.error) ? undefined : peakRss,
        (v: number) => v < 300,
      ],
    ] as const;
    const targetRows = targets.map(([what, target, value, met]) => [
      what,
      target,
      value === undefined
        ? '-'
        : what.startsWith('peak')
          ? `${fmt.mb(value)} MB`
          : what.includes('bytes')
            ? `${(value * 100).toFixed(1)}%`
            : fmt.x(value),
      value === undefined ? 'not measured' : met(value) ? 'yes' : 'no',
    ]);
    console.log(
      `\n### Cache save and restore, ${spec.files.toLocaleString('en-US')} files, ${fmt.mb(layout.totalBytes / 1e6)} MB\n`,
    );
    console.log(table);
    console.log(
      `\n### Targets (issue 12)\n\n${markdownTable(['what', 'target', 'measured', 'met'], targetRows, [false, false, true, false])}`,
    );
    const file = writeResults('cache', {
      suite: 'cache',
      options: { ...spec, increments, totalBytes: layout.totalBytes, changedBytes },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      rows,
      targets: targetRows,
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(
      `\nresults: ${file} (whole suite: ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    workspace.remove();
    await deletePrefix(client, BUCKET, `${runId}/`).catch(() => undefined);
    client.destroy();
  }
}
