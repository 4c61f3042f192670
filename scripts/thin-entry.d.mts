// Types of thin-entry.mjs, a plain script that the package script runs with no build step.
export interface ThinEntry {
  /** tsc's output, under build/. */
  readonly from: string;
  /** Where it lies in dist/. */
  readonly to: string;
  /** File mode, for an entry that is run as a command. */
  readonly mode?: number;
}
export declare const ENGINE: string;
export declare const THIN_ENTRIES: readonly ThinEntry[];
export declare function thinEntryProblem(
  text: string,
  entry: Pick<ThinEntry, 'from' | 'to'>,
): string | undefined;
