/**
 * `npm run bench -- transfer`: issue 4's benchmark. 20,000 objects of 1 KiB, moved by the
 * aws-cli, tuned rclone and `s3-sync sync`: download into an empty folder, the same sync again
 * (nothing to do), upload into an empty prefix, and S3-to-S3 into an empty prefix. Also a sweep
 * of `--concurrency`, and the peak RSS of a 100k-object download.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  deletePrefix,
  ensureBucket,
  ensureSeeded,
  listKeys,
  type SeedSpec,
} from './lib/buckets.js';
import { measureCommand, ourReport, stdoutFor } from './lib/measure.js';
import { fmt, load1, markdownTable, writeResults } from './lib/report.js';
import { findPeers } from './lib/tools.js';
import { startSuite } from './lib/suite-start.js';
import { listSeedSpec } from './list.js';
import { ourTool, transferTools, type Place, type TransferTool } from './transfer-tools.js';
import {
  summarize,
  transferTargets,
  WORKLOADS,
  type TransferRun,
  type Workload,
} from './transfer-summary.js';

const DST_BUCKET = 'bench-xfer-dst';
const pad = (n: number, width: number) => String(n).padStart(width, '0');
const xferKey = (i: number) => `dir-${pad(Math.floor(i / 200), 3)}/file-${pad(i, 6)}.bin`;

/** 1 KiB objects, 200 to a folder. */
export function transferSeedSpec(count: number): SeedSpec {
  return { bucket: `bench-xfer-src-${count}`, count, key: xferKey, bodyBytes: 1024 };
}

interface OurReport {
  counts?: { transferred: number; failed: number; skipped: number };
}

async function countFiles(dir: string): Promise<number> {
  let files = 0;
  for (const entry of await readdir(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile()) files++;
  }
  return files;
}

export async function writeUploadTree(dir: string, count: number, bytes: number): Promise<void> {
  const body = Buffer.alloc(bytes, 'local file body\n');
  for (let d = 0; d * 200 < count; d++)
    await mkdir(path.join(dir, `dir-${pad(d, 3)}`), { recursive: true });
  let next = 0;
  const worker = async () => {
    while (next < count) await writeFile(path.join(dir, xferKey(next++)), body);
  };
  await Promise.all(Array.from({ length: 16 }, worker));
}

export async function runTransferSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      objects: { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '2' },
      'aws-rounds': { type: 'string', default: '1' },
      sweep: { type: 'string', default: '32,64,128' },
      'skip-sweep': { type: 'boolean', default: false },
      'memory-objects': { type: 'string', default: '100000' },
      'skip-memory': { type: 'boolean', default: false },
      baseline: { type: 'string', default: '' },
      'skip-peers': { type: 'boolean', default: false },
    },
  });
  const objects = Number(values.objects);
  const rounds = Number(values.rounds);
  const awsRounds = Number(values['aws-rounds']);
  const memoryObjects = Number(values['memory-objects']);
  const { machine, server, client, env, workspace } = startSuite();
  const peers = findPeers();
  const started = performance.now();
  const spec = transferSeedSpec(objects);
  const runs: TransferRun[] = [];
  let serial = 0;
  let cleanupSeconds = 0;

  /** Runs one workload with one tool, checks what it did, and cleans up what it wrote. */
  async function timeOne(
    tool: TransferTool,
    workload: Workload,
    round: number,
    downloadDir?: string,
  ): Promise<void> {
    const source: Place =
      workload === 'upload'
        ? { kind: 'local', dir: path.join(workspace.dir, 'upload-src') }
        : { kind: 's3', bucket: spec.bucket, prefix: '' };
    const prefix = `run-${++serial}-${tool.id}-${workload}/`;
    const destination: Place =
      workload === 'download' || workload === 'again'
        ? { kind: 'local', dir: downloadDir! }
        : { kind: 's3', bucket: DST_BUCKET, prefix };
    const [command, args] = tool.command(source, destination, server.endpoint);
    const ours = tool.id.startsWith('s3-sync');
    const run = await measureCommand(command, args, {
      env,
      timeoutMs: 30 * 60_000,
      ...stdoutFor(ours),
    });
    const report = ours ? ourReport<OurReport>(run) : undefined;
    let error =
      run.exitCode === 0
        ? undefined
        : `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`;
    const present =
      destination.kind === 'local'
        ? await countFiles(destination.dir)
        : (await listKeys(client, DST_BUCKET, prefix)).length;
    if (!error && present !== objects)
      error = `the destination holds ${present} objects, not ${objects}`;
    if (!error && workload === 'again' && report?.counts && report.counts.transferred !== 0) {
      error = `the second sync transferred ${report.counts.transferred} objects`;
    }
    const cleanupStarted = performance.now();
    if (destination.kind === 's3') await deletePrefix(client, DST_BUCKET, prefix);
    cleanupSeconds += (performance.now() - cleanupStarted) / 1000;
    runs.push({
      tool: tool.id,
      label: tool.label,
      workload,
      round,
      objects,
      wallSeconds: run.wallSeconds,
      peakRssMb: run.peakRssMb,
      cpuSeconds: run.cpuSeconds,
      serverCpuSeconds: run.cpu?.serverSeconds,
      otherCpuSeconds: run.cpu?.otherSeconds,
      loadBefore: run.loadBefore,
      transferred: report?.counts?.transferred,
      error,
    });
    console.log(
      `  round ${round} ${workload.padEnd(8)} ${tool.id.padEnd(12)} ${run.wallSeconds.toFixed(2)} s, ` +
        `${Math.round(objects / run.wallSeconds)} objects/s, ${fmt.mb(run.peakRssMb)} MB, CPU ${fmt.s(run.cpuSeconds)} s, RGW ${fmt.s(run.cpu?.serverSeconds)} s, other ${fmt.s(run.cpu?.otherSeconds)} s` +
        (error ? `  FAILED: ${error}` : ''),
    );
  }

  try {
    await ensureSeeded(client, server.endpoint, spec);
    await ensureBucket(client, DST_BUCKET);
    await deletePrefix(client, DST_BUCKET, ''); // leftovers of an interrupted run
    await writeUploadTree(path.join(workspace.dir, 'upload-src'), objects, 1024);
    const tools = transferTools(
      values['skip-peers'] ? { aws: undefined, rclone: undefined } : peers,
      workspace.cli,
      values.baseline ? path.resolve(values.baseline, 'cli', 'index.js') : undefined,
    );
    const loadBefore = load1();

    for (let round = 1; round <= rounds; round++) {
      const inRound = tools.filter((t) => t.id !== 'aws' || round <= awsRounds);
      const order = [
        ...inRound.slice(round % inRound.length),
        ...inRound.slice(0, round % inRound.length),
      ];
      console.log(`\n## round ${round}: ${order.map((t) => t.id).join(', ')}`);
      for (const tool of order) {
        const dir = path.join(workspace.dir, `download-${++serial}`);
        mkdirSync(dir);
        await timeOne(tool, 'download', round, dir);
        await timeOne(tool, 'again', round, dir);
        // Kept until the suite ends: ext4 skips inodes freed in the last 30 s when it creates
        // files, scanning past each one, so deleting 20,000 files just before the next tool's
        // download would add seconds of kernel time to that tool alone.
      }
      for (const tool of order) await timeOne(tool, 'upload', round);
      for (const tool of order) await timeOne(tool, 'copy', round);
    }

    // The default concurrency is already timed in the rounds; the sweep adds the others.
    const help = execFileSync(process.execPath, [workspace.cli, 'help'], { encoding: 'utf8' });
    const defaultConcurrency = Number(/--concurrency N \([^)]*default (\d+)\)/.exec(help)?.[1]);
    const sweep = values['skip-sweep'] ? [] : values.sweep.split(',').map(Number);
    if (sweep.length) {
      console.log(
        `\n## --concurrency sweep: ${sweep.join(', ')} (default ${defaultConcurrency}: from the rounds)`,
      );
    }
    for (const concurrency of sweep.filter((c) => c !== defaultConcurrency)) {
      const tool = ourTool(workspace.cli, concurrency);
      const dir = path.join(workspace.dir, `download-${++serial}`);
      mkdirSync(dir);
      await timeOne(tool, 'download', 1, dir);
      await timeOne(tool, 'upload', 1);
      await timeOne(tool, 'copy', 1);
    }

    let memory: TransferRun | undefined;
    if (!values['skip-memory']) {
      const big = listSeedSpec('flat', memoryObjects);
      await ensureSeeded(client, server.endpoint, big);
      const dir = path.join(workspace.dir, 'download-100k');
      mkdirSync(dir);
      console.log(
        `\n## memory: download of ${memoryObjects.toLocaleString('en-US')} objects (${big.bucket})`,
      );
      const [command, args] = ourTool(workspace.cli).command(
        { kind: 's3', bucket: big.bucket, prefix: '' },
        { kind: 'local', dir },
        server.endpoint,
      );
      const run = await measureCommand(command, args, { env, ...stdoutFor(true) });
      const present = await countFiles(dir);
      memory = {
        tool: 's3-sync',
        label: 's3-sync sync (default concurrency)',
        workload: 'download',
        round: 1,
        objects: memoryObjects,
        wallSeconds: run.wallSeconds,
        peakRssMb: run.peakRssMb,
        cpuSeconds: run.cpuSeconds,
        serverCpuSeconds: run.cpu?.serverSeconds,
        otherCpuSeconds: run.cpu?.otherSeconds,
        loadBefore: run.loadBefore,
        transferred: ourReport<OurReport>(run)?.counts?.transferred,
        error:
          run.exitCode !== 0
            ? `exit ${run.exitCode}`
            : present !== memoryObjects
              ? `${present} files, not ${memoryObjects}`
              : undefined,
      };
      console.log(
        `  ${run.wallSeconds.toFixed(2)} s, ${Math.round(memoryObjects / run.wallSeconds)} objects/s, peak RSS ${fmt.mb(run.peakRssMb)} MB${memory.error ? `  FAILED: ${memory.error}` : ''}`,
      );
    }

    const summary = summarize(runs, tools, sweep, defaultConcurrency);
    console.log(
      `\n### Transfers of ${objects.toLocaleString('en-US')} objects of 1 KiB (load ${loadBefore} -> ${load1()})\n`,
    );
    console.log(summary.table);
    if (summary.sweepTable)
      console.log(`\n### s3-sync --concurrency sweep (one run each)\n\n${summary.sweepTable}`);
    const targets = transferTargets(summary.rows, memory);
    console.log(
      `\n### Targets (issue 4)\n\n${markdownTable(
        ['workload', 'target', 'measured', 'met'],
        targets.map((t) => [t.workload, t.target, t.measured, t.met]),
        [false, false, false, false],
      )}`,
    );
    const file = writeResults('transfer', {
      suite: 'transfer',
      options: {
        objects,
        rounds,
        awsRounds,
        sweep,
        defaultConcurrency,
        memoryObjects,
        workloads: WORKLOADS,
      },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      rows: summary.rows,
      sweep: summary.sweepRows,
      memory,
      targets,
      runs,
      loadBefore,
      loadAfter: load1(),
      totalSeconds: (performance.now() - started) / 1000,
      cleanupSeconds,
    });
    console.log(
      `\nresults: ${file} (whole suite: ${((performance.now() - started) / 1000).toFixed(0)} s, of which deleting uploaded and copied objects between runs: ${cleanupSeconds.toFixed(0)} s)`,
    );
  } finally {
    workspace.remove();
    await deletePrefix(client, DST_BUCKET, '').catch(() => undefined);
    client.destroy();
  }
}
