import { once } from 'node:events';

/** Writes to a stream and waits when it is full, so 100k lines never pile up in memory. */
export async function writeOut(
  text: string,
  stream: NodeJS.WritableStream = process.stdout,
): Promise<void> {
  if (text === '') return;
  if (!stream.write(text)) await once(stream, 'drain');
}

/**
 * Collects lines and writes them in blocks: one write per object would cost more than the
 * transfer of a small object. Stdout to a file or pipe is synchronous in Node on Linux.
 */
export class LineBuffer {
  private text = '';

  constructor(
    private readonly stream: NodeJS.WritableStream = process.stdout,
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
