import { closeSync, openSync, writeSync } from 'node:fs';
import { redactSecrets } from '../secret-text.js';

/** Lines held before they are written: a 100k-key sync writes a few hundred times, not 100k. */
const FLUSH_BYTES = 64 * 1024;

/**
 * The names a sync wrote or deleted (issue 28), one JSON string per line: keys may hold any
 * character, a newline included, and JSON keeps each on its own line. S3 destinations list keys;
 * a local destination lists paths relative to its folder, with `/`. Written as the run goes, so
 * memory stays flat however many keys change. Lines come in the order the work finished.
 *
 * The file is an output edge like stdout (secret-text.ts): later steps print it, upload it as an
 * artifact or post it, where the runner masks nothing. Keys come from the bucket, and one that
 * holds a value the run keeps secret (an endpoint that echoes credentials into its listing) is
 * written with it replaced by `***`, as the log line of the same object shows it; it keeps its
 * line, so the count still says how many objects changed.
 */
export class ChangedKeys {
  private readonly fd: number;
  private lines: string[] = [];
  private heldBytes = 0;
  private added = 0;

  /** Creates (or empties) the file at `filePath`. */
  constructor(readonly filePath: string) {
    this.fd = openSync(filePath, 'w');
  }

  get count(): number {
    return this.added;
  }

  add(key: string): void {
    const line = `${JSON.stringify(redactSecrets(key))}\n`;
    this.lines.push(line);
    this.added++;
    this.heldBytes += line.length;
    if (this.heldBytes >= FLUSH_BYTES) this.flush();
  }

  /** Writes what is held and closes the file. */
  close(): void {
    this.flush();
    closeSync(this.fd);
  }

  private flush(): void {
    if (this.lines.length === 0) return;
    const bytes = Buffer.from(this.lines.join(''));
    for (let at = 0; at < bytes.length;) at += writeSync(this.fd, bytes, at, bytes.length - at);
    this.lines = [];
    this.heldBytes = 0;
  }
}
