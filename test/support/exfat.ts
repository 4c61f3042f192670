import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';

/**
 * A case-insensitive file system made by a test: exFAT (Debian's exfatprogs and exfat-fuse) on a
 * loop device, as root. exFAT folds case letter by letter (its upcase table), does not normalize
 * Unicode, and holds no symlinks. Where it cannot be made, `why` says why and the tests skip.
 */
export interface ExfatMount {
  readonly mnt: string;
  readonly loop: string;
}

export function exfatUnavailable(): string | undefined {
  if (process.getuid?.() !== 0) return 'not root (losetup and mount need it)';
  for (const tool of ['/usr/sbin/mkfs.exfat', '/usr/sbin/mount.exfat-fuse', '/usr/sbin/losetup'])
    if (!existsSync(tool)) return `${tool} is missing (apt-get install exfatprogs exfat-fuse)`;
  if (!existsSync('/dev/fuse')) return '/dev/fuse is missing';
  return undefined;
}

/** A fresh 64 MiB exFAT image in `scratch`, mounted at `scratch/mnt`; throws if it cannot be. */
export function mountExfat(scratch: string): ExfatMount {
  const image = path.join(scratch, 'exfat.img');
  const mnt = path.join(scratch, 'mnt');
  mkdirSync(scratch, { recursive: true });
  execFileSync('truncate', ['-s', '64M', image]);
  execFileSync('/usr/sbin/mkfs.exfat', [image], { stdio: 'ignore' });
  const loop = execFileSync('/usr/sbin/losetup', ['-f', '--show', image], {
    encoding: 'utf8',
  }).trim();
  mkdirSync(mnt, { recursive: true });
  try {
    execFileSync('/usr/sbin/mount.exfat-fuse', [loop, mnt], { stdio: 'ignore', timeout: 20_000 });
  } catch (error) {
    execFileSync('/usr/sbin/losetup', ['-d', loop]);
    throw error;
  }
  return { mnt, loop };
}

export function unmountExfat(mounted: ExfatMount): void {
  execFileSync('umount', [mounted.mnt]);
  execFileSync('/usr/sbin/losetup', ['-d', mounted.loop]);
}
