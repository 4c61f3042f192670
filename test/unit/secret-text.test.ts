import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import {
  addSecrets,
  onSecret,
  redactSecrets,
  redactStream,
  secretsFromEnv,
} from '../../src/secret-text.js';

// One process-wide set: each test adds values of its own and checks only them.

describe('redactSecrets: the run secrets cleared from text on its way out', () => {
  it('replaces each value, in every form our output writes it', () => {
    const secret = 'a/b+c=d"e\\f_g&h<i@j';
    addSecrets([secret]);
    const forms = {
      plain: `x ${secret} y`,
      json: JSON.stringify({ m: `x ${secret} y` }),
      html: `x ${secret.replace(/[&<>"'`|\\*_[\]]/g, (c) => `&#${c.charCodeAt(0)};`).replace(/@/g, '&#8203;@')} y`,
      url: `x ${encodeURIComponent(secret)} y`,
    };
    for (const [form, text] of Object.entries(forms)) {
      const out = redactSecrets(text);
      expect(out, form).toContain('***');
      expect(out, form).not.toContain('c=d');
    }
    expect(redactSecrets(`${secret}${secret}`)).toBe('******');
  });

  it('the longest value first, so one inside another goes whole', () => {
    addSecrets(['token-part-1234', 'token-part-1234-and-more']);
    expect(redactSecrets('[token-part-1234-and-more]')).toBe('[***]');
  });

  it('skips empty and undefined values; a value under 6 characters is masked, not redacted', () => {
    const heard: string[] = [];
    onSecret((s) => heard.push(s));
    addSecrets(['', undefined, 'abc12', 'abc12']);
    expect(heard.filter((s) => s === 'abc12')).toEqual(['abc12']);
    expect(redactSecrets('abc12 stays')).toBe('abc12 stays');
  });

  it('reads the AWS secret variables, not the key id', () => {
    expect(
      secretsFromEnv({
        AWS_ACCESS_KEY_ID: 'AKID',
        AWS_SECRET_ACCESS_KEY: 's',
        AWS_SESSION_TOKEN: 't',
        AWS_SECURITY_TOKEN: 'u',
      }),
    ).toEqual(['s', 't', 'u']);
  });
});

describe('redactStream: every write of a stream goes out redacted', () => {
  it('strings and buffers; a chunk it lets pass goes as it is; once per stream', async () => {
    addSecrets(['stream-secret-value']);
    const stream = new PassThrough() as unknown as NodeJS.WriteStream;
    redactStream(stream, (chunk) => chunk.startsWith('::add-mask::'));
    redactStream(stream);
    let text = '';
    (stream as unknown as PassThrough).on('data', (c: Buffer) => (text += c.toString()));
    stream.write('error: stream-secret-value\n');
    stream.write(Buffer.from('buffer: stream-secret-value\n'));
    stream.write('::add-mask::stream-secret-value\n');
    await new Promise((resolve) => setImmediate(resolve));
    expect(text).toBe('error: ***\nbuffer: ***\n::add-mask::stream-secret-value\n');
  });
});
