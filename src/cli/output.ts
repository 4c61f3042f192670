/** Writes to a stream and waits when it is full, so 100k lines never pile up in memory. */
export async function writeOut(
  text: string,
  stream: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  if (text === '') return;
  if (stream.write(text) || (stream as NodeJS.WriteStream).destroyed) return;
  // A reader that went away (EPIPE) ends the stream with 'close', and no 'drain' ever comes.
  await new Promise<void>((resolve) => {
    const done = (): void => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

/**
 * Collects lines and writes them in blocks: one write per object would cost more than the
 * transfer of a small object. Stdout to a file or pipe is synchronous in Node on Linux.
 */
export class LineBuffer {
  private text = '';

  constructor(
    private readonly stream: { write(text: string): unknown } = process.stdout,
    private readonly blockChars = 16 * 1024,
  ) {}

  push(line: string): void {
    this.text += `${line}\n`;
    if (this.text.length >= this.blockChars) this.flush();
  }

  flush(): void {
    if (this.text === '') return;
    this.stream.write(this.text);
    this.text = '';
  }
}

/**
 * JSON for one output line. JSON.stringify escapes C0 controls but leaves DEL, the C1 controls
 * (NEL, U+0085, ends a line for some readers) and U+2028/2029 as they are: escaped here too,
 * which JSON allows anywhere in a string, so the line stays valid JSON and one line.
 */
export function safeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[\u007f-\u009f\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
