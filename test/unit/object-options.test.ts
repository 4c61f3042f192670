import { describe, expect, it } from 'vitest';
import { OBJECT_OPTIONS, objectOptionsFrom } from '../../src/options/object-options.js';
import { readActionOptions } from '../../src/options/option-table.js';
import { objectHeaders, objectParams } from '../../src/s3/object-params.js';

const read = (inputs: Record<string, string>) =>
  objectOptionsFrom(
    readActionOptions(OBJECT_OPTIONS, (name) => inputs[name] ?? '', { baseDir: '/' }),
  );

describe('object options: the headers uploads and copies store', () => {
  it("with: content-encoding, content-disposition, content-language and expires: the request fields and the direct path's headers", () => {
    const options = read({
      'content-encoding': 'gzip',
      'content-disposition': 'inline',
      'content-language': 'de',
      expires: '2030-01-02T03:04:05Z',
    });
    const params = objectParams(options, 'text/html');
    expect(params).toEqual({
      ContentType: 'text/html',
      ContentEncoding: 'gzip',
      ContentDisposition: 'inline',
      ContentLanguage: 'de',
      Expires: new Date('2030-01-02T03:04:05Z'),
    });
    expect(objectHeaders(params)).toEqual({
      'content-type': 'text/html',
      'content-encoding': 'gzip',
      'content-disposition': 'inline',
      'content-language': 'de',
      expires: 'Wed, 02 Jan 2030 03:04:05 GMT',
    });
  });

  it('with: expires as an HTTP date is the same moment', () => {
    expect(read({ expires: 'Wed, 02 Jan 2030 03:04:05 GMT' }).expires).toEqual(
      new Date('2030-01-02T03:04:05Z'),
    );
  });

  it.each(['soon', '1', 'May 5'])(
    'with: expires %j is refused, naming the input and the form',
    (value) => {
      expect(() => read({ expires: value })).toThrow(
        `Input 'expires' must be a date and time such as '2030-01-01T00:00:00Z' (ISO 8601) or an HTTP date, got ${JSON.stringify(value)}`,
      );
    },
  );

  it('with: guess-mime-type false turns the guess off; true (the default) keeps it', () => {
    expect(read({ 'guess-mime-type': 'false' }).guessContentType).toBe(false);
    expect(read({}).guessContentType).toBe(true);
  });
});
