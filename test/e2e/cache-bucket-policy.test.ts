import {
  DeleteObjectCommand,
  ListObjectsV2Command,
  PutBucketPolicyCommand,
  PutObjectCommand,
  type S3Client,
} from '@aws-sdk/client-s3';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  clientAs,
  httpStatus,
  policedBucket,
  principal,
  type PolicedBucket,
  type RgwUser,
} from '../support/rgw-users.js';
import { createTestBucket, deleteTestBucket, testClient } from '../support/s3.js';
import { cacheStep, treeOf, type JobFacts } from './cache-runner.js';
import { warningAnnotations, workspaceWith } from './run-action.js';

// The scope rules enforced by the store, not only by the action: users on the local RGW with the
// bucket policy the README gives (one principal per trust level), and the cache actions run as
// the runner runs them with each one's credentials.

let owner: S3Client;
let policed: PolicedBucket | undefined;
let bucket: string;
let store: string;
let main: RgwUser;
let pr: RgwUser;
let prune: RgwUser;

beforeAll(async () => {
  owner = testClient();
  policed = await policedBucket(owner, 'e2e-policy', 'caches/');
  bucket = policed.bucket;
  store = `s3://${bucket}/caches/`;
  ({ main, pr, prune } = policed.users);
});
afterAll(async () => {
  await policed?.remove();
});

const DEPS = { 'deps/a.txt': 'alpha\n', 'deps/b.txt': 'beta\n'.repeat(500) };
const onMain = (user: RgwUser): JobFacts => ({ credentials: user });
const onPullRequest = (user: RgwUser): JobFacts => ({
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
      await httpStatus(
        clientAs(pr).send(new PutObjectCommand({ Bucket: bucket, Key: mainManifest, Body: 'x' })),
      ),
    ).toBe(403);
    // Nor another repository's keyspace, nor the shared one.
    for (const key of [
      `caches/s3-cache-v1/repos/org/other/refs%2Fpull%2F3%2Fmerge/${version}/k`,
      `caches/s3-cache-v1/entries/refs%2Fheads%2Fmain/${version}/k`,
    ])
      expect(
        await httpStatus(
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
        await httpStatus(
          asPr.send(new PutObjectCommand({ Bucket: bucket, Key: pack, Body: 'x', IfNoneMatch })),
        ),
      ).toBe(403);
    expect(
      await httpStatus(asPr.send(new DeleteObjectCommand({ Bucket: bucket, Key: pack }))),
    ).toBe(403);
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
      await httpStatus(
        asMain.send(
          new PutObjectCommand({ Bucket: bucket, Key: pack, Body: 'x', IfNoneMatch: '*' }),
        ),
      ),
    ).toBe(412);
    expect(
      await httpStatus(asMain.send(new DeleteObjectCommand({ Bucket: bucket, Key: pack }))),
    ).toBe(403);
  });

  it("cache/prune with the prune role removes a key; a pull request's credentials cannot", async () => {
    const prunes = (user: RgwUser) =>
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
        httpStatus(
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
