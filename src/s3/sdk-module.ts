import type http from 'node:http';
import type https from 'node:https';
import { S3Client } from '@aws-sdk/client-s3';
import type { AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { HttpRequest } from '@smithy/types';
import { addSecrets } from '../secret-text.js';
import { checkResults } from './result-checks.js';
import { StallWatchingHandler } from './stall-handler.js';
import type { StallLimits } from './stall-watch.js';

/**
 * The one module that imports the SDK's code (eslint holds every other to type imports): it is
 * loaded by `sdk-client.ts`'s dynamic import only, so that ncc puts the SDK (the S3 client, its
 * schemas and endpoint rules, the HTTP handler that pulls in node:http2) in a chunk of its own,
 * which a run whose requests all go out signed by us never loads (docs/architecture.md, "What
 * ships: `dist/`").
 */
export * from '@aws-sdk/client-s3';

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

/** What `client.ts` decided, for the SDK's client it makes only when a request needs it. */
export interface SdkClientOptions {
  readonly region: string | undefined;
  readonly endpointUrl: string | undefined;
  readonly forcePathStyle: boolean;
  readonly profile: string | undefined;
  readonly unsigned: boolean;
  /** Static credentials (given, or found without the SDK); undefined is the SDK's chain. */
  readonly credentials: AwsCredentialIdentityProvider | undefined;
  readonly maxAttempts: number;
  readonly checksum: 'WHEN_SUPPORTED' | 'WHEN_REQUIRED';
  readonly agent: http.Agent | https.Agent;
  readonly secure: boolean;
  readonly stalls: StallLimits;
}

/** The SDK's S3 client over the connection's keep-alive agent, watched for stalls. */
export function createSdkClient(options: SdkClientOptions): S3Client {
  const { agent, secure } = options;
  const client = new S3Client({
    ...(options.region ? { region: options.region } : {}),
    ...(options.endpointUrl ? { endpoint: options.endpointUrl } : {}),
    forcePathStyle: options.forcePathStyle,
    ...(options.profile ? { profile: options.profile } : {}),
    ...(options.unsigned
      ? UNSIGNED
      : options.credentials
        ? { credentials: options.credentials }
        : {}),
    maxAttempts: options.maxAttempts,
    requestChecksumCalculation: options.checksum,
    responseChecksumValidation: options.checksum,
    requestHandler: new StallWatchingHandler(
      {
        ...(secure ? { httpsAgent: agent as https.Agent } : { httpAgent: agent as http.Agent }),
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        socketTimeout: SOCKET_TIMEOUT_MS,
      },
      options.stalls,
    ),
  });
  noteResolvedSecrets(client);
  checkResults(client);
  return client;
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
