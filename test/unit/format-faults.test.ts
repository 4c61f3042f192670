import { describe, expect, it } from 'vitest';
import { formatFaults } from '../../src/report/format-faults.js';

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

  it('names stalls, hedges and the leftovers removed, with their bytes', () => {
    const line = formatFaults({
      stalls: 3,
      hedges: 12,
      hedgeWins: 9,
      leftoversRemoved: 2,
      leftoverBytesRemoved: 48 * 1024 * 1024,
    });
    expect(line).toMatch(
      /^Faults: 3 stalled requests abandoned and sent again; 12 slow GETs hedged \(9 hedges won\); 2 temporary files of dead runs removed \(48(\.0)? MiB\)\.$/,
    );
  });
});
