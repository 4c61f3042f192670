import { encodeManifestStreamed } from '../store/cache-manifest.js';
import {
  MANIFEST_FORMAT,
  type CacheManifest,
  type ManifestContents,
  type StoredObject,
} from '../store/manifest-types.js';
import { putBytes } from '../store/store-put.js';
import { manifestSha256Metadata, totalsMetadata } from '../store/manifest-totals.js';
import type { HashedTree } from './save-hash.js';
import { recheckBeforeCommit, type GoneObjects } from './save-recheck.js';
import type { SaveJob } from './save-job.js';
import { newRowEntry, type SavePlan } from './save-plan.js';
import type { UploadedContent } from './save-upload.js';
import type { WalkedFiles } from './save-walk.js';

/** What the save stored, ready to be named by its manifest. */
export interface SavedContent {
  readonly walked: WalkedFiles;
  readonly hashedTree: HashedTree;
  readonly plan: SavePlan;
  readonly prior: CacheManifest | undefined;
  /** The prior entry's objects' ETags now, by index (save-prior.ts). */
  readonly priorEtags: ReadonlyArray<string | undefined>;
  readonly uploaded: UploadedContent;
}

/** Whether the manifest was written (false: the key was taken first), and its size. */
export interface CommittedManifest {
  readonly committed: boolean;
  readonly manifestBytes: number;
  /** Set when nothing was sent: objects the manifest names went away (save-recheck.ts). */
  readonly gone?: GoneObjects;
}

/**
 * Encodes the manifest and writes it last, under the entry's name: refused if the key exists
 * unless the request says `update` (If-None-Match settles a race between two saves). Nothing is
 * written when an object it names that this save did not write is gone (`gone` says which).
 */
export async function commitManifest(
  job: SaveJob,
  saved: SavedContent,
): Promise<CommittedManifest> {
  const { request, phases } = job;
  const { tree, scannedAtMs } = saved.walked;
  const { objects, contents } = manifestContents(saved);
  const { body, sha256: manifestSha256 } = await encodeManifestStreamed({
    format: MANIFEST_FORMAT,
    key: request.key,
    scope: request.scope,
    version: request.version,
    createdAtMs: Date.now(),
    scannedAtMs,
    roots: tree.roots,
    objects,
    entries: {
      type: tree.type,
      root: tree.root,
      path: tree.path,
      size: tree.size,
      mode: tree.mode,
      mtime: tree.mtime,
      link: tree.link,
      content: Array.from(saved.plan.content),
    },
    contents,
  });
  const { files, bytes } = saved.hashedTree;
  // Just before the commit: a prune since the save's first look may have removed what it reuses.
  const gone = await recheckBeforeCommit(job, objects, {
    reused: reusedInOrder(saved.plan),
    adopted: saved.uploaded.adopted,
  });
  if (gone) return { committed: false, manifestBytes: 0, gone };
  const { written: committed } = await phases.time('commit', () =>
    putBytes(
      job.session,
      {
        bucket: job.store.bucket,
        key: job.manifestKey,
        body,
        ifNoneMatch: !request.update && !job.replacesBroken,
        contentType: 'application/zstd',
        metadata: {
          ...totalsMetadata({ files, bytes }),
          ...manifestSha256Metadata(manifestSha256),
        },
      },
      job.signal,
    ),
  );
  phases.add('commit', 1, body.length);
  return { committed, manifestBytes: body.length };
}

/** The prior objects the new entry reads, in the order its manifest lists them. */
function reusedInOrder(plan: SavePlan): number[] {
  return [...plan.reusedObjects].sort((a, b) => a - b);
}

/**
 * The new manifest's objects (the prior ones it still reads, then the new ones) and its content
 * rows: a kept row's hash is copied from the prior manifest's bytes, a new one's from its entry's.
 */
function manifestContents({ plan, prior, priorEtags, uploaded }: SavedContent): {
  objects: StoredObject[];
  contents: ManifestContents;
} {
  const objects: StoredObject[] = [];
  const priorIndex = new Map<number, number>();
  for (const index of reusedInOrder(plan)) {
    priorIndex.set(index, objects.length);
    // Its ETag as checked now: the same as recorded, or the first recorded (an older build's).
    const etag = priorEtags[index];
    objects.push({ ...prior!.objects[index]!, ...(etag !== undefined ? { etag } : {}) });
  }
  const offset = objects.length;
  objects.push(...uploaded.objects);
  const rows = plan.rows.length;
  const sha256 = Buffer.allocUnsafe(rows * 32);
  const [object, frame, at] = [
    new Array<number>(rows),
    new Array<number>(rows),
    new Array<number>(rows),
  ];
  plan.rows.forEach((row, n) => {
    if (row >= 0) {
      const pc = prior!.contents;
      pc.sha256.copy(sha256, n * 32, row * 32, row * 32 + 32);
      object[n] = priorIndex.get(pc.object[row]!)!;
      frame[n] = pc.frame[row]!;
      at[n] = pc.at[row]!;
    } else {
      const [from, fromAt] = plan.hashAt(newRowEntry(row));
      from.copy(sha256, n * 32, fromAt, fromAt + 32);
      const { places } = uploaded;
      object[n] = offset + places.object[n]!;
      frame[n] = places.frame[n]!;
      at[n] = places.at[n]!;
    }
  });
  return { objects, contents: { sha256, object, frame, at } };
}
