import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CacheRestoreResult, CacheSaveResult } from '../../src/cache/store/cache-types.js';
import type { PruneResult } from '../../src/cache/store/prune-cache.js';
import type { RemoveResult } from '../../src/cache/store/remove-entries.js';
import type { PhaseRecord } from '../../src/phases.js';
import type { ShardPlan } from '../../src/sync/plan-shards.js';
import type { SyncResult } from '../../src/sync/run-sync.js';
import { newSyncProgress } from '../../src/sync/sync-progress.js';

// Every front-end's rendering of a fixed result, kept byte for byte in test/unit/golden/: the
// step log, the step outputs (and state), the job summary, and the CLI's text. The engines are
// replaced by their fixed results, the runner's toolkit by a recorder, and the clock moves only
// while a job "runs", so nothing here depends on the machine or the hour.

const recorded = vi.hoisted(() => ({
  inputs: {} as Record<string, string>,
  state: {} as Record<string, string>,
  lines: [] as string[],
  outputs: [] as string[],
  saved: [] as string[],
  summary: [] as string[],
  nowMs: 1_700_000_000_000,
  results: {} as Record<string, unknown>,
  jobMs: 0,
}));

vi.mock('@actions/core', () => {
  const log = (kind: string) => (text: unknown) => {
    recorded.lines.push(`${kind}${String(text)}`);
  };
  let pending = '';
  return {
    getInput: (name: string) => recorded.inputs[name] ?? '',
    getState: (name: string) => recorded.state[name] ?? '',
    saveState: (name: string, value: unknown) => {
      recorded.saved.push(`${name}=${String(value)}`);
    },
    setOutput: (name: string, value: unknown) => {
      recorded.outputs.push(`${name}=${String(value)}`);
    },
    setSecret: () => undefined,
    info: log('info '),
    debug: () => undefined,
    warning: log('warning '),
    error: log('error '),
    setFailed: log('failed '),
    group: async (_name: string, work: () => Promise<unknown>) => work(),
    summary: {
      addRaw(text: string) {
        pending += text;
        return this;
      },
      async write() {
        recorded.summary.push(pending);
        pending = '';
        return this;
      },
    },
  };
});

// GitHub's cache service, absent: what a step without a bucket says when the runner has none.
vi.mock('@actions/cache', () => ({
  isFeatureAvailable: () => false,
  restoreCache: async () => undefined,
  saveCache: async () => 0,
}));

vi.mock('../../src/s3/s3-session.js', () => ({
  createS3Session: () => ({ close: () => undefined }),
}));

/** An engine call that takes `recorded.jobMs` of the fixed clock and returns its fixture. */
function engine(name: string) {
  return async () => {
    recorded.nowMs += recorded.jobMs;
    return recorded.results[name];
  };
}

vi.mock('../../src/cache/restore/restore-cache.js', () => ({
  restoreCache: engine('restore'),
}));
vi.mock('../../src/cache/save/save-cache.js', () => ({ saveCache: engine('save') }));
vi.mock('../../src/cache/store/prune-cache.js', () => ({ pruneCache: engine('prune') }));
vi.mock('../../src/cache/store/remove-entries.js', () => ({
  removeEntries: engine('remove'),
  removeManifest: engine('remove'),
}));
vi.mock('../../src/sync/run-sync.js', () => ({
  runSync: engine('sync'),
  syncRequestsInFlight: () => 64,
}));

vi.mock('../../src/sync/plan-shards.js', () => ({ planShards: engine('shards') }));

const { run: runSyncAction } = await import('../../src/sync-action/main.js');
const { run: runShardsAction } = await import('../../src/shards-action/main.js');
const { shardsCommand } = await import('../../src/cli/shards-command.js');
const { runRestoreStep } = await import('../../src/cache-action/restore-step.js');
const { runSaveStep } = await import('../../src/cache-action/save-step.js');
const { runPruneStep } = await import('../../src/cache-action/prune-step.js');
const { syncCommand } = await import('../../src/cli/sync-command.js');
const { cacheCommand } = await import('../../src/cli/cache-command.js');

const phase = (
  name: string,
  startMs: number,
  endMs: number,
  objects = 0,
  bytes = 0,
  waitedMs = 0,
): PhaseRecord => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  startMs,
  endMs,
  objects,
  bytes,
  waitedMs,
});

/** A download of 1,200 objects: two listings, a plan, transfers, faults, checksums, failures. */
function syncResult(): SyncResult {
  let clockMs = 0;
  const progress = newSyncProgress(() => clockMs);
  const phases = progress.phases;
  const at = (ms: number, step: () => void) => {
    clockMs = ms;
    step();
  };
  at(0, () => phases.begin('list-source'));
  at(20, () => phases.begin('list-destination'));
  at(150, () => phases.add('list-destination', 300, 3_000_000));
  at(160, () => phases.end('list-destination'));
  at(180, () => phases.begin('plan'));
  at(250, () => phases.add('list-source', 700, 7_340_032));
  at(300, () => phases.add('transfer', 0));
  for (let i = 1; i <= 12; i++) {
    at(300 + i * 250, () => {
      progress.count('listed', 100);
      progress.count('transferred', 90);
      progress.count('bytesTransferred', 900_000);
      progress.sample(true);
    });
  }
  at(1600, () => phases.add('list-source', 500, 5_242_880));
  at(1650, () => phases.end('list-source'));
  at(1700, () => phases.add('plan', 1200));
  at(1700, () => phases.waited('list-source', 400));
  at(1750, () => phases.end('plan'));
  at(3300, () => phases.add('transfer', 1080, 10_800_000));
  at(3350, () => phases.end('transfer'));
  at(3350, () => {
    progress.count('skipped', 110);
    progress.count('deleted', 3);
    progress.count('stalls', 2);
    progress.count('hedges', 5);
    progress.count('hedgeWins', 1);
    progress.count('leftoversRemoved', 1);
    progress.count('leftoverBytesRemoved', 4096);
  });
  at(3400, () => progress.finish());
  return {
    progress,
    direction: 'download',
    sourceList: {
      lister: 'threaded',
      objects: 1200,
      pages: 2,
      retries: 1,
      bytes: 12_582_912,
      ranges: 3,
      splits: 2,
      wastedPages: 1,
      maxInFlight: 4,
      workerStarted: true,
      workerUtilization: 0.4,
      startedAtMs: 0,
      firstPageMs: 210,
      finishedAtMs: 1650,
    },
    failures: [
      { key: 'site/a\n::error::forged.html', error: new Error('Access Denied <b>') },
      { key: 'site/b|c.html', error: new Error('The object changed while it was read') },
    ],
    error: new Error('2 objects failed to transfer (the first: "site/a\\n::error::forged.html")'),
    largeTransfers: { objects: 2, bytes: 209_715_200, seconds: 1.6, cpuSeconds: 0.4 },
    checksums: {
      checked: 110,
      sameContent: 100,
      contentDiffers: 10,
      fallbacks: 3,
      filesHashed: 107,
      bytesHashed: 1_048_576,
      hashSeconds: 0.25,
      metadataReads: 4,
    },
    changedKeys: { path: '/runner/tmp/changed.jsonl', count: 1083 },
  };
}

const RESTORED: CacheRestoreResult = {
  outcome: 'restore-key',
  matchedKey: 'npm-linux-1',
  matchedScope: 'refs/heads/main',
  keysTried: ['npm-linux-2', 'npm-linux-'],
  files: 1500,
  bytes: 52_428_800,
  unchangedFiles: 20,
  phases: [
    phase('lookup', 0, 120),
    phase('manifest', 120, 200, 1, 40_960),
    phase('prepare', 200, 260),
    phase('download', 260, 900, 6, 20_971_520, 50),
    phase('unpack', 300, 1000, 1480, 52_428_800),
    phase('finish', 1000, 1050),
  ],
  warnings: ['A pack was slow: <retried> once'],
  reuse: { manifestObjectKey: 'manifests/m-1', manifestSha256: 'ab12' },
  bytesDownloaded: 20_971_520,
  folders: 40,
  links: 2,
  manifestBytes: 40_960,
};

const MISSED: CacheRestoreResult = {
  outcome: 'miss',
  keysTried: ['npm-linux-2', 'npm-linux-'],
  files: 0,
  bytes: 0,
  unchangedFiles: 0,
  phases: [phase('lookup', 0, 90)],
  warnings: [],
};

const SAVED: CacheSaveResult = {
  outcome: 'saved',
  files: 1500,
  bytes: 52_428_800,
  bytesUploaded: 21_000_000,
  packsUploaded: 3,
  packsReused: 2,
  blobsUploaded: 1,
  packsCompacted: 1,
  folders: 40,
  links: 2,
  manifestBytes: 41_000,
  phases: [
    phase('walk', 0, 150, 1542, 52_428_800),
    phase('lookup', 10, 160),
    phase('hash', 160, 600, 900, 31_457_280),
    phase('compress', 600, 800, 1, 10_485_760),
    phase('pack', 610, 1100, 899, 20_971_520),
    phase('upload', 650, 1200, 4, 20_959_000, 120),
    phase('commit', 1200, 1260, 1, 41_000),
  ],
  warnings: [],
};

const EXISTS: CacheSaveResult = {
  outcome: 'exists',
  files: 0,
  bytes: 0,
  bytesUploaded: 0,
  packsUploaded: 0,
  packsReused: 0,
  blobsUploaded: 0,
  phases: [phase('lookup', 0, 40)],
  warnings: [],
};

const PRUNED: PruneResult = {
  manifestsDeleted: 4,
  manifestsKept: 9,
  objectsDeleted: 12,
  bytesDeleted: 123_456_789,
  objectsKept: 30,
  unreadable: ['ci/manifests/bad\n::warning::x.zst'],
  warnings: ['One manifest could not be read: <garbled>'],
};

const REMOVED: RemoveResult = { removed: ['ci/manifests/old-1'], bytesDeleted: 2048 };

/** Two ranges over five objects, a range end holding markup and a table's bar. */
const SHARD_PLAN: ShardPlan = {
  shards: [
    { shard: 1, startAfter: '', endAt: 'logs/<img src=x>|b', objects: 3, bytes: 3000 },
    { shard: 2, startAfter: 'logs/<img src=x>|b', endAt: undefined, objects: 2, bytes: 2048 },
  ],
  count: 2,
  by: 'objects',
  objects: 5,
  bytes: 5048,
  seconds: 0.42,
  listing: undefined,
};

const CACHE_ENV = {
  GITHUB_WORKSPACE: '/ws',
  GITHUB_REF: 'refs/pull/7/merge',
  GITHUB_BASE_REF: 'main',
  GITHUB_REPOSITORY: 'octo/app',
  GITHUB_EVENT_NAME: 'pull_request',
  GITHUB_STEP_SUMMARY: '/dev/null',
};

/** Everything a step or command wrote, in order, then its summary: one golden file's text. */
function transcript(cli: { stdout: string[]; stderr: string[] }): string {
  return [
    '# step log',
    ...recorded.lines,
    '',
    '# step outputs',
    ...recorded.outputs,
    '',
    '# step state',
    ...recorded.saved,
    '',
    '# job summary',
    ...recorded.summary,
    '# CLI stdout',
    ...cli.stdout,
    '# CLI stderr',
    ...cli.stderr,
    '',
  ].join('\n');
}

function captureCli() {
  const cli = { stdout: [] as string[], stderr: [] as string[] };
  vi.spyOn(console, 'log').mockImplementation((text: unknown) => {
    cli.stdout.push(String(text));
  });
  vi.spyOn(console, 'error').mockImplementation((text: unknown) => {
    cli.stderr.push(String(text));
  });
  vi.spyOn(process.stdout, 'write').mockImplementation((text: unknown) => {
    cli.stdout.push(String(text));
    return true;
  });
  vi.spyOn(process.stderr, 'write').mockImplementation((text: unknown) => {
    cli.stderr.push(String(text));
    return true;
  });
  return cli;
}

beforeEach(() => {
  recorded.inputs = {};
  recorded.state = {};
  recorded.lines = [];
  recorded.outputs = [];
  recorded.saved = [];
  recorded.summary = [];
  recorded.results = {};
  recorded.jobMs = 0;
  vi.spyOn(Date, 'now').mockImplementation(() => recorded.nowMs);
  for (const name of ['HTTPS_PROXY', 'HTTP_PROXY', 'https_proxy', 'http_proxy', 'NO_PROXY'])
    vi.stubEnv(name, '');
  for (const name of ['ACTIONS_CACHE_MODE', 'GITHUB_EVENT_PATH', 'S3_SYNC_CACHE_BUCKET'])
    vi.stubEnv(name, '');
  for (const [name, value] of Object.entries(CACHE_ENV)) vi.stubEnv(name, value);
});

afterEach(() => {
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('the rendered reports stay as they are (test/unit/golden/)', () => {
  it('a sync: log line, outputs, job summary, and the CLI table', async () => {
    recorded.results.sync = syncResult();
    recorded.jobMs = 3400;
    recorded.inputs = {
      source: 's3://site-bucket/www/',
      destination: 'public',
      mode: 'sync',
      checksum: 'true',
    };
    const cli = captureCli();
    await runSyncAction();
    recorded.results.sync = syncResult();
    await syncCommand(
      'sync',
      ['s3://site-bucket/www/', '/tmp/golden-public', '--report', 'table', '--quiet'],
      new AbortController().signal,
    ).catch((error: Error) => cli.stderr.push(`thrown: ${error.message}`));
    await expect(transcript(cli)).toMatchFileSnapshot('golden/sync.txt');
  });

  it('a shard plan: log table, outputs, job summary, and the CLI', async () => {
    recorded.results.shards = SHARD_PLAN;
    recorded.inputs = { source: 's3://releases/app/', count: '2' };
    const cli = captureCli();
    await runShardsAction();
    await shardsCommand(['s3://releases/app/', '--count', '2'], new AbortController().signal);
    await expect(transcript(cli)).toMatchFileSnapshot('golden/shards.txt');
  });

  it('every step that talks to S3 says its proxy once, in the same words', async () => {
    vi.stubEnv('HTTPS_PROXY', 'http://user:secret@proxy.example:3128');
    const said = () => recorded.lines.filter((line) => line.includes('Proxy:'));
    const steps: Array<[string, () => Promise<unknown>]> = [
      ['sync', async () => runSyncAction()],
      ['shards', async () => runShardsAction()],
      ['restore', async () => runRestoreStep({ saveState: false })],
      ['prune', async () => runPruneStep()],
    ];
    recorded.results = {
      sync: syncResult(),
      shards: SHARD_PLAN,
      restore: MISSED,
      prune: PRUNED,
      remove: REMOVED,
    };
    const inputs: Record<string, Record<string, string>> = {
      sync: { source: 's3://site-bucket/www/', destination: 'public', mode: 'sync' },
      shards: { source: 's3://releases/app/', count: '2' },
      restore: CACHE_INPUTS,
      prune: { bucket: 's3://caches/ci/', 'older-than': '7d' },
    };
    for (const [name, step] of steps) {
      recorded.lines = [];
      recorded.inputs = inputs[name]!;
      await step();
      expect(said(), name).toEqual([
        'info Proxy: https:// endpoints through http://proxy.example:3128',
      ]);
    }
  });

  const CACHE_INPUTS = {
    path: 'node_modules\n.cache/tool',
    key: 'npm-linux-2',
    'restore-keys': 'npm-linux-',
    bucket: 's3://caches/ci/',
  };
  const CLI_JOB = ['--path', 'node_modules', '--key', 'npm-linux-2', 's3://caches/ci/'];
  const CLI_RESTORE = [...CLI_JOB.slice(0, -1), '--restore-keys', 'npm-linux-', 's3://caches/ci/'];

  it('a cache restore that a restore key matched, as the combined action and the CLI say it', async () => {
    recorded.results.restore = RESTORED;
    recorded.jobMs = 1100;
    recorded.inputs = CACHE_INPUTS;
    const cli = captureCli();
    await runRestoreStep({ saveState: true });
    await cacheCommand(['restore', ...CLI_RESTORE], new AbortController().signal);
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-restore.txt');
  });

  it('a cache restore that missed, as cache/restore and the CLI say it', async () => {
    recorded.results.restore = MISSED;
    recorded.jobMs = 95;
    recorded.inputs = CACHE_INPUTS;
    const cli = captureCli();
    await runRestoreStep({ saveState: false });
    await cacheCommand(['restore', ...CLI_RESTORE], new AbortController().signal);
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-restore-miss.txt');
  });

  it('a cache save, as cache/save and the CLI say it', async () => {
    recorded.results.save = SAVED;
    recorded.jobMs = 1300;
    recorded.inputs = CACHE_INPUTS;
    const cli = captureCli();
    await runSaveStep({ fromState: false });
    await cacheCommand(['save', ...CLI_JOB], new AbortController().signal);
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-save.txt');
  });

  it('a cache save whose key has an entry, as the post step and the CLI say it', async () => {
    recorded.results.save = EXISTS;
    recorded.jobMs = 45;
    recorded.inputs = CACHE_INPUTS;
    recorded.state = {
      'primary-key': 'npm-linux-2',
      'matched-key': 'npm-linux-1',
      backend: 's3',
      'save-decision': 'save',
    };
    const cli = captureCli();
    await runSaveStep({ fromState: true });
    await cacheCommand(['save', ...CLI_JOB], new AbortController().signal);
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-save-exists.txt');
  });

  it('a prune with delete-key and an unreadable manifest, as cache/prune and the CLI say it', async () => {
    recorded.results.prune = PRUNED;
    recorded.results.remove = REMOVED;
    recorded.jobMs = 2500;
    recorded.inputs = {
      bucket: 's3://caches/ci/',
      'older-than': '7d',
      'delete-key': 'npm-linux-1',
    };
    const cli = captureCli();
    await runPruneStep();
    await cacheCommand(
      ['prune', '--older-than', '7d', 's3://caches/ci/'],
      new AbortController().signal,
    );
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-prune.txt');
  });

  it('a restore and a save without a bucket or GitHub’s service', async () => {
    recorded.inputs = { ...CACHE_INPUTS, bucket: '' };
    const cli = captureCli();
    await runRestoreStep({ saveState: true });
    recorded.state = {
      'primary-key': 'npm-linux-2',
      'matched-key': '',
      backend: 'none',
      'save-decision': 'save',
    };
    await runSaveStep({ fromState: true });
    await runSaveStep({ fromState: false });
    await expect(transcript(cli)).toMatchFileSnapshot('golden/cache-no-store.txt');
  });
});
