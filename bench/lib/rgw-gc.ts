/**
 * Frees what deleted objects still hold in RGW's store. RGW deletes an object's data (all but a
 * small head) only through its garbage collector, after `rgw gc obj min wait` (two hours by
 * default), so a suite that uploads and deletes gigabytes each round fills the in-memory store
 * anyway: the large suite hung in its third round so. Called after each run that wrote objects;
 * on a server that is not a local RGW (no radosgw process, no `-c ceph.conf` to find) it does
 * nothing.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { findServerPids } from './cpu.js';

/** The ceph.conf the running radosgw was started with, from its command line. */
function radosgwConf(): string | undefined {
  for (const pid of findServerPids()) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'radosgw') continue;
      const args = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const at = args.indexOf('-c');
      if (at >= 0 && args[at + 1]) return args[at + 1];
    } catch {
      // The process ended meanwhile.
    }
  }
  return undefined;
}

let warned = false;

/** Runs RGW's garbage collection over everything deleted, now; false when it could not. */
export function collectServerGarbage(): boolean {
  const conf = radosgwConf();
  if (!conf) return false;
  try {
    execFileSync('radosgw-admin', ['-c', conf, 'gc', 'process', '--include-all'], {
      stdio: 'ignore',
      timeout: 300_000,
    });
    return true;
  } catch (error) {
    if (!warned) console.log(`RGW garbage collection failed: ${(error as Error).message}`);
    warned = true;
    return false;
  }
}
