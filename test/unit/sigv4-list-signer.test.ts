import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { S3Client } from '@aws-sdk/client-s3';
import type { FinalizeHandler, FinalizeHandlerArguments, MetadataBearer } from '@smithy/types';
import type { ListPageParams } from '../../src/s3/list/list-request.js';
import { resolveBucketTarget } from '../../src/s3/resolve-bucket-target.js';
import { sdkClientOf } from '../../src/s3/sdk-client.js';
import { signListRequest } from '../../src/s3/list/sign-list-request.js';
import { createSigV4ListSigner } from '../../src/s3/list/sigv4-list-signer.js';

// Signing needs no server: these run the SDK up to its signature and stop there.
const CREDENTIALS = {
  accessKeyId: 'AKIDEXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG+bPxRfiCYEXAMPLEKEY',
  sessionToken: 'session/token+with=odd&chars',
};

type Args = FinalizeHandlerArguments<object>;

/** A finalize-step middleware that edits the request's headers before passing it on. */
function editHeaders(edit: (headers: Record<string, string>) => void) {
  return (next: FinalizeHandler<object, MetadataBearer>) => (args: Args) => {
    edit((args.request as { headers: Record<string, string> }).headers);
    return next(args);
  };
}

/** An SDK client that signs only what our worker signs (no SDK bookkeeping headers). */
function sdkClient(config: ConstructorParameters<typeof S3Client>[0]): S3Client {
  const client = new S3Client({ credentials: CREDENTIALS, ...config });
  client.middlewareStack.addRelativeTo(
    editHeaders((headers) => {
      for (const name of ['amz-sdk-invocation-id', 'amz-sdk-request', 'x-amz-user-agent'])
        delete headers[name];
    }),
    { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'onlyWhatTheWorkerSigns' },
  );
  return client;
}

const PARAMS: ListPageParams[] = [
  { bucket: 'my-bucket', prefix: '', pageSize: 1000 },
  { bucket: 'my-bucket', prefix: 'a b/c+d%e', pageSize: 7, startAfter: 'quote"apos\'(x)*!~' },
  { bucket: 'my-bucket', prefix: '中文/\u{1F600}', pageSize: 1, startAfter: '\uE000 tab\t' },
  {
    bucket: 'my-bucket',
    prefix: 'logs/',
    pageSize: 1000,
    continuationToken: '1ueGcxLPRx1Tr/XYExHnhbYLgveDs2J/wm36Hy4vbOwM=',
  },
];

describe('the worker signs ListObjectsV2 exactly as the SDK does', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-30T12:34:56Z'));
  });
  afterEach(() => vi.useRealTimers());

  const targets = {
    'a custom endpoint, path style': {
      region: 'us-east-1',
      endpoint: 'http://127.0.0.1:7480',
      forcePathStyle: true,
    },
    'AWS, virtual-host style, eu-west-1': { region: 'eu-west-1' },
    'an https endpoint on the default port': {
      region: 'auto',
      endpoint: 'https://account.r2.example.com',
      forcePathStyle: true,
    },
  };
  for (const [name, config] of Object.entries(targets)) {
    it(`with ${name}: same path, query, headers and signature`, async () => {
      const client = sdkClient(config);
      const target = await resolveBucketTarget(sdkClientOf(client), PARAMS[0]!);
      expect(target.signing.kind).toBe('sigv4');
      const signer = createSigV4ListSigner(target, () => Promise.resolve(CREDENTIALS));
      for (const params of PARAMS) {
        const sdk = await signListRequest(sdkClientOf(client), params);
        const ours = await signer.sign(params);
        expect(ours.path).toBe(sdk.path);
        expect(ours.hostname).toBe(sdk.hostname);
        expect(ours.port).toBe(sdk.port);
        expect(ours.protocol).toBe(sdk.protocol);
        for (const header of ['host', 'x-amz-date', 'x-amz-content-sha256', 'x-amz-security-token'])
          expect(ours.headers[header], header).toBe(sdk.headers[header]);
        expect(ours.headers.authorization).toBe(sdk.headers.authorization);
      }
      client.destroy();
    });
  }

  it('signs as the SDK does without a session token, after the credentials rotate, and on the next day', async () => {
    let credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string } = {
      accessKeyId: 'AKID1',
      secretAccessKey: 'secret-1',
    };
    const probe = sdkClient({ region: 'eu-central-1' });
    const target = await resolveBucketTarget(sdkClientOf(probe), PARAMS[0]!);
    probe.destroy();
    const signer = createSigV4ListSigner(target, () => Promise.resolve(credentials));
    // The SDK's client keeps the credentials it read: a new client for each set.
    const compare = async () => {
      const client = sdkClient({ region: 'eu-central-1', credentials });
      for (const params of PARAMS) {
        const sdk = await signListRequest(sdkClientOf(client), params);
        const ours = await signer.sign(params);
        expect(ours.headers['x-amz-security-token']).toBe(sdk.headers['x-amz-security-token']);
        expect(ours.headers.authorization).toBe(sdk.headers.authorization);
      }
      client.destroy();
    };
    await compare();
    credentials = { accessKeyId: 'AKID2', secretAccessKey: 'secret-2', sessionToken: 'token 2' };
    await compare();
    vi.setSystemTime(new Date('2026-12-01T00:00:01Z'));
    await compare();
  });

  it('reads the region and service from the SDK probe: a wrong region would be signed for the endpoint', async () => {
    const client = sdkClient({ region: 'ap-southeast-2' });
    const target = await resolveBucketTarget(sdkClientOf(client), PARAMS[0]!);
    expect(target).toMatchObject({
      protocol: 'https:',
      hostname: 'my-bucket.s3.ap-southeast-2.amazonaws.com',
      basePath: '/',
      signing: { kind: 'sigv4', region: 'ap-southeast-2', service: 's3' },
    });
    client.destroy();
  });

  it('leaves signing to the main thread when the SDK did not sign with plain SigV4', async () => {
    const client = sdkClient({ region: 'us-east-1' });
    client.middlewareStack.addRelativeTo(
      // What an S3 Express directory bucket's request carries after the SDK's CreateSession.
      editHeaders((headers) => (headers['x-amz-s3session-token'] = 'session')),
      { relation: 'before', toMiddleware: 'httpSigningMiddleware', name: 'pretendS3Express' },
    );
    const target = await resolveBucketTarget(sdkClientOf(client), PARAMS[0]!);
    expect(target.signing).toEqual({ kind: 'main-thread' });
    expect(() => createSigV4ListSigner(target, () => Promise.resolve(CREDENTIALS))).toThrow(
      'main-thread',
    );
    client.destroy();
  });
});
