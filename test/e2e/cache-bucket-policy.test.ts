import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutBucketPolicyCommand,
  PutObjectCommand,
  S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep, treeOf, type JobFacts } from './cache-runner.js';
import { warningAnnotations, workspaceWith } from './run-action.js';

// The scope rules enforced by the store, not only by the action: users on the local RGW with the
// bucket policy the README gives (one principal per trust level), and the cache actions run as
// the runner runs them with each one's credentials.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The local RGW's configuration, where scripts/s3-server keeps it. */
const CEPH_CONF = path.join(
  process.env.S3_SERVER_DIR ?? path.join(ROOT, '.s3-server'),
  'ceph.conf',
);

interface User {
  readonly uid: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

async function createUser(role: string): Promise<User> {
  const tag = randomBytes(4).toString('hex');
  const user = {
    uid: `cache-${role}-${tag}`,
    accessKeyId: `CACHE${role.toUpperCase()}${tag}`.padEnd(20, '0').slice(0, 20),
    secretAccessKey: randomBytes(20).toString('hex'),
  };
  await run('radosgw-admin', [
    '-c',
    CEPH_CONF,
    'user',
    'create',
    `--uid=${user.uid}`,
    `--display-name=${user.uid}`,
    `--access-key=${user.accessKeyId}`,
    `--secret-key=${user.secretAccessKey}`,
  ]);
  return user;
}

const clientAs = (user: User) =>
  new S3Client({
    endpoint: testServer().endpoint,
    region: testServer().region,
    forcePathStyle: true,
    credentials: { accessKeyId: user.accessKeyId, secretAccessKey: user.secretAccessKey },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });

const principal = (...users: User[]) => ({ AWS: users.map((u) => `arn:aws:iam:::user/${u.uid}`) });

/**
 * The README's policies for `s3://BUCKET/caches/` and the repository org/app, as a bucket policy
 * (on AWS, the same statements go into each role's identity policy, without Principal).
 */
function cachePolicy(bucket: string, users: { main: User; pr: User; prune: User }) {
  const root = `arn:aws:s3:::${bucket}/caches/s3-cache-v1`;
  const { main, pr, prune } = users;
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Sid: 'ListTheStore',
        Effect: 'Allow',
        Principal: principal(main, pr, prune),
        Action: 's3:ListBucket',
        // No s3:prefix condition: a HEAD of a missing object (a save checks that its key is
        // free) is judged by s3:ListBucket without a prefix, and answers 403 instead of 404.
        Resource: `arn:aws:s3:::${bucket}`,
      },
      {
        Sid: 'ReadEverything',
        Effect: 'Allow',
        Principal: principal(main, pr, prune),
        Action: 's3:GetObject',
        Resource: `${root}/*`,
      },
      {
        Sid: 'DefaultBranchWritesTrustedContent',
        Effect: 'Allow',
        Principal: principal(main),
        Action: ['s3:PutObject', 's3:AbortMultipartUpload'],
        Resource: [`${root}/cas/packs/*`, `${root}/cas/blobs/*`],
      },
      {
        Sid: 'PullRequestsWriteTheirContent',
        Effect: 'Allow',
        Principal: principal(pr),
        Action: ['s3:PutObject', 's3:AbortMultipartUpload'],
        Resource: `${root}/cas/pr/*`,
      },
      {
        Sid: 'DefaultBranchWritesItsScope',
        Effect: 'Allow',
        Principal: principal(main),
        Action: 's3:PutObject',
        Resource: `${root}/repos/org/app/refs%2Fheads%2Fmain/*`,
      },
      {
        Sid: 'PullRequestsWriteTheirScopes',
        Effect: 'Allow',
        Principal: principal(pr),
        Action: 's3:PutObject',
        Resource: `${root}/repos/org/app/refs%2Fpull%2F*`,
      },
      {
        Sid: 'PruneDeletes',
        Effect: 'Allow',
        Principal: principal(prune),
        Action: 's3:DeleteObject',
        // RGW 16.2 checks a DeleteObjects (multi-object delete) request against the bucket's
        // ARN, not each key's: without the bucket here, every prune is refused (AWS checks keys).
        Resource: [`${root}/*`, `arn:aws:s3:::${bucket}`],
      },
    ],
  };
}

let owner: S3Client;
let bucket: string;
let store: string;
const users: User[] = [];
let main: User;
let pr: User;
let prune: User;

beforeAll(async () => {
  if (!existsSync(CEPH_CONF))
    throw new Error(`${CEPH_CONF} is missing: set S3_SERVER_DIR to the local RGW's folder`);
  owner = testClient();
  bucket = await createTestBucket(owner, 'e2e-policy');
  store = `s3://${bucket}/caches/`;
  const made = await Promise.all(['main', 'pr', 'prune'].map((role) => createUser(role)));
  [main, pr, prune] = made as [User, User, User];
  users.push(main, pr, prune);
  await owner.send(
    new PutBucketPolicyCommand({
      Bucket: bucket,
      Policy: JSON.stringify(cachePolicy(bucket, { main, pr, prune })),
    }),
  );
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(owner, bucket);
  for (const user of users)
    await run('radosgw-admin', ['-c', CEPH_CONF, 'user', 'rm', `--uid=${user.uid}`]);
});

const DEPS = { 'deps/a.txt': 'alpha\n', 'deps/b.txt': 'beta\n'.repeat(500) };
const onMain = (user: User): JobFacts => ({ credentials: user });
const onPullRequest = (user: User): JobFacts => ({
  credentials: user,
  ref: 'refs/pull/3/merge',
  baseRef: 'main',
  event: 'pull_request',
});

async function save(key: string, facts: JobFacts, tree: Record<string, string> = DEPS) {
  return cacheStep('save', store, { path: 'deps', key }, await workspaceWith(tree), { facts });
}
async function restore(key: string, facts: JobFacts) {
  const ws = await workspaceWith({});
  const done = await cacheStep('restore', store, { path: 'deps', key }, ws, { facts });
  return {
    hit: done.outputs['cache-hit'],
    matched: done.outputs['cache-matched-key'],
    tree: await treeOf(ws),
  };
}

/** Every object under the store's cas/, with its ETag. */
async function casObjects(): Promise<Map<string, string>> {
  const listed = await owner.send(
    new ListObjectsV2Command({ Bucket: bucket, Prefix: 'caches/s3-cache-v1/cas/' }),
  );
  return new Map((listed.Contents ?? []).map((o) => [o.Key!, o.ETag!]));
}

const status = (promise: Promise<unknown>) =>
  promise.then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );

describe('a bucket policy per trust level (RGW)', () => {
  it("the default branch's credentials save and restore its scope", async () => {
    expect((await save('pol-main', onMain(main))).summary).toContain('Cache save: saved');
    expect(await restore('pol-main', onMain(main))).toEqual({
      hit: 'true',
      matched: 'pol-main',
      tree: DEPS,
    });
  });

  it("a pull request's credentials save its own scope and restore the default branch's", async () => {
    expect((await save('pol-pr', onPullRequest(pr))).summary).toContain('Cache save: saved');
    expect((await restore('pol-pr', onPullRequest(pr))).tree).toEqual(DEPS);
    expect((await restore('pol-main', onPullRequest(pr))).hit).toBe('true');
  });

  it("a pull request's credentials cannot write the default branch's scope, even past the action", async () => {
    // A step that lies about its ref: the action would write refs/heads/main; the store refuses.
    const lying = await save(
      'pol-poison',
      { ...onPullRequest(pr), ref: 'refs/heads/main', event: 'push' },
      {
        'deps/a.txt': 'poisoned\n',
      },
    );
    expect(lying.summary).toContain('Cache save: failed');
    expect(warningAnnotations(lying).join('\n')).toMatch(/AccessDenied|403/);
    // The same with the SDK, ignoring the action altogether.
    const version = 'c'.repeat(64);
    const mainManifest = `caches/s3-cache-v1/repos/org/app/refs%2Fheads%2Fmain/${version}/pol-poison`;
    expect(
      await status(
        clientAs(pr).send(new PutObjectCommand({ Bucket: bucket, Key: mainManifest, Body: 'x' })),
      ),
    ).toBe(403);
    // Nor another repository's keyspace, nor the shared one.
    for (const key of [
      `caches/s3-cache-v1/repos/org/other/refs%2Fpull%2F3%2Fmerge/${version}/k`,
      `caches/s3-cache-v1/entries/refs%2Fheads%2Fmain/${version}/k`,
    ])
      expect(
        await status(
          clientAs(pr).send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: 'x' })),
        ),
        key,
      ).toBe(403);
    expect((await restore('pol-poison', onMain(main))).hit).toBe('false');
  });

  it("a pull request's save writes only its own content; its credentials cannot write the default branch's, and the default branch still restores", async () => {
    const trusted = await casObjects();
    expect([...trusted.keys()].some((k) => k.includes('/cas/pr/'))).toBe(true);
    const mainContent = [...trusted].filter(([k]) => !k.includes('/cas/pr/'));
    expect(mainContent.length).toBeGreaterThan(0);
    // A near-identical tree: one file changed.
    const changed = { ...DEPS, 'deps/a.txt': 'alpha, changed by the pull request\n' };
    expect((await save('pol-pr-2', onPullRequest(pr), changed)).summary).toContain(
      'Cache save: saved',
    );
    const after = await casObjects();
    for (const [key, etag] of mainContent) expect(after.get(key), key).toBe(etag);
    for (const key of after.keys())
      if (!trusted.has(key)) expect(key).toMatch(/^caches\/s3-cache-v1\/cas\/pr\//);
    // Past the action: a plain or conditional PUT over the default branch's pack, or a delete.
    const asPr = clientAs(pr);
    const [pack] = mainContent.find(([k]) => k.includes('/cas/packs/'))!;
    for (const IfNoneMatch of [undefined, '*'])
      expect(
        await status(
          asPr.send(new PutObjectCommand({ Bucket: bucket, Key: pack, Body: 'x', IfNoneMatch })),
        ),
      ).toBe(403);
    expect(await status(asPr.send(new DeleteObjectCommand({ Bucket: bucket, Key: pack })))).toBe(
      403,
    );
    expect(await restore('pol-main', onMain(main))).toEqual({
      hit: 'true',
      matched: 'pol-main',
      tree: DEPS,
    });
    expect((await restore('pol-pr-2', onPullRequest(pr))).tree).toEqual(changed);
  });

  it('packs are never overwritten: If-None-Match: * answers 412 on RGW; only the prune role deletes', async () => {
    const listed = await owner.send(
      new ListObjectsV2Command({ Bucket: bucket, Prefix: 'caches/s3-cache-v1/cas/packs/' }),
    );
    const pack = listed.Contents![0]!.Key!;
    const asMain = clientAs(main);
    expect(
      await status(
        asMain.send(
          new PutObjectCommand({ Bucket: bucket, Key: pack, Body: 'x', IfNoneMatch: '*' }),
        ),
      ),
    ).toBe(412);
    expect(await status(asMain.send(new DeleteObjectCommand({ Bucket: bucket, Key: pack })))).toBe(
      403,
    );
  });

  it("cache/prune with the prune role removes a key; a pull request's credentials cannot", async () => {
    const prunes = (user: User) =>
      workspaceWith({}).then((ws) =>
        cacheStep('prune', store, { 'delete-key': 'pol-pr', grace: '0s' }, ws, {
          facts: { credentials: user },
        }),
      );
    const refused = await prunes(pr);
    expect(refused.code).toBe(1);
    expect(refused.stdout).toMatch(/AccessDenied|403/);
    const done = await prunes(prune);
    expect(done.code, done.stdout).toBe(0);
    expect(done.outputs['entries-removed']).toBe('1');
    expect((await restore('pol-pr', onPullRequest(pr))).hit).toBe('false');
    expect((await restore('pol-main', onMain(main))).tree).toEqual(DEPS);
  });

  it('RGW 16.2 has no s3:if-none-match condition key: a policy that requires it refuses every PutObject', async () => {
    const second = await createTestBucket(owner, 'e2e-policy-inm');
    try {
      await owner.send(
        new PutBucketPolicyCommand({
          Bucket: second,
          Policy: JSON.stringify({
            Version: '2012-10-17',
            Statement: [
              {
                Effect: 'Allow',
                Principal: principal(pr),
                Action: 's3:PutObject',
                Resource: `arn:aws:s3:::${second}/*`,
              },
              {
                Effect: 'Deny',
                Principal: principal(pr),
                Action: 's3:PutObject',
                Resource: `arn:aws:s3:::${second}/*`,
                Condition: { Null: { 's3:if-none-match': 'true' } },
              },
            ],
          }),
        }),
      );
      const put = (ifNoneMatch: boolean) =>
        status(
          clientAs(pr).send(
            new PutObjectCommand({
              Bucket: second,
              Key: `k-${ifNoneMatch}`,
              Body: 'x',
              ...(ifNoneMatch ? { IfNoneMatch: '*' } : {}),
            }),
          ),
        );
      expect(await put(false)).toBe(403);
      // On AWS this one is allowed; RGW does not know the key, so it counts as absent.
      expect(await put(true)).toBe(403);
    } finally {
      await deleteTestBucket(owner, second);
    }
  });
});
