import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { readCacheSettings } from '../../src/cache-action/cache-settings.js';
import { compatibilityNotes } from '../../src/cache-action/compat-notes.js';

// The GitHub backend's library, replaced in this file only: the test checks what it is handed.
const toolkit = vi.hoisted(() => ({
  isFeatureAvailable: vi.fn(() => true),
  saveCache: vi.fn(async () => 7),
  restoreCache: vi.fn(async () => undefined),
}));
vi.mock('@actions/cache', () => toolkit);
const { saveWithGithub } = await import('../../src/cache-action/github/github-cache.js');

const read = (inputs: Record<string, string>) =>
  readCacheSettings((name) => ({ path: 'node_modules', key: 'npm-1', ...inputs })[name] ?? '', {
    GITHUB_WORKSPACE: '/ws',
    GITHUB_REF: 'refs/heads/main',
    GITHUB_REPOSITORY: 'octo/app',
  });

const actionYml = (file: string) =>
  readFileSync(path.resolve(import.meta.dirname, '../..', file), 'utf8');

describe("actions/cache's upload-chunk-size and save-always, accepted as a drop-in", () => {
  afterEach(() => vi.clearAllMocks());

  it('with: upload-chunk-size: 33554432 reads as bytes; not given, it is undefined', () => {
    expect(read({ 'upload-chunk-size': '33554432' }).uploadChunkSizeBytes).toBe(33554432);
    expect(read({}).uploadChunkSizeBytes).toBeUndefined();
  });

  it.each(['32MB', '-1', '0', 'abc'])(
    'with: upload-chunk-size: %j is refused, naming the input, the value and the form',
    (value) => {
      expect(() => read({ 'upload-chunk-size': value })).toThrow(
        `Input 'upload-chunk-size' must be an integer from 1 to ${Number.MAX_SAFE_INTEGER}, got ${JSON.stringify(value)}`,
      );
    },
  );

  it("with: save-always: true reads as true; 'maybe' is refused", () => {
    expect(read({ 'save-always': 'true' }).saveAlways).toBe(true);
    expect(read({}).saveAlways).toBe(false);
    expect(() => read({ 'save-always': 'maybe' })).toThrow(/^Input 'save-always' must be/);
  });

  it('cache/action.yml marks save-always deprecated, so the runner warns as for actions/cache', () => {
    const text = actionYml('cache/action.yml');
    const block = text.slice(text.indexOf('  save-always:'), text.indexOf('  bucket:'));
    expect(block).toMatch(/^ {4}deprecationMessage: ['"]save-always does not work as intended/m);
    // The post step still runs on success only: post-if cannot read an input.
    expect(text).toMatch(/^ {2}post-if: success\(\)$/m);
  });

  it("the GitHub service's save is handed upload-chunk-size as actions/cache hands it", async () => {
    const request = {
      paths: ['/nowhere-s3-sync-compat'],
      workspace: '/',
      key: 'k',
      crossOs: false,
    };
    await saveWithGithub({ ...request, uploadChunkSizeBytes: 1048576 }, {});
    expect(toolkit.saveCache).toHaveBeenLastCalledWith(
      ['/nowhere-s3-sync-compat'],
      'k',
      { uploadChunkSize: 1048576 },
      false,
    );
    await saveWithGithub(request, {});
    expect(toolkit.saveCache).toHaveBeenLastCalledWith(
      ['/nowhere-s3-sync-compat'],
      'k',
      undefined,
      false,
    );
  });

  it('the log says save-always has no effect (restore) and that S3 ignores upload-chunk-size (save)', () => {
    const s3 = read({ 'save-always': 'true', 'upload-chunk-size': '1024', bucket: 's3://caches' });
    expect(compatibilityNotes(s3, 'restore')).toEqual([
      expect.stringMatching(/^Input 'save-always' has no effect: .*'if: always\(\)'\.$/),
    ]);
    expect(compatibilityNotes(s3, 'save')).toEqual([
      expect.stringMatching(
        /^Input 'upload-chunk-size' \(1024\) is for GitHub's cache service; the S3 store ignores it/,
      ),
    ]);
    // On GitHub's service the size is used, so there is nothing to say.
    const github = read({ 'upload-chunk-size': '1024' });
    expect(compatibilityNotes(github, 'save')).toEqual([]);
    expect(compatibilityNotes(read({}), 'restore')).toEqual([]);
  });
});
