import { describe, expect, it } from 'vitest';
import {
  PageFormatError,
  PageScanner,
  scanPage as scanPacked,
} from '../../src/s3/list/page-scanner.js';
import {
  EMPTY_PAGE,
  awsBenchmarkPage,
  expectedPage,
  randomChunks,
  randomPageSpec,
  renderListPage,
  saxScanPage,
  readable,
  type PageSpec,
  type ReadablePage,
} from '../support/list-page-xml.js';
import { seededRandom } from '../support/seeded-random.js';

/** Scans a whole body; entries as objects. */
function scanPage(xml: string): ReadablePage {
  return readable(scanPacked(xml));
}

function scanChunks(chunks: readonly string[]): {
  page: ReadablePage;
  tokenCalls: Array<{ token: string | undefined; isTruncated: boolean; writtenChars: number }>;
} {
  const tokenCalls: Array<{
    token: string | undefined;
    isTruncated: boolean;
    writtenChars: number;
  }> = [];
  let written = 0;
  const scanner = new PageScanner({
    onToken: (token, isTruncated) => tokenCalls.push({ token, isTruncated, writtenChars: written }),
  });
  for (const chunk of chunks) {
    written += chunk.length;
    scanner.write(chunk);
  }
  return { page: readable(scanner.end()), tokenCalls };
}

const ENTRY = {
  key: 'photos/2006/January/sample.jpg',
  size: 434234,
  lastModifiedMs: Date.UTC(2009, 9, 12, 17, 50, 30),
  etag: '"fba9dede5f27731c9771645a39863328"',
  storageClass: 'STANDARD',
};

function page(inside: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?>\n<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inside}</ListBucketResult>`;
}

function contents(key: string, etag = '&quot;abc&quot;'): string {
  return `<Contents><Key>${key}</Key><LastModified>2009-10-12T17:50:30.000Z</LastModified><ETag>${etag}</ETag><Size>1</Size><StorageClass>STANDARD</StorageClass></Contents>`;
}

function expectFormatError(run: () => unknown, message: RegExp): void {
  let error: unknown;
  try {
    run();
  } catch (e) {
    error = e;
  }
  expect(error).toBeInstanceOf(PageFormatError);
  expect((error as Error).message).toMatch(message);
}

describe('PageScanner against the sax reference on generated pages', () => {
  const seeds = Array.from({ length: 300 }, (_, i) => i + 1);

  it.each(seeds)('page seed %i: whole and in random chunks', (seed) => {
    const spec = randomPageSpec(seededRandom(seed));
    const xml = renderListPage(spec);
    const expected = expectedPage(spec);

    expect(saxScanPage(xml)).toEqual(expected); // the generator and the reference agree
    expect(scanPage(xml)).toEqual(expected);

    const chunked = scanChunks(randomChunks(xml, seededRandom(seed * 7919)));
    expect(chunked.page).toEqual(expected);
    expect(chunked.tokenCalls).toEqual([
      {
        token: spec.isTruncated ? spec.nextContinuationToken : undefined,
        isTruncated: spec.isTruncated,
        writtenChars: expect.any(Number) as number,
      },
    ]);
  });

  it('gives the same page for 1-character chunks', () => {
    for (let seed = 1000; seed < 1030; seed++) {
      const xml = renderListPage(randomPageSpec(seededRandom(seed)));
      expect(scanChunks([...xml].map(String)).page).toEqual(saxScanPage(xml));
      expect(scanChunks(xml.split('')).page).toEqual(saxScanPage(xml)); // splits surrogate pairs too
    }
  });

  it('reads a realistic 1000-key AWS page exactly', () => {
    const { xml, spec } = awsBenchmarkPage(1000);
    expect(xml.length / 1000).toBeGreaterThan(240);
    expect(xml.length / 1000).toBeLessThan(410);
    const scanned = scanPage(xml);
    expect(scanned).toEqual(expectedPage(spec));
    expect(scanned).toEqual(saxScanPage(xml));
  });
});

describe('PageScanner on focused cases', () => {
  it('decodes every entity spelling in an ETag and keeps the quotes', () => {
    const xml = page(
      `<IsTruncated>false</IsTruncated>${contents('a', '&quot;abc&quot;')}${contents('b', '&#34;a&amp;b&#x22;')}${contents('c', '"d-3"')}${contents('d', '&apos;&lt;&gt;&#x1F600;')}`,
    );
    expect(scanPage(xml).entries.map((e) => e.etag)).toEqual([
      '"abc"',
      '"a&b"',
      '"d-3"',
      "'<>\u{1F600}",
    ]);
  });

  it('reads the example page from the S3 API reference', () => {
    const xml = page(
      '<Name>bucket</Name><Prefix/><KeyCount>205</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>' +
        '<Contents><Key>my-image.jpg</Key><LastModified>2009-10-12T17:50:30.000Z</LastModified>' +
        '<ETag>&quot;fba9dede5f27731c9771645a39863328&quot;</ETag><Size>434234</Size>' +
        '<StorageClass>STANDARD</StorageClass></Contents>',
    );
    expect(scanPage(xml)).toEqual({
      entries: [{ ...ENTRY, key: 'my-image.jpg', etag: '"fba9dede5f27731c9771645a39863328"' }],
      isTruncated: false,
      nextContinuationToken: undefined,
      keyCount: 205,
      encodingType: undefined,
      commonPrefixes: [],
      prefix: '',
      delimiter: undefined,
      startAfter: undefined,
    });
  });

  it('accepts an empty last page and reports no token at once', () => {
    const xml = page(
      '<Name>b</Name><Prefix></Prefix><KeyCount>0</KeyCount><MaxKeys>1000</MaxKeys><IsTruncated>false</IsTruncated>',
    );
    const { page: scanned, tokenCalls } = scanChunks([xml]);
    expect(scanned.entries).toEqual([]);
    expect(scanned.isTruncated).toBe(false);
    expect(tokenCalls).toEqual([
      { token: undefined, isTruncated: false, writtenChars: xml.length },
    ]);
  });

  it('fires onToken the moment </IsTruncated> arrives, before any <Contents>, in AWS layout', () => {
    const { xml, spec } = awsBenchmarkPage(50);
    const tokenEnd = xml.indexOf('</IsTruncated>') + '</IsTruncated>'.length;
    const { tokenCalls } = scanChunks(xml.split(''));
    expect(tokenCalls).toEqual([
      { token: spec.nextContinuationToken, isTruncated: true, writtenChars: tokenEnd },
    ]);
    expect(tokenEnd).toBeLessThanOrEqual(xml.indexOf('<Contents>'));
    expect(tokenEnd).toBeLessThan(450);
  });

  it('fires onToken after the last </Contents> in RGW layout, where the token sits', () => {
    const spec: PageSpec = {
      ...awsBenchmarkPage(20).spec,
      layout: 'rgw',
      rgwEarly: { encodingType: false, isTruncated: true },
      nextContinuationToken: 'logs/last key+%20',
    };
    const xml = renderListPage(spec);
    const tokenEnd = xml.indexOf('</NextContinuationToken>') + '</NextContinuationToken>'.length;
    const { page: scanned, tokenCalls } = scanChunks(xml.split(''));
    expect(xml.indexOf('<IsTruncated>')).toBeLessThan(xml.indexOf('<Contents>'));
    expect(tokenEnd).toBeGreaterThan(xml.lastIndexOf('</Contents>'));
    // Never URL-decoded, though the page is.
    expect(tokenCalls).toEqual([
      { token: 'logs/last key+%20', isTruncated: true, writtenChars: tokenEnd },
    ]);
    expect(scanned.nextContinuationToken).toBe('logs/last key+%20');
    expect(scanned.entries).toEqual(spec.entries);
  });

  it('fires onToken once the token and a later IsTruncated are both seen', () => {
    const xml = page(
      `<NextContinuationToken>t</NextContinuationToken>${contents('a')}<IsTruncated>true</IsTruncated>`,
    );
    const { tokenCalls } = scanChunks([xml.slice(0, 100), xml.slice(100)]);
    expect(tokenCalls).toEqual([{ token: 't', isTruncated: true, writtenChars: xml.length }]);
  });

  it('reports a truncated page without a token from end(), for the caller to reject', () => {
    const { page: scanned, tokenCalls } = scanChunks([
      page(`<IsTruncated>true</IsTruncated>${contents('a')}`),
    ]);
    expect(scanned.isTruncated).toBe(true);
    expect(scanned.nextContinuationToken).toBeUndefined();
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]).toMatchObject({ token: undefined, isTruncated: true });
  });

  it('URL-decodes keys whether EncodingType comes before or after the Contents', () => {
    const keys = contents('a+b%2Fc%25d') + contents('%F0%9F%98%80/%E2%82%AC');
    const prefixes = '<CommonPrefixes><Prefix>p+q%2F</Prefix></CommonPrefixes>';
    const decoded = ['a b/c%d', '\u{1F600}/€'];
    const before = page(
      `<Prefix>x+y</Prefix><EncodingType>url</EncodingType><IsTruncated>false</IsTruncated>${keys}${prefixes}`,
    );
    const after = page(
      `<Prefix>x+y</Prefix><IsTruncated>false</IsTruncated>${keys}${prefixes}<EncodingType>url</EncodingType>`,
    );
    for (const xml of [before, after]) {
      const scanned = scanPage(xml);
      expect(scanned.entries.map((e) => e.key)).toEqual(decoded);
      expect(scanned.commonPrefixes).toEqual(['p q/']);
      expect(scanned.prefix).toBe('x y');
    }
  });

  it('takes keys as plain text when there is no EncodingType', () => {
    const scanned = scanPage(page(`<IsTruncated>false</IsTruncated>${contents('a+b%2F &amp; c')}`));
    expect(scanned.entries[0]?.key).toBe('a+b%2F & c');
  });

  it('skips Owner, checksums, RestoreStatus and unknown elements, even ones holding a <Key>', () => {
    const xml = page(
      '<Foo a="1"><Key>no</Key></Foo><IsTruncated>false</IsTruncated><Contents>\n  <Owner><ID>1</ID><DisplayName>me</DisplayName></Owner>' +
        '<Bar/><Key xml:space="preserve">k</Key><LastModified>2009-10-12T17:50:30Z</LastModified><ETag/>' +
        '<ChecksumAlgorithm>CRC32</ChecksumAlgorithm><ChecksumType>COMPOSITE</ChecksumType><Deep><Key>no</Key><Size>9</Size></Deep>' +
        '<Size>0</Size><RestoreStatus><IsRestoreInProgress>true</IsRestoreInProgress></RestoreStatus></Contents>',
    );
    expect(scanPage(xml).entries).toEqual([
      {
        key: 'k',
        size: 0,
        lastModifiedMs: ENTRY.lastModifiedMs,
        etag: '',
        storageClass: 'STANDARD',
      },
    ]);
  });

  it('reads CDATA text', () => {
    const xml = page(
      `<IsTruncated>false</IsTruncated>${contents('<![CDATA[a<b>&amp;]]>&amp;<![CDATA[c]]>')}`,
    );
    expect(scanPage(xml).entries[0]?.key).toBe('a<b>&amp;&c');
  });

  it('parses LastModified shapes beyond the fast path', () => {
    const at = (lastModified: string) =>
      scanPage(
        page(
          `<IsTruncated>false</IsTruncated><Contents><Key>k</Key><LastModified>${lastModified}</LastModified><Size>1</Size></Contents>`,
        ),
      ).entries[0]?.lastModifiedMs;
    expect(at('2009-10-12T17:50:30.000Z')).toBe(ENTRY.lastModifiedMs);
    expect(at('2009-10-12T17:50:30Z')).toBe(ENTRY.lastModifiedMs);
    expect(at('2009-10-12T17:50:30.5Z')).toBe(ENTRY.lastModifiedMs + 500);
    expect(at('2009-10-12T19:50:30.000+02:00')).toBe(ENTRY.lastModifiedMs);
    expect(at('0050-01-01T00:00:00.000Z')).toBe(Date.parse('0050-01-01T00:00:00.000Z'));
    expect(at('2009-10-12T17:50:30.123Z')).toBe(Date.parse('2009-10-12T17:50:30.123Z'));
    expectFormatError(() => at('yesterday'), /LastModified.*"yesterday"/);
    expectFormatError(() => at('2009-13-12T17:50:30.000Z'), /LastModified/);
  });
});

describe('PageScanner rejects a body that is not a complete ListBucketResult', () => {
  it('throws when the body is cut short anywhere', () => {
    const { xml } = awsBenchmarkPage(3);
    const rootEnd = xml.indexOf('</ListBucketResult>') + '</ListBucketResult>'.length;
    expect(() => scanPage(xml.slice(0, rootEnd))).not.toThrow();
    for (let cut = 0; cut < rootEnd; cut++) {
      expect(() => scanPage(xml.slice(0, cut)), `cut at ${cut}`).toThrow(PageFormatError);
    }
    expectFormatError(() => scanPage(xml.slice(0, rootEnd - 1)), /cut short/);
  });

  it('throws when IsTruncated is missing or not a boolean', () => {
    expectFormatError(() => scanPage(page(contents('a'))), /no <IsTruncated>/);
    expectFormatError(() => scanPage(page('<IsTruncated>yes</IsTruncated>')), /"yes"/);
  });

  it('throws on malformed percent-encoding and names the raw key', () => {
    const xml = page(
      `<EncodingType>url</EncodingType><IsTruncated>false</IsTruncated>${contents('bad%E2%82')}`,
    );
    expectFormatError(() => scanPage(xml), /"bad%E2%82"/);
    const late = page(
      `<IsTruncated>false</IsTruncated>${contents('50%')}<EncodingType>url</EncodingType>`,
    );
    expectFormatError(() => scanPage(late), /"50%"/);
  });

  it('throws on malformed entities, numbers and markup', () => {
    const ok = '<IsTruncated>false</IsTruncated>';
    expectFormatError(() => scanPage(page(ok + contents('a &nbsp; b'))), /entity "&"/);
    expectFormatError(() => scanPage(page(ok + contents('a &#0; b'))), /entity "&#0;"/);
    expectFormatError(() => scanPage(page(ok + contents('a<b/>'))), /<Key> holds markup/);
    expectFormatError(
      () =>
        scanPage(
          page(
            `${ok}<Contents><Key>k</Key><LastModified>2009-10-12T17:50:30Z</LastModified><Size>-1</Size></Contents>`,
          ),
        ),
      /<Size> must be a whole number, got "-1"/,
    );
    expectFormatError(() => scanPage(page(`${ok}<Contents><Size>1</Size></Contents>`)), /no <Key>/);
    expectFormatError(() => scanPage(page(`${ok}<KeyCount>1</MaxKeys>`)), /cut short/);
  });

  it('throws on an S3 error body or anything else that is not a ListBucketResult', () => {
    expectFormatError(
      () => scanPage('<?xml version="1.0"?><Error><Code>AccessDenied</Code></Error>'),
      /Unexpected <Error> outside/,
    );
    expectFormatError(() => scanPage(''), /no <ListBucketResult>/);
    expectFormatError(
      () => scanPage(page('<IsTruncated>false</IsTruncated>') + '<More/>'),
      /<More> outside/,
    );
  });

  it('refuses writes after end()', () => {
    const scanner = new PageScanner();
    scanner.write(page('<IsTruncated>false</IsTruncated>'));
    expect(scanner.end().entries.count).toBe(0);
    expect(() => scanner.write('x')).toThrow(/after end/);
  });
});

describe('the page generator', () => {
  it('renders the same page for the same seed and different pages for others', () => {
    const a = renderListPage(randomPageSpec(seededRandom(42)));
    expect(renderListPage(randomPageSpec(seededRandom(42)))).toBe(a);
    expect(renderListPage(randomPageSpec(seededRandom(43)))).not.toBe(a);
  });

  it('covers both layouts, URL encoding and the hostile characters', () => {
    const xmls = Array.from({ length: 300 }, (_, i) => randomPageSpec(seededRandom(i + 1)));
    expect(xmls.some((s) => s.layout === 'aws' && s.urlEncoded)).toBe(true);
    expect(xmls.some((s) => s.layout === 'rgw' && !s.urlEncoded)).toBe(true);
    const keys = xmls.flatMap((s) => s.entries.map((e) => e.key));
    for (const needle of [
      '+',
      '%',
      '&',
      '<',
      '"',
      "'",
      '\u{1F600}',
      '\uE000',
      '\uFFFF',
      '\u0001',
      '//',
      ' ',
    ]) {
      expect(
        keys.some((k) => k.includes(needle)),
        JSON.stringify(needle),
      ).toBe(true);
    }
    expect(keys.some((k) => Buffer.byteLength(k) > 900)).toBe(true);
    expect(renderListPage({ ...EMPTY_PAGE, pretty: true })).toContain('\n  <IsTruncated>');
  });
});
