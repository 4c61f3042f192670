import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { PutBucketPolicyCommand, S3Client } from '@aws-sdk/client-s3';
import { createTestBucket, deleteTestBucket, testClient, testServer } from './s3.js';

// Users of the local RGW, one per trust level, for tests where a role matters (the store's own
// trust tests and the bucket-policy end-to-end test): made with radosgw-admin.

const run = promisify(execFile);
const ROOT = path.resolve(import.meta.dirname, '../..');
/** The local RGW's configuration, where scripts/s3-server keeps it. */
export const CEPH_CONF = path.join(
  process.env.S3_SERVER_DIR ?? path.join(ROOT, '.s3-server'),
  'ceph.conf',
);

export interface RgwUser {
  readonly uid: string;
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
}

export async function createRgwUser(role: string): Promise<RgwUser> {
  if (!existsSync(CEPH_CONF))
    throw new Error(`${CEPH_CONF} is missing: set S3_SERVER_DIR to the local RGW's folder`);
  const tag = randomBytes(4).toString('hex');
  const user = {
    uid: `trust-${role}-${tag}`,
    accessKeyId: `TRUST${role.toUpperCase()}${tag}`.padEnd(20, '0').slice(0, 20),
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

export async function removeRgwUser(user: RgwUser): Promise<void> {
  await run('radosgw-admin', ['-c', CEPH_CONF, 'user', 'rm', `--uid=${user.uid}`]);
}

/** A plain SDK client with a user's keys: what an attacker holding that role runs. */
export function clientAs(user: RgwUser): S3Client {
  return testClient(testServer().endpoint, user);
}

/** A policy's Principal naming these users. */
export const principal = (...users: RgwUser[]) => ({
  AWS: users.map((u) => `arn:aws:iam:::user/${u.uid}`),
});

/**
 * The policies docs/cache-permissions.md gives, for the store `s3://BUCKET/PREFIX` and the
 * repository org/app, as one bucket policy: every role lists and reads; the default branch writes
 * the trusted level's content (`cas/packs/`, `cas/blobs/`) and its scope, pull requests their
 * own content (`cas/pr/`) and scopes; only prune deletes. With `content: 'shared'`, the policy
 * from before content levels: both write all of `cas/` (a store whose roles were not updated).
 */
export function rolePolicy(
  bucket: string,
  prefix: string,
  { main, pr, prune }: Roles<RgwUser>,
  { content = 'levels' }: { content?: 'levels' | 'shared' } = {},
) {
  const root = `arn:aws:s3:::${bucket}/${prefix}s3-cache-v1`;
  const write = ['s3:PutObject', 's3:AbortMultipartUpload'];
  const contentWrites =
    content === 'shared'
      ? [
          {
            Effect: 'Allow',
            Principal: principal(main, pr),
            Action: write,
            Resource: `${root}/cas/*`,
          },
        ]
      : [
          {
            Effect: 'Allow',
            Principal: principal(main),
            Action: write,
            Resource: [`${root}/cas/packs/*`, `${root}/cas/blobs/*`],
          },
          {
            Effect: 'Allow',
            Principal: principal(pr),
            Action: write,
            Resource: `${root}/cas/pr/*`,
          },
        ];
  return {
    Version: '2012-10-17',
    Statement: [
      {
        Effect: 'Allow',
        Principal: principal(main, pr, prune),
        Action: 's3:ListBucket',
        // No s3:prefix condition: a HEAD of a missing object (a save checks that its key is
        // free) is judged by s3:ListBucket without a prefix, and answers 403 instead of 404.
        Resource: `arn:aws:s3:::${bucket}`,
      },
      {
        Effect: 'Allow',
        Principal: principal(main, pr, prune),
        Action: 's3:GetObject',
        Resource: `${root}/*`,
      },
      ...contentWrites,
      {
        Effect: 'Allow',
        Principal: principal(main),
        Action: 's3:PutObject',
        Resource: `${root}/repos/org/app/refs%2Fheads%2Fmain/*`,
      },
      {
        Effect: 'Allow',
        Principal: principal(pr),
        Action: 's3:PutObject',
        Resource: `${root}/repos/org/app/refs%2Fpull%2F*`,
      },
      {
        Effect: 'Allow',
        Principal: principal(prune),
        Action: 's3:DeleteObject',
        // RGW 16.2 checks a multi-object delete against the bucket's ARN, not each key's.
        Resource: [`${root}/*`, `arn:aws:s3:::${bucket}`],
      },
    ],
  };
}

/** One thing per role: the default branch, pull requests, prune. */
export interface Roles<T> {
  readonly main: T;
  readonly pr: T;
  readonly prune: T;
}

/** A test bucket with a user per role and `rolePolicy` on it for the store at its prefix. */
export interface PolicedBucket {
  readonly bucket: string;
  readonly users: Roles<RgwUser>;
  /** A plain SDK client as each role. */
  readonly as: Roles<S3Client>;
  /** Deletes the bucket (with the owner's client), then the users. */
  remove(): Promise<void>;
}

/**
 * Makes a test bucket named after `name`, the three users, and the policy for the store at
 * `prefix` (`content` as rolePolicy takes it). What was made is removed again if a step fails.
 */
export async function policedBucket(
  owner: S3Client,
  name: string,
  prefix: string,
  options: { content?: 'levels' | 'shared' } = {},
): Promise<PolicedBucket> {
  const bucket = await createTestBucket(owner, name);
  const made: RgwUser[] = [];
  const remove = async () => {
    await deleteTestBucket(owner, bucket);
    for (const user of made) await removeRgwUser(user);
  };
  try {
    const settled = await Promise.allSettled(['main', 'pr', 'prune'].map(createRgwUser));
    for (const one of settled) if (one.status === 'fulfilled') made.push(one.value);
    for (const one of settled) if (one.status === 'rejected') throw one.reason;
    const [main, pr, prune] = made as [RgwUser, RgwUser, RgwUser];
    const users = { main, pr, prune };
    const policy = rolePolicy(bucket, prefix, users, options);
    await owner.send(
      new PutBucketPolicyCommand({ Bucket: bucket, Policy: JSON.stringify(policy) }),
    );
    const as = { main: clientAs(main), pr: clientAs(pr), prune: clientAs(prune) };
    return { bucket, users, as, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}

/** The HTTP status a request as some role gets: 200, or the error's (403 when refused). */
export function httpStatus(request: Promise<unknown>): Promise<number | undefined> {
  return request.then(
    () => 200,
    (error: { $metadata?: { httpStatusCode?: number } }) => error.$metadata?.httpStatusCode,
  );
}
