import { describe, expect, it } from 'vitest';
import {
  AnswerTooLargeError,
  AnswerTooSlowError,
  answerBound,
  DELETE_ANSWER_MAX_BYTES,
  LIST_BUCKETS_ANSWER_MAX_BYTES,
  OBJECT_ANSWER_MAX_BYTES,
  sdkOperation,
  sizeText,
} from '../../src/s3/answer-bounds.js';
import { ERROR_ANSWER_MAX_BYTES } from '../../src/s3/error-response.js';

describe('the operation of a request the SDK sends', () => {
  it.each([
    ['PUT', { 'x-id': 'PutObject' }, 'PutObject'],
    ['GET', { 'x-id': 'GetObject' }, 'GetObject'],
    ['PUT', { 'x-id': 'UploadPartCopy', partNumber: '1', uploadId: 'u' }, 'UploadPartCopy'],
    ['POST', { uploads: null }, 'CreateMultipartUpload'],
    ['POST', { uploadId: 'u' }, 'CompleteMultipartUpload'],
    ['POST', { delete: null }, 'DeleteObjects'],
    ['GET', { location: null }, 'GetBucketLocation'],
    ['GET', { 'list-type': '2', prefix: 'a' }, 'ListObjectsV2'],
    ['HEAD', {}, 'HeadObject'],
    ['GET', {}, 'GET request'],
  ])('%s with %j is %s', (method, query, operation) => {
    expect(sdkOperation({ method, query })).toBe(operation);
  });
});

describe('the bound of an answer', () => {
  it('is 64 KiB for any error answer, a GetObject one included', () => {
    for (const operation of ['GetObject', 'DeleteObjects', 'ListBuckets', 'PutObject']) {
      expect(answerBound(operation, 503).maxBytes).toBe(ERROR_ANSWER_MAX_BYTES);
      expect(answerBound(operation, 301).maxBytes).toBe(ERROR_ANSWER_MAX_BYTES);
    }
  });

  it("is none for a GetObject's 200, in bytes or in time", () => {
    expect(answerBound('GetObject', 206)).toMatchObject({ maxBytes: Infinity, maxMs: Infinity });
  });

  it('fits each kind of success answer, and gives the copies their time', () => {
    expect(answerBound('DeleteObjects', 200).maxBytes).toBe(DELETE_ANSWER_MAX_BYTES);
    expect(answerBound('ListBuckets', 200).maxBytes).toBe(LIST_BUCKETS_ANSWER_MAX_BYTES);
    expect(answerBound('CompleteMultipartUpload', 200).maxBytes).toBe(OBJECT_ANSWER_MAX_BYTES);
    expect(answerBound('CopyObject', 200).maxMs).toBeGreaterThan(
      answerBound('PutObject', 200).maxMs,
    );
    expect(answerBound('CopyObject', 500).maxMs).toBe(answerBound('PutObject', 200).maxMs);
  });

  it('holds a DeleteObjects answer of 1,000 refused keys of 1,024 escaped bytes, with room to spare', () => {
    const key = '&'
      .repeat(1024)
      .replaceAll('&', '&amp;&quot;')
      .slice(0, 6 * 1024);
    const entry =
      `<Error><Key>${key}</Key><VersionId>${'v'.repeat(1024)}</VersionId>` +
      '<Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    const answer = `<?xml version="1.0"?><DeleteResult>${entry.repeat(1000)}</DeleteResult>`;
    expect(Buffer.byteLength(answer) * 2).toBeLessThan(DELETE_ANSWER_MAX_BYTES);
  });
});

describe('the errors say what happened in a sentence', () => {
  it('names the operation, the status, the bound and the declared length', () => {
    const bound = answerBound('CompleteMultipartUpload', 200);
    expect(new AnswerTooLargeError(bound, 10 * 1024 ** 3).message).toBe(
      'the endpoint sent an HTTP 200 answer to CompleteMultipartUpload larger than 1 MiB ' +
        '(it declared 10737418240 bytes), which no S3 answer of this kind reaches; it was dropped',
    );
    expect(new AnswerTooSlowError(answerBound('DeleteObjects', 200), 12).message).toBe(
      'the endpoint took longer than 120 s to send its HTTP 200 answer to DeleteObjects ' +
        '(12 bytes so far); it was dropped',
    );
  });

  it('writes sizes as a reader would', () => {
    expect([sizeText(64 * 1024), sizeText(16 * 1024 * 1024), sizeText(1000)]).toEqual([
      '64 KiB',
      '16 MiB',
      '1000 bytes',
    ]);
  });
});
