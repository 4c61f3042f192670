import { formatCount, formatSize } from './format.js';

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
 * One sentence on the faults a run rode out (stalled requests sent again, hedged GETs, leftovers
 * of dead runs removed), or '' when there were none: plain text, for the CLI and the summary.
 */
export function formatFaults(counts: Partial<FaultCounts>): string {
  const c = { ...NONE, ...counts };
  const parts: string[] = [];
  if (c.stalls > 0)
    parts.push(`${formatCount(c.stalls)} stalled requests abandoned and sent again`);
  if (c.hedges > 0)
    parts.push(
      `${formatCount(c.hedges)} slow GETs hedged (${formatCount(c.hedgeWins)} hedges won)`,
    );
  if (c.leftoversRemoved > 0)
    parts.push(
      `${formatCount(c.leftoversRemoved)} temporary files of dead runs removed (${formatSize(c.leftoverBytesRemoved)})`,
    );
  return parts.length ? `Faults: ${parts.join('; ')}.` : '';
}
