import { describe, expect, it } from 'vitest';
import { formatFaults, formatHedges } from '../../src/report/format-faults.js';

describe('formatFaults (the CLI report and the job summary)', () => {
  it('says nothing for a run without faults', () => {
    expect(formatFaults({})).toBe('');
    expect(
      formatFaults({
        stalls: 0,
        hedges: 0,
        hedgeWins: 0,
        leftoversRemoved: 0,
        leftoverBytesRemoved: 0,
      }),
    ).toBe('');
  });

  it('names stalls and the leftovers removed, with their bytes; hedges are not faults', () => {
    const counts = {
      stalls: 3,
      hedges: 12,
      hedgeWins: 9,
      leftoversRemoved: 2,
      leftoverBytesRemoved: 48 * 1024 * 1024,
    };
    expect(formatFaults(counts)).toMatch(
      /^Faults: 3 stalled requests abandoned and sent again; 2 temporary files of dead runs removed \(48(\.0)? MiB\)\.$/,
    );
    expect(formatFaults({ hedges: 12, hedgeWins: 9 })).toBe('');
    expect(formatHedges(counts)).toBe(
      'Hedged GETs: 12 slow GETs raced by a second request, which answered first 9 times.',
    );
    expect(formatHedges({ hedges: 1, hedgeWins: 1 })).toBe(
      'Hedged GETs: 1 slow GET raced by a second request, which answered first 1 time.',
    );
  });
});
