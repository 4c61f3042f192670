/**
 * `npm run bench -- <suite> [options]`
 *
 *   list       issue 3: listing 100k objects against the aws-cli, rclone and the raw-chain floor
 *              [--objects N] [--rounds R] [--layouts flat,nested] [--skip-memory]
 *              [--baseline DIR (another dist/, an A/B row)] [--skip-peers]
 *              [--proxy [--rtt-ms 40] [--no-aws-layout] [--bandwidth-mbps M] [--proxy-peers]]
 *   list-memory  issue 42: peak RSS of `s3-sync ls --recursive` over a synthetic server that
 *              computes its keys [--objects 100000,1000000,10000000] [--listers threaded,single]
 *              [--rtt-ms N] [--node-options "--max-old-space-size=48"]
 *   transfer   issue 4: download, re-sync, upload and S3-to-S3 of 20k small objects
 *              [--objects N] [--rounds R] [--aws-rounds R] [--skip-sweep] [--skip-memory]
 *              [--baseline DIR (another dist/, an A/B row)] [--skip-peers] [--rtt-ms N]
 *   large      issue 16: download, upload and S3-to-S3 of 2 x 200 MB, 1 x 1 GB and 20k x 1 KiB
 *              against rclone and the aws-cli [--scale F] [--rounds R] [--tools s3-sync,rclone,aws]
 *              [--sets 2x200mb,1x1gb,20000x1kib] [--workloads download,upload,copy]
 *              [--baseline DIR] [--rtt-ms N] [--cutoffs 16,32,64,256 (ours with ranges from
 *              that many MiB: the cut-over's sweep)]
 *   cache      issue 12: save and restore of a 50k-file tree against tar + zstd, aws s3 sync and
 *              the local tar -xf floor [--files N] [--large-files N] [--increments N] [--skip-aws]
 *              [--restore-rounds N (ours, the archive way and the floor in turn; default 3)]
 *              [--baseline DIR] [--rtt-ms N (a delaying TCP proxy between tools and server)]
 *   faults     issue 14: a download through stalls, flipped bytes, SlowDown and cut bodies on a
 *              seeded share of GETs, against the same without faults and the aws-cli
 *              [--scale F] [--objects N] [--large N] [--large-mib M] [--share S] [--seed N] [--skip-aws]
 *              [--rtt-ms N (the delay proxy in front of the shaping proxy)]
 *   shards     issue 15: an S3-to-S3 sync of 100k objects as 1, 2 and 4 processes on the ranges
 *              of `s3-sync shards`, with the plan's time and CPU per object; rclone as the peer
 *              [--objects N] [--processes 1,2,4] [--rounds R] [--skip-peers] [--rtt-ms N]
 *   checksum   issue 28: a rebuilt 20,000-file tree (all written again, 1% changed) up and down:
 *              `--checksum` against `aws s3 sync` and `rclone sync --checksum`; wall, client CPU,
 *              bytes sent [--files N] [--rounds R] [--tools s3-sync,aws,rclone] [--rtt-ms N]
 *   cpu        client CPU per object (user + sys of the process tree, per 1,000 objects, per GiB for
 *              large) of ours, rclone and the aws-cli beside wall time: download, sync again,
 *              --checksum both ways, upload, S3-to-S3, listing, large objects, cache restore
 *              [--objects N] [--list-objects N] [--large-count N] [--large-mb M] [--rounds R]
 *              [--workloads download,again,checksum-down,upload,checksum-up,copy,list,large-down,
 *              large-up,restore] [--tools s3-sync,rclone,aws] [--variants c32,c128,l4]
 *              [--rtt-ms N (a delaying TCP proxy between tools and server)] [--restore-files N]
 *              [--profile (ours under node --cpu-prof, grouped by area)]
 *   cpu-profile DIR   the by-area grouping again, of the profiles a `cpu --profile` run kept
 *   cache-levels  issue 41: bytes stored by a default branch's save, a pull request's save of the
 *              tree with 1% changed, and the default branch's save after the merge, with content
 *              levels and as the layout before them; no timings [--files N] [--large-files N]
 *              [--share S]
 *   rtt-trace  issue 42: the round trips in a row of a cache restore through the delaying proxy,
 *              counted from its requests' trace (CPU load does not change it) [--rtt-ms 80]
 *              [--files N] [--large-files N] [--cli FILE (a .ts runs the sources)] [--cases ...]
 *   cache-lookup  issue 12: a restore-key lookup over 10,000 entries under one prefix
 *              [--entries N] [--runs R] [--rtt-ms N]
 *   parse      parse-only microbenchmark of one 1000-key page [runs]
 *   sign       CPU per signed request, SDK middleware against our signer; bundle load times [runs]
 *   digests    MD5, SHA-256 and CRC32 throughput, a cache worker's start, a 50k-entry manifest's
 *              decode and the collection after it [runs]
 *   file-md5   the per-file cost of hashing 20,000 local files of 0.5-8.5 KiB (a --checksum sync's
 *              comparison): md5OfFile against the floor (open, read, close, MD5) and lstat, CPU us a
 *              file [--files N] [--rounds R] [--in-flight K]
 *   proxy      issue 27: the transfer suite's download of 20k objects straight and through a
 *              forward proxy (the `proxy` package, on this machine), in turn [--objects N] [--rounds R]
 *              [--rtt-ms N]
 *   http-client  issue 42: the hand-written HTTP/1.1 reader against undici and node:http on the
 *              same signed GETs: small objects, one large object, listing pages; client CPU and
 *              wall [--small N] [--large-mb M] [--pages P] [--in-flight K] [--rounds R] [--rtt-ms N]
 *   seed       only load the buckets the list and transfer suites use (each run also does this)
 *
 * Any suite: --wait-for-load L waits (up to 15 minutes) for the 1-minute load average to fall
 * below L before it starts, since other work on the machine skews every figure.
 *
 * The server is the one S3_ENDPOINT names (with S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY), or the
 * local RGW that `scripts/s3-server start` starts or reuses. Method: docs/benchmarks.md.
 */
const USAGE = (await import('node:fs'))
  .readFileSync(new URL(import.meta.url), 'utf8')
  .split('*/')[0]!;

const [suite, ...args] = process.argv.slice(2);
const rest = await waitForLoad(args);
switch (suite) {
  case 'list': {
    const { runListSuite } = await import('./list.js');
    await runListSuite(rest);
    break;
  }
  case 'list-memory': {
    const { runListMemorySuite } = await import('./list-memory.js');
    await runListMemorySuite(rest);
    break;
  }
  case 'transfer': {
    const { runTransferSuite } = await import('./transfer.js');
    await runTransferSuite(rest);
    break;
  }
  case 'large': {
    const { runLargeSuite } = await import('./large.js');
    await runLargeSuite(rest);
    break;
  }
  case 'cache': {
    const { runCacheSuite } = await import('./cache.js');
    await runCacheSuite(rest);
    break;
  }
  case 'faults': {
    const { runFaultsSuite } = await import('./faults.js');
    await runFaultsSuite(rest);
    break;
  }
  case 'shards': {
    const { runShardsSuite } = await import('./shards.js');
    await runShardsSuite(rest);
    break;
  }
  case 'checksum': {
    const { runChecksumSuite } = await import('./checksum.js');
    await runChecksumSuite(rest);
    break;
  }
  case 'cpu': {
    const { runCpuSuite } = await import('./cpu.js');
    await runCpuSuite(rest);
    break;
  }
  case 'cpu-profile': {
    const { reportSavedProfiles } = await import('./cpu-profile.js');
    reportSavedProfiles(rest);
    break;
  }
  case 'cache-levels': {
    const { runCacheLevelsSuite } = await import('./cache-levels.js');
    await runCacheLevelsSuite(rest);
    break;
  }
  case 'rtt-trace': {
    const { runRttTraceSuite } = await import('./rtt-trace.js');
    await runRttTraceSuite(rest);
    break;
  }
  case 'cache-lookup': {
    const { runCacheLookupSuite } = await import('./cache-lookup.js');
    await runCacheLookupSuite(rest);
    break;
  }
  case 'proxy': {
    const { runProxySuite } = await import('./proxy.js');
    await runProxySuite(rest);
    break;
  }
  case 'http-client': {
    const { runHttpClientSuite } = await import('./http-client.js');
    await runHttpClientSuite(rest);
    break;
  }
  case 'seed': {
    const { runSeed } = await import('./seed.js');
    await runSeed(rest);
    break;
  }
  case 'sign': {
    const { runSignSuite } = await import('./sign.js');
    await runSignSuite(rest);
    break;
  }
  case 'digests': {
    const { runDigestsSuite } = await import('./digests.js');
    await runDigestsSuite(rest);
    break;
  }
  case 'file-md5': {
    const { runFileMd5Suite } = await import('./file-md5.js');
    await runFileMd5Suite(rest);
    break;
  }
  case 'parse':
    // parse.ts reads its run count from argv[2] and runs on import.
    process.argv.splice(2, process.argv.length - 2, ...rest);
    await import('./parse.js');
    break;
  default:
    console.error(USAGE.replace(/^\/\*\*\n|^ \* ?/gm, ''));
    process.exitCode = 2;
}

/** Handles and removes `--wait-for-load L`. */
async function waitForLoad(argv: string[]): Promise<string[]> {
  const at = argv.indexOf('--wait-for-load');
  if (at === -1) return argv;
  const limit = Number(argv[at + 1]);
  const { loadavg } = await import('node:os');
  const deadline = Date.now() + 15 * 60_000;
  while (loadavg()[0]! >= limit && Date.now() < deadline) {
    console.log(`load average ${loadavg()[0]!.toFixed(2)} >= ${limit}; waiting`);
    await new Promise((resolve) => setTimeout(resolve, 15_000));
  }
  if (loadavg()[0]! >= limit) console.log(`load still ${loadavg()[0]!.toFixed(2)}; running anyway`);
  return [...argv.slice(0, at), ...argv.slice(at + 2)];
}
