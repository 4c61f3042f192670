// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';

/**
 * Imports run one way: front-ends (index.ts, sync-action/, cli/, report/, cache-action/, shards-action/, engine/, progress/) -> jobs
 * (sync/, cache/) -> transfer/ -> s3/ -> shared basics (errors, retry, phases, job-progress).
 * Each layer may import only from the layers after it (docs/architecture.md, "Layers: imports run
 * one way").
 */
const FRONT_END = [
  '**/cli/*',
  '**/report/*',
  '**/cache-action/*',
  '**/shards-action/*',
  '**/sync-action/*',
  '**/main.js',
  '**/index.js',
  '**/validate.js',
  '**/endpoint.js',
  '**/options/*',
  '**/engine/*',
  '**/progress/*',
];
const JOBS = ['**/sync/*', '**/cache/*'];
const TRANSFER = ['**/transfer/*'];
const S3 = ['**/s3/*', '**/s3/*/*'];

function forbid(files, groups, why, more = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: groups,
              message: `${why} (imports run one way: docs/architecture.md, "Layers: imports run one way")`,
            },
            ...more,
          ],
        },
      ],
    },
  };
}

/**
 * Inside the cache engine, rooms run one way too: save/ and restore/ use store/ (the format and
 * the bucket), workers/ (the pool), runtime/ and paths/, and never each other (the worker's entry,
 * src/cache/cache-worker-entry.ts, joins their task tables). store/, workers/ and runtime/ import
 * no other room; paths/ only store/ (docs/architecture.md, "The cache engine's rooms").
 */
const CACHE_ROOMS = {
  save: ['**/restore/*'],
  restore: ['**/save/*'],
  store: ['**/save/*', '**/restore/*', '**/workers/*', '**/runtime/*', '**/paths/*'],
  workers: ['**/save/*', '**/restore/*', '**/store/*', '**/runtime/*', '**/paths/*'],
  runtime: ['**/save/*', '**/restore/*', '**/store/*', '**/workers/*', '**/paths/*'],
  paths: ['**/save/*', '**/restore/*', '**/workers/*', '**/runtime/*'],
};

/** The job layer's rule for each cache room, with the room's own (flat config keeps one per file). */
function cacheRoomRules() {
  return Object.entries(CACHE_ROOMS).map(([room, groups]) =>
    forbid(
      [`src/cache/${room}/**`],
      FRONT_END,
      'A job returns what it did; its caller reports it',
      [
        {
          group: groups,
          message: `src/cache/${room}/ may not import this room (cache rooms run one way: docs/architecture.md)`,
        },
      ],
    ),
  );
}

/**
 * s3/'s rooms: signing/ (SigV4 and the signing clock), proxy/ (which requests go through a proxy
 * and how), raw/ (the hand-written HTTP/1.1 reader) and list/ (the bucket listers). The files at
 * s3/'s top (the session, the client, direct requests, errors) use them all; among the rooms,
 * signing/ and proxy/ use no other room, raw/ may use both (the signing clock, proxy tunnels),
 * and list/ any (docs/architecture.md, "s3/'s rooms").
 */
const S3_ROOMS = {
  signing: ['**/raw/*', '**/proxy/*', '**/list/*'],
  proxy: ['**/raw/*', '**/signing/*', '**/list/*'],
  raw: ['**/list/*'],
  list: [],
};

/** The transport layer's rule for each s3/ room, with the room's own. */
function s3RoomRules() {
  return Object.entries(S3_ROOMS).map(([room, groups]) =>
    forbid(
      [`src/s3/${room}/**`],
      [...FRONT_END, ...JOBS, ...TRANSFER],
      's3/ is the transport under every job',
      groups.length === 0
        ? []
        : [
            {
              group: groups,
              message: `src/s3/${room}/ may not import this room (s3/'s rooms run one way: docs/architecture.md)`,
            },
          ],
    ),
  );
}

function layerRules() {
  return [
    forbid(
      ['src/sync/**', 'src/cache/**'],
      FRONT_END,
      'A job returns what it did; its caller reports it',
    ),
    forbid(
      ['src/transfer/**'],
      [...FRONT_END, ...JOBS],
      'transfer/ serves the jobs and knows none of them',
    ),
    forbid(
      ['src/s3/**'],
      [...FRONT_END, ...JOBS, ...TRANSFER],
      's3/ is the transport under every job',
    ),
    forbid(
      [
        'src/errors.ts',
        'src/retry.ts',
        'src/phases.ts',
        'src/job-progress.ts',
        'src/wire-bytes.ts',
        'src/bounded.ts',
        'src/interrupt.ts',
        'src/exit-when-written.ts',
        'src/local-path-rules.ts',
        'src/file-name-folding.ts',
        'src/pid-alive.ts',
        'src/lazy-builtins.ts',
        'src/secret-text.ts',
        'src/redact-user-info.ts',
        'src/young-generation.ts',
      ],
      [...FRONT_END, ...JOBS, ...TRANSFER, ...S3],
      'The shared basics import nothing of the layers above them',
    ),
  ];
}

/**
 * The SDK behind one lazy boundary (docs/architecture.md, "What ships: `dist/`"): its packages'
 * code is imported by the modules named here only, each loaded by a dynamic import (the S3
 * client's by `src/s3/sdk-client.ts`, the body signer's by `src/s3/direct-buckets.ts`); any
 * other module names their types only, so that ncc keeps them out of what a download loads.
 */
const SDK_MODULES = ['src/s3/sdk-module.ts', 'src/s3/stall-handler.ts', 'src/s3/signing/sigv4.ts'];
const SDK_PACKAGES = ['@aws-sdk/client-s3', '@smithy/node-http-handler', '@smithy/signature-v4'];

function sdkBoundaryRule() {
  return {
    files: ['src/**/*.ts'],
    ignores: SDK_MODULES,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          paths: SDK_PACKAGES.map((name) => ({
            name,
            allowTypeImports: true,
            message:
              'The SDK loads lazily: get its client and commands from src/s3/sdk-client.ts (types may be imported)',
          })),
        },
      ],
    },
  };
}

export default tseslint.config(
  {
    ignores: [
      'dist/',
      'build/',
      'node_modules/',
      'coverage/',
      'bench/results/',
      '.s3-server/',
      'test-results/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.ts'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
      'no-console': 'error',
    },
  },
  ...layerRules(),
  ...cacheRoomRules(),
  ...s3RoomRules(),
  sdkBoundaryRule(),
  {
    // Issue #29: a function should fit in about 80 lines, so that it can be read as one step.
    // Blank lines and comments are not counted: they are what makes a long function readable
    // (steps set apart, the why written down), and counting them would only invite removing them.
    files: ['src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // The benchmarks under the same length as src/: a suite's steps, its tools and its summary
    // each in a function (and a module) of their own, as bench/cpu.ts is split. This limit only
    // ratchets down, never up: a longer function is split, not let through.
    files: ['bench/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 80, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    // A job's steps take its one context (sync/sync-job.ts, cache/save/save-job.ts,
    // cache/restore/restore-job.ts) and the request fields that vary per call as one object (as
    // the SDK's commands take their input), not long lists of positional parameters. The
    // benchmarks the same: a suite's context, a turn or a step as one object.
    files: ['src/**/*.ts', 'bench/**/*.ts'],
    rules: { 'max-params': ['error', 4] },
  },
  {
    // The CLI, benchmarks, scripts and tests talk to a terminal on purpose.
    files: ['src/cli/**', 'bench/**', 'scripts/**', 'test/**'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly', URL: 'readonly' } },
  },
);
