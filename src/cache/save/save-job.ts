import { PhaseCollector } from '../../phases.js';
import { manifestName } from '../store/cache-names.js';
import { levelOfScope, type ContentLevel } from '../store/content-levels.js';
import type {
  CacheSaveRequest,
  CacheSaveResult,
  CacheSession,
  CacheStoreLocation,
} from '../store/cache-types.js';
import { SaveWorkers } from './save-workers.js';

const SAVE_PHASES = [
  { name: 'walk', label: 'Walk' },
  { name: 'lookup', label: 'Find reusable packs' },
  { name: 'hash', label: 'Hash' },
  { name: 'compress', label: 'Compress large files' },
  { name: 'pack', label: 'Pack small files' },
  { name: 'upload', label: 'Upload' },
  { name: 'commit', label: 'Commit manifest' },
];

/**
 * One save's shared context, made once and passed to each of its steps: where it writes, what
 * it was asked, its phases and warnings, its worker threads and its signal.
 */
export class SaveJob {
  readonly store: CacheStoreLocation;
  /** The manifest's object key: the entry this save commits last. */
  readonly manifestKey: string;
  /**
   * The content level of the scope it writes: where its new packs and blobs go, and which of a
   * prior entry's it may reuse (docs/cache-format.md, "Content levels").
   */
  readonly level: ContentLevel;
  readonly phases = new PhaseCollector(SAVE_PHASES);
  readonly warnings: string[] = [];
  /** Started only when the work needs them (save-workers.ts); closed when the save ends. */
  readonly workers = new SaveWorkers();
  /** Set when the key holds an entry no restore can read: the commit writes over it. */
  replacesBroken = false;

  constructor(
    readonly session: CacheSession,
    readonly request: CacheSaveRequest,
    readonly signal: AbortSignal,
  ) {
    this.phases.wire = session.direct.wire;
    this.store = request.store;
    this.manifestKey = manifestName(this.store, request.scope, request.version, request.key);
    this.level = levelOfScope(request.scope);
  }

  /** The result of a save that stored nothing. */
  storedNothing(outcome: 'exists' | 'nothing-to-save'): CacheSaveResult {
    return {
      outcome,
      files: 0,
      bytes: 0,
      bytesUploaded: 0,
      packsUploaded: 0,
      packsReused: 0,
      blobsUploaded: 0,
      folders: 0,
      links: 0,
      manifestBytes: 0,
      phases: this.phases.list(),
      warnings: this.warnings,
    };
  }
}
