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
 * Then `--restore-rounds N` rounds (default 3) restore the last entry ours, the archive way and
 * the floor in turn (each round after the trees set aside so far are removed), and the restore
 * targets take the median of the rounds' own ratios.
 *
 * `--baseline DIR` runs every step of ours with another build too (DIR is a copy of dist/ taken
 * before a change, as in `bench large`), each into a store of its own, alternating which goes
 * first, and prints the pairs side by side. `--skip-peers` leaves out everything but ours (the
 * archive way, per-file syncs, the floor); `--files`, `--large-files` and `--increments` size the
 * run (2,000 files, 1 large, 2 increments is a smoke run of about a minute). `--rtt-ms N` puts
 * a round trip of N ms between every tool and the server (bench/lib/delay-proxy.ts), for ours
 * and the archive way alike, saves and restores: what a runner sees against S3.
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
import { fmt, markdownTable, median, writeResults } from './lib/report.js';
import { AWS_CLI } from './lib/tools.js';
import { startSuite } from './lib/suite-start.js';
import { startDelayProxy } from './lib/delay-proxy.js';

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

/** A build of ours: the one under test, or --baseline's. */
interface Build {
  readonly id: 'ours' | 'before';
  /** Appended to each row's label. */
  readonly label: string;
  readonly cli: string;
  readonly store: string;
}

const isOurs = (id: string) => id.startsWith('ours') || id.startsWith('before');

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

/** The median of each measure over rounds of one step; an error in any round fails it. */
function medianRow(label: string, rounds: readonly Row[]): Row | undefined {
  if (rounds.length === 0 || rounds.some((r) => r.error)) return undefined;
  const of = (pick: (r: Row) => number | undefined) =>
    rounds.every((r) => pick(r) !== undefined) ? median(rounds.map((r) => pick(r)!)) : undefined;
  return {
    id: 'median',
    label,
    wallSeconds: of((r) => r.wallSeconds)!,
    cpuSeconds: of((r) => r.cpuSeconds),
    serverCpuSeconds: of((r) => r.serverCpuSeconds),
    peakRssMb: of((r) => r.peakRssMb),
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
      'skip-peers': { type: 'boolean', default: false },
      'memory-trace': { type: 'boolean', default: false },
      baseline: { type: 'string', default: '' },
      'restore-rounds': { type: 'string', default: '3' },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const roundTripMs = Number(values['rtt-ms']);
  const spec: TreeSpec = {
    files: Number(values.files),
    largeFiles: Number(values['large-files']),
    seed: Number(values.seed),
  };
  const increments = Number(values.increments);
  const { machine, server, client, env, workspace } = startSuite();
  const proxy = roundTripMs > 0 ? await startDelayProxy(server.endpoint, roundTripMs) : undefined;
  if (proxy) console.log(`delay proxy at ${proxy.endpoint}: ${roundTripMs} ms round trip`);
  const endpoint = proxy?.endpoint ?? server.endpoint;
  const cwd = workspace.dir;
  const tree = path.join(cwd, TREE);
  const aside = path.join(cwd, `${TREE}.original`);
  const runId = `run-${Date.now().toString(36)}`;
  const store = `s3://${BUCKET}/${runId}/`;
  const rows: Row[] = [];
  const started = performance.now();
  // With --baseline, another build of ours (a copy of dist/ taken before a change) runs every
  // step of ours too, into a store of its own, alternating which goes first: the A/B that
  // docs/benchmarks.md used to describe as commands to type.
  const builds: Build[] = [{ id: 'ours', label: '', cli: workspace.cli, store }];
  if (values.baseline)
    builds.push({
      id: 'before',
      label: ` [the build in ${values.baseline}]`,
      cli: path.resolve(values.baseline, 'cli', 'index.js'),
      store: `s3://${BUCKET}/${runId}/before/`,
    });
  /** The builds in the order of step `n`: each goes first every other step. */
  const inTurn = (n: number) => (n % 2 === 0 ? builds : [...builds].reverse());

  // With --memory-trace, each of our runs samples every thread's memory into a file of its own
  // (S3_SYNC_CACHE_MEMORY_TRACE); the row then says which thread held what at its peak.
  let traces = 0;
  let lastTrace: string | undefined;
  const cli = (args: string[], build: Build = builds[0]!) => {
    lastTrace = values['memory-trace'] ? path.join(cwd, `memory-${++traces}.jsonl`) : undefined;
    return measureCommand(process.execPath, [build.cli, ...args, '--endpoint-url', endpoint], {
      env: lastTrace ? { ...env, S3_SYNC_CACHE_MEMORY_TRACE: lastTrace } : env,
      cwd,
      stdout: 'capture',
      timeoutMs: 30 * 60_000,
    });
  };
  const shell = (script: string) =>
    measureCommand('bash', ['-o', 'pipefail', '-c', script], {
      env,
      cwd,
      stdout: 'capture',
      timeoutMs: 30 * 60_000,
    });

  function record(id: string, label: string, run: CommandRun, extra: Partial<Row> = {}): Row {
    const report = isOurs(id) ? reportOf(run) : undefined;
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
    const memory = isOurs(id) && lastTrace ? summariseMemoryTrace(lastTrace) : undefined;
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
  const emptyTrash = () => {
    for (const name of readdirSync(trash)) rmSync(path.join(trash, name), { recursive: true });
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

    /** The other ways, on the tree as the last save left it (`digest`). */
    const runPeers = async (digest: string) => {
      console.log('\n## the actions/cache way: tar | zstd -T0, one object via the aws-cli');
      const archive = path.join(cwd, 'cache.tar.zst');
      const objectUrl = `${store}archive/cache.tar.zst`;
      const aws = `${AWS_CLI} --endpoint-url ${endpoint} --only-show-errors`;
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
      /** One restore the archive way: download, then unpack, into an empty folder. */
      const archiveRestore = async (suffix: string) => {
        // Restored to the state of the last save, so the digest is the current tree's.
        let download: Row;
        let unpack: Row;
        renameSync(tree, aside);
        try {
          download = record(
            `archive-download${suffix}`,
            'aws s3 cp (download)',
            await shell(`${aws} s3 cp ${objectUrl} ${archive}`),
          );
          unpack = record(
            `archive-unpack${suffix}`,
            'zstd -d | tar -xf -',
            await shell(`zstd -d --long=30 -q -c ${archive} | tar -xf -`),
          );
          if (treeDigest(tree) !== digest) throw new Error('the archive restored a different tree');
        } finally {
          rmSync(archive, { force: true });
          setAside(tree);
          renameSync(aside, tree);
        }
        const row = sumOf(
          `archive-restore${suffix}`,
          'single archive: restore (download + unpack)',
          [download, unpack],
        );
        rows.push(row);
        return row;
      };
      const archiveOnce = await archiveRestore('');

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
      const floorRestore = (suffix: string) =>
        timedRestore(`tar-floor${suffix}`, 'tar -xf (local, uncompressed)', digest, () =>
          shell(`tar -xf ${plain}`),
        );
      // The plain tar stays for the rounds below; it goes with the workspace.
      const floorOnce = await floorRestore('');
      return { archiveOnce, oursSync, awsSync, floorOnce, archiveRestore, floorRestore };
    };
    console.log('\n## ours: s3-sync cache');
    // Every step of ours, once per build; the rows of ours are kept for the targets.
    const each = async (
      n: number,
      step: (build: Build) => Promise<Row | undefined>,
    ): Promise<Row | undefined> => {
      let mine: Row | undefined;
      for (const build of inTurn(n)) {
        const row = await step(build);
        if (build === builds[0]) mine = row;
      }
      return mine;
    };
    const keyArgs = (key: string, build: Build) => [
      '--key',
      key,
      '--path',
      TREE,
      build.store,
      '--report',
      'json',
    ];
    const fullSave = await each(0, async (b) =>
      record(
        `${b.id}-save`,
        `cache save (empty store)${b.label}`,
        await cli(['cache', 'save', ...keyArgs('k-0', b)], b),
      ),
    );
    const fresh = await each(1, (b) =>
      timedRestore(`${b.id}-restore`, `cache restore (empty folder)${b.label}`, digest0, () =>
        cli(['cache', 'restore', ...keyArgs('k-0', b)], b),
      ),
    );
    await each(0, async (b) =>
      record(
        `${b.id}-restore-again`,
        `cache restore (tree already there)${b.label}`,
        await cli(['cache', 'restore', ...keyArgs('k-0', b)], b),
      ),
    );

    let digest = digest0;
    let firstIncrement: Row | undefined;
    let changedBytes = 0;
    for (let n = 1; n <= increments; n++) {
      changedBytes += changeScattered(tree, spec, n, 0.01).bytes;
      const row = await each(n, async (b) =>
        record(
          `${b.id}-save-1pct-${n}`,
          `cache save after 1% changed (${n} of ${increments})${b.label}`,
          await cli(['cache', 'save', ...keyArgs(`k-${n}`, b)], b),
        ),
      );
      firstIncrement ??= row;
    }
    if (increments > 0) digest = treeDigest(tree);
    const afterIncrements =
      increments > 0
        ? await each(1, (b) =>
            timedRestore(
              `${b.id}-restore-after`,
              `cache restore of the entry after ${increments} incremental saves${b.label}`,
              digest,
              () => cli(['cache', 'restore', ...keyArgs(`k-${increments}`, b)], b),
            ),
          )
        : undefined;

    // The first entry restored again, now: the disk has taken two more trees since the first
    // fresh restore, and ext4 creates files more slowly as it fills, so the ratio for the entry
    // after ten saves is also given against this one, taken under the same conditions.
    const freshAgain =
      increments > 0
        ? await each(0, (b) =>
            timedRestore(
              `${b.id}-restore-fresh-again`,
              `cache restore of the first entry again (empty folder, after the above)${b.label}`,
              digest0,
              () => cli(['cache', 'restore', ...keyArgs('k-0', b)], b),
            ),
          )
        : undefined;

    const peers = values['skip-peers'] ? undefined : await runPeers(digest);
    const { oursSync, awsSync } = peers ?? {};

    // The restore targets compare runs of one to three seconds on two cores shared with the
    // server, where one run moves by 20-30% from the next: ours, the archive way and the floor
    // run again in turn, round after round, each restoring the tree as the last save left it
    // (the single runs above count when there are no rounds).
    const rounds = peers ? Number(values['restore-rounds']) : 0;
    const inRounds = { ours: [] as Row[], archive: [] as Row[], floor: [] as Row[] };
    if (rounds > 0)
      console.log(`\n## restores in turn: ours, the archive way, the floor (${rounds} rounds)`);
    for (let n = 1; n <= rounds && peers; n++) {
      // Each round starts from the same file system: the trees set aside so far go, and the
      // kernel gets a few seconds (file creation on tmpfs slowed with every tree kept: tar -xf
      // took 1.1 CPU-s in the first round of a run and 2.5 in its third). The order turns from
      // round to round, so no way always runs first after the clean-up.
      emptyTrash();
      await new Promise((resolve) => setTimeout(resolve, 3000));
      const suffix = `-round-${n}`;
      const steps = [
        async () => {
          const mine = await each(n, (b) =>
            timedRestore(
              `${b.id}-restore${suffix}`,
              `cache restore of the last entry (empty folder), round ${n}${b.label}`,
              digest,
              () => cli(['cache', 'restore', ...keyArgs(`k-${increments}`, b)], b),
            ),
          );
          if (mine) inRounds.ours.push(mine);
        },
        async () => void inRounds.archive.push(await peers.archiveRestore(suffix)),
        async () => void inRounds.floor.push(await peers.floorRestore(suffix)),
      ];
      for (let k = 0; k < steps.length; k++) await steps[(k + n - 1) % steps.length]!();
    }
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
    // The targets take the median of each round's own ratio: the rounds drift together.
    const medianRatio = (ratios: Array<number | undefined>) =>
      ratios.length > 0 && ratios.every((r) => r !== undefined)
        ? median(ratios as number[])
        : undefined;
    const vsArchive = inRounds.ours.map((r, i) => ratio(inRounds.archive[i], r));
    const vsFloor = inRounds.ours.map((r, i) => ratio(r, inRounds.floor[i]));
    const restoreVsArchive = rounds > 0 ? medianRatio(vsArchive) : ratio(peers?.archiveOnce, fresh);
    const restoreVsFloor = rounds > 0 ? medianRatio(vsFloor) : ratio(fresh, peers?.floorOnce);
    if (rounds > 0) {
      const cell = (r: Row | undefined) =>
        r ? `${fmt.s(r.wallSeconds)} (${fmt.s(r.cpuSeconds)})` : '-';
      const x = (v: number | undefined) => (v === undefined ? '-' : fmt.x(v));
      console.log(
        '\n' +
          markdownTable(
            [
              'round',
              'ours wall s (CPU s)',
              'archive way wall s (CPU s)',
              'tar -xf floor wall s (CPU s)',
              'archive / ours',
              'ours / floor',
            ],
            [
              ...inRounds.ours.map((r, i) => [
                String(i + 1),
                cell(r),
                cell(inRounds.archive[i]),
                cell(inRounds.floor[i]),
                x(vsArchive[i]),
                x(vsFloor[i]),
              ]),
              [
                'median',
                cell(medianRow('ours', inRounds.ours)),
                cell(medianRow('archive', inRounds.archive)),
                cell(medianRow('floor', inRounds.floor)),
                x(restoreVsArchive),
                x(restoreVsFloor),
              ],
            ],
            [false, true, true, true, true, true],
          ),
      );
    }

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
    const ours = rows.filter((r) => r.id.startsWith('ours-'));
    const peakRss = Math.max(...ours.map((r) => r.peakRssMb ?? 0));
    const uploaded = (r: Row) => r.bytesUploaded;
    const targets = [
      [
        'restore vs single archive (download, then zstd -d into tar -x)',
        '>= 1.5x',
        restoreVsArchive,
        (v: number) => v >= 1.5,
      ],
      ['restore vs local tar -xf floor', '<= 1.3x', restoreVsFloor, (v: number) => v <= 1.3],
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
    // With --baseline: each step of ours beside the same step of the other build.
    const abRows = rows
      .filter((r) => values.baseline && r.id.startsWith('ours-'))
      .flatMap((r) => {
        const b = rows.find((x) => x.id === r.id.replace(/^ours/, 'before'));
        if (!b) return [];
        const pair = (pick: (row: Row) => number | undefined, show: (v?: number) => string) =>
          `${show(pick(b))} / ${show(pick(r))}`;
        return [
          [
            r.id.slice('ours-'.length),
            pair((x) => x.wallSeconds, fmt.s),
            pair((x) => x.cpuSeconds, fmt.s),
            pair((x) => x.peakRssMb, fmt.mb),
            pair(
              (x) => x.bytesUploaded && x.bytesUploaded / 1e6,
              (v) => (v === undefined ? '-' : v.toFixed(2)),
            ),
            b.error || r.error ? 'FAILED' : `${b.phases ?? ''} / ${r.phases ?? ''}`,
          ],
        ];
      });
    if (abRows.length)
      console.log(
        `\n### A/B: the build in ${values.baseline} (before) / dist (ours)\n\n${markdownTable(
          ['step', 'wall s', 'CPU s', 'peak RSS MB', 'uploaded MB', 'phases (s)'],
          abRows,
          [false, true, true, true, true, false],
        )}`,
      );
    const file = writeResults('cache', {
      suite: 'cache',
      options: { ...spec, increments, totalBytes: layout.totalBytes, changedBytes },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin, roundTripMs },
      rows,
      targets: targetRows,
      ...(abRows.length ? { baseline: values.baseline, ab: abRows } : {}),
      totalSeconds: (performance.now() - started) / 1000,
    });
    console.log(
      `\nresults: ${file} (whole suite: ${((performance.now() - started) / 1000).toFixed(0)} s)`,
    );
  } finally {
    await proxy?.close();
    workspace.remove();
    await deletePrefix(client, BUCKET, `${runId}/`).catch(() => undefined);
    client.destroy();
  }
}
