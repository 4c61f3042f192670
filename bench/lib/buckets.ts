/**
 * Benchmark data in the local RGW: seeded once, recognised by a marker object on later runs, and
 * emptied again where a run writes into a prefix.
 *
 * Seeding uses unsigned PUTs over 64 keep-alive sockets into a bucket whose ACL is briefly
 * `public-read-write`: the SDK manages about 1.1k signed PUTs/s here, this about 2.5k/s
 * (../../../shared/notes/s3-servers.md, "Fast seeding").
 */
import http from 'node:http';
import {
  CreateBucketCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  PutBucketAclCommand,
  PutObjectCommand,
  paginateListObjectsV2,
  type S3Client,
} from '@aws-sdk/client-s3';

const MARKER_BUCKET = 'bench-markers';
const SEED_SOCKETS = 64;

export interface SeedSpec {
  readonly bucket: string;
  readonly count: number;
  readonly key: (index: number) => string;
  readonly bodyBytes: number;
}

export async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
}

/** Every key under a prefix, in listing order. */
export async function listKeys(client: S3Client, bucket: string, prefix = ''): Promise<string[]> {
  return (await listObjectsUnder(client, bucket, prefix)).map((o) => o.key);
}

/** Every object under a prefix, with its size, in listing order. */
export async function listObjectsUnder(
  client: S3Client,
  bucket: string,
  prefix = '',
): Promise<Array<{ key: string; size: number }>> {
  const objects: Array<{ key: string; size: number }> = [];
  const pages = paginateListObjectsV2(
    { client, pageSize: 1000 },
    { Bucket: bucket, Prefix: prefix || undefined },
  );
  for await (const page of pages)
    for (const o of page.Contents ?? []) objects.push({ key: o.Key!, size: o.Size ?? 0 });
  return objects;
}

function markerText(spec: SeedSpec): string {
  return JSON.stringify({
    count: spec.count,
    bodyBytes: spec.bodyBytes,
    first: spec.key(0),
    last: spec.key(spec.count - 1),
  });
}

async function readMarker(client: S3Client, bucket: string): Promise<string | undefined> {
  try {
    const reply = await client.send(new GetObjectCommand({ Bucket: MARKER_BUCKET, Key: bucket }));
    return await reply.Body!.transformToString();
  } catch {
    return undefined;
  }
}

function bodyOf(bytes: number): Buffer {
  return Buffer.alloc(bytes, 'benchmark object body\n');
}

function unsignedPut(
  agent: http.Agent,
  endpoint: URL,
  { bucket, key, body }: { readonly bucket: string; readonly key: string; readonly body: Buffer },
): Promise<void> {
  const path = `/${bucket}/${key.split('/').map(encodeURIComponent).join('/')}`;
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: endpoint.hostname,
        port: endpoint.port,
        method: 'PUT',
        path,
        agent,
        headers: { 'content-length': body.length, 'content-type': 'application/octet-stream' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          res.statusCode === 200
            ? resolve()
            : reject(new Error(`PUT ${path} answered ${res.statusCode}`)),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** Deletes keys in batches of 1000, a few batches at a time. */
export async function deleteKeys(
  client: S3Client,
  bucket: string,
  keys: readonly string[],
): Promise<void> {
  const batches: string[][] = [];
  for (let i = 0; i < keys.length; i += 1000) batches.push(keys.slice(i, i + 1000));
  let next = 0;
  const worker = async () => {
    while (next < batches.length) {
      const batch = batches[next++]!;
      const reply = await client.send(
        new DeleteObjectsCommand({
          Bucket: bucket,
          Delete: { Objects: batch.map((Key) => ({ Key })), Quiet: true },
        }),
      );
      if (reply.Errors?.length) {
        throw new Error(`DeleteObjects in ${bucket}: ${reply.Errors.length} keys failed`);
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, worker));
}

export async function deletePrefix(
  client: S3Client,
  bucket: string,
  prefix: string,
): Promise<number> {
  const keys = await listKeys(client, bucket, prefix);
  await deleteKeys(client, bucket, keys);
  return keys.length;
}

/**
 * Makes sure the bucket holds exactly the spec's objects. A marker object in `bench-markers`
 * names what was seeded; without it, the keys present are listed and only the missing are put.
 */
export async function ensureSeeded(
  client: S3Client,
  endpoint: string,
  spec: SeedSpec,
): Promise<{ reused: boolean; seconds: number }> {
  const started = performance.now();
  const marker = markerText(spec);
  if ((await readMarker(client, spec.bucket)) === marker) return { reused: true, seconds: 0 };

  await ensureBucket(client, MARKER_BUCKET);
  await ensureBucket(client, spec.bucket);
  const wanted = new Set(Array.from({ length: spec.count }, (_, i) => spec.key(i)));
  const present = await listKeys(client, spec.bucket);
  const extra = present.filter((key) => !wanted.has(key));
  if (extra.length) await deleteKeys(client, spec.bucket, extra);
  for (const key of present) wanted.delete(key);
  const missing = [...wanted];
  console.log(
    `seeding ${spec.bucket}: ${missing.length.toLocaleString('en-US')} of ` +
      `${spec.count.toLocaleString('en-US')} objects to put (${spec.bodyBytes} bytes each)`,
  );

  await client.send(new PutBucketAclCommand({ Bucket: spec.bucket, ACL: 'public-read-write' }));
  const agent = new http.Agent({ keepAlive: true, maxSockets: SEED_SOCKETS });
  const url = new URL(endpoint);
  const body = bodyOf(spec.bodyBytes);
  let next = 0;
  let done = 0;
  const progress = setInterval(() => {
    const seconds = (performance.now() - started) / 1000;
    console.log(`  ${done.toLocaleString('en-US')} put, ${Math.round(done / seconds)}/s`);
  }, 10_000);
  const worker = async () => {
    while (next < missing.length) {
      const key = missing[next++]!;
      for (let attempt = 1; ; attempt++) {
        try {
          await unsignedPut(agent, url, { bucket: spec.bucket, key, body });
          break;
        } catch (error) {
          if (attempt >= 4) throw error;
        }
      }
      done++;
    }
  };
  try {
    await Promise.all(Array.from({ length: SEED_SOCKETS }, worker));
  } finally {
    clearInterval(progress);
    agent.destroy();
    await client.send(new PutBucketAclCommand({ Bucket: spec.bucket, ACL: 'private' }));
  }

  const count = (await listKeys(client, spec.bucket)).length;
  if (count !== spec.count) {
    throw new Error(`${spec.bucket} holds ${count} objects after seeding, not ${spec.count}`);
  }
  await client.send(
    new PutObjectCommand({ Bucket: MARKER_BUCKET, Key: spec.bucket, Body: marker }),
  );
  const seconds = (performance.now() - started) / 1000;
  console.log(
    `seeded ${spec.bucket} in ${seconds.toFixed(1)} s (${Math.round(missing.length / seconds)} objects/s)`,
  );
  return { reused: false, seconds };
}
