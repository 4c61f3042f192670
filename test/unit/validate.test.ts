import { describe, expect, it } from 'vitest';
import { decodeUrlEncodedKey } from '../../src/s3/list/decode-key.js';
import { parseS3Url } from '../../src/s3/location.js';
import {
  parseBoolean,
  parseByteSize,
  parseChoice,
  parseEndpointUrl,
  parseInteger,
} from '../../src/validate.js';
import { LsLineFormatter, humanSize } from '../../src/cli/format-ls.js';

describe('input parsers name the input, the value and the accepted form', () => {
  it.each([
    [
      () => parseInteger('concurrency', 'abc', 1, 512),
      `Input 'concurrency' must be an integer from 1 to 512, got "abc"`,
    ],
    [
      () => parseInteger('concurrency', '0', 1, 512),
      `Input 'concurrency' must be an integer from 1 to 512, got "0"`,
    ],
    [
      () => parseInteger('concurrency', '1.5', 1, 512),
      `Input 'concurrency' must be an integer from 1 to 512, got "1.5"`,
    ],
    [
      () => parseBoolean('delete', 'maybe'),
      `Input 'delete' must be 'true' or 'false', got "maybe"`,
    ],
    [
      () => parseChoice('bucket-lister', 'fast', ['single', 'threaded']),
      `Input 'bucket-lister' must be one of 'single', 'threaded', got "fast"`,
    ],
    [
      () => parseEndpointUrl('endpoint-url', 'ftp://x'),
      `Input 'endpoint-url' must be an http(s) URL such as 'https://s3.example.com', got "ftp://x"`,
    ],
    [
      () => parseS3Url('s3://', 'source'),
      `Input 'source' must be an S3 URL like 's3://bucket' or 's3://bucket/prefix/', with a bucket name, got "s3://"`,
    ],
  ])('%#', (call, message) => {
    expect(call).toThrow(message);
  });

  it('accepts the forms the aws-cli accepts', () => {
    expect(parseInteger('page-size', ' 1000 ', 1, 1000)).toBe(1000);
    expect(parseBoolean('dryrun', 'TRUE')).toBe(true);
    expect(parseByteSize('multipart-threshold', '8MB', 1, 2 ** 40)).toBe(8_000_000);
    expect(parseByteSize('multipart-threshold', '16MiB', 1, 2 ** 40)).toBe(16 * 1024 * 1024);
    expect(() => parseByteSize('multipart-chunksize', '1KB', 5 * 1024 * 1024, 2 ** 40)).toThrow(
      /Input 'multipart-chunksize' must be a size from 5 MiB/,
    );
    expect(parseS3Url('s3://my-bucket/a/b/')).toEqual({ bucket: 'my-bucket', prefix: 'a/b/' });
    expect(() => parseS3Url('s3://Bad_Bucket!/x')).toThrow(/bucket name has 3-63/);
  });
});

describe('an endpoint URL with a user name and password', () => {
  const refusedMessage = (value: string) => {
    try {
      parseEndpointUrl('endpoint-url', value);
    } catch (error) {
      return (error as Error).message;
    }
    throw new Error(`${value} was accepted`);
  };

  it.each([
    ['http://admin:hunter2@[::1', 'http://***@[::1'],
    ['https://admin:hunter2@s3.example.com:99999', 'https://***@s3.example.com:99999'],
    ['https://admin:hun/ter2@s3.example.com', 'https://***@s3.example.com'],
    ['https://admin:hun ter2@s3 example', 'https://***@s3 example'],
    ['https://admin:p@ss@hunter2@host:x', 'https://***@host:x'],
    ['ftp://admin:hunter2@host', 'ftp://***@host'],
    ['admin:hunter2@host', '***@host'],
    ['s3.example.com:hunter2@', '***@'],
  ])('%j: the error quotes %j, never the password', (value, shown) => {
    const message = refusedMessage(value);
    expect(message).toContain(`got ${JSON.stringify(shown)}`);
    expect(message).not.toMatch(/hunter2|hun|admin/);
  });

  it('a valid one is used without its user info (S3 signs with the AWS credentials)', () => {
    expect(parseEndpointUrl('endpoint-url', 'https://admin:hunter2@s3.example.com:9000/')).toBe(
      'https://s3.example.com:9000',
    );
    expect(parseEndpointUrl('endpoint-url', ' http://127.0.0.1:8000/ ')).toBe(
      'http://127.0.0.1:8000',
    );
  });
});

describe('decodeUrlEncodedKey', () => {
  it('reads + as a space (AWS) and %20 as a space (RGW), then percent-decodes UTF-8', () => {
    expect(decodeUrlEncodedKey('a+b%20c')).toBe('a b c');
    expect(decodeUrlEncodedKey('%2B%26%C3%A9%F0%9F%98%80')).toBe('+&é😀');
    expect(decodeUrlEncodedKey('plain/key.txt')).toBe('plain/key.txt');
  });
});

describe('ls output', () => {
  it('has the aws-cli layout: date, time, size in ten columns, key', () => {
    const line = new LsLineFormatter().line('dir/file name', 1234, Date.UTC(2026, 0, 2, 3, 4, 5));
    expect(line).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d {7}1234 dir\/file name\n$/);
  });

  it('prints human sizes as the aws-cli does', () => {
    expect(humanSize(1)).toBe('1 Byte');
    expect(humanSize(1536)).toBe('1.5 KiB');
    expect(humanSize(5 * 1024 ** 3)).toBe('5.0 GiB');
  });

  it('with --human-readable, every line shows its size so, in the same ten columns', () => {
    const format = new LsLineFormatter(true);
    const at = Date.UTC(2026, 0, 2, 3, 4, 5);
    expect(format.line('a.bin', 1536, at)).toMatch(/^\S+ \S+ {4}1\.5 KiB a\.bin\n$/);
    expect(format.line('b', 23, at)).toMatch(/^\S+ \S+ {3}23 Bytes b\n$/);
    expect(format.line('c', 1, at)).toMatch(/^\S+ \S+ {5}1 Byte c\n$/);
  });
});
