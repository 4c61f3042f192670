import { describe, expect, it } from 'vitest';
import {
  entriesFolder,
  manifestName,
  parseAnyManifestName,
  parseManifestName,
} from '../../src/cache/store/cache-names.js';
import { removeManifestCommand, shellWord } from '../../src/report/shell-command.js';

const V = 'a'.repeat(64);
const shared = { bucket: 'b', prefix: 'ci' };
const app = { ...shared, repository: 'org/app' };
const other = { ...shared, repository: 'org/other' };

describe('keyspaces: one per repository, and the shared one of the first layout', () => {
  it('a repository keeps its entries under repos/OWNER/NAME/, the shared keyspace under entries/', () => {
    expect(entriesFolder(shared)).toBe('ci/s3-cache-v1/entries/');
    expect(entriesFolder(app)).toBe('ci/s3-cache-v1/repos/org/app/');
    expect(manifestName(app, 'refs/heads/main', V, 'npm-1')).toBe(
      `ci/s3-cache-v1/repos/org/app/refs%2Fheads%2Fmain/${V}/npm-1`,
    );
  });

  it("a repository never parses another's manifest, nor the shared keyspace's", () => {
    const mine = manifestName(app, 'refs/heads/main', V, 'npm-1');
    expect(parseManifestName(app, mine)).toEqual({
      scope: 'refs/heads/main',
      version: V,
      key: 'npm-1',
    });
    expect(parseManifestName(other, mine)).toBeUndefined();
    expect(parseManifestName(shared, mine)).toBeUndefined();
    expect(
      parseManifestName(app, manifestName(shared, 'refs/heads/main', V, 'npm-1')),
    ).toBeUndefined();
  });

  it('prune parses any keyspace', () => {
    expect(parseAnyManifestName(shared, manifestName(app, 'r', V, 'k'))).toEqual({
      repository: 'org/app',
      scope: 'r',
      version: V,
      key: 'k',
    });
    expect(parseAnyManifestName(shared, manifestName(shared, 'r', V, 'k'))).toEqual({
      repository: undefined,
      scope: 'r',
      version: V,
      key: 'k',
    });
    expect(parseAnyManifestName(shared, `ci/s3-cache-v1/repos/org/r/${V}/k`)).toBeUndefined();
    expect(parseAnyManifestName(shared, 'ci/s3-cache-v1/cas/packs/x')).toBeUndefined();
  });

  it('a repository name that is not OWNER/NAME is refused', () => {
    expect(() => entriesFolder({ ...shared, repository: '../x' })).toThrow(/OWNER\/NAME/);
  });
});

describe('the command that removes an unreadable manifest, exact and safe to print', () => {
  it.each([
    ['plain', 'ci/s3-cache-v1/entries/r/k', 'ci/s3-cache-v1/entries/r/k'],
    ['a space and a quote', "a b'c", `'a b'\\''c'`],
    ['a newline and ::', 'k\n::error::x', `$'k\\x0a::error::x'`],
  ])('%s', (_name, text, word) => {
    expect(shellWord(text)).toBe(word);
    expect(shellWord(text)).not.toContain('\n');
  });

  it('names the store and the manifest', () => {
    expect(removeManifestCommand('s3://b/ci', 'ci/s3-cache-v1/entries/r/k')).toBe(
      'npx s3-sync cache rm s3://b/ci --manifest ci/s3-cache-v1/entries/r/k',
    );
  });
});
