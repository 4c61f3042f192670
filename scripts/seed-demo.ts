// Seeds the demo bucket with a build output as a CI job would publish it: about 10,000 small files
// in nested folders (js, css, source maps, json, images, html) and three large ones (8-20 MB).
// The tree is the same on every run (a seeded generator); a marker object records that the bucket
// holds it, so a second demo run reuses it.
//
// Seeding is bound by requests per second, so the objects go in as unsigned PUTs on 64 keep-alive
// sockets into a bucket that is public-read-write while it fills (the server listens on loopback
// only), about three times the rate of signed SDK calls here; the bucket is made private after.
//
//   S3_ENDPOINT=... S3_ACCESS_KEY_ID=... S3_SECRET_ACCESS_KEY=... node --import tsx scripts/seed-demo.ts [bucket] [prefix]
import { randomBytes } from 'node:crypto';
import http from 'node:http';
import https from 'node:https';
import {
  CreateBucketCommand,
  GetObjectCommand,
  PutBucketAclCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';

/** Bump when the tree changes, so an old seed is not taken for the new one. */
const TREE_VERSION = 1;
const CONCURRENCY = 64;
const MARKER_KEY = '.demo-seeded.json';

interface DemoFile {
  readonly key: string;
  readonly size: number;
  readonly binary: boolean;
}

/** mulberry32: a small seeded generator, so the tree is the same on every machine. */
function generator(seed: number) {
  let a = seed;
  const next = () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  return {
    next,
    /** Log-uniform: many small files, a few bigger ones, as in real build output. */
    size: (min: number, max: number) => Math.round(min * (max / min) ** next()),
    pick: <T>(items: readonly T[]) => items[Math.floor(next() * items.length)]!,
    hash: () =>
      Math.floor(next() * 2 ** 32)
        .toString(16)
        .padStart(8, '0'),
  };
}

const WORDS = [
  'account',
  'admin',
  'analytics',
  'auth',
  'billing',
  'cart',
  'chart',
  'checkout',
  'comments',
  'dashboard',
  'editor',
  'feed',
  'forms',
  'gallery',
  'help',
  'home',
  'inbox',
  'invoice',
  'map',
  'media',
  'modal',
  'news',
  'orders',
  'payments',
  'profile',
  'reports',
  'search',
  'settings',
  'share',
  'signup',
  'table',
  'team',
  'upload',
  'users',
  'video',
  'wizard',
];
const LANGS = [
  'ar',
  'bg',
  'cs',
  'da',
  'de',
  'el',
  'en',
  'es',
  'et',
  'fi',
  'fr',
  'he',
  'hi',
  'hr',
  'hu',
  'id',
  'it',
  'ja',
  'ko',
  'lt',
  'lv',
  'nb',
  'nl',
  'pl',
  'pt',
  'ro',
  'ru',
  'sk',
  'sv',
  'tr',
];

/** The tree: about 10,000 small files and three large ones, under `prefix`. */
function demoTree(prefix: string): DemoFile[] {
  const g = generator(20_241_130);
  const files: DemoFile[] = [];
  const add = (key: string, size: number, binary = false) =>
    files.push({ key: `${prefix}${key}`, size, binary });

  for (const name of ['index.html', '404.html', 'robots.txt', 'manifest.webmanifest'])
    add(name, g.size(200, 4000));
  add('favicon.ico', 15_086, true);
  add('asset-manifest.json', 180_000);
  add('service-worker.js', 24_000);
  for (let i = 0; i < 1800; i++) {
    const name = `${g.pick(WORDS)}-${g.pick(WORDS)}.${g.hash()}.chunk.js`;
    add(`static/js/${name}`, g.size(600, 40_000));
    add(`static/js/${name}.map`, g.size(1500, 80_000));
  }
  for (let i = 0; i < 250; i++) {
    const name = `${g.pick(WORDS)}.${g.hash()}.chunk.css`;
    add(`static/css/${name}`, g.size(300, 20_000));
    add(`static/css/${name}.map`, g.size(600, 30_000));
  }
  for (let i = 0; i < 1200; i++) {
    const ext = g.pick(['png', 'png', 'jpg', 'svg', 'webp', 'woff2']);
    add(
      `static/media/${g.pick(WORDS)}-${i}.${g.hash()}.${ext}`,
      g.size(400, 60_000),
      ext !== 'svg',
    );
  }
  for (const lang of LANGS)
    for (let i = 0; i < 40; i++)
      add(`locales/${lang}/${WORDS[i % WORDS.length]}-${i}.json`, g.size(150, 6000));
  for (let s = 0; s < 25; s++) {
    const section = `${WORDS[s]}-guide`;
    add(`docs/${section}/search-index.json`, g.size(20_000, 120_000));
    for (let p = 0; p < 40; p++)
      add(`docs/${section}/${g.pick(WORDS)}-${p}/index.html`, g.size(2000, 16_000));
  }
  for (const resource of WORDS.slice(0, 12))
    for (let id = 1; id <= 150; id++) add(`api/v1/${resource}/${id}.json`, g.size(120, 3000));
  for (const px of [16, 32, 48, 96, 192, 512])
    for (let i = 0; i < 110; i++)
      add(`assets/icons/${px}/${WORDS[i % WORDS.length]}-${i}.png`, g.size(120, px * 40), true);

  add('downloads/app-linux-x64.tar.gz', 18 * 1024 * 1024, true);
  add('downloads/app-darwin-arm64.tar.gz', 14 * 1024 * 1024, true);
  add(`static/media/intro.${g.hash()}.mp4`, 9 * 1024 * 1024, true);
  return files;
}

/** Bodies are slices of two shared buffers: seeding is bound by requests, not by making data. */
function bodyMaker() {
  const noise = randomBytes(1024 * 1024);
  const line = 'export const handler = (event) => { return render(event.target, { id: 42 }); };\n';
  const text = Buffer.from(line.repeat(Math.ceil((1024 * 1024) / line.length)));
  return (file: DemoFile): Buffer => {
    if (file.size > noise.length) return randomBytes(file.size);
    const source = file.binary ? noise : text;
    const start = Math.floor(Math.random() * (source.length - file.size));
    return source.subarray(start, start + file.size);
  };
}

/** One unsigned PUT on a keep-alive socket. */
function putUnsigned(
  endpoint: URL,
  agent: http.Agent,
  bucket: string,
  key: string,
  body: Buffer,
): Promise<void> {
  const transport = endpoint.protocol === 'https:' ? https : http;
  const path = `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return new Promise((resolve, reject) => {
    const request = transport.request(
      {
        agent,
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        port: endpoint.port,
        method: 'PUT',
        path,
        headers: { 'content-length': body.length },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        response.on('end', () =>
          response.statusCode === 200
            ? resolve()
            : reject(new Error(`PUT ${path}: HTTP ${response.statusCode} ${text.slice(0, 200)}`)),
        );
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
const count = (n: number) => n.toLocaleString('en-US');

async function main() {
  const [bucket = 's3-sync-demo', prefix = 'build/'] = process.argv.slice(2);
  const endpoint = process.env.S3_ENDPOINT;
  const accessKeyId = process.env.S3_ACCESS_KEY_ID;
  const secretAccessKey = process.env.S3_SECRET_ACCESS_KEY;
  if (!endpoint || !accessKeyId || !secretAccessKey)
    throw new Error('S3_ENDPOINT, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY must be set');
  const client = new S3Client({
    endpoint,
    region: process.env.S3_REGION || 'us-east-1',
    forcePathStyle: true,
    credentials: { accessKeyId, secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const url = new URL(endpoint);
  const agentOptions = { keepAlive: true, maxSockets: CONCURRENCY, maxFreeSockets: CONCURRENCY };
  const agent =
    url.protocol === 'https:' ? new https.Agent(agentOptions) : new http.Agent(agentOptions);

  try {
    const files = demoTree(prefix);
    const totalBytes = files.reduce((n, f) => n + f.size, 0);
    const marker = JSON.stringify({
      version: TREE_VERSION,
      prefix,
      objects: files.length,
      bytes: totalBytes,
    });
    const seeded = await client
      .send(new GetObjectCommand({ Bucket: bucket, Key: MARKER_KEY }))
      .then((r) => r.Body!.transformToString())
      .catch(() => '');
    if (seeded === marker) {
      console.log(
        `s3://${bucket}/${prefix} already holds the demo tree (${count(files.length)} objects, ${mib(totalBytes)}): reusing it`,
      );
      return;
    }

    await client
      .send(new CreateBucketCommand({ Bucket: bucket, ACL: 'public-read-write' }))
      .catch(async (error: Error) => {
        if (!/BucketAlreadyOwnedByYou|BucketAlreadyExists/.test(error.name)) throw error;
        await client.send(new PutBucketAclCommand({ Bucket: bucket, ACL: 'public-read-write' }));
      });
    console.log(
      `seeding s3://${bucket}/${prefix} with ${count(files.length)} objects (${mib(totalBytes)}), ${CONCURRENCY} at a time...`,
    );
    const started = performance.now();
    const body = bodyMaker();
    let next = 0;
    let done = 0;
    const tty = process.stdout.isTTY;
    const ticker = setInterval(() => {
      if (tty) process.stdout.write(`  ${count(done)} / ${count(files.length)}\r`);
    }, 500);
    const worker = async () => {
      while (next < files.length) {
        const file = files[next++]!;
        await putUnsigned(url, agent, bucket, file.key, body(file));
        done++;
      }
    };
    try {
      await Promise.all(Array.from({ length: CONCURRENCY }, worker));
    } finally {
      clearInterval(ticker);
      await client.send(new PutBucketAclCommand({ Bucket: bucket, ACL: 'private' }));
    }
    // Written last: a seed that stopped half way is not taken for a whole one.
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: MARKER_KEY, Body: marker }));
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `seeded in ${seconds.toFixed(1)} s (${count(Math.round(files.length / seconds))} objects/s)${tty ? ' '.repeat(20) : ''}`,
    );
  } finally {
    client.destroy();
    agent.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(`seed-demo: ${(error as Error).message}`);
  process.exit(1);
});
