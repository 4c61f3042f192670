import { formatCountOf, formatSize } from './format.js';

export interface FaultCounts {
  readonly stalls: number;
  readonly hedges: number;
  readonly hedgeWins: number;
  readonly leftoversRemoved: number;
  readonly leftoverBytesRemoved: number;
}

const NONE: FaultCounts = {
  stalls: 0,
  hedges: 0,
  hedgeWins: 0,
  leftoversRemoved: 0,
  leftoverBytesRemoved: 0,
};

/**
 * One sentence on the faults a run rode out (stalled requests sent again, leftovers of dead runs
 * removed), or '' when nothing went wrong: plain text, for the CLI and the summary. Hedged GETs
 * are not faults (a slow answer is raced, as a precaution): formatHedges says those.
 */
export function formatFaults(counts: Partial<FaultCounts>): string {
  const c = { ...NONE, ...counts };
  const parts: string[] = [];
  if (c.stalls > 0)
    parts.push(`${formatCountOf(c.stalls, 'stalled request')} abandoned and sent again`);
  if (c.leftoversRemoved > 0)
    parts.push(
      `${formatCountOf(c.leftoversRemoved, 'temporary file')} of dead runs removed (${formatSize(c.leftoverBytesRemoved)})`,
    );
  return parts.length ? `Faults: ${parts.join('; ')}.` : '';
}

/** The GETs raced by a second request because the first was slow, or '' when none were. */
export function formatHedges(counts: Partial<FaultCounts>): string {
  const c = { ...NONE, ...counts };
  if (c.hedges === 0) return '';
  return `Hedged GETs: ${formatCountOf(c.hedges, 'slow GET')} raced by a second request, which answered first ${formatCountOf(c.hedgeWins, 'time')}.`;
}
