import v8 from 'node:v8';
import vm from 'node:vm';

let gc: (() => void) | null | undefined;

/**
 * Runs a full garbage collection now, where V8 allows it (a no-op otherwise). For the one moment
 * a large manifest has just been decoded: its JSON text (an external string, 28 MB at 200,000
 * files) and the parsed strings copied into the path table are dead, but a restore's main thread
 * heap grows no more after its plan, so V8 never collected them and they stayed in the peak RSS
 * (321-339 MB against 282 before the table, one 200,000-file restore each). The runner starts
 * `node` without `--expose-gc`; as for holdYoungGeneration (young-generation.ts) the flag is set
 * once Node runs, and a new context then has `gc`.
 */
export function collectGarbage(): void {
  // Node started with --expose-gc: its flags stay as they are.
  const exposed = globalThis.gc;
  if (gc === undefined && typeof exposed === 'function') gc = () => void exposed();
  if (gc === undefined) {
    try {
      v8.setFlagsFromString('--expose-gc');
      const found: unknown = vm.runInNewContext('typeof gc === "function" ? gc : null');
      gc = typeof found === 'function' ? (found as () => void) : null;
      // The function stays usable; the flag goes back, since V8 checks code caches against a
      // hash of its flags (young-generation.ts: a worker started later would compile Node's own
      // modules from source).
      v8.setFlagsFromString('--no-expose-gc');
    } catch {
      gc = null;
    }
  }
  gc?.();
}
