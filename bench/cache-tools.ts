/**
 * The other ways the cache suite (bench/cache.ts) sets beside ours, each on the tree as the last
 * save left it: the actions/cache way by hand (`tar | zstd -T0` as one object with the aws-cli,
 * restored by download then `zstd -d | tar -x`), per-file syncs (`s3-sync sync`, `aws s3 sync`)
 * and the local floor (`tar -xf` of an uncompressed local tar).
 */
import { execFileSync } from 'node:child_process';
import { renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { treeDigest } from './cache-tree.js';
import { cli, record, setAside, shell, timedRestore, TREE, type CacheRun } from './cache-run.js';
import { sumOf, type Row } from './cache-summary.js';
import { AWS_CLI } from './lib/tools.js';

export interface Peers {
  readonly archiveOnce: Row;
  readonly oursSync: Row;
  readonly awsSync: Row | undefined;
  readonly floorOnce: Row;
  /** One more restore the archive way, its rows' ids ending in `suffix`. */
  readonly archiveRestore: (suffix: string) => Promise<Row>;
  /** One more restore of the floor, its row's id ending in `suffix`. */
  readonly floorRestore: (suffix: string) => Promise<Row>;
}

interface PeerContext {
  readonly run: CacheRun;
  /** The digest of the tree as the last save left it. */
  readonly digest: string;
  /** Where the peers keep their objects: under ours' store. */
  readonly store: string;
  /** The aws-cli with the endpoint. */
  readonly aws: string;
}

/** The archive way's save (pack + upload); returns its restore. */
async function archiveWay(ctx: PeerContext) {
  const { run, digest, aws } = ctx;
  console.log('\n## the actions/cache way: tar | zstd -T0, one object via the aws-cli');
  const archive = path.join(run.cwd, 'cache.tar.zst');
  const objectUrl = `${ctx.store}archive/cache.tar.zst`;
  const pack = record(
    run,
    { id: 'archive-pack', label: 'tar -cf - | zstd -T0 --long=30' },
    await shell(run, `tar --posix -cf - ${TREE} | zstd -T0 --long=30 -q -o ${archive}`),
  );
  const upload = record(
    run,
    { id: 'archive-upload', label: 'aws s3 cp (upload)' },
    await shell(run, `${aws} s3 cp ${archive} ${objectUrl}`),
  );
  rmSync(archive);
  run.rows.push(sumOf('archive-save', 'single archive: save (pack + upload)', [pack, upload]));
  /** One restore the archive way: download, then unpack, into an empty folder. */
  return async (suffix: string) => {
    // Restored to the state of the last save, so the digest is the current tree's.
    let download: Row;
    let unpack: Row;
    renameSync(run.tree, run.aside);
    try {
      download = record(
        run,
        { id: `archive-download${suffix}`, label: 'aws s3 cp (download)' },
        await shell(run, `${aws} s3 cp ${objectUrl} ${archive}`),
      );
      unpack = record(
        run,
        { id: `archive-unpack${suffix}`, label: 'zstd -d | tar -xf -' },
        await shell(run, `zstd -d --long=30 -q -c ${archive} | tar -xf -`),
      );
      if (treeDigest(run.tree) !== digest) throw new Error('the archive restored a different tree');
    } finally {
      rmSync(archive, { force: true });
      setAside(run, run.tree);
      renameSync(run.aside, run.tree);
    }
    const row = sumOf(`archive-restore${suffix}`, 'single archive: restore (download + unpack)', [
      download,
      unpack,
    ]);
    run.rows.push(row);
    return row;
  };
}

/** `s3-sync sync` up and down, and `aws s3 sync` down unless skipped. */
async function perFile(ctx: PeerContext, skipAws: boolean) {
  const { run, digest } = ctx;
  console.log('\n## per file: s3-sync sync and aws s3 sync');
  const perFileUrl = `${ctx.store}files/`;
  record(
    run,
    { id: 'sync-upload', label: 's3-sync sync (upload, per file)' },
    await cli(run, ['sync', TREE, perFileUrl, '--quiet', '--report', 'json']),
  );
  const oursSync = await timedRestore(
    run,
    { id: 'sync-restore', label: 's3-sync sync (download, per file)', expected: digest },
    () => cli(run, ['sync', perFileUrl, TREE, '--quiet', '--report', 'json']),
  );
  const awsSync = skipAws
    ? undefined
    : await timedRestore(
        run,
        { id: 'aws-sync-restore', label: 'aws s3 sync (download, per file)', expected: digest },
        () => shell(run, `${ctx.aws} s3 sync ${perFileUrl} ${TREE}`),
      );
  return { oursSync, awsSync };
}

/** The other ways, on the tree as the last save left it (`digest`). */
export async function runPeers(
  run: CacheRun,
  options: { readonly digest: string; readonly store: string; readonly skipAws: boolean },
): Promise<Peers> {
  const { digest, store } = options;
  const ctx: PeerContext = {
    run,
    digest,
    store,
    aws: `${AWS_CLI} --endpoint-url ${run.endpoint} --only-show-errors`,
  };
  const archiveRestore = await archiveWay(ctx);
  const archiveOnce = await archiveRestore('');
  const { oursSync, awsSync } = await perFile(ctx, options.skipAws);

  console.log('\n## the local floor: tar -xf of an uncompressed local tar');
  const plain = path.join(run.cwd, 'plain.tar');
  execFileSync('tar', ['--posix', '-cf', plain, TREE], { cwd: run.cwd });
  const floorRestore = (suffix: string) =>
    timedRestore(
      run,
      { id: `tar-floor${suffix}`, label: 'tar -xf (local, uncompressed)', expected: digest },
      () => shell(run, `tar -xf ${plain}`),
    );
  // The plain tar stays for the rounds below; it goes with the workspace.
  const floorOnce = await floorRestore('');
  return { archiveOnce, oursSync, awsSync, floorOnce, archiveRestore, floorRestore };
}
