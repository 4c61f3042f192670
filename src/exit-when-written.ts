/**
 * Ends the process once stdout and stderr hold nothing unwritten. Every front-end ends on
 * purpose, since keep-alive sockets could hold the process open after the work is done (as
 * actions/cache does). But once a worker thread has started, Node writes to a stdout pipe
 * without blocking, and an exit then dropped what the reader had not taken yet: the end of a
 * long `sync --dryrun` piped to a slow reader, 58 KB of 2.6 MB arrived.
 */
export async function exitWhenWritten(code?: number): Promise<never> {
  await Promise.all([written(process.stdout), written(process.stderr)]);
  // process.exit(undefined) exits with 0 (Node 20 and 24), not with process.exitCode, which a
  // failed step set (core.setFailed): only an exit without an argument keeps it.
  if (code === undefined) process.exit();
  process.exit(code);
}

/** Resolves once what was written to `stream` before has gone out (or the stream is gone). */
function written(stream: NodeJS.WriteStream): Promise<void> {
  return new Promise((resolve) => {
    if (stream.writableLength === 0 || stream.destroyed) resolve();
    // Written in order: the callback of an empty write comes after everything queued before it,
    // or with an error if the reader has gone (EPIPE), which ends the wait as well.
    else stream.write('', () => resolve());
  });
}
