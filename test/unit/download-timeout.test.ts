import { describe, expect, it } from 'vitest';
import { restoreTimeout } from '../../src/cache-action/download-timeout.js';
import { S3Error } from '../../src/errors.js';
import { isUnreachable } from '../../src/retry.js';

const withMinutes = (value: string) => restoreTimeout({ SEGMENT_DOWNLOAD_TIMEOUT_MINS: value });

describe('SEGMENT_DOWNLOAD_TIMEOUT_MINS, as actions/cache reads it', () => {
  it('unset or empty: the default deadline, no warning', () => {
    for (const env of [
      {},
      { SEGMENT_DOWNLOAD_TIMEOUT_MINS: '' },
      { SEGMENT_DOWNLOAD_TIMEOUT_MINS: ' ' },
    ])
      expect(restoreTimeout(env)).toMatchObject({ deadlineMs: undefined, warning: undefined });
  });

  it('whole and decimal minutes become the deadline', () => {
    expect(withMinutes('5')).toMatchObject({ deadlineMs: 300_000, warning: undefined });
    expect(withMinutes('2.5')).toMatchObject({ deadlineMs: 150_000, warning: undefined });
    expect(withMinutes(' .5 ')).toMatchObject({ deadlineMs: 30_000, warning: undefined });
    expect(withMinutes('0.0001')).toMatchObject({ deadlineMs: 6, warning: undefined });
  });

  it('names itself in the warning of a restore that passes it', () => {
    expect(withMinutes('5').setBy).toContain('SEGMENT_DOWNLOAD_TIMEOUT_MINS');
  });

  it('a value it cannot use keeps the default and says so, naming the variable and the value', () => {
    for (const value of ['abc', '0', '-1', '1e3', '0x10', '10m', 'Infinity', '40000']) {
      const timeout = withMinutes(value);
      expect(timeout.deadlineMs).toBeUndefined();
      expect(timeout.warning).toContain(
        `SEGMENT_DOWNLOAD_TIMEOUT_MINS is ${JSON.stringify(value)}`,
      );
      expect(timeout.warning).toContain('the restore keeps its default limit of 10 minutes');
    }
  });
});

describe('isUnreachable: no connection to the store was made', () => {
  const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:9'), {
    code: 'ECONNREFUSED',
  });

  it('a refused connection, an unknown host, no route', () => {
    expect(isUnreachable(refused)).toBe(true);
    for (const code of ['ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH'])
      expect(isUnreachable(Object.assign(new Error(code), { code }))).toBe(true);
  });

  it('found through wrapped causes and the attempts of an AggregateError', () => {
    const wrapped = new S3Error('connect ECONNREFUSED 127.0.0.1:9', {
      operation: 'ListObjectsV2',
      bucket: 'b',
      cause: new AggregateError([refused], 'all addresses failed'),
    });
    expect(isUnreachable(wrapped)).toBe(true);
  });

  it('a store that answered, a reset connection or a plain error is not unreachable', () => {
    const denied = new S3Error('Access Denied', {
      operation: 'ListObjectsV2',
      bucket: 'b',
      code: 'AccessDenied',
      statusCode: 403,
    });
    expect(isUnreachable(denied)).toBe(false);
    expect(isUnreachable(Object.assign(new Error('reset'), { code: 'ECONNRESET' }))).toBe(false);
    expect(isUnreachable(new Error('boom'))).toBe(false);
    expect(isUnreachable(undefined)).toBe(false);
  });
});
