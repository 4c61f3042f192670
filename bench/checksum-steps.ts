/**
 * The checksum suite's steps (bench/checksum.ts): the build's tree and its rebuild, each tool's
 * first upload and its syncs of the rebuilt tree, the downloads into a workspace whose files all
 * carry other mtimes; and what each run sent (objects written since it started, files written).
 */
import { randomBytes } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ListObjectsV2Command, type S3Client } from '@aws-sdk/client-s3';
import { measureCommand, type CommandRun } from './lib/measure.js';
import { fmt } from './lib/report.js';
import type { Place, SyncTool } from './lib/sync-tools.js';

export const BUCKET = 'bench-checksum';
const TOUCHED_MTIME_S = () => Math.floor(Date.now() / 1000) + 3600;

type Direction = 'upload' | 'download';
type Stage = 'first upload' | 'rebuilt';

/** The build's tree: file i's size varies from 512 B to 8.5 KiB; its bytes are random. */
export function writeBuild(dir: string, files: number): string[] {
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
export function rebuild(dir: string, names: readonly string[]): number {
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

export interface ChecksumRun {
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

export interface ChecksumContext {
  readonly client: S3Client;
  readonly env: NodeJS.ProcessEnv;
  /** Where the tools connect: the server, or the delay proxy in front of it. */
  readonly endpoint: string;
  readonly workspaceDir: string;
  readonly tools: readonly SyncTool[];
  readonly rounds: number;
  /** The build's files, the original tree and the rebuilt one. */
  readonly names: readonly string[];
  readonly original: string;
  readonly built: string;
  readonly runs: ChecksumRun[];
}

function log(ctx: ChecksumContext, r: ChecksumRun): void {
  ctx.runs.push(r);
  console.log(
    `  ${r.direction.padEnd(8)} ${r.stage.padEnd(12)} ${r.tool.padEnd(8)} ${r.wallSeconds.toFixed(2)} s, ` +
      `CPU ${fmt.s(r.cpuSeconds)} s, ${fmt.int(r.objectsWritten)} written (${fmt.int(r.bytesSent)} B)` +
      (r.error ? `  FAILED: ${r.error}` : ''),
  );
}

function measure(ctx: ChecksumContext, tool: SyncTool, s: Place, d: Place): Promise<CommandRun> {
  const [command, args] = tool.command(s, d, ctx.endpoint);
  return measureCommand(command, args, { env: ctx.env, timeoutMs: 30 * 60_000 });
}

const failure = (run: CommandRun) =>
  run.exitCode === 0
    ? undefined
    : `exit ${run.exitCode}: ${run.stderr.trim().split('\n').slice(-2).join(' / ')}`;

/** The row of one run, with what it sent. */
function runOf(
  what: { readonly direction: Direction; readonly stage: Stage; readonly round: number },
  tool: SyncTool,
  run: CommandRun,
  sent: { readonly objects: number; readonly bytes: number },
): ChecksumRun {
  return {
    direction: what.direction,
    stage: what.stage,
    tool: tool.id,
    label: tool.label,
    round: what.round,
    wallSeconds: run.wallSeconds,
    cpuSeconds: run.cpuSeconds,
    objectsWritten: sent.objects,
    bytesSent: sent.bytes,
    error: failure(run),
  };
}

/** Upload: each tool's first upload of the original tree, then its syncs of the rebuilt one. */
export async function uploads(ctx: ChecksumContext): Promise<void> {
  const { client, tools, rounds, names } = ctx;
  for (const tool of tools) {
    const dir = path.join(ctx.workspaceDir, `up-${tool.id}`);
    cpSync(ctx.original, dir, { recursive: true });
    const target: Place = { kind: 's3', bucket: BUCKET, prefix: `up-${tool.id}/` };
    const started = Date.now();
    const first = await measure(ctx, tool, { kind: 'local', dir }, target);
    const sent = await writtenSince(client, target.prefix, started);
    log(ctx, runOf({ direction: 'upload', stage: 'first upload', round: 0 }, tool, first, sent));
  }
  for (let round = 1; round <= rounds; round++) {
    for (const tool of tools) {
      const dir = path.join(ctx.workspaceDir, `up-${tool.id}`);
      // The rebuilt tree over this tool's copy: new bytes where they changed, new mtimes for all.
      cpSync(ctx.built, dir, { recursive: true, preserveTimestamps: false });
      rebuildStamps(dir, names);
      const target: Place = { kind: 's3', bucket: BUCKET, prefix: `up-${tool.id}/` };
      await new Promise((go) => setTimeout(go, 1100)); // LastModified has whole seconds
      const started = Date.now();
      const run = await measure(ctx, tool, { kind: 'local', dir }, target);
      const sent = await writtenSince(client, target.prefix, started);
      log(ctx, runOf({ direction: 'upload', stage: 'rebuilt', round }, tool, run, sent));
      // Put the prefix back to the original tree for the next round (not measured).
      if (round < rounds)
        await measure(ctx, tools[0]!, { kind: 'local', dir: ctx.original }, target);
    }
  }
}

/** Download: the rebuilt tree in S3, into copies of the original with other (newer) mtimes. */
export async function downloads(ctx: ChecksumContext, files: number): Promise<void> {
  const { tools, rounds, names } = ctx;
  const source: Place = { kind: 's3', bucket: BUCKET, prefix: 'down/' };
  await measure(ctx, tools[0]!, { kind: 'local', dir: ctx.built }, source);
  console.log(`\n## download: ${files} objects into a workspace whose files all have other mtimes`);
  for (let round = 1; round <= rounds; round++) {
    for (const tool of tools) {
      const dir = path.join(ctx.workspaceDir, `down-${tool.id}-${round}`);
      cpSync(ctx.original, dir, { recursive: true });
      rebuildStamps(dir, names);
      const before = fileStamps(dir);
      const run = await measure(ctx, tool, source, { kind: 'local', dir });
      const sent = rewritten(before, dir);
      log(ctx, runOf({ direction: 'download', stage: 'rebuilt', round }, tool, run, sent));
    }
  }
}

/** Every file of the tree gets the rebuild's mtime (copies keep none of their own). */
function rebuildStamps(dir: string, names: readonly string[]): void {
  const mtime = TOUCHED_MTIME_S();
  for (const name of names) utimesSync(path.join(dir, name), mtime, mtime);
}
