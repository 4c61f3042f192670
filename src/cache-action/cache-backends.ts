import type { CacheBackend } from './cache-backend.js';
import type { CacheSettings } from './cache-settings.js';
import { restoreFromGithubService, saveToGithubService } from './github-backend.js';
import { s3Backend } from './s3-backend.js';

const githubBackend: CacheBackend = {
  restore: (settings, _signal, startedAtMs) => restoreFromGithubService(settings, startedAtMs),
  save: (settings, { key }, _signal, startedAtMs) =>
    saveToGithubService(settings, key, startedAtMs),
};

/** A bucket, when given, is the store; without one, GitHub's service (as actions/cache). */
export function backendFor(settings: CacheSettings): CacheBackend {
  return settings.store ? s3Backend : githubBackend;
}
