import { CacheInputs } from './cache-constants.js';
import type { CacheSettings } from './cache-settings.js';

/**
 * What a step says in its log about the actions/cache inputs it accepts but cannot honour, so a
 * workflow moved over from actions/cache never loses its intent silently. The runner adds its
 * own warning for `save-always` (the input's deprecationMessage); these lines say what happens
 * here instead.
 */
export function compatibilityNotes(
  settings: Pick<CacheSettings, 'saveAlways' | 'uploadChunkSizeBytes' | 'store'>,
  step: 'restore' | 'save',
): string[] {
  const notes: string[] = [];
  // post-if cannot read an input (only success(), failure(), github.* and the like), which is
  // why actions/cache deprecated save-always: the post step runs when the job succeeds, only.
  if (step === 'restore' && settings.saveAlways) {
    notes.push(
      `Input '${CacheInputs.SaveAlways}' has no effect: the post step saves only when the job succeeds. To save after a failure, use cache/restore, then cache/save with 'if: always()'.`,
    );
  }
  if (step === 'save' && settings.uploadChunkSizeBytes !== undefined && settings.store) {
    notes.push(
      `Input '${CacheInputs.UploadChunkSize}' (${settings.uploadChunkSizeBytes}) is for GitHub's cache service; the S3 store ignores it: its packs and upload parts have sizes of their own.`,
    );
  }
  return notes;
}
