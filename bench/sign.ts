/**
 * `npm run bench -- sign [runs]`: the per-request CPU that the threaded lister and the
 * small-object requests save by signing with the SDK's SigV4 signer directly, and what a listing
 * worker costs to start. No network: each SDK command goes through an S3Client whose request
 * handler answers at once with a canned body, so only the SDK's own middleware runs.
 *
 *   ListObjectsV2 signed by the SDK (middleware stack, stopped after signing) vs our signer;
 *   GetObject of 1 KiB through the SDK (signing, sending to the canned handler, reading the
 *   body) vs our signer for the same GET;
 *   loading dist/list-worker/index.js vs dist/cli/index.js in a fresh process, each less a bare
 *   `node -e 0` (medians of separate processes).
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { GetObjectCommand } from '@aws-sdk/client-s3';
import { cannedClient } from './lib/canned-client.js';
import { resolveBucketTarget } from '../src/s3/resolve-bucket-target.js';
import { signListRequest } from '../src/s3/list/sign-list-request.js';
import { createSigV4ListSigner } from '../src/s3/list/sigv4-list-signer.js';
import { objectPath } from '../src/s3/query-string.js';
import { createSigV4 } from '../src/s3/signing/sigv4.js';
import { REPO_ROOT } from './lib/server.js';
import { sdkClientOf } from '../src/s3/sdk-client.js';

const CREDENTIALS = { accessKeyId: 'AKIDEXAMPLE', secretAccessKey: 'secret' };
const BODY = Buffer.alloc(1024, 'x');

/** Median milliseconds per call, over `runs` calls after as many warm-up calls. */
async function perCall(runs: number, call: (i: number) => Promise<unknown>): Promise<number> {
  for (let i = 0; i < runs; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    await call(i);
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

/** Median wall milliseconds of `node ...args` in a fresh process (exit status ignored). */
function processMs(args: string[], runs: number): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = performance.now();
    try {
      execFileSync(process.execPath, args, {
        stdio: 'ignore',
        env: { ...process.env, NODE_NO_WARNINGS: '1' },
      });
    } catch {
      // The worker bundle outside a worker stops at once with an error: its load is what counts.
    }
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

export async function runSignSuite(argv: string[]): Promise<void> {
  const runs = Number(argv[0] ?? 2000);
  const client = cannedClient(
    BODY,
    { etag: '"0"' },
    {
      endpoint: 'http://127.0.0.1:7480',
      forcePathStyle: true,
      credentials: CREDENTIALS,
      // As the engine configures it for a custom endpoint: no response checksum to compute.
      responseChecksumValidation: 'WHEN_REQUIRED',
    },
  );
  const page = { bucket: 'bucket', prefix: 'logs/', pageSize: 1000 };
  const target = await resolveBucketTarget(sdkClientOf(client), page);
  const credentials = () => Promise.resolve(CREDENTIALS);
  const listSigner = createSigV4ListSigner(target, credentials);
  const objectSigner = createSigV4(target, credentials);

  const rows: Array<[string, number]> = [
    [
      'ListObjectsV2, SDK middleware up to signing',
      await perCall(runs, (i) =>
        signListRequest(sdkClientOf(client), { ...page, continuationToken: `t${i}` }),
      ),
    ],
    [
      'ListObjectsV2, our signer (the worker)',
      await perCall(runs, (i) => listSigner.sign({ ...page, continuationToken: `t${i}` })),
    ],
    [
      'GetObject 1 KiB, SDK send and body read',
      await perCall(runs, async (i) => {
        const object = await client.send(new GetObjectCommand({ Bucket: 'bucket', Key: `k/${i}` }));
        await object.Body?.transformToByteArray();
      }),
    ],
    [
      'GetObject, our signer (direct requests)',
      await perCall(runs, (i) =>
        objectSigner.sign({
          method: 'GET',
          protocol: target.protocol,
          hostname: target.hostname,
          port: target.port,
          path: objectPath(target, `k/${i}`),
          query: {},
          headers: { host: target.host },
        }),
      ),
    ],
  ];
  client.destroy();

  const loads = Math.max(5, Math.min(15, Math.round(runs / 200)));
  const bare = processMs(['-e', '0'], loads);
  const load = (bundle: string) =>
    processMs([path.join(REPO_ROOT, 'dist', ...bundle.split('/'))], loads) - bare;
  const workerLoad = load('list-worker/index.js');
  const cliLoad =
    processMs([path.join(REPO_ROOT, 'dist', 'cli', 'index.js'), 'help'], loads) - bare;

  console.log(`\n### Signing, CPU per request (median of ${runs}, after ${runs} warm-up calls)\n`);
  console.log('| request | ms |');
  console.log('| --- | ---: |');
  for (const [what, ms] of rows) console.log(`| ${what} | ${ms.toFixed(3)} |`);
  console.log(
    `\n### Loading a bundle in a fresh process, less \`node -e 0\` (${bare.toFixed(0)} ms; median of ${loads})\n`,
  );
  console.log('| bundle | ms |');
  console.log('| --- | ---: |');
  console.log(`| dist/list-worker/index.js (the listing worker) | ${workerLoad.toFixed(0)} |`);
  console.log(`| dist/cli/index.js (\`help\`) | ${cliLoad.toFixed(0)} |`);
}
