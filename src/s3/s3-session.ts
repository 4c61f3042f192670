import { setMaxListeners } from 'node:events';
import type http from 'node:http';
import type https from 'node:https';
import type { BucketTarget } from './bucket-target.js';
import type { ClientSettings } from './client-settings.js';
import { createS3Connection, effectiveChecksumMode } from './client.js';
import { DirectRequests } from './direct-requests.js';
import type { SdkClient } from './sdk-client.js';
import type { StallLimits } from './stall-watch.js';

export interface S3SessionOptions {
  /** Where and as whom: endpoint, region, path style, checksums, credentials. */
  readonly client: Omit<ClientSettings, 'maxSockets'>;
  /**
   * Requests the job keeps in flight at once (objects and their parts): the keep-alive pool gets
   * one socket for each (HTTP/1.1), and the abort signal as many listeners.
   */
  readonly maxRequests: number;
  readonly signal: AbortSignal;
  /**
   * Attempts the SDK makes per command. 1 (the default) where the job's own retry wrapper
   * retries the whole operation, so that a failure is not retried twice over.
   */
  readonly sdkMaxAttempts?: number | undefined;
}

/** What every job needs from the S3 side, made once and shared by all its transfers. */
export interface S3Session {
  /** The SDK's client, loaded the first time something goes through it (`sdk-client.ts`). */
  readonly client: SdkClient;
  /** The SDK's own keep-alive sockets, for the requests we sign ourselves. */
  readonly agent: http.Agent | https.Agent;
  /** Small objects' GET, PUT and copy without the SDK's middleware, where the bucket allows. */
  readonly direct: DirectRequests;
  /** The connection settings, for listings, which build their own clients (and a worker's). */
  readonly clientSettings: Omit<ClientSettings, 'maxSockets'>;
  /** One signal for everything in flight: aborting it stops the whole job. */
  readonly signal: AbortSignal;
  /** Stall limits and counts of every request of the session (src/s3/stall-watch.ts). */
  readonly stalls: StallLimits;
  /** The bucket's endpoint, path style, region and signing, resolved once. */
  bucketTarget(bucket: string): Promise<BucketTarget>;
  /** Ends the sockets; the session cannot be used afterwards. */
  close(): void;
}

// Each request in flight listens to the signal (to stop on abort), and a multipart transfer's
// part and its object both do: Node warns about a leak above 10 listeners by default.
const LISTENERS_PER_REQUEST = 4;

export function createS3Session(options: S3SessionOptions): S3Session {
  setMaxListeners(options.maxRequests * LISTENERS_PER_REQUEST, options.signal);
  const connection = createS3Connection(
    { ...options.client, maxSockets: options.maxRequests },
    undefined,
    options.sdkMaxAttempts ?? 1,
  );
  const direct = new DirectRequests({
    resolveTarget: (bucket, signal) =>
      connection.bucketTarget({ bucket, prefix: '', pageSize: 1 }, signal),
    agent: connection.agent,
    credentials: connection.credentials,
    addCrc32: effectiveChecksumMode(options.client) === 'WHEN_SUPPORTED',
    stalls: connection.stalls,
    proxy: options.client.proxy,
  });
  return {
    client: connection.client,
    agent: connection.agent,
    direct,
    clientSettings: options.client,
    signal: options.signal,
    stalls: connection.stalls,
    bucketTarget: (bucket) => direct.target(bucket, options.signal),
    close: () => connection.close(),
  };
}
