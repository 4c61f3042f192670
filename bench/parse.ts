/**
 * Parse-only microbenchmark: one 1000-key ListObjectsV2 page in AWS's layout, read by the page
 * scanner, by sax building the same entries, and by the AWS SDK's own deserializer (a
 * ListObjectsV2Command sent through an S3Client whose request handler answers with the canned
 * body, so only the SDK's middleware and XML parsing run). Run: `npx tsx bench/parse.ts [runs]`.
 */
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import { cannedClient } from './lib/canned-client.js';
import { unpackEntries } from '../src/s3/list/packed-entries.js';
import { PageScanner, scanPage } from '../src/s3/list/page-scanner.js';
import {
  awsBenchmarkPage,
  renderListPage,
  saxScanPage,
  EMPTY_PAGE,
} from '../test/support/list-page-xml.js';

const KEYS = 1000;
const RUNS = Number(process.argv[2] ?? 60);
const CHUNK_CHARS = 16 * 1024;

const { xml } = awsBenchmarkPage(KEYS);
const XML = { 'content-type': 'application/xml' };
const chunks = xml.match(new RegExp(`[^]{1,${CHUNK_CHARS}}`, 'g')) ?? [];

async function median(run: () => unknown): Promise<number> {
  for (let i = 0; i < Math.max(10, RUNS / 3); i++) await run(); // let the JIT settle
  const times: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now();
    await run();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  return times[Math.floor(times.length / 2)]!;
}

function expectKeys(count: number, what: string): void {
  if (count !== KEYS) throw new Error(`${what} returned ${count} keys, not ${KEYS}`);
}

async function main(): Promise<void> {
  const client = cannedClient(Buffer.from(xml), XML);
  const emptyClient = cannedClient(Buffer.from(renderListPage(EMPTY_PAGE)), XML);
  const list = () =>
    client.send(new ListObjectsV2Command({ Bucket: 'bucket', EncodingType: 'url' }));
  const sdkPage = await list();
  const ours = scanPage(xml);
  expectKeys(sdkPage.Contents?.length ?? 0, 'the SDK');
  expectKeys(ours.entries.count, 'the scanner');
  expectKeys(saxScanPage(xml).entries.length, 'sax');
  const [sdkLast, ourLast] = [sdkPage.Contents?.at(-1), unpackEntries(ours.entries).at(-1)];
  if (
    sdkLast?.ETag !== ourLast?.etag ||
    sdkLast?.LastModified?.getTime() !== ourLast?.lastModifiedMs
  ) {
    throw new Error('The SDK and the scanner disagree on the last entry');
  }

  const rows: Array<[string, number, number]> = [];
  const measure = async (name: string, run: () => unknown, keys = KEYS) => {
    rows.push([name, await median(run), keys]);
  };
  await measure('page-scanner, whole body', () => scanPage(xml));
  await measure(`page-scanner, ${CHUNK_CHARS / 1024} Ki-char chunks`, () => {
    const scanner = new PageScanner();
    for (const chunk of chunks) scanner.write(chunk);
    return scanner.end();
  });
  await measure('sax strict, building entries', () => saxScanPage(xml));
  await measure('AWS SDK ListObjectsV2Command', list);
  await measure(
    'AWS SDK, empty page (overhead)',
    () => emptyClient.send(new ListObjectsV2Command({ Bucket: 'bucket' })),
    0,
  );

  const sdkMs = rows.find(([name]) => name === 'AWS SDK ListObjectsV2Command')![1];
  console.log(
    `ListObjectsV2 page: ${KEYS} keys, ${xml.length} chars (${Math.round(xml.length / KEYS)} per key), ` +
      `median of ${RUNS} runs, Node ${process.version}`,
  );
  console.log('| parser | ms per page | keys/s | speed vs SDK |');
  console.log('|---|---:|---:|---:|');
  for (const [name, ms, keys] of rows) {
    const rate = keys === 0 ? '-' : Math.round((keys / ms) * 1000).toLocaleString('en-US');
    const ratio = keys === 0 ? '-' : `${(sdkMs / ms).toFixed(1)}x`;
    console.log(`| ${name} | ${ms.toFixed(3)} | ${rate} | ${ratio} |`);
  }
  client.destroy();
  emptyClient.destroy();
}

await main();
