import { describe, expect, it } from 'vitest';
import { PhaseCollector, phaseSeconds } from '../../src/phases.js';

function fakeClock(start = 1_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe('PhaseCollector', () => {
  it('keeps declared phases in order, with zero time when they never ran', () => {
    const clock = fakeClock();
    const phases = new PhaseCollector(
      [
        { name: 'lookup', label: 'Lookup' },
        { name: 'download', label: 'Download' },
      ],
      clock.now,
    );
    clock.advance(5);
    phases.add('download', 2, 100);
    expect(phases.list().map((p) => [p.name, p.label, p.startMs, p.objects, p.bytes])).toEqual([
      ['lookup', 'Lookup', undefined, 0, 0],
      ['download', 'Download', 5, 2, 100],
    ]);
    expect(phaseSeconds(phases.get('lookup')!, 1_000)).toBe(0);
  });

  it('appends undeclared phases when they first begin and keeps the first start', () => {
    const clock = fakeClock();
    const phases = new PhaseCollector([], clock.now);
    clock.advance(10);
    phases.begin('pack');
    clock.advance(10);
    phases.begin('pack');
    clock.advance(30);
    phases.end('pack');
    const pack = phases.get('pack')!;
    expect([pack.label, pack.startMs, pack.endMs]).toEqual(['pack', 10, 50]);
    expect(phaseSeconds(pack, 999)).toBe(0.04);
  });

  it('counts a running phase up to the finish, and adds waits', () => {
    const clock = fakeClock();
    const phases = new PhaseCollector([{ name: 'list-source', label: 'List source' }], clock.now);
    phases.begin('list-source');
    phases.waited('list-source', 300);
    phases.waited('list-source', 0);
    phases.waited('list-source', 200);
    expect(phases.get('list-source')!.waitedMs).toBe(500);
    expect(phaseSeconds(phases.get('list-source')!, 2_500)).toBe(2.5);
  });

  it('time() ends the phase when the work throws', async () => {
    const clock = fakeClock();
    const phases = new PhaseCollector([], clock.now);
    await expect(
      phases.time('upload', async () => {
        clock.advance(7);
        throw new Error('boom');
      }),
    ).rejects.toThrow('boom');
    expect(phases.get('upload')).toMatchObject({ startMs: 0, endMs: 7 });
  });

  it('time() in several runs counts the gaps with none in flight as the wait, not overlaps', async () => {
    const clock = fakeClock();
    const phases = new PhaseCollector([], clock.now);
    const run = (ms: number) =>
      phases.time('upload', async () => {
        clock.advance(ms);
      });
    await run(100); // 0-100
    clock.advance(400); // waiting for the next pack
    let release!: () => void;
    const held = phases.time('upload', () => new Promise<void>((r) => (release = r))); // from 500
    clock.advance(50);
    await run(50); // 550-600, while the other is in flight: no gap
    clock.advance(100);
    release();
    await held; // ends at 700
    expect(phases.get('upload')).toMatchObject({ startMs: 0, endMs: 700, waitedMs: 400 });
    expect(Object.keys(phases.get('upload')!).sort()).toEqual([
      'bytes',
      'endMs',
      'label',
      'name',
      'objects',
      'startMs',
      'waitedMs',
    ]);
  });

  it('returns copies, so a report cannot change the collector', () => {
    const phases = new PhaseCollector([{ name: 'plan', label: 'Plan' }]);
    const [plan] = phases.list();
    (plan as { objects: number }).objects = 99;
    expect(phases.get('plan')!.objects).toBe(0);
  });
});
