import { describe, expect, it } from 'vitest';
import {
  axisEnd,
  ganttChart,
  roundAxisEnd,
  ganttTicks,
  timelineChart,
} from '../../src/report/summary-charts.js';
import { overlapSentence, phaseTable } from '../../src/report/phase-table.js';
import type { PhaseReport } from '../../src/report/phase-report.js';
import { formatByteRate } from '../../src/report/format.js';

const phase = (name: string, startSeconds: number, seconds: number): PhaseReport => ({
  name,
  label: name[0]!.toUpperCase() + name.slice(1),
  startSeconds,
  seconds,
  waitedSeconds: 0,
  objects: 0,
  bytes: 0,
  objectsPerSecond: 0,
  bytesPerSecond: 0,
});

const MS_PER_UNIT = { millisecond: 1, second: 1_000, minute: 60_000, hour: 3_600_000 };

describe('the gantt time axis', () => {
  it.each([0.05, 0.4, 0.9, 1.93, 4, 12.5, 59, 61, 300, 1800, 7200])(
    'a %s s chart has at most ten ticks, at a round spacing, in a format that reads',
    (totalSeconds) => {
      const { tickInterval, axisFormat } = ganttTicks(totalSeconds * 1000);
      const [, n, unit] = /^(\d+)(millisecond|second|minute|hour)$/.exec(tickInterval)!;
      const stepMs = Number(n) * MS_PER_UNIT[unit as keyof typeof MS_PER_UNIT];
      expect(Math.floor((totalSeconds * 1000) / stepMs) + 1).toBeLessThanOrEqual(10);
      // Never the default's "00:01.000": seconds with a unit, or minutes:seconds past a minute.
      expect(axisFormat).toBe(totalSeconds >= 60 ? '%-M:%S' : stepMs < 1000 ? '%-S.%L s' : '%-S s');
    },
  );

  it('bars go in the order the phases began, named p0, p1…, so labels cannot clash', () => {
    const never = { ...phase('never', 0, 0), startSeconds: undefined };
    const chart = ganttChart([phase('upload', 2, 1), phase('walk', 0, 1), never]);
    expect(chart).toContain('    Walk :p0, 0, 1000\n    Upload :p1, 2000, 3000\n');
    expect(chart).toContain('    todayMarker off\n');
    expect(ganttChart([{ ...phase('x', 0, 0), startSeconds: undefined }])).toBe('');
  });
});

describe('the chart of counters over time', () => {
  it.each([0.1, 0.35, 1.3, 1.4, 2, 4, 12.5, 59, 302, 12_345])(
    'an axis to %s ends where d3 puts at most 11 labels on it',
    (value) => {
      const end = axisEnd(value);
      expect(end).toBeGreaterThanOrEqual(value);
      expect(end).toBeLessThanOrEqual(value * 1.3);
    },
  );

  const lines = [{ counter: 'done', label: 'done', color: '#000000' }];
  it('the counts axis ends on a labelled tick: 9,995 objects on an axis to 10,000, 302 to 350', () => {
    expect(roundAxisEnd(9_995)).toBe(10_000);
    expect(roundAxisEnd(302)).toBe(350);
    expect(roundAxisEnd(10_000)).toBe(10_000);
  });

  it('draws nothing with fewer than three samples or every line at 0', () => {
    expect(timelineChart([{ tMs: 0, counts: { done: 1 } }], lines, 't')).toBe('');
    const flat = [0, 1, 2].map((t) => ({ tMs: t * 1000, counts: { done: 0 } }));
    expect(timelineChart(flat, lines, 't')).toBe('');
  });

  it('places unevenly timed samples at their times on a numeric axis', () => {
    const samples = [
      { tMs: 250, counts: { done: 10 } },
      { tMs: 500, counts: { done: 20 } },
      { tMs: 4000, counts: { done: 40 } },
    ];
    const chart = timelineChart(samples, lines, 'Done');
    expect(chart).toContain('x-axis "seconds" 0 --> 4');
    const values = /line "done" \[(.*)\]/.exec(chart)![1]!.split(', ').map(Number);
    expect(values).toHaveLength(41);
    expect(values[0]).toBe(0); // nothing is done when the job starts
    expect(values[5]).toBe(20); // 0.5 s
    expect(values[20]).toBe(29); // 2 s: between 20 at 0.5 s and 40 at 4 s
    expect(values[40]).toBe(40);
  });
});

describe('rates', () => {
  it('are in MiB/s, however small', () => {
    expect(formatByteRate(26 * 1024 * 1024, 1.66)).toBe('15.7 MiB/s');
    expect(formatByteRate(1002.3 * 1024, 1)).toBe('0.98 MiB/s');
    expect(formatByteRate(1024, 1)).toBe('< 0.01 MiB/s');
    expect(formatByteRate(0, 1)).toBe('–');
    expect(formatByteRate(10, 0)).toBe('–');
  });
});

describe('the phase table and its overlaps', () => {
  it('names the phases that overlap and says their seconds add past the total', () => {
    const phases = [
      phase('download', 0.2, 1.2),
      phase('unpack', 0.21, 1.29),
      phase('finish', 1.5, 0.1),
    ];
    expect(overlapSentence(phases, 1.7)).toBe(
      "Phases that ran at the same time (see the chart): Unpack alongside download, so the phases' seconds add up to 2.59 s, more than the 1.70 s they took.",
    );
    expect(overlapSentence([phase('a', 0, 1), phase('b', 1, 1)], 2)).toBe('');
  });

  it('has no waiting column when no phase waited, and ends on the total', () => {
    const table = phaseTable([{ phase: phase('a', 0, 1), work: 'x | y', rate: '–' }], 1.5, 'all');
    expect(table[0]).toBe('| phase | from | to | seconds | what it did | rate |');
    expect(table[2]).toBe('| A | 0.00 s | 1.00 s | 1.00 s | x   y | – |');
    expect(table.at(-1)).toBe('| **Total** | 0.00 s | 1.50 s | **1.50 s** | all | |');
  });
});
