import type { SyncReport } from '../report/sync-report.js';
import type { Endpoint } from '../sync/sync-request.js';
import { parseChoice } from '../validate.js';
import { option, type FrontEnd } from './option-table.js';

export const IF_NO_FILES_FOUND = ['warn', 'error', 'ignore'] as const;
export type IfNoFilesFound = (typeof IF_NO_FILES_FOUND)[number];

/**
 * What a sync does when its source holds nothing, as actions/upload-artifact's input of the same
 * name: a build that wrote its output elsewhere, or a prefix nothing uploads to, would otherwise
 * pass green having copied nothing.
 */
export const IF_NO_FILES_FOUND_OPTION = option({
  input: 'if-no-files-found',
  flag: 'if-no-files-found',
  valueName: 'warn|error|ignore',
  kind: 'string',
  default: 'warn',
  description:
    "When the source holds no file or object (in its range): 'warn' says so and succeeds, 'error' fails the step, 'ignore' says nothing (as actions/upload-artifact's input).",
  cliDescription:
    "When SRC holds no file or object (in its range): 'warn' says so on stderr and exits 0, 'error' fails (exit 255), 'ignore' says nothing.",
  parse: (value, name) => parseChoice(name, value, IF_NO_FILES_FOUND),
});

/** A sync whose source held nothing, with if-no-files-found: error. */
export class EmptySourceError extends Error {
  override readonly name = 'EmptySourceError';
}

/**
 * What the front-end says about a finished run whose source held nothing: a warning, an
 * error, or neither (also when the source held something).
 */
export function emptySourceOutcome(
  report: Pick<SyncReport, 'source' | 'counts'>,
  source: Endpoint,
  choice: IfNoFilesFound,
  frontEnd: FrontEnd,
): { warning?: string; error?: EmptySourceError } {
  if (report.counts.listed > 0 || choice === 'ignore') return {};
  const what = source.kind === 'local' ? 'no files' : 'no objects';
  const problem = `The source ${JSON.stringify(report.source)} holds ${what}, so nothing was copied`;
  const words =
    frontEnd === 'action'
      ? {
          setting: 'if-no-files-found: error',
          check: 'check the source input, and where the steps before it write',
          choices:
            'Set if-no-files-found: error to fail the step on this, or ignore to say nothing.',
        }
      : {
          setting: '--if-no-files-found error',
          check: 'check SRC',
          choices: '--if-no-files-found error makes this fail, ignore silences it.',
        };
  if (choice === 'error')
    return { error: new EmptySourceError(`${problem} (${words.setting}): ${words.check}`) };
  return { warning: `${problem}: ${words.check}. ${words.choices}` };
}
