import { mkdtemp, readdir, readFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { runCacheStep, type CacheStep, type StepRun } from './run-action.js';
import { testServer } from '../support/s3.js';

/** What the runner tells a job about itself: the repository, the ref, the trigger, the mode. */
export interface JobFacts {
  readonly repository?: string;
  readonly ref?: string;
  readonly baseRef?: string;
  readonly event?: string;
  /** ACTIONS_CACHE_MODE; left out when undefined. */
  readonly cacheMode?: string;
  /** The event payload (GITHUB_EVENT_PATH); default: a push to a repository whose default branch is main. */
  readonly payload?: unknown;
  /** Credentials; default: the test server's owner. */
  readonly credentials?: { readonly accessKeyId: string; readonly secretAccessKey: string };
}

/** The environment the runner gives a cache step of such a job. */
export async function jobEnv(facts: JobFacts = {}): Promise<Record<string, string>> {
  const server = testServer();
  const dir = await mkdtemp(path.join(os.tmpdir(), 'e2e-event-'));
  const eventPath = path.join(dir, 'event.json');
  const repository = facts.repository ?? 'org/app';
  await writeFile(
    eventPath,
    JSON.stringify(
      facts.payload ?? { repository: { default_branch: 'main', full_name: repository } },
    ),
  );
  return {
    AWS_ACCESS_KEY_ID: facts.credentials?.accessKeyId ?? server.accessKeyId,
    AWS_SECRET_ACCESS_KEY: facts.credentials?.secretAccessKey ?? server.secretAccessKey,
    GITHUB_REPOSITORY: repository,
    GITHUB_REF: facts.ref ?? 'refs/heads/main',
    GITHUB_BASE_REF: facts.baseRef ?? '',
    GITHUB_EVENT_NAME: facts.event ?? 'push',
    GITHUB_EVENT_PATH: eventPath,
    ...(facts.cacheMode === undefined ? {} : { ACTIONS_CACHE_MODE: facts.cacheMode }),
  };
}

/** Runs one cache step against a store on the test server, as the runner runs it. */
export async function cacheStep(
  name: CacheStep,
  store: string,
  inputs: Record<string, string>,
  workspace: string,
  options: { facts?: JobFacts; state?: Record<string, string> } = {},
): Promise<StepRun> {
  return runCacheStep(
    name,
    { 'endpoint-url': testServer().endpoint, bucket: store, ...inputs },
    {
      workspace,
      env: await jobEnv(options.facts),
      ...(options.state ? { state: options.state } : {}),
    },
  );
}

/** The files under a folder, by relative path, with their text. */
export async function treeOf(root: string): Promise<Record<string, string>> {
  const files: Record<string, string> = {};
  for (const entry of await readdir(root, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const full = path.join(entry.parentPath, entry.name);
    files[path.relative(root, full).split(path.sep).join('/')] = await readFile(full, 'utf8');
  }
  return files;
}
