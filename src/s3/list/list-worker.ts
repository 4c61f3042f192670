import { performance } from 'node:perf_hooks';
import type http from 'node:http';
import type https from 'node:https';
import { parentPort, workerData, type MessagePort } from 'node:worker_threads';
import type { AwsCredentialIdentity } from '@aws-sdk/types';
import type { BucketTarget } from '../bucket-target.js';
import { keepAliveAgent, proxyApplies } from '../keep-alive-agent.js';
import { borrowedCredentials } from './borrowed-credentials.js';
import { serializeError, deserializeError } from './error-transport.js';
import type { SignedRequest } from '../send-signed.js';
import { listParallel, newParallelStats } from './parallel-ranges.js';
import { createSigV4ListSigner, type ListRequestSigner } from './sigv4-list-signer.js';
import { transferList } from './packed-entries.js';
import {
  type ListWorkerData,
  type MainToWorker,
  type SerializedError,
  type WorkerToMain,
} from './list-worker-protocol.js';

/**
 * Pages later ranges may list ahead of the one being consumed, so that output can stay in S3's
 * order while they run in parallel (packed, a page of the benchmark's 19-character keys is
 * about 60 KB of text and 28 KB of numbers).
 */
const AHEAD_BUFFER_PAGES = 32;
/**
 * And at most this much of their text: 32 pages of 1,000 keys of 1,024 bytes would be 32 MB,
 * two thirds of the worker's heap (threaded-lister.ts, `workerLimits`).
 */
const AHEAD_BUFFER_CHARS = 8 * 1024 * 1024;

type StartMessage = Extract<MainToWorker, { type: 'start' }>;

/** Calls into the main thread that answer later: credentials, and signatures it makes itself. */
class MainThreadCalls {
  private nextId = 0;
  private readonly waiting = new Map<
    number,
    { resolve: (value: never) => void; reject: (error: Error) => void }
  >();

  constructor(private readonly post: (message: WorkerToMain) => void) {}

  call<T>(message: (id: number) => WorkerToMain): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const id = this.nextId++;
      this.waiting.set(id, { resolve: resolve as (value: never) => void, reject });
      this.post(message(id));
    });
  }

  answer(id: number, value: unknown, error: SerializedError | undefined): void {
    const waiter = this.waiting.get(id);
    this.waiting.delete(id);
    if (error) waiter?.reject(deserializeError(error));
    else waiter?.resolve(value as never);
  }
}

/**
 * The worker's end of the port: the start message, the queue's credits, and the calls the main
 * thread answers later.
 */
class MainThreadPort {
  readonly calls: MainThreadCalls;
  readonly started: Promise<StartMessage>;
  private credits: number;
  private creditWaiter: (() => void) | undefined;

  constructor(
    private readonly port: MessagePort,
    queuePages: number,
  ) {
    this.calls = new MainThreadCalls((message) => this.post(message));
    this.credits = queuePages;
    let begin!: (start: StartMessage) => void;
    this.started = new Promise<StartMessage>((resolve) => (begin = resolve));
    port.on('message', (message: MainToWorker) => {
      switch (message.type) {
        case 'credit':
          this.credits++;
          this.creditWaiter?.();
          return;
        case 'start':
          begin(message);
          return;
        case 'credentials':
          this.calls.answer(message.id, message.credentials, message.error);
          return;
        case 'signed':
          this.calls.answer(message.id, message.request, message.error);
          return;
      }
    });
  }

  post(message: WorkerToMain, transfer?: ArrayBuffer[]): void {
    this.port.postMessage(message, transfer);
  }

  /** Takes a free slot of the main thread's queue, if there is one. */
  takeCredit(): boolean {
    if (this.credits === 0) return false;
    this.credits--;
    return true;
  }

  /** Resolves when the main thread frees a slot. */
  async creditGiven(): Promise<void> {
    await new Promise<void>((resolve) => (this.creditWaiter = resolve));
    this.creditWaiter = undefined;
  }

  close(): void {
    this.port.close();
  }
}

/**
 * Signs with borrowed credentials where the bucket takes SigV4; otherwise asks the main thread,
 * whose SDK signs, for each request.
 */
function listSigner(target: BucketTarget, calls: MainThreadCalls): ListRequestSigner {
  if (target.signing.kind === 'sigv4') {
    return createSigV4ListSigner(
      target,
      borrowedCredentials(() =>
        calls.call<AwsCredentialIdentity>((id) => ({ type: 'credentials-request', id })),
      ),
    );
  }
  return {
    sign: (params) => calls.call<SignedRequest>((id) => ({ type: 'sign-request', id, params })),
  };
}

/**
 * Two requests in flight per chain (the quick page), and a third socket per chain for a
 * response whose document is complete but whose last bytes are still on their way.
 */
async function listAgent(secure: boolean, data: ListWorkerData): Promise<http.Agent | https.Agent> {
  // The proxy libraries are loaded only when a proxy applies: the worker's start stays small.
  return proxyApplies(secure, data.proxy)
    ? (await import('../proxy/proxy-routing-agent.js')).routedKeepAliveAgent(
        secure,
        3 * data.listConcurrency,
        data.proxy,
      )
    : keepAliveAgent(secure, 3 * data.listConcurrency);
}

/**
 * The producer side of the threaded lister: lists the key range (one chain, or parallel ranges)
 * and posts each page to the main thread. It holds a credit per free slot in the main thread's
 * queue, and sends no request without one, so a slow consumer pauses the listing instead of
 * growing memory. It loads no SDK: the main thread resolves where to send the requests, and
 * the worker signs them with borrowed credentials.
 */
export async function runListWorker(): Promise<void> {
  const data = workerData as ListWorkerData;
  const main = new MainThreadPort(parentPort!, data.queuePages);
  main.post({ type: 'ready' });
  const start = await main.started;
  const signer = listSigner(start.target, main.calls);
  const agent = await listAgent(start.target.protocol === 'https:', data);
  const stats = newParallelStats();
  const busySince = performance.eventLoopUtilization();
  try {
    for await (const packed of listParallel({
      signer,
      agent,
      bucket: data.bucket,
      prefix: data.prefix,
      pageSize: data.pageSize,
      startAfter: start.startAfter,
      listedBefore: start.listedBefore,
      upper: data.upper,
      maxChains: data.listConcurrency,
      headersTimeoutMs: data.headersTimeoutMs,
      aheadBufferPages: AHEAD_BUFFER_PAGES,
      aheadBufferChars: AHEAD_BUFFER_CHARS,
      stats,
      onDebug: (message) => main.post({ type: 'debug', message }),
    })) {
      while (!main.takeCredit()) await main.creditGiven();
      main.post({ type: 'batch', ...packed }, transferList(packed));
    }
    main.post({
      type: 'done',
      ...stats,
      workerUtilization: performance.eventLoopUtilization(busySince).utilization,
    });
  } catch (error) {
    main.post({ type: 'error', error: serializeError(error) });
  } finally {
    agent.destroy();
    main.close();
  }
}
