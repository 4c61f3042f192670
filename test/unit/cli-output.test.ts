import { describe, expect, it } from 'vitest';
import { TransferError, InputError, S3Error } from '../../src/errors.js';
import { describeCliFailure, EXIT } from '../../src/cli/cli-failure.js';
import { safeJson } from '../../src/cli/output.js';
import { LsLineFormatter } from '../../src/cli/format-ls.js';
import { InterruptedError } from '../../src/interrupt.js';
import { oneLogLine } from '../../src/report/format.js';

const CONTROLS = [
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(i)),
  '\u007f',
  ...Array.from({ length: 32 }, (_, i) => String.fromCharCode(0x80 + i)),
  '\u2028',
  '\u2029',
];

describe('output no key can forge', () => {
  it.each(CONTROLS.map((c) => [c.charCodeAt(0).toString(16), c]))(
    'U+%s in a key is shown escaped in an ls line and in JSON',
    (_, c) => {
      const key = `a${c}::error::forged`;
      const line = new LsLineFormatter().line(key, 1, 0);
      expect(line.slice(0, -1)).not.toContain(c);
      expect(line.split('\n')).toHaveLength(2);
      const json = safeJson({ key });
      expect(json).not.toContain(c);
      expect(JSON.parse(json)).toEqual({ key });
    },
  );

  it('oneLogLine names the common ones', () => {
    expect(oneLogLine('a\nb\rc\td\u001b[31m')).toBe('a\\nb\\rc\\td\\u001b[31m');
  });
});

describe('CLI failures', () => {
  const key = 'bad\n::error::x';
  it.each([
    ['a usage error', new InputError('--concurrency', 'lots', 'an integer'), EXIT.usage],
    [
      'some objects failed',
      new TransferError([{ key, error: new Error('boom') }]),
      EXIT.objectsFailed,
    ],
    [
      'an S3 error',
      new S3Error('Access Denied', {
        operation: 'ListObjectsV2',
        bucket: 'b',
        hint: 'Check the credentials.',
      }),
      EXIT.failed,
    ],
    ['SIGINT', new InterruptedError('SIGINT'), 130],
    ['SIGTERM', new InterruptedError('SIGTERM'), 143],
  ] as const)(
    '%s: its own exit code, lines without control characters or a stack',
    (_, error, code) => {
      const failure = describeCliFailure(error, undefined, false);
      expect(failure.code).toBe(code);
      for (const line of failure.lines) {
        expect(line).not.toContain('\n');
        expect(line.trimStart().startsWith('::')).toBe(false);
        expect(line).not.toMatch(/^\s+at /);
      }
      expect(failure.lines[0]).toMatch(/^s3-sync: /);
    },
  );

  it('a stack trace only with --debug', () => {
    const failure = describeCliFailure(new Error('the source folder is missing'), undefined, true);
    expect(failure.lines.length).toBeGreaterThan(1);
    expect(failure.lines.some((l) => /^\s+\|\s+at /.test(l))).toBe(true);
  });

  it('a message from the bucket with ::error:: on a line of its own -> no line starts a workflow command, --debug too', () => {
    const error = new Error('GetObject failed: \n::error::pwned\r\n::set-output name=x::y');
    for (const debug of [false, true]) {
      const failure = describeCliFailure(error, undefined, debug);
      for (const line of failure.lines) {
        expect(line).not.toMatch(/^\s*::/);
        expect(line).not.toMatch(/[\r\n]/);
      }
    }
  });

  it('a run stopped by a signal reports the signal, whatever error it unwound with', () => {
    const failure = describeCliFailure(
      new Error('aborted'),
      new InterruptedError('SIGTERM'),
      false,
    );
    expect(failure.code).toBe(143);
  });
});
