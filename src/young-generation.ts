import v8 from 'node:v8';

let held = false;

/**
 * Keeps the main thread's V8 young generation at its starting size for the rest of the process.
 *
 * V8 doubles the young generation's semi-spaces whenever many objects survive a scavenge, up to
 * a most that it sizes from the machine's memory (64 MB semi-spaces, a 128 MB new space, on this
 * 23 GB machine). A save or a restore keeps every entry's columns alive while it runs, so the
 * new space grew to that most and stayed there: 100 MB of a 100,000-file save's peak RSS
 * (362 MB against 289 MB held; a restore 302-306 against 257-265 MB, at 3-8% more CPU).
 *
 * The cap for workers is `resourceLimits.maxYoungGenerationSizeMb`, and for a process the
 * `--max-semi-space-size` flag, which is read only when V8 sets up its heap: the runner starts
 * `node` without flags, so neither reaches the main thread. The growth factor, though, is read
 * each time V8 grows the new space, so setting it to 1 once Node runs stops the growth. Node
 * allows flags to change after start (it turns V8's flag freezing off), with a warning in its
 * docs that the effect is not guaranteed: if a later V8 ignores it, the cost is memory only.
 * It is process-wide, which suits the cache steps, `s3-sync cache` and the threaded lister once
 * its worker takes over (threaded-lister.ts): the engine is the only work of their process. A
 * listing's consumer took every page as objects for as long as it ran, so its young generation
 * grew from 16 to 32 and 64 MB semi-spaces between 100k and 1M keys in the runs that doubled
 * the peak RSS (a 1M-key `ls`: 285-297 MB, against 150 MB held).
 */
export function holdYoungGeneration(): void {
  if (held) return;
  held = true;
  apply();
}

/** Worker starts in progress, during which the hold is lifted. */
let workersStarting = 0;

/**
 * Lifts the hold until `started` settles. V8 checks every code cache against a hash of its
 * flags, so while the growth factor is changed a new worker thread compiles Node's own modules
 * from source instead of from the cache built into the binary: 94-103 against 60-70 ms of CPU per
 * cache worker (`npm run bench -- digests`). Setting the factor back to its default restores the
 * hash. The main thread allocates little meanwhile: a restore starts its workers once its lookup
 * has found an entry, and decodes the manifest only after they have loaded.
 */
export function liftHoldWhile(started: Promise<unknown>): void {
  workersStarting++;
  if (workersStarting === 1) apply();
  const done = () => {
    workersStarting--;
    if (workersStarting === 0) apply();
  };
  started.then(done, done);
}

/** The growth factor as the hold and the worker starts want it; untouched until a hold. */
function apply(): void {
  if (!held) return;
  v8.setFlagsFromString(
    workersStarting === 0
      ? '--semi-space-growth-factor=1'
      : `--semi-space-growth-factor=${V8_DEFAULT_GROWTH_FACTOR}`,
  );
}

/** V8's own default (`node --v8-options`), so that the flags' hash is Node's again. */
const V8_DEFAULT_GROWTH_FACTOR = 2;
