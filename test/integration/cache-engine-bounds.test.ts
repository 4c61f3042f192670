import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import zlib from 'node:zlib';
import { GetObjectCommand, HeadObjectCommand, PutObjectCommand } from '@aws-sdk/client-s3';
import { beforeAll, describe, expect, it } from 'vitest';
import { decodeManifest, encodeManifest } from '../../src/cache/store/cache-manifest.js';
import type {
  CacheManifest,
  ManifestFile,
  StoredObject,
} from '../../src/cache/store/manifest-types.js';
import { manifestName, packName, storeRoot } from '../../src/cache/store/cache-names.js';
import { restoreCache } from '../../src/cache/restore/restore-cache.js';
import { encodeManifestV1, manifestOfFiles } from '../support/cache-manifests.js';
import { restoreRequest, saveTemplateEntry } from '../support/cache-store-harness.js';
import { cliFromSources } from '../support/cli-from-sources.js';
import { interceptingProxy } from '../support/intercepting-proxy.js';
import { testClient, testServer } from '../support/s3.js';
import { cacheBucket } from '../support/bucket-fixtures.js';

// A store written by an attacker (issue 25): frames and manifests that decode to far more than
// they store, contents shared by many files, corrupt manifests, and text meant for the runner.
// Each restore must end as a miss, with the process alive and the disk as it was.

const signal = new AbortController().signal;
/** The heap a CLI run gets: a manifest bomb needs several times this to parse. */
const SMALL_HEAP_MB = 160;

/** The CLI from sources against the test server, in a process of its own with a small heap. */
function runCli(args: readonly string[], cwd: string, endpoint: string) {
  const server = testServer();
  return cliFromSources(
    [...args, '--endpoint-url', endpoint],
    {
      AWS_ACCESS_KEY_ID: server.accessKeyId,
      AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
      AWS_REGION: server.region,
    },
    { nodeFlags: [`--max-old-space-size=${SMALL_HEAP_MB}`], cwd },
  );
}

/** No line a runner would read as a workflow command, and no raw control character. */
function expectNoWorkflowCommand(output: string): void {
  for (const line of output.split('\n')) {
    expect(line).not.toMatch(/^\s*::/);
    // eslint-disable-next-line no-control-regex
    expect(line).not.toMatch(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/);
  }
}

/** Every name under a folder (recursive), for "no temporary name survived". */
async function allNames(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const entries = await readdir(dir, { recursive: true });
  return entries.map(String);
}

/**
 * The names of the files a restore lands under `dir` (its `.bin` files, by name), looked for
 * every 20 ms while the restore runs; `onLanded` hears each look that found some.
 */
function watchLanded(dir: string, onLanded?: (seen: ReadonlySet<string>) => void) {
  const seen = new Set<string>();
  const timer = setInterval(() => {
    allNames(dir).then(
      (names) => {
        for (const name of names) if (name.endsWith('.bin')) seen.add(path.basename(name));
        if (seen.size > 0) onLanded?.(seen);
      },
      // The restore's staging folder may go while this walks it (ENOENT): look again next time.
      () => undefined,
    );
  }, 20);
  return { seen, stop: () => clearInterval(timer) };
}

describe('a hostile store cannot take the runner memory, disk or deadline, nor forge its log', () => {
  const client = testClient();
  const setup = cacheBucket(client, 'cache-bounds');
  let good: CacheManifest;
  const store = () => ({ bucket: setup.bucket, prefix: 'bounds' });
  const storeUrl = () => `s3://${setup.bucket}/bounds`;
  const scope = 'refs/heads/main';

  async function putObject(key: string, body: Buffer, metadata?: Record<string, string>) {
    await client.send(
      new PutObjectCommand({
        Bucket: setup.bucket,
        Key: key,
        Body: body,
        ...(metadata ? { Metadata: metadata } : {}),
      }),
    );
  }

  /** A pack of these frames (already compressed), stored under its hash. */
  async function putPack(frames: readonly Buffer[]): Promise<StoredObject> {
    const body = Buffer.concat(frames);
    const sha256 = createHash('sha256').update(body).digest('hex');
    await putObject(storeRoot(store()) + packName(sha256, 'trusted'), body);
    let at = 0;
    return {
      name: packName(sha256, 'trusted'),
      sha256,
      size: body.length,
      kind: 'pack',
      compression: 'zstd',
      frames: frames.map((f) => {
        const frame: [number, number] = [at, f.length];
        at += f.length;
        return frame;
      }),
    };
  }

  /** A file entry whose content is `content`, at `at` of frame `fr` of object 0. */
  const fileOf = (p: string, content: Buffer, at = 0, fr = 0): ManifestFile => ({
    t: 'f',
    r: 0,
    p,
    m: 0o644,
    mt: 1_700_000_000_000,
    s: content.length,
    h: createHash('sha256').update(content).digest('hex'),
    o: 0,
    fr,
    at,
  });

  /** Stores a manifest of these files and objects under `key` (as a save would, with its hash). */
  async function putEntry(
    key: string,
    files: readonly ManifestFile[],
    objects: readonly StoredObject[],
  ): Promise<Buffer> {
    const { body, sha256 } = encodeManifest({ ...manifestOfFiles(good, files, objects), key });
    await putObject(manifestName(store(), scope, good.version, key), body, {
      's3-sync-sha256': sha256,
    });
    return body;
  }

  const restore = (workspace: string, key: string, deadlineMs?: number) =>
    restoreCache(
      setup.session,
      restoreRequest(store(), workspace, ['tree'], key, {
        ...(deadlineMs === undefined ? {} : { deadlineMs }),
      }),
      signal,
    );

  beforeAll(async () => {
    const workspace = path.join(setup.scratch, 'seed');
    good = await saveTemplateEntry(setup.session, client, store(), workspace, signal);
  });

  it('a save stores the manifest SHA-256 with it; one flipped byte -> a miss, nothing written', async () => {
    const key = manifestName(store(), scope, good.version, 'good');
    const head = await client.send(new HeadObjectCommand({ Bucket: setup.bucket, Key: key }));
    const stored = head.Metadata?.['s3-sync-sha256'];
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    const got = await client.send(new GetObjectCommand({ Bucket: setup.bucket, Key: key }));
    const body = Buffer.from(await got.Body!.transformToByteArray());
    expect(createHash('sha256').update(body).digest('hex')).toBe(stored);

    for (const [name, metadata] of [
      ['flipped', head.Metadata] as const,
      // Saved before the hash was stored: zstd's content checksum still finds the change.
      ['flipped-no-hash', undefined] as const,
    ]) {
      const flipped = Buffer.from(body);
      flipped[Math.floor(flipped.length / 2)]! ^= 0x01;
      await putObject(manifestName(store(), scope, good.version, name), flipped, metadata);
      const target = path.join(setup.scratch, `restore-${name}`);
      const result = await restore(target, name);
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(
        metadata ? /corrupt: its bytes do not match the SHA-256/ : /cannot be read|not valid/,
      );
      expect(existsSync(target)).toBe(false);
    }
  });

  it.each([
    ['declares 1 GiB in its header', true],
    ['declares no size and decodes to 1 GiB', false],
  ])(
    'a 32 KB pack whose frame %s -> a miss, refused at the frame limit, nothing written',
    async (_, declared) => {
      const compress = zlib.createZstdCompress(declared ? { pledgedSrcSize: 1 << 30 } : {});
      const chunks: Buffer[] = [];
      compress.on('data', (c: Buffer) => chunks.push(c));
      const ended = new Promise((resolve) => compress.on('end', resolve));
      const zeros = Buffer.alloc(1 << 24);
      for (let i = 0; i < 64; i++)
        if (!compress.write(zeros)) await new Promise((r) => compress.once('drain', r));
      compress.end();
      await ended;
      const frame = Buffer.concat(chunks);
      expect(frame.length).toBeLessThan(64 * 1024);
      const pack = await putPack([frame]);
      const key = `frame-bomb-${declared}`;
      await putEntry(key, [fileOf('zeros.bin', Buffer.alloc(100))], [pack]);
      const target = path.join(setup.scratch, `restore-${key}`);
      const before = process.memoryUsage().rss;
      const result = await restore(target, key);
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(/frame 0 does not decode.*more than the \d+/);
      // The workers decoded at most a frame's limit (about 10 MiB), never the 1 GiB.
      expect(process.memoryUsage().rss - before).toBeLessThan(256 * 1024 * 1024);
      expect(existsSync(target)).toBe(false);
    },
  );

  it('a pack content larger than a pack may hold -> the manifest is refused', async () => {
    const big = Buffer.alloc(9 * 1024 * 1024);
    const pack = await putPack([zlib.zstdCompressSync(big)]);
    // Written by hand: the manifest helpers check what they build, as a restore does.
    await putObject(
      manifestName(store(), scope, good.version, 'big-content'),
      encodeManifestV1({
        ...good,
        key: 'big-content',
        objects: [pack],
        files: [fileOf('big.bin', big)],
      }),
    );
    const target = path.join(setup.scratch, 'restore-big-content');
    const result = await restore(target, 'big-content');
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/larger than its pack can hold/);
    expect(existsSync(target)).toBe(false);
  });

  it('many files sharing one content count once each against the disk: a small disk, or too few inodes -> a miss that says so', async (context) => {
    const disk = path.join(setup.scratch, 'small-disk');
    await mkdir(disk);
    const mounted = await new Promise<boolean>((resolve) => {
      const child = spawn('mount', ['-t', 'tmpfs', '-o', 'size=16m', 'tmpfs', disk]);
      child.on('error', () => resolve(false));
      child.on('close', (code) => resolve(code === 0));
    });
    if (!mounted) {
      context.skip('mounting a 16 MiB tmpfs needs root');
      return;
    }
    try {
      // 12 files of one 4 MiB content: 48 MiB written from a few KB of pack.
      const content = Buffer.alloc(4 * 1024 * 1024, 7);
      const pack = await putPack([zlib.zstdCompressSync(content)]);
      expect(pack.size).toBeLessThan(4096);
      const files = Array.from({ length: 12 }, (_, i) => fileOf(`copy-${i}.bin`, content));
      await putEntry('shared', files, [pack]);
      const result = await restore(disk, 'shared');
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(
        /not enough room to restore: the disk at .* has [\d.]+ MiB free, and the entry needs 48\.0 MiB there/,
      );
      expect(await readdir(disk)).toEqual([]);
    } finally {
      await new Promise((resolve) => spawn('umount', [disk]).on('close', resolve));
    }
    // Inodes: 100 one-byte files on a file system with 50.
    const few = path.join(setup.scratch, 'few-inodes');
    await mkdir(few);
    await new Promise((resolve) =>
      spawn('mount', ['-t', 'tmpfs', '-o', 'size=16m,nr_inodes=50', 'tmpfs', few]).on(
        'close',
        resolve,
      ),
    );
    try {
      const one = Buffer.from('x');
      const pack = await putPack([zlib.zstdCompressSync(one)]);
      const files = Array.from({ length: 100 }, (_, i) => fileOf(`f${i}`, one));
      await putEntry('many-inodes', files, [pack]);
      const result = await restore(few, 'many-inodes');
      expect(result.outcome).toBe('miss');
      expect(result.warnings.join('\n')).toMatch(
        /not enough room to restore: the disk at .* has \d+ free inodes, and the entry needs \d+ there/,
      );
      expect(await readdir(few)).toEqual([]);
    } finally {
      await new Promise((resolve) => spawn('umount', [few]).on('close', resolve));
    }
  });

  it('a deadline of one second over 1,000 files sharing one 4 MiB content (4 GB to write) -> a miss before they are all written, the tree as it was', async () => {
    const content = Buffer.alloc(4 * 1024 * 1024, 3);
    const pack = await putPack([zlib.zstdCompressSync(content)]);
    const one = fileOf('f', content); // hashed once, not 1,000 times
    const files = Array.from({ length: 1000 }, (_, i) => ({ ...one, p: `d${i % 10}/f${i}.bin` }));
    await putEntry('slow', files, [pack]);
    const workspace = path.join(setup.scratch, 'restore-deadline');
    await mkdir(workspace);
    const landed = watchLanded(workspace);
    const result = await restore(workspace, 'slow', 1000);
    landed.stop();
    expect(result.outcome).toBe('miss');
    expect(result.warnings.join('\n')).toMatch(/passed its deadline of 1 s/);
    // Without the stop, the one worker task that lands all 1,000 files (4 GB, each hashed) ran
    // to its end before the undo; stopped, it never gets there (the cancel below holds the stop
    // to the next file).
    expect(landed.seen.size).toBeLessThan(1000);
    expect(await allNames(workspace)).toEqual([]);

    // The same from the CLI, with a tree of its own that must stay as it was.
    await mkdir(path.join(workspace, 'tree'));
    await writeFile(path.join(workspace, 'tree', 'mine.txt'), 'mine');
    const run = await runCli(
      [
        'cache',
        'restore',
        '--key',
        'slow',
        '--path',
        'tree',
        '--literal-scope',
        scope,
        '--deadline',
        '1',
        storeUrl(),
      ],
      workspace,
      testServer().endpoint,
    );
    expect(run.code).toBe(0);
    expect(run.stderr).toMatch(/warning: the restore passed its deadline of 1 s and was abandoned/);
    expect(run.stderr).toMatch(/^miss: /m);
    expect(await allNames(workspace)).toEqual(['tree', path.join('tree', 'mine.txt')]);
  }, 120_000);

  it('a cancel once the workers are landing files -> they stop at their next file, and the tree is as it was', async () => {
    // The deadline above may pass while the workers still start (from sources, through tsx, on
    // a loaded machine): this one aborts once files are landing, so the stop is what ends it.
    const workspace = path.join(setup.scratch, 'restore-cancel');
    await mkdir(workspace);
    const controller = new AbortController();
    let atCancel: number | undefined;
    const landed = watchLanded(workspace, (seen) => {
      if (atCancel !== undefined) return;
      atCancel = seen.size;
      controller.abort(new Error('cancelled by the test'));
    });
    const outcome = await restoreCache(
      setup.session,
      restoreRequest(store(), workspace, ['tree'], 'slow'),
      controller.signal,
    ).catch((error: unknown) => error);
    landed.stop();
    expect(atCancel).toBeGreaterThan(0);
    expect((outcome as Error).message).toBe('cancelled by the test');
    // Each worker gives up at its next file (4 MiB to hash and write), then everything is undone:
    // what landed after the cancel is the file on its way as it came (and any landed while this
    // test looked), where the task would have gone on through all 1,000 (4 GB).
    expect(landed.seen.size - atCancel!).toBeLessThanOrEqual(10);
    expect(await allNames(workspace)).toEqual([]);
  }, 120_000);

  it('a manifest bomb (a valid manifest plus ten million {}) -> restore, save, prune and ls in a process with a small heap end normally', async () => {
    const valid = JSON.parse(
      zlib.zstdDecompressSync(encodeManifest({ ...good, key: 'bomb' }).body).toString('utf8'),
    ) as Record<string, unknown>;
    const json = Buffer.concat([
      Buffer.from(JSON.stringify(valid).slice(0, -1)),
      Buffer.from(',"junk":['),
      Buffer.from('{},'.repeat(10_000_000 - 1)),
      Buffer.from('{}]}'),
    ]);
    const body = zlib.zstdCompressSync(json);
    expect(body.length).toBeLessThan(64 * 1024);
    await putObject(manifestName(store(), scope, good.version, 'bomb'), body);
    // A smaller one, under any budget's size: its count of objects is what gives it away.
    const small = Buffer.concat([
      Buffer.from(JSON.stringify({ ...valid, key: 'bomb-small' }).slice(0, -1)),
      Buffer.from(',"junk":['),
      Buffer.from('{},'.repeat(200_000)),
      Buffer.from('{}]}'),
    ]);
    await putObject(
      manifestName(store(), scope, good.version, 'bomb-small'),
      zlib.zstdCompressSync(small),
    );
    expect(() => decodeManifest(zlib.zstdCompressSync(small))).toThrow(
      /more objects and arrays than its entries can need/,
    );

    const workspace = path.join(setup.scratch, 'cli-bomb');
    await mkdir(path.join(workspace, 'tree'), { recursive: true });
    await writeFile(path.join(workspace, 'tree', 'mine.txt'), 'mine');
    const endpoint = testServer().endpoint;
    for (const key of ['bomb', 'bomb-small']) {
      const run = await runCli(
        ['cache', 'restore', '--key', key, '--path', 'tree', '--literal-scope', scope, storeUrl()],
        workspace,
        endpoint,
      );
      expect(run.signal).toBeNull();
      expect(run.code).toBe(0);
      expect(run.stderr).toMatch(/^miss: /m);
      expect(run.stderr).toMatch(/warning: the cache was not restored: the manifest/);
      expect(await allNames(path.join(workspace, 'tree'))).toEqual(['mine.txt']);
    }
    // The newest entry of the scope is the bomb: the save reuses nothing and says why.
    await putObject(manifestName(store(), scope, good.version, 'bomb-newest'), body);
    const save = await runCli(
      [
        'cache',
        'save',
        '--key',
        'after-bomb',
        '--path',
        'tree',
        '--literal-scope',
        scope,
        storeUrl(),
      ],
      workspace,
      endpoint,
    );
    expect(save.signal).toBeNull();
    expect(save.code).toBe(0);
    expect(save.stderr).toMatch(/warning: no packs reused: the manifest/);
    expect(save.stderr).toMatch(/saved: 1 files/);
    const prune = await runCli(
      ['cache', 'prune', '--older-than', '30d', storeUrl()],
      workspace,
      endpoint,
    );
    expect(prune.signal).toBeNull();
    expect(prune.code).toBe(0);
    // The bombs are junk: reported, and left out of the sweep (they protect nothing).
    expect(prune.stderr).toMatch(/protects nothing/);
    expect(prune.stderr).not.toMatch(/no packs or blobs were deleted/);
    // ls reads manifests saved without totals: the bombs are listed, with no totals.
    const ls = await runCli(['cache', 'ls', storeUrl()], workspace, endpoint);
    expect(ls.signal).toBeNull();
    expect(ls.code).toBe(0);
    expect(ls.stdout).toMatch(/\?\s+files\s+\?\s+scope "refs\/heads\/main"\s+key "bomb"/);
    expectNoWorkflowCommand(save.stdout + save.stderr + prune.stdout + prune.stderr);
  }, 180_000);

  it('control characters in manifest text and in a server error message -> no raw :: line from the CLI', async () => {
    // A path the restore refuses and names in its warning.
    const files = [
      fileOf('ok.txt', Buffer.from('payload')),
      fileOf('../\n::error::from-the-manifest\u2028x', Buffer.from('payload')),
    ];
    const content = Buffer.from('payload');
    const pack = await putPack([zlib.zstdCompressSync(content)]);
    await putEntry('text', files, [pack]);
    // A server (a proxy in front of RGW) that answers the manifest's GET with its own message.
    const proxy = await interceptingProxy(testServer().endpoint, (req, res) => {
      if (req.method !== 'GET' || !req.url?.includes('/entries/') || !req.url.includes('poison'))
        return false;
      res.writeHead(403, { 'content-type': 'application/xml' });
      res.end(
        '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code>' +
          '<Message>denied\n::error::from-the-server\r\n::add-mask::x</Message></Error>',
      );
      return true;
    });
    const { endpoint } = proxy;
    try {
      await putEntry('poison', [fileOf('ok.txt', content)], [pack]);
      const workspace = path.join(setup.scratch, 'cli-text');
      await mkdir(workspace);
      const outputs: string[] = [];
      for (const key of ['text', 'poison']) {
        const run = await runCli(
          [
            'cache',
            'restore',
            '--key',
            key,
            '--path',
            'tree',
            '--literal-scope',
            scope,
            storeUrl(),
          ],
          workspace,
          endpoint,
        );
        expect(run.code).toBe(0);
        outputs.push(run.stdout + run.stderr);
      }
      expect(outputs[0]).toMatch(/from-the-manifest/);
      expect(outputs[1]).toMatch(/warning: .*denied\\n::error::from-the-server/);
      const prune = await runCli(
        ['cache', 'prune', '--older-than', '30d', storeUrl()],
        workspace,
        endpoint,
      );
      expect(prune.code).toBe(0);
      expect(prune.stderr).toMatch(/from-the-server/);
      const json = await runCli(
        [
          'cache',
          'restore',
          '--key',
          'poison',
          '--path',
          'tree',
          '--literal-scope',
          scope,
          '--report',
          'json',
          storeUrl(),
        ],
        workspace,
        endpoint,
      );
      expect(JSON.parse(json.stdout) as { outcome: string }).toMatchObject({ outcome: 'miss' });
      for (const output of [...outputs, prune.stdout + prune.stderr, json.stdout + json.stderr])
        expectNoWorkflowCommand(output);
      expect(await allNames(setup.scratch)).not.toContainEqual(expect.stringMatching(/\.s3cache-/));
    } finally {
      await proxy.close();
    }
  }, 180_000);

  it('after all of the above: no temporary name anywhere, and the process alive to say so', async () => {
    const names = await allNames(setup.scratch);
    expect(names.filter((n) => path.basename(n).startsWith('.s3cache'))).toEqual([]);
  });
});
