import http from 'node:http';
import https from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import { addSecrets } from '../secret-text.js';
import type { HttpRequest } from '@smithy/types';
import type { ClientSettings } from './client-settings.js';
import { routedKeepAliveAgent } from './proxy/proxy-routing-agent.js';
import { StallWatchingHandler } from './stall-handler.js';
import { StallLimits } from './stall-watch.js';
import { checkResults } from './result-checks.js';

/** Retries live in our own wrapper (one place, logged); the SDK's own are kept for calls we don't wrap. */
const SDK_MAX_ATTEMPTS = 3;
const CONNECTION_TIMEOUT_MS = 10_000;
const SOCKET_TIMEOUT_MS = 120_000;

/**
 * --no-sign-request: empty credentials, so the SDK's chain is never asked, and a signer that
 * returns the request as it is. The bucket's probe then carries no signature, and the requests
 * we send ourselves take their (absent) headers from the SDK (`resolve-bucket-target.ts`).
 */
const UNSIGNED = {
  credentials: { accessKeyId: '', secretAccessKey: '' },
  signer: { sign: (request: HttpRequest) => Promise.resolve(request) },
};

export interface S3Connection {
  readonly client: S3Client;
  /** The same sockets the SDK uses, for requests we send ourselves (the threaded lister). */
  readonly agent: http.Agent | https.Agent;
  /** The run's stall limits and counts, shared by the SDK's requests and our own. */
  readonly stalls: StallLimits;
  close(): void;
}

export function effectiveChecksumMode(
  settings: Pick<ClientSettings, 'checksumMode' | 'endpointUrl'>,
): 'WHEN_SUPPORTED' | 'WHEN_REQUIRED' {
  const mode = settings.checksumMode ?? (settings.endpointUrl ? 'when_required' : 'when_supported');
  return mode === 'when_required' ? 'WHEN_REQUIRED' : 'WHEN_SUPPORTED';
}

/** Builds an S3 client whose keep-alive agent is sized to the work it will carry. */
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
  const checksum = effectiveChecksumMode(settings);
  const credentials =
    credentialProvider ??
    (settings.credentials
      ? {
          accessKeyId: settings.credentials.accessKeyId,
          secretAccessKey: settings.credentials.secretAccessKey,
          sessionToken: settings.credentials.sessionToken,
        }
      : undefined);
  const stalls = new StallLimits();
  const client = new S3Client({
    ...(settings.region ? { region: settings.region } : {}),
    ...(settings.endpointUrl ? { endpoint: settings.endpointUrl } : {}),
    forcePathStyle: settings.forcePathStyle ?? Boolean(settings.endpointUrl),
    ...(settings.profile ? { profile: settings.profile } : {}),
    ...(settings.unsigned ? UNSIGNED : credentials ? { credentials } : {}),
    maxAttempts,
    requestChecksumCalculation: checksum,
    responseChecksumValidation: checksum,
    requestHandler: new StallWatchingHandler(
      {
        ...(secure ? { httpsAgent: agent as https.Agent } : { httpAgent: agent as http.Agent }),
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      },
      stalls,
    ),
  });
  noteResolvedSecrets(client);
  checkResults(client);
  return {
    client,
    agent,
    stalls,
    close() {
      client.destroy();
      agent.destroy();
    },
  };
}

/**
 * Every set of credentials the client resolves (given, or from the SDK's chain: a profile, a
 * role, SSO) has its secret parts learnt for redaction (secret-text.ts): an endpoint may echo
 * them in its error text. The SDK reads `config.credentials` at each request, so the one
 * provider it and our own signers (direct-requests.ts) use is replaced here.
 */
function noteResolvedSecrets(client: S3Client): void {
  const resolve = client.config.credentials;
  client.config.credentials = async (options) => {
    const identity = await resolve(options);
    addSecrets([identity.secretAccessKey, identity.sessionToken]);
    return identity;
  };
}
