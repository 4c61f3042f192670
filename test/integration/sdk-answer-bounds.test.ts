import http from 'node:http';
import {
  CompleteMultipartUploadCommand,
  CopyObjectCommand,
  CreateMultipartUploadCommand,
  DeleteObjectsCommand,
  GetBucketLocationCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListBucketsCommand,
  PutObjectCommand,
  S3Client,
  UploadPartCopyCommand,
} from '@aws-sdk/client-s3';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3Error } from '../../src/errors.js';
import { isRetryable } from '../../src/retry.js';
import {
  DELETE_ANSWER_MAX_BYTES,
  LIST_BUCKETS_ANSWER_MAX_BYTES,
  OBJECT_ANSWER_MAX_BYTES,
  SLOW_ANSWER_BODY_MAX_MS,
} from '../../src/s3/answer-bounds.js';
import { createS3Connection, type S3Connection } from '../../src/s3/client.js';
import { DirectRequests } from '../../src/s3/direct-requests.js';
import { ERROR_ANSWER_MAX_BYTES, ERROR_ANSWER_MAX_MS } from '../../src/s3/error-response.js';
import { s3FailureFromSdk } from '../../src/s3/s3-failure.js';
import { StallWatchingHandler } from '../../src/s3/stall-handler.js';
import { StallLimits } from '../../src/s3/stall-watch.js';
import { S3DeleteBatcher } from '../../src/transfer/delete-objects.js';
import { listenOnLoopback, type LoopbackServer } from '../support/loopback-server.js';

/**
 * The requests that still go through the AWS SDK, against an endpoint of the test's own that
 * answers every request the same hostile way: an error body without end, a 200 that declares
 * 10 GB, a 200 XML body without end, an `<Error>` inside a 200, a body that trickles. Each
 * request must end with the named error, having read no more than its bound: the server counts
 * what it managed to send (at most 200 MB), which is more than the client read.
 */
type Mode =
  | { kind: 'endless-error'; status: number }
  | { kind: 'declares-10gb' }
  | { kind: 'endless-200'; root: string }
  | { kind: 'error-in-200'; after: string }
  | { kind: 'trickle'; status?: number }
  | { kind: 'huge-headers' }
  | { kind: 'ordinary' };

const SERVED_MAX_BYTES = 200 * 1024 * 1024;
/** What sockets and stream buffers on loopback may hold beyond what the client read. */
const IN_FLIGHT_SLACK_BYTES = 16 * 1024 * 1024;
const BUCKET = 'bkt';

let mode: Mode = { kind: 'declares-10gb' };
let sent = 0;
let requests = 0;
let server: LoopbackServer;
let connection: S3Connection;
/** The SDK's own client behind the connection's lazy boundary, made in beforeAll. */
let sdk: S3Client;

/** Writes `head`, then spaces until the client leaves or SERVED_MAX_BYTES went out. */
function pour(response: http.ServerResponse, head: string): void {
  response.write(head);
  sent += head.length;
  const filler = Buffer.alloc(64 * 1024, 0x20);
  const more = () => {
    if (response.destroyed) return;
    if (sent >= SERVED_MAX_BYTES) return void response.end();
    sent += filler.length;
    if (response.write(filler)) setImmediate(more);
    else response.once('drain', more);
  };
  more();
}

function trickle(response: http.ServerResponse, status = 200): void {
  response.writeHead(status, { 'content-type': 'application/xml' });
  if (status !== 200)
    response.write('<Error><Code>AccessDenied</Code><Message>slow</Message></Error>');
  const timer = setInterval(() => {
    if (response.destroyed) return clearInterval(timer);
    sent += 1;
    response.write(' ');
  }, 100);
  response.on('close', () => clearInterval(timer));
}

function answer(request: http.IncomingMessage, response: http.ServerResponse): void {
  requests++;
  request.resume();
  const m = mode;
  const xml = { 'content-type': 'application/xml' };
  if (m.kind === 'endless-error') {
    response.writeHead(m.status, xml);
    pour(response, '<Error><Code>SlowDown</Code><Message>then more</Message></Error>');
  } else if (m.kind === 'declares-10gb') {
    response.writeHead(200, { ...xml, 'content-length': String(10 * 1024 ** 3) });
    response.write('<?xml version="1.0"?>');
    // and never more: a client that waits for the rest hangs
  } else if (m.kind === 'endless-200') {
    response.writeHead(200, xml);
    pour(response, `<?xml version="1.0" encoding="UTF-8"?>\n<${m.root}>`);
  } else if (m.kind === 'error-in-200') {
    response.writeHead(200, xml);
    response.end(
      '<?xml version="1.0" encoding="UTF-8"?>\n<Error><Code>InternalError</Code>' +
        `<Message>We encountered an internal error.</Message></Error>${m.after}`,
    );
  } else if (m.kind === 'trickle') {
    trickle(response, m.status);
  } else if (m.kind === 'ordinary') {
    const body = request.url!.includes('?delete') ? '<DeleteResult></DeleteResult>' : '';
    response.writeHead(200, { ...xml, etag: '"e"', 'content-length': String(body.length) });
    response.end(body);
  } else {
    response.writeHead(200, { 'x-amz-meta-huge': 'x'.repeat(1024 * 1024) });
    response.end();
  }
}

beforeAll(async () => {
  server = await listenOnLoopback(http.createServer(answer), () => requests);
  connection = createS3Connection({
    endpointUrl: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    maxSockets: 4,
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
  });
  sdk = (await connection.client.loaded()).client;
});
afterAll(async () => {
  connection.close();
  await server.close();
});
beforeEach(() => {
  sent = 0;
  requests = 0;
});

const KEY = { Bucket: BUCKET, Key: 'dir/object' };
const PARTS = { Parts: [{ PartNumber: 1, ETag: '"e"' }] };
/** One request of each operation the code sends through the SDK. */
const OPERATIONS: Record<string, (client: S3Client) => Promise<unknown>> = {
  PutObject: (c) => c.send(new PutObjectCommand({ ...KEY, Body: 'hello' })),
  CreateMultipartUpload: (c) => c.send(new CreateMultipartUploadCommand(KEY)),
  CompleteMultipartUpload: (c) =>
    c.send(new CompleteMultipartUploadCommand({ ...KEY, UploadId: 'u', MultipartUpload: PARTS })),
  CopyObject: (c) => c.send(new CopyObjectCommand({ ...KEY, CopySource: `${BUCKET}/src` })),
  UploadPartCopy: (c) =>
    c.send(
      new UploadPartCopyCommand({ ...KEY, UploadId: 'u', PartNumber: 1, CopySource: 'bkt/src' }),
    ),
  DeleteObjects: (c) =>
    c.send(new DeleteObjectsCommand({ Bucket: BUCKET, Delete: { Objects: [{ Key: 'a' }] } })),
  GetBucketLocation: (c) => c.send(new GetBucketLocationCommand({ Bucket: BUCKET })),
  ListBuckets: (c) => c.send(new ListBucketsCommand({})),
  GetObject: (c) => c.send(new GetObjectCommand(KEY)),
};
const SUCCESS_BOUNDS: Record<string, number> = {
  PutObject: OBJECT_ANSWER_MAX_BYTES,
  CreateMultipartUpload: OBJECT_ANSWER_MAX_BYTES,
  CompleteMultipartUpload: OBJECT_ANSWER_MAX_BYTES,
  CopyObject: OBJECT_ANSWER_MAX_BYTES,
  UploadPartCopy: OBJECT_ANSWER_MAX_BYTES,
  DeleteObjects: DELETE_ANSWER_MAX_BYTES,
  GetBucketLocation: OBJECT_ANSWER_MAX_BYTES,
  ListBuckets: LIST_BUCKETS_ANSWER_MAX_BYTES,
};

/** The error `operation` ends with, as the code that sent it reports it. */
async function failure(operation: string, client = sdk): Promise<S3Error> {
  const error = await OPERATIONS[operation]!(client).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error, `${operation} must fail`).toBeDefined();
  return s3FailureFromSdk(error, operation, BUCKET, 'dir/object');
}

describe('answers to the SDK requests are bounded', { timeout: 60_000 }, () => {
  it.each(Object.keys(OPERATIONS))(
    'an error body without end fails %s as AnswerTooLarge after 64 KiB, not retried',
    async (operation) => {
      mode = { kind: 'endless-error', status: 503 };
      const arrayBuffersBefore = process.memoryUsage().arrayBuffers;
      const error = await failure(operation);
      expect(error.code).toBe('AnswerTooLarge');
      expect(error.message).toContain(
        `the endpoint sent an HTTP 503 answer to ${operation} larger than 64 KiB`,
      );
      expect(error.message).not.toContain('Deserialization error');
      expect(isRetryable(error)).toBe(false);
      // One request: neither the SDK nor a retry sent it again.
      expect(requests).toBe(1);
      expect(sent).toBeLessThan(ERROR_ANSWER_MAX_BYTES + IN_FLIGHT_SLACK_BYTES);
      expect(process.memoryUsage().arrayBuffers - arrayBuffersBefore).toBeLessThan(
        IN_FLIGHT_SLACK_BYTES * 2,
      );
    },
  );

  it.each(Object.keys(SUCCESS_BOUNDS))(
    'a 200 that declares 10 GB fails %s at once, without waiting for the bytes',
    async (operation) => {
      mode = { kind: 'declares-10gb' };
      const error = await failure(operation);
      expect(error.code).toBe('AnswerTooLarge');
      expect(error.message).toContain(`(it declared ${10 * 1024 ** 3} bytes)`);
      expect(error.message).toContain(`HTTP 200 answer to ${operation} larger than`);
    },
  );

  it.each(Object.keys(SUCCESS_BOUNDS))(
    'a 200 XML body without end fails %s after its bound',
    async (operation) => {
      mode = { kind: 'endless-200', root: `${operation}Result` };
      const error = await failure(operation);
      expect(error.code).toBe('AnswerTooLarge');
      expect(requests).toBe(1);
      const bound = SUCCESS_BOUNDS[operation]!;
      expect(sent).toBeGreaterThan(bound);
      expect(sent).toBeLessThan(bound + IN_FLIGHT_SLACK_BYTES);
    },
  );

  it("a GetObject's 200 body is not bounded: its reader checks it against its declared size", async () => {
    mode = { kind: 'endless-200', root: 'data' };
    const object = await sdk.send(new GetObjectCommand(KEY));
    let read = 0;
    for await (const chunk of object.Body as AsyncIterable<Buffer>) {
      read += chunk.length;
      if (read > 4 * OBJECT_ANSWER_MAX_BYTES) break;
    }
    expect(read).toBeGreaterThan(4 * OBJECT_ANSWER_MAX_BYTES);
  });

  it.each([
    ['CompleteMultipartUpload', ''],
    ['CompleteMultipartUpload', '\n'],
    ['CopyObject', ''],
    ['CopyObject', '\r\n'],
    ['UploadPartCopy', '\n'],
  ])('an <Error> in the 200 of %s (then %j) is a failure to retry', async (operation, after) => {
    mode = { kind: 'error-in-200', after };
    const error = await failure(operation);
    expect(isRetryable(error)).toBe(true);
    expect(error.message).toMatch(
      after === '' ? /InternalError/ : /answered HTTP 200 to \w+ without the result's ETag/,
    );
  });

  it('a DeleteObjects batch whose answer never ends fails each key once, with the sentence', async () => {
    mode = { kind: 'endless-200', root: 'DeleteResult' };
    const batcher = new S3DeleteBatcher(connection.client, BUCKET, new AbortController().signal);
    const failures = await batcher.send(['a', 'b']);
    expect(failures.map((f) => f.key)).toEqual(['a', 'b']);
    expect(failures[0]!.error.message).toContain('larger than 16 MiB');
    expect(requests).toBe(1);
  });

  it('a CopyObject sent without the SDK is bounded the same way', async () => {
    const direct = directRequests();
    const copy = () =>
      direct.copyObject(
        {
          bucket: BUCKET,
          key: 'dir/object',
          copySource: 'bkt/src',
          params: {},
          replaceMetadata: false,
        },
        new AbortController().signal,
      );
    mode = { kind: 'declares-10gb' };
    await expect(copy()).rejects.toMatchObject({ code: 'AnswerTooLarge' });
    mode = { kind: 'endless-200', root: 'CopyObjectResult' };
    sent = 0;
    const error = (await copy().catch((e: unknown) => e)) as S3Error;
    expect(error.code).toBe('AnswerTooLarge');
    expect(error.message).toContain('HTTP 200 answer to CopyObject larger than 1 MiB');
    expect(sent).toBeLessThan(OBJECT_ANSWER_MAX_BYTES + IN_FLIGHT_SLACK_BYTES);
  });

  it('a direct request whose answer trickles ends when its time is up', async () => {
    const direct = directRequests();
    const signal = new AbortController().signal;
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      mode = { kind: 'trickle' };
      const copyInput = { bucket: BUCKET, key: 'k', copySource: 'bkt/src', params: {} };
      const copy = direct.copyObject({ ...copyInput, replaceMetadata: false }, signal);
      const error = await failsAfter(copy, SLOW_ANSWER_BODY_MAX_MS);
      expect(error?.code).toBe('AnswerTooSlow');
      expect(error?.message).toContain(
        'longer than 1800 s to send its HTTP 200 answer to CopyObject',
      );

      // An error answer: dropped when its time is up, and said from what came.
      mode = { kind: 'trickle', status: 403 };
      sent = 0;
      const putInput = { bucket: BUCKET, key: 'k', body: Buffer.from('x'), params: {} };
      const refused = await failsAfter(direct.putObject(putInput, signal), ERROR_ANSWER_MAX_MS);
      expect(refused?.statusCode).toBe(403);
      expect(refused?.code).toBe('AccessDenied');
    } finally {
      vi.useRealTimers();
    }
  });

  it('a header block past the parser limit fails the request instead of being held', async () => {
    mode = { kind: 'huge-headers' };
    const error = await sdk.send(new HeadObjectCommand(KEY)).then(
      () => undefined,
      (e: unknown) => e as Error & { code?: string },
    );
    expect(error?.code).toBe('HPE_HEADER_OVERFLOW');
  });

  it('an answer trickling below the stall limit ends when its time is up', async () => {
    mode = { kind: 'trickle' };
    const { client, close } = shortTimeClient();
    try {
      const error = await failure('CompleteMultipartUpload', client);
      expect(error.code).toBe('AnswerTooSlow');
      expect(error.message).toContain('to send its HTTP 200 answer to CompleteMultipartUpload');
      expect(isRetryable(error)).toBe(false);
      expect(sent).toBeGreaterThan(0);
    } finally {
      close();
    }
  });

  it('ordinary answers read whole leave no timer behind to fail them later', async () => {
    mode = { kind: 'ordinary' };
    const { client, close } = shortTimeClient();
    try {
      await OPERATIONS.PutObject!(client);
      await OPERATIONS.DeleteObjects!(client);
      await client.send(new HeadObjectCommand(KEY));
      // Past the time the bodies were given: a timer left running would fail the run here.
      await new Promise((resolve) => setTimeout(resolve, 2 * SHORT_BODY_MS));
      expect(requests).toBe(3);
    } finally {
      close();
    }
  });
});

const SHORT_BODY_MS = 1_500;

function directRequests(): DirectRequests {
  return new DirectRequests({
    resolveTarget: (bucket, signal) =>
      connection.bucketTarget({ bucket, prefix: '', pageSize: 1 }, signal),
    agent: connection.agent,
    credentials: connection.credentials,
    addCrc32: false,
  });
}

/**
 * What `pending` fails with once the server has trickled a few bytes and `ms` have passed on
 * the faked clock.
 */
async function failsAfter(pending: Promise<unknown>, ms: number): Promise<S3Error | undefined> {
  const settled = pending.then(
    () => undefined,
    (e: unknown) => e as S3Error,
  );
  await until(() => sent >= 3);
  vi.advanceTimersByTime(ms + 1);
  return settled;
}

/** Waits, in real time, until `done()`. */
async function until(done: () => boolean): Promise<void> {
  while (!done()) await sleep(20);
}

/** A client whose bounded answers get SHORT_BODY_MS for their bodies, not minutes. */
function shortTimeClient() {
  const agent = new http.Agent({ keepAlive: true });
  const client = new S3Client({
    endpoint: server.endpoint,
    region: 'us-east-1',
    forcePathStyle: true,
    maxAttempts: 1,
    credentials: { accessKeyId: 'AKID', secretAccessKey: 'secret' },
    requestHandler: new StallWatchingHandler({ httpAgent: agent }, new StallLimits(), {
      bodyMaxMs: SHORT_BODY_MS,
    }),
  });
  return {
    client,
    close: () => {
      client.destroy();
      agent.destroy();
    },
  };
}
