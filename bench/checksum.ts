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
 * `--rtt-ms N` puts a round trip of N ms between every tool and the server (bench/lib/
 * delay-proxy.ts), as a runner sees against S3. The steps are in bench/checksum-steps.ts.
 */
import { cpSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import {
  BUCKET,
  downloads,
  rebuild,
  uploads,
  writeBuild,
  type ChecksumContext,
  type ChecksumRun,
} from './checksum-steps.js';
import { toolsOf } from './checksum-tools.js';
import { deletePrefix, ensureBucket } from './lib/buckets.js';
import { roundTripFor } from './lib/delay-proxy.js';
import { collectServerGarbage } from './lib/rgw-gc.js';
import { defined, fmt, load1, markdownTable, median, writeResults } from './lib/report.js';
import { withRcloneEndpoint } from './lib/server.js';
import { startSuite } from './lib/suite-start.js';

export async function runChecksumSuite(argv: string[]): Promise<void> {
  const { values } = parseArgs({
    args: argv,
    options: {
      files: { type: 'string', default: '20000' },
      rounds: { type: 'string', default: '1' },
      tools: { type: 'string', default: '' },
      'rtt-ms': { type: 'string', default: '0' },
    },
  });
  const files = Number(values.files);
  const rounds = Number(values.rounds);
  const { machine, server, client, env, workspace } = startSuite();
  const tools = toolsOf(workspace.cli, new Set(values.tools.split(',').filter(Boolean)));
  const roundTrip = await roundTripFor(server.endpoint, values['rtt-ms']);
  try {
    await ensureBucket(client, BUCKET);
    await deletePrefix(client, BUCKET, '');
    const original = path.join(workspace.dir, 'build');
    const names = writeBuild(original, files);
    const built = path.join(workspace.dir, 'rebuilt');
    cpSync(original, built, { recursive: true });
    const changed = rebuild(built, names);
    const loadBefore = load1();
    const ctx: ChecksumContext = {
      client,
      env: withRcloneEndpoint(env, roundTrip.endpoint),
      endpoint: roundTrip.endpoint,
      workspaceDir: workspace.dir,
      tools,
      rounds,
      names,
      original,
      built,
      runs: [],
    };
    console.log(
      `\n## upload: ${files} files, then rebuilt (all written again, ${changed} changed)`,
    );
    await uploads(ctx);
    await downloads(ctx, files);

    const table = summarize(ctx.runs);
    console.log(
      `\n### Checksum syncs of a rebuilt tree (${files} files, load ${loadBefore} -> ${load1()})\n`,
    );
    console.log(table);
    const file = writeResults('checksum', {
      suite: 'checksum',
      options: { files, rounds, tools: tools.map((t) => t.id) },
      machine,
      server: {
        endpoint: server.endpoint,
        origin: server.origin,
        ...(roundTrip.roundTripMs > 0 ? { roundTripMs: roundTrip.roundTripMs } : {}),
      },
      runs: ctx.runs,
      loadBefore,
      loadAfter: load1(),
    });
    console.log(`\nresults: ${file}`);
  } finally {
    await roundTrip.close();
    workspace.remove();
    await deletePrefix(client, BUCKET, '').catch(() => undefined);
    collectServerGarbage();
    client.destroy();
  }
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
