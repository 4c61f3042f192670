import type http from 'node:http';
import type https from 'node:https';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { addSecrets } from '../secret-text.js';
import type { BucketTarget } from './bucket-target.js';
import type { ClientSettings } from './client-settings.js';
import { computedBucketTarget } from './computed-target.js';
import type { ListPageParams } from './list/list-request.js';
import { routedKeepAliveAgent } from './proxy/proxy-routing-agent.js';
import { resolveBucketTarget } from './resolve-bucket-target.js';
import { lazySdkClient, type SdkClient } from './sdk-client.js';
import { StallLimits } from './stall-watch.js';

/** Retries live in our own wrapper (one place, logged); the SDK's own are kept for calls we don't wrap. */
const SDK_MAX_ATTEMPTS = 3;

export interface S3Connection {
  /** The SDK's client, loaded and made only when something is sent through it (`sdk-client.ts`). */
  readonly client: SdkClient;
  /** The same sockets the SDK uses, for requests we send ourselves (the threaded lister). */
  readonly agent: http.Agent | https.Agent;
  /** The run's stall limits and counts, shared by the SDK's requests and our own. */
  readonly stalls: StallLimits;
  /** What every request is signed with: the static keys, else the SDK's chain. */
  readonly credentials: AwsCredentialIdentityProvider;
  /**
   * Where the bucket's requests go and how they are signed: worked out from the settings where
   * that is exactly what the SDK would resolve (`computed-target.ts`), else by the SDK's probe.
   */
  bucketTarget(params: ListPageParams, signal?: AbortSignal): Promise<BucketTarget>;
  close(): void;
}

export function effectiveChecksumMode(
  settings: Pick<ClientSettings, 'checksumMode' | 'endpointUrl'>,
): 'WHEN_SUPPORTED' | 'WHEN_REQUIRED' {
  const mode = settings.checksumMode ?? (settings.endpointUrl ? 'when_required' : 'when_supported');
  return mode === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
}

/** Builds an S3 connection whose keep-alive agent is sized to the work it will carry. */
export function createS3Connection(
  settings: ClientSettings,
  credentialProvider?: AwsCredentialIdentityProvider,
  /** 1 where our own retry wrapper already retries the whole operation. */
  maxAttempts = SDK_MAX_ATTEMPTS,
): S3Connection {
  if (settings.awsConfig) {
    // The profile may name another endpoint: an agent made now could be for the wrong protocol.
    throw new Error('connection settings used before resolveClientSettings read the AWS config');
  }
  const secure = settings.endpointUrl ? settings.endpointUrl.startsWith('https:') : true;
  const agent = routedKeepAliveAgent(secure, settings.maxSockets, settings.proxy);
  const stalls = new StallLimits();
  const client = lazySdkClient({
    region: settings.region,
    endpointUrl: settings.endpointUrl,
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpointUrl),
    profile: settings.profile,
    unsigned: settings.unsigned ?? false,
    credentials: credentialProvider ?? staticProvider(settings),
    maxAttempts,
    checksum: effectiveChecksumMode(settings),
    agent,
    secure,
    stalls,
  });
  return {
    client,
    agent,
    stalls,
    credentials: client.credentials(),
    bucketTarget: async (params, signal) =>
      computedBucketTarget(settings, params.bucket) ??
      (await resolveBucketTarget(client, params, signal)),
    close() {
      client.destroy();
      agent.destroy();
    },
  };
}

/** The settings' static credentials as a provider, their secrets learnt for redaction. */
function staticProvider(settings: ClientSettings): AwsCredentialIdentityProvider | undefined {
  const given = settings.credentials;
  if (!given || settings.unsigned) return undefined;
  const identity = {
    accessKeyId: given.accessKeyId,
    secretAccessKey: given.secretAccessKey,
    ...(given.sessionToken ? { sessionToken: given.sessionToken } : {}),
  };
  addSecrets([identity.secretAccessKey, identity.sessionToken]);
  return () => Promise.resolve(identity);
}
