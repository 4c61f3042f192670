/**
 * The "raw chain" floors of the list benchmark: the same signed ListObjectsV2 requests as the
 * listers send, one chain of them, with nothing done to each body but pulling out
 * NextContinuationToken (and KeyCount, to count objects) with indexOf. No parse.
 *
 *   whole    each request waits for the previous body to end (the plain floor);
 *   stream   the next request goes out as soon as the token has arrived, while the rest of the
 *            body is still coming (what the quick page does, minus the parse): at most two
 *            requests in flight, on two keep-alive sockets.
 *
 * Bundled by the list suite and spawned like the other tools, so that its wall time includes
 * process start-up too. Usage: node raw-chain.js ENDPOINT BUCKET [whole|stream]; credentials
 * from AWS_ACCESS_KEY_ID / AWS_SECRET_ACCESS_KEY. Prints {"objects","pages","seconds"} on stderr.
 */
import http from 'node:http';
import https from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import type { SignedRequest } from '../src/s3/send-signed.js';
import { resolveBucketTarget } from '../src/s3/resolve-bucket-target.js';
import { createSigV4ListSigner } from '../src/s3/list/sigv4-list-signer.js';
import { sdkClientOf } from '../src/s3/sdk-client.js';

const TOKEN_OPEN = '<NextContinuationToken>';
const TOKEN_CLOSE = '</NextContinuationToken>';
const NOT_TRUNCATED = '<IsTruncated>false</IsTruncated>';
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&apos;': "'",
};

function between(body: Buffer, open: string, close: string): string | undefined {
  const start = body.indexOf(open);
  if (start === -1) return undefined;
  const end = body.indexOf(close, start + open.length);
  if (end === -1) return undefined;
  return body.toString('utf8', start + open.length, end);
}

/** What the chain needs from a page as soon as it is known, and the page once it has ended. */
interface PageReply {
  /** Resolves with the token (undefined on the last page) as soon as it can be told. */
  readonly next: Promise<string | undefined>;
  /** Resolves with KeyCount when the body has ended. */
  readonly keys: Promise<number>;
}

function sendPage(
  request: SignedRequest,
  agent: http.Agent,
  secure: boolean,
  streaming: boolean,
): PageReply {
  let tellNext!: (token: string | undefined) => void;
  let failNext!: (error: Error) => void;
  const next = new Promise<string | undefined>((resolve, reject) => {
    tellNext = resolve;
    failNext = reject;
  });
  const keys = new Promise<number>((resolve, reject) => {
    const fail = (error: Error) => {
      failNext(error);
      reject(error);
    };
    const req = (secure ? https : http).request(
      {
        protocol: request.protocol,
        hostname: request.hostname,
        port: request.port,
        method: request.method,
        path: request.path,
        headers: request.headers,
        agent,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let told = false;
        const tell = (body: Buffer, ended: boolean) => {
          if (told) return;
          const token = between(body, TOKEN_OPEN, TOKEN_CLOSE);
          if (token !== undefined) {
            told = true;
            tellNext(token.replace(/&[a-z]+;/g, (e) => ENTITIES[e] ?? e));
          } else if (body.indexOf(NOT_TRUNCATED) !== -1 && ended) {
            told = true;
            tellNext(undefined);
          } else if (ended) {
            told = true;
            failNext(new Error('a truncated page came without a token'));
          }
        };
        let scanned = 0;
        res.on('data', (chunk: Buffer) => {
          chunks.push(chunk);
          if (!streaming || told || res.statusCode !== 200) return;
          // Look only where the closing tag could newly be complete.
          const body = Buffer.concat(chunks);
          if (body.indexOf(TOKEN_CLOSE, Math.max(0, scanned - TOKEN_CLOSE.length)) !== -1) {
            tell(body, false);
          }
          scanned = body.length;
        });
        res.on('error', fail);
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) {
            fail(new Error(`ListObjectsV2 answered ${res.statusCode}: ${body.toString()}`));
            return;
          }
          tell(body, true);
          resolve(Number(between(body, '<KeyCount>', '</KeyCount>') ?? 0));
        });
      },
    );
    req.on('error', fail);
    req.end();
  });
  keys.catch(() => undefined); // surfaced through `next` or the final await
  return { next, keys };
}

async function main(): Promise<void> {
  const [endpoint, bucket, mode = 'whole'] = process.argv.slice(2);
  if (!endpoint || !bucket || (mode !== 'whole' && mode !== 'stream')) {
    throw new Error('usage: raw-chain ENDPOINT BUCKET [whole|stream]');
  }
  const started = performance.now();
  const secure = endpoint.startsWith('https:');
  const streaming = mode === 'stream';
  const agentOptions = { keepAlive: true, maxSockets: streaming ? 2 : 1 };
  const agent = secure ? new https.Agent(agentOptions) : new http.Agent(agentOptions);
  const client = new S3Client({
    endpoint,
    region: process.env.AWS_REGION ?? 'us-east-1',
    forcePathStyle: true,
  });

  // Signed as the threaded lister signs: the SDK resolves the target once, then SigV4 per page.
  const firstPage = { bucket, prefix: '', pageSize: 1000 };
  const signer = createSigV4ListSigner(
    await resolveBucketTarget(sdkClientOf(client), firstPage),
    client.config.credentials,
  );
  const counts: Array<Promise<number>> = [];
  let token: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    const request = await signer.sign({ ...firstPage, continuationToken: token });
    const reply = sendPage(request, agent, secure, streaming);
    counts.push(reply.keys);
    if (!streaming) await reply.keys;
    const next = await reply.next;
    if (next === undefined) break;
    if (seen.has(next)) throw new Error(`the token ${JSON.stringify(next)} came twice`);
    seen.add(next);
    token = next;
  }
  const objects = (await Promise.all(counts)).reduce((a, b) => a + b, 0);
  const seconds = (performance.now() - started) / 1000;
  process.stderr.write(`${JSON.stringify({ objects, pages: counts.length, seconds })}\n`);
  client.destroy();
  agent.destroy();
}

main().catch((error: unknown) => {
  process.stderr.write(`raw-chain: ${String((error as Error)?.stack ?? error)}\n`);
  process.exitCode = 1;
});
