/**
 * True when a process with this pid runs on this host (EPERM: it does, under another user).
 * Temporary names carry the pid of the run that made them, so a later run can tell a dead run's
 * leftovers from a live run's files (`src/transfer/temp-names.ts`).
 */
export function isPidAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as { code?: string }).code === 'EPERM';
  }
}
