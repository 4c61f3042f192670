import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { summarizeProfiles } from '../../bench/cpu-profile.js';

const frame = (id: number, functionName: string, url: string, children: number[] = []) => ({
  id,
  callFrame: { functionName, url, lineNumber: 0 },
  children,
});

/**
 * A profile as `node --cpu-prof` writes it: a call tree, the node of each sample, and the
 * microseconds between samples (a sample's own time is the delta that follows it).
 */
const PROFILE = {
  nodes: [
    frame(1, '(root)', '', [2, 3, 5, 8, 9]),
    frame(2, '(garbage collector)', ''),
    frame(3, 'processTicksAndRejections', 'node:internal/process/task_queues', [4]),
    frame(4, 'signRequest', 'file:///w/node_modules/@smithy/signature-v4/dist-cjs/index.js', [6]),
    frame(5, 'compileSourceTextModule', 'node:internal/modules/esm/utils', [7]),
    frame(6, 'digest', 'node:internal/crypto/hash'),
    frame(7, 'topLevel', 'file:///w/profile-build/s3/sigv4.js'),
    frame(8, 'landFile', 'file:///w/profile-build/transfer/land-file.js'),
    frame(9, '(idle)', ''),
  ],
  samples: [2, 6, 6, 7, 8, 9, 4],
  timeDeltas: [0, 1000, 2000, 3000, 4000, 5000, 6000],
};

describe('the CPU profile grouping of the client-CPU benchmark', () => {
  let dir = '';
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('charges node frames to their caller, loading to start-up, and leaves idle out', () => {
    dir = mkdtempSync(path.join(tmpdir(), 'profile-test-'));
    writeFileSync(path.join(dir, 'CPU.1.cpuprofile'), JSON.stringify(PROFILE));
    // A second thread's profile adds to the same sums.
    writeFileSync(path.join(dir, 'CPU.2.cpuprofile'), JSON.stringify(PROFILE));
    const summary = summarizeProfiles('download', dir);
    const ms = (area: string) => summary.areas.find((a) => a.area === area)?.ms;
    // Samples: GC 1 ms; digest 2 + 3 ms under signRequest; topLevel 4 ms under the module
    // loader; landFile 5 ms; idle 6 ms left out; signRequest's last sample has no delta after it.
    expect(ms('GC')).toBe(2);
    expect(ms('signing and request building')).toBe(10);
    expect(ms('start-up (module loading, compile)')).toBe(8);
    expect(ms('local files (open, read, write, rename, stat)')).toBe(10);
    expect(summary.sampledMs).toBe(30);
    expect(summary.top[0]).toMatchObject({ fn: 'digest', area: 'signing and request building' });
    expect(summary.top.map((f) => f.where)).toContain('src/transfer/land-file.js:1');
  });
});
