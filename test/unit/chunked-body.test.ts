import { describe, expect, it } from 'vitest';
import { decodeChunkedBody } from '../../src/s3/raw/chunked-body.js';

const chunked = (...parts: string[]) => Buffer.from(parts.join(''), 'latin1');

describe('a chunked error answer body', () => {
  it('is decoded whole once its last chunk and its trailer are in', () => {
    const held = chunked('5\r\n<Erro\r\n', '10;ext=1\r\nr><Code>Denied</\r\n', '7\r\nCode></\r\n');
    expect(decodeChunkedBody(held)).toBeUndefined();
    const whole = Buffer.concat([held, chunked('6\r\nError>\r\n0\r\nX-Trailer: a\r\n\r\n')]);
    expect(decodeChunkedBody(whole)?.toString()).toBe('<Error><Code>Denied</Code></Error>');
  });

  it('is not yet whole at every cut short of its end', () => {
    const whole = chunked('a\r\n0123456789\r\n0\r\n\r\n');
    for (let cut = 0; cut < whole.length; cut++)
      expect(decodeChunkedBody(whole.subarray(0, cut))).toBeUndefined();
    expect(decodeChunkedBody(whole)?.toString()).toBe('0123456789');
  });

  it('refuses a bad chunk size, and a chunk longer than its size says', () => {
    expect(() => decodeChunkedBody(chunked('zz\r\nab\r\n0\r\n\r\n'))).toThrow(/chunk size/);
    expect(() => decodeChunkedBody(chunked('2\r\nabc\r\n0\r\n\r\n'))).toThrow(/does not end/);
  });
});
