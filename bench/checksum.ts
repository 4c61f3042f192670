/**
 * `npm run bench -- checksum`: issue 28's benchmark, a CI build published to S3 and pulled back.
 *
 * Upload: a tree of 20,000 small files is uploaded by each tool into its own prefix (the first
 * upload), then rebuilt: every file written again (a new mtime) and 1% changed, half with a new
 * size and half with the same size and other bytes. Each tool then syncs the rebuilt tree: ours
 * with `--checksum`, `aws s3 sync` (which uploads every file, as their mtimes are new) and
 * `rclone sync --checksum`. Download: the rebuilt tree in S3, pulled by each tool into its own
 * copy of the original tree whose files all carry other (newer) mtimes, as a fresh checkout has.
 *
 * Per run: wall time, client CPU (GNU time), and the bytes sent: for uploads, the bytes of the
 * objects written during the run (listed after it by LastModified); for downloads, the bytes of
 * the files written (a new inode or ctime). `--files N` sets the tree's size, `--rounds R`
 * repeats the rebuilt syncs and reports medians; `--tools` picks some (s3-sync,aws,rclone).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { deletePrefix, ensureBucket } from './lib/buckets.js';
import { measureCommand, type CommandRun } from './lib/measure.js';
import { collectServerGarbage } from './lib/rgw-gc.js';
import { defined, fmt, load1, markdownTable, median, writeResults } from './lib/report.js';
import { findPeers } from './lib/tools.js';
import { startSuite } from './lib/suite-start.js';
import { RCLONE_TUNING, type Place } from './transfer-tools.js';

const BUCKET = 'bench-checksum';
const TOUCHED_MTIME_S = () => Math.floor(Date.now() / 1000) + 3600;

type Direction = 'upload' | 'download';
type Stage = 'first upload' | 'rebuilt';

interface Tool {
  readonly id: string;
  readonly label: string;
  readonly command: (s: Place, d: Place, endpoint: string) => [string, string[]];
}

const awsSpelling = (p: Place) => (p.kind === 'local' ? p.dir : `s3://${p.bucket}/${p.prefix}`);
const rcloneSpelling = (p: Place) =>
  p.kind === 'local' ? p.dir : `rgw:${p.bucket}/${p.prefix.replace(/\/$/, '')}`;

function toolsOf(cli: string, only: Set<string>): Tool[] {
  const peers = findPeers();
  const tools: Tool[] = [
    {
      id: 's3-sync',
      label: 's3-sync sync --checksum',
      command: (s, d, endpoint) => [
        process.execPath,
        [
          cli,
          'sync',
          awsSpelling(s),
          awsSpelling(d),
          '--checksum',
          '--quiet',
          '--endpoint-url',
          endpoint,
          '--report',
          'json',
        ],
      ],
    },
  ];
  if (peers.aws) {
    const aws = peers.aws;
    tools.push({
      id: 'aws',
      label: 'aws s3 sync',
      command: (s, d, endpoint) => [
        aws,
        [
          '--endpoint-url',
          endpoint,
          's3',
          'sync',
          awsSpelling(s),
          awsSpelling(d),
          '--only-show-errors',
        ],
      ],
    });
  }
  if (peers.rclone) {
    const rclone = peers.rclone;
    tools.push({
      id: 'rclone',
      label: `rclone sync --checksum ${RCLONE_TUNING.join(' ')}`,
      command: (s, d) => [
        rclone,
        ['sync', rcloneSpelling(s), rcloneSpelling(d), '--checksum', ...RCLONE_TUNING],
      ],
    });
  }
  return tools.filter((t) => only.size === 0 || only.has(t.id));
}

/** The build's tree: file i's size varies from 512 B to 8.5 KiB; its bytes are random. */
function writeBuild(dir: string, files: number): string[] {
  const names: string[] = [];
  for (let i = 0; i < files; i++) {
    const name = `assets/${i % 50}/file-${i}.js`;
    const full = path.join(dir, name);
    mkdirSync(path.dirname(full), { recursive: true });
    writeFileSync(full, randomBytes(512 + ((i * 7919) % 8192)));
    names.push(name);
  }
  return names;
}

/** Writes every file again (a new mtime for all) and changes 1%: half resized, half same size. */
function rebuild(dir: string, names: readonly string[]): number {
  let changed = 0;
  const mtime = TOUCHED_MTIME_S();
  names.forEach((name, i) => {
    const full = path.join(dir, name);
    if (i % 100 === 0) {
      const size = statSync(full).size + (i % 200 === 0 ? 1 : 0);
      writeFileSync(full, randomBytes(size));
      changed++;
    }
    utimesSync(full, mtime, mtime);
  });
  return changed;
}

/** Objects under `prefix` written at or after `sinceMs`, and their bytes. */
async function writtenSince(client: S3Client, prefix: string, sinceMs: number) {
  let objects = 0;
  let bytes = 0;
  let token: string | undefined;
  do {
    const page = await client.send(
      new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix, ContinuationToken: token }),
    );
    for (const o of page.Contents ?? []) {
      if (o.LastModified!.getTime() >= Math.floor(sinceMs / 1000) * 1000) {
        objects++;
        bytes += o.Size ?? 0;
      }
    }
    token = page.NextContinuationToken;
  } while (token);
  return { objects, bytes };
}

/** Each file's identity (inode and ctime): a file written again gets a new one. */
function fileStamps(dir: string): Map<string, { stamp: string; size: number }> {
  const stamps = new Map<string, { stamp: string; size: number }>();
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    const s = statSync(full);
    stamps.set(full, { stamp: `${s.ino}:${s.ctimeMs}`, size: s.size });
  }
  return stamps;
}

function rewritten(before: ReadonlyMap<string, { stamp: string }>, dir: string) {
  let objects = 0;
  let bytes = 0;
  for (const [file, now] of fileStamps(dir)) {
    if (before.get(file)?.stamp === now.stamp) continue;
    objects++;
    bytes += now.size;
  }
  return { objects, bytes };
}

interface ChecksumRun {
  readonly direction: Direction;
  readonly stage: Stage;
  readonly tool: string;
  readonly label: string;
  readonly round: number;
  readonly wallSeconds: number;
  readonly cpuSeconds: number | undefined;
  readonly objectsWritten: number;
  readonly bytesSent: number;
  readonly error: string | undefined;
}

export async function runChecksumSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      files: { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '1' },
      tools: { type: 'string', default: '' },
    },
  });
  const files = Number(values.files);
  const rounds = Number(values.rounds);
  const { machine, server, client, env, workspace } = startSuite();
  const tools = toolsOf(workspace.cli, new Set(values.tools.split(',').filter(Boolean)));
  const runs: ChecksumRun[] = [];
  const log = (r: ChecksumRun) => {
    runs.push(r);
    console.log(
      `  ${r.direction.padEnd(8)} ${r.stage.padEnd(12)} ${r.tool.padEnd(8)} ${r.wallSeconds.toFixed(2)} s, ` +
        `CPU ${fmt.s(r.cpuSeconds)} s, ${fmt.int(r.objectsWritten)} written (${fmt.int(r.bytesSent)} B)` +
        (r.error ? `  FAILED: ${r.error}` : ''),
    );
  };
  const measure = async (tool: Tool, s: Place, d: Place): Promise<CommandRun> => {
    const [command, args] = tool.command(s, d, server.endpoint);
    return measureCommand(command, args, { env, timeoutMs: 30 * 60_000 });
  };
  const failure = (run: CommandRun) =>
    run.exitCode === 0
      ? undefined
      : `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-2).join(' / ')}`;

  try {
    await ensureBucket(client, BUCKET);
    await deletePrefix(client, BUCKET, '');
    const original = path.join(workspace.dir, 'build');
    const names = writeBuild(original, files);
    const built = path.join(workspace.dir, 'rebuilt');
    cpSync(original, built, { recursive: true });
    const changed = rebuild(built, names);
    const loadBefore = load1();

    // Upload: each tool's first upload of the original tree, then its syncs of the rebuilt one.
    console.log(
      `\n## upload: ${files} files, then rebuilt (all written again, ${changed} changed)`,
    );
    for (const tool of tools) {
      const dir = path.join(workspace.dir, `up-${tool.id}`);
      cpSync(original, dir, { recursive: true });
      const target: Place = { kind: 's3', bucket: BUCKET, prefix: `up-${tool.id}/` };
      const started = Date.now();
      const first = await measure(tool, { kind: 'local', dir }, target);
      const sent = await writtenSince(client, target.prefix, started);
      log({
        direction: 'upload',
        stage: 'first upload',
        tool: tool.id,
        label: tool.label,
        round: 0,
        wallSeconds: first.wallSeconds,
        cpuSeconds: first.cpuSeconds,
        objectsWritten: sent.objects,
        bytesSent: sent.bytes,
        error: failure(first),
      });
    }
    for (let round = 1; round <= rounds; round++) {
      for (const tool of tools) {
        const dir = path.join(workspace.dir, `up-${tool.id}`);
        // The rebuilt tree over this tool's copy: new bytes where they changed, new mtimes for all.
        cpSync(built, dir, { recursive: true, preserveTimestamps: false });
        rebuildStamps(dir, names);
        const target: Place = { kind: 's3', bucket: BUCKET, prefix: `up-${tool.id}/` };
        await new Promise((go) => setTimeout(go, 1100)); // LastModified has whole seconds
        const started = Date.now();
        const run = await measure(tool, { kind: 'local', dir }, target);
        const sent = await writtenSince(client, target.prefix, started);
        log({
          direction: 'upload',
          stage: 'rebuilt',
          tool: tool.id,
          label: tool.label,
          round,
          wallSeconds: run.wallSeconds,
          cpuSeconds: run.cpuSeconds,
          objectsWritten: sent.objects,
          bytesSent: sent.bytes,
          error: failure(run),
        });
        // Put the prefix back to the original tree for the next round (not measured).
        if (round < rounds) await measure(tools[0]!, { kind: 'local', dir: original }, target);
      }
    }

    // Download: the rebuilt tree in S3, into copies of the original with other (newer) mtimes.
    const source: Place = { kind: 's3', bucket: BUCKET, prefix: 'down/' };
    await measure(tools[0]!, { kind: 'local', dir: built }, source);
    console.log(
      `\n## download: ${files} objects into a workspace whose files all have other mtimes`,
    );
    for (let round = 1; round <= rounds; round++) {
      for (const tool of tools) {
        const dir = path.join(workspace.dir, `down-${tool.id}-${round}`);
        cpSync(original, dir, { recursive: true });
        rebuildStamps(dir, names);
        const before = fileStamps(dir);
        const run = await measure(tool, source, { kind: 'local', dir });
        const sent = rewritten(before, dir);
        log({
          direction: 'download',
          stage: 'rebuilt',
          tool: tool.id,
          label: tool.label,
          round,
          wallSeconds: run.wallSeconds,
          cpuSeconds: run.cpuSeconds,
          objectsWritten: sent.objects,
          bytesSent: sent.bytes,
          error: failure(run),
        });
      }
    }

    const table = summarize(runs);
    console.log(
      `\n### Checksum syncs of a rebuilt tree (${files} files, load ${loadBefore} -> ${load1()})\n`,
    );
    console.log(table);
    const file = writeResults('checksum', {
      suite: 'checksum',
      options: { files, rounds, tools: tools.map((t) => t.id) },
      machine,
      server: { endpoint: server.endpoint, origin: server.origin },
      runs,
      loadBefore,
      loadAfter: load1(),
    });
    console.log(`\nresults: ${file}`);
  } finally {
    workspace.remove();
    await deletePrefix(client, BUCKET, '').catch(() => undefined);
    collectServerGarbage();
    client.destroy();
  }
}

/** Every file of the tree gets the rebuild's mtime (copies keep none of their own). */
function rebuildStamps(dir: string, names: readonly string[]): void {
  const mtime = TOUCHED_MTIME_S();
  for (const name of names) utimesSync(path.join(dir, name), mtime, mtime);
}

/** Medians per direction, stage and tool, with ours against the aws-cli and rclone. */
function summarize(runs: readonly ChecksumRun[]): string {
  const groups = new Map<string, ChecksumRun[]>();
  for (const r of runs) {
    const id = `${r.direction}|${r.stage}|${r.tool}`;
    groups.set(id, [...(groups.get(id) ?? []), r]);
  }
  const rows = [...groups.values()].map((group) => {
    const ok = group.filter((r) => !r.error);
    const first = group[0]!;
    return {
      ...first,
      wallSeconds: median(ok.map((r) => r.wallSeconds)),
      cpuSeconds: median(defined(ok.map((r) => r.cpuSeconds))),
      objectsWritten: median(ok.map((r) => r.objectsWritten)),
      bytesSent: median(ok.map((r) => r.bytesSent)),
      failed: group.length - ok.length,
    };
  });
  const ratio = (row: (typeof rows)[number], tool: string) => {
    const other = rows.find(
      (r) => r.direction === row.direction && r.stage === row.stage && r.tool === tool,
    );
    return row.tool === 's3-sync' && other ? fmt.x(other.wallSeconds / row.wallSeconds) : '';
  };
  return markdownTable(
    [
      'direction',
      'stage',
      'tool',
      'wall s',
      'client CPU s',
      'objects written',
      'bytes sent',
      'speed vs aws',
      'speed vs rclone',
      'failed',
    ],
    rows.map((r) => [
      r.direction,
      r.stage,
      r.label,
      fmt.s(r.wallSeconds),
      fmt.s(r.cpuSeconds),
      fmt.int(r.objectsWritten),
      fmt.int(r.bytesSent),
      ratio(r, 'aws'),
      ratio(r, 'rclone'),
      String(r.failed),
    ]),
    [false, false, false, true, true, true, true, true, true, true],
  );
}
