/**
 * ListObjectsV2 response bodies for tests and benchmarks: a seeded generator of pages in AWS's and
 * Ceph RGW's element orders (hostile keys, entities, CDATA, unknown elements, pretty-printing), and
 * a reference parser built on `sax` to check the page scanner against.
 */
import sax from 'sax';
import type { ObjectEntry } from '../../src/s3/list/object-entry.js';
import { unpackEntries } from '../../src/s3/list/packed-entries.js';
import type { ScannedPage } from '../../src/s3/list/page-scanner.js';
import { seededRandom } from './seeded-random.js';

/** A scanned page with its entries as objects, to compare with the reference parser's. */
export type ReadablePage = Omit<ScannedPage, 'entries'> & { readonly entries: ObjectEntry[] };

export function readable(page: ScannedPage): ReadablePage {
  return { ...page, entries: unpackEntries(page.entries) };
}

export interface PageSpec {
  /** `aws`: the token and IsTruncated before the first Contents. `rgw`: most of it after them. */
  readonly layout: 'aws' | 'rgw';
  readonly bucket: string;
  readonly prefix: string;
  readonly startAfter?: string | undefined;
  readonly continuationToken?: string | undefined;
  readonly nextContinuationToken?: string | undefined;
  readonly maxKeys: number;
  readonly delimiter?: string | undefined;
  readonly isTruncated: boolean;
  readonly entries: readonly ObjectEntry[];
  readonly commonPrefixes: readonly string[];
  /** `<EncodingType>url</EncodingType>`, with keys and prefixes URL-encoded. */
  readonly urlEncoded: boolean;
  /** RGW only: put EncodingType and IsTruncated before the Contents rather than after. */
  readonly rgwEarly?: { readonly encodingType: boolean; readonly isTruncated: boolean };
  /** RGW may leave KeyCount out. */
  readonly keyCount?: boolean;
  readonly xmlDeclaration?: boolean;
  readonly pretty?: boolean;
  /** `<Prefix/>` instead of `<Prefix></Prefix>`. */
  readonly selfClosingEmpties?: boolean;
  readonly owner?: boolean;
  readonly checksums?: boolean;
  readonly restoreStatus?: boolean;
  readonly unknownElements?: boolean;
  /** Vary how text is escaped (named, decimal and hex references, CDATA) using this source. */
  readonly vary?: (() => number) | undefined;
}

/** An empty first page, to build specs from. */
export const EMPTY_PAGE: PageSpec = {
  layout: 'aws',
  bucket: 'bucket',
  prefix: '',
  maxKeys: 1000,
  isTruncated: false,
  entries: [],
  commonPrefixes: [],
  urlEncoded: false,
};

/** What a correct parser must make of `renderListPage(spec)`. */
export function expectedPage(spec: PageSpec): ReadablePage {
  return {
    entries: [...spec.entries],
    isTruncated: spec.isTruncated,
    nextContinuationToken: spec.nextContinuationToken,
    keyCount:
      spec.keyCount === false ? undefined : spec.entries.length + spec.commonPrefixes.length,
    encodingType: spec.urlEncoded ? 'url' : undefined,
    commonPrefixes: [...spec.commonPrefixes],
    prefix: spec.prefix,
    delimiter: spec.delimiter,
    startAfter: spec.startAfter,
  };
}

export function renderListPage(spec: PageSpec): string {
  const r = spec.vary;
  const chance = (p: number) => r !== undefined && r() < p;
  const nl = spec.pretty ? '\n' : '';
  const pad = (depth: number) => (spec.pretty ? '  '.repeat(depth) : '');
  const leaf = (name: string, body: string, depth = 1, attrs = '') =>
    body === '' && spec.selfClosingEmpties
      ? `${pad(depth)}<${name}${attrs}/>${nl}`
      : `${pad(depth)}<${name}${attrs}>${body}</${name}>${nl}`;
  const text = (v: string) => escapeText(v, r);
  const name = (v: string) => text(spec.urlEncoded ? urlEncode(v, r) : v);
  const unknown = (depth: number) =>
    spec.unknownElements && r !== undefined && r() < 0.3 ? unknownElement(r, depth, pad, nl) : '';

  const contents = spec.entries.map((e) => {
    const kids = [
      leaf('Key', name(e.key), 2),
      leaf('LastModified', formatTimestamp(e.lastModifiedMs, r), 2),
      leaf('ETag', text(e.etag), 2, chance(0.05) ? ' kind="md5"' : ''),
    ];
    if (spec.checksums) kids.push(leaf('ChecksumAlgorithm', 'CRC64NVME', 2));
    if (spec.checksums) kids.push(leaf('ChecksumType', 'FULL_OBJECT', 2));
    kids.push(leaf('Size', String(e.size), 2));
    if (spec.owner) {
      const owner = leaf('ID', 'a'.repeat(64), 3) + leaf('DisplayName', text('owner & <co>'), 3);
      kids.push(`${pad(2)}<Owner>${nl}${owner}${pad(2)}</Owner>${nl}`);
    }
    if (e.storageClass !== 'STANDARD' || !chance(0.5)) {
      kids.push(leaf('StorageClass', text(e.storageClass), 2));
    }
    if (spec.restoreStatus) {
      const s = leaf('IsRestoreInProgress', 'false', 3) + leaf('RestoreExpiryDate', 'soon', 3);
      kids.push(`${pad(2)}<RestoreStatus>${nl}${s}${pad(2)}</RestoreStatus>${nl}`);
    }
    if (spec.layout === 'rgw' && r !== undefined && r() < 0.2) shuffle(kids, r);
    const body = kids.map((k) => k + unknown(2)).join('');
    return `${pad(1)}<Contents>${nl}${body}${pad(1)}</Contents>${nl}`;
  });
  const prefixes = spec.commonPrefixes.map(
    (p) =>
      `${pad(1)}<CommonPrefixes>${nl}${leaf('Prefix', name(p), 2)}${pad(1)}</CommonPrefixes>${nl}`,
  );
  const opt = (tag: string, v: string | undefined, render = text) =>
    v === undefined ? '' : leaf(tag, render(v));
  const keyCount =
    spec.keyCount === false ? '' : leaf('KeyCount', String(contents.length + prefixes.length));
  const encodingType = spec.urlEncoded ? leaf('EncodingType', 'url') : '';
  const truncated = leaf('IsTruncated', String(spec.isTruncated));
  const early = spec.rgwEarly; // RGW only

  const parts =
    spec.layout === 'aws'
      ? [
          leaf('Name', text(spec.bucket)),
          leaf('Prefix', name(spec.prefix)),
          opt('StartAfter', spec.startAfter, name),
          opt('ContinuationToken', spec.continuationToken),
          opt('NextContinuationToken', spec.nextContinuationToken),
          keyCount,
          leaf('MaxKeys', String(spec.maxKeys)),
          opt('Delimiter', spec.delimiter, name),
          encodingType,
          truncated,
          ...contents,
          ...prefixes,
        ]
      : [
          leaf('Name', text(spec.bucket)),
          leaf('Prefix', name(spec.prefix)),
          leaf('MaxKeys', String(spec.maxKeys)),
          opt('Delimiter', spec.delimiter, name),
          early?.encodingType ? encodingType : '',
          early?.isTruncated ? truncated : '',
          ...contents,
          ...prefixes,
          early?.encodingType ? '' : encodingType,
          keyCount,
          opt('ContinuationToken', spec.continuationToken),
          opt('NextContinuationToken', spec.nextContinuationToken),
          early?.isTruncated ? '' : truncated,
          opt('StartAfter', spec.startAfter, name),
        ];
  const declaration =
    spec.xmlDeclaration === false ? '' : `<?xml version="1.0" encoding="UTF-8"?>${nl}`;
  const comment = chance(0.1) ? `<!-- generated: <Contents> & -> -->${nl}` : '';
  const root = '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">';
  const body = parts.map((p) => (p === '' ? '' : p + unknown(1))).join('');
  return `${declaration}${comment}${root}${nl}${unknown(1)}${body}</ListBucketResult>${nl}`;
}

/** A random page exercising everything the scanner claims to handle. */
export function randomPageSpec(r: () => number): PageSpec {
  const urlEncoded = r() < 0.6;
  const layout = r() < 0.5 ? 'aws' : 'rgw';
  const isTruncated = r() < 0.6;
  const count = r() < 0.1 ? 0 : Math.floor(r() * 30) + 1;
  const entries: ObjectEntry[] = [];
  for (let i = 0; i < count; i++) entries.push(randomEntry(r, urlEncoded));
  const delimiter = r() < 0.4 ? pick(r, ['/', '/', '&', ' ', '%', '+', 'é']) : undefined;
  const commonPrefixes: string[] = [];
  if (delimiter !== undefined) {
    for (let n = Math.floor(r() * 5); n > 0; n--)
      commonPrefixes.push(hostileKey(r, urlEncoded) + delimiter);
  }
  const token = (): string =>
    layout === 'rgw'
      ? hostileKey(r, false)
      : randomString(r, 40 + Math.floor(r() * 80), TOKEN_CHARS);
  return {
    layout,
    bucket: pick(r, ['bucket', 'my-bucket.example', 'b'.repeat(63)]),
    prefix: r() < 0.5 ? '' : hostileKey(r, urlEncoded),
    startAfter: r() < 0.3 ? hostileKey(r, urlEncoded) : undefined,
    continuationToken: r() < 0.5 ? token() : undefined,
    nextContinuationToken: isTruncated ? token() : undefined,
    maxKeys: pick(r, [1000, 1, 50]),
    delimiter,
    isTruncated,
    entries,
    commonPrefixes,
    urlEncoded,
    rgwEarly: { encodingType: r() < 0.3, isTruncated: r() < 0.5 },
    keyCount: layout === 'aws' || r() < 0.8,
    xmlDeclaration: r() < 0.8,
    pretty: r() < 0.4,
    selfClosingEmpties: r() < 0.5,
    owner: r() < 0.3,
    checksums: r() < 0.5,
    restoreStatus: r() < 0.1,
    unknownElements: r() < 0.4,
    vary: r,
  };
}

/**
 * A page as AWS sends one to a lister asking for `encoding-type=url`: realistic keys, ChecksumAlgorithm
 * and ChecksumType, the token near the top, about 340 bytes per key.
 */
export function awsBenchmarkPage(keys = 1000, seed = 1): { xml: string; spec: PageSpec } {
  const r = seededRandom(seed);
  const entries: ObjectEntry[] = [];
  for (let i = 0; i < keys; i++) {
    const day = String(1 + (i % 28)).padStart(2, '0');
    const key = `logs/2024/05/${day}/app-server-${String(i % 7).padStart(2, '0')}/part-${String(i).padStart(6, '0')}-${randomString(r, 8, HEX)}.json.gz`;
    entries.push({
      key,
      size: Math.floor(r() * 5e8),
      lastModifiedMs: Date.UTC(2024, 4, 1) + Math.floor(r() * 3e10),
      etag: `"${randomString(r, 32, HEX)}"`,
      storageClass: 'STANDARD',
    });
  }
  const spec: PageSpec = {
    ...EMPTY_PAGE,
    prefix: 'logs/',
    nextContinuationToken: randomString(r, 76, TOKEN_CHARS),
    isTruncated: true,
    entries,
    urlEncoded: true,
    checksums: true,
  };
  return { xml: renderListPage(spec), spec };
}

/** Splits `text` into random chunks, many of them a single character. */
export function randomChunks(text: string, r: () => number, maxChunk = 64): string[] {
  const chunks: string[] = [];
  for (let i = 0; i < text.length;) {
    const n = r() < 0.3 ? 1 : 1 + Math.floor(r() * maxChunk);
    chunks.push(text.slice(i, i + n));
    i += n;
  }
  return chunks;
}

/** The reference: `sax` in strict mode, building the same ScannedPage. */
export function saxScanPage(xml: string): ReadablePage {
  const parser = sax.parser(true);
  const path: string[] = [];
  const top: Record<string, string> = {};
  const entries: ObjectEntry[] = [];
  const commonPrefixes: string[] = [];
  let entry: Record<string, string> = {};
  let text = '';
  parser.onerror = (e) => {
    throw e;
  };
  parser.onopentag = (tag) => {
    path.push(tag.name);
    text = '';
    if (path.join('/') === 'ListBucketResult/Contents') entry = {};
  };
  parser.ontext = (t) => (text += t);
  parser.oncdata = (t) => (text += t);
  parser.onclosetag = () => {
    const where = path.join('/');
    const leafName = path.pop() ?? '';
    if (where === 'ListBucketResult/Contents') {
      entries.push({
        key: entry.Key ?? '',
        size: Number(entry.Size),
        lastModifiedMs: Date.parse(entry.LastModified ?? ''),
        etag: entry.ETag ?? '',
        storageClass: entry.StorageClass ?? 'STANDARD',
      });
    } else if (where === 'ListBucketResult/CommonPrefixes/Prefix') {
      commonPrefixes.push(text);
    } else if (path.join('/') === 'ListBucketResult/Contents') {
      entry[leafName] = text;
    } else if (path.length === 1) {
      top[leafName] = text;
    }
    text = '';
  };
  parser.write(xml).close();
  const url = top.EncodingType === 'url';
  const decode = (v: string) => (url ? decodeURIComponent(v.replace(/\+/g, ' ')) : v);
  const maybe = (v: string | undefined) => (v === undefined ? undefined : decode(v));
  return {
    entries: entries.map((e) => ({ ...e, key: decode(e.key) })),
    isTruncated: top.IsTruncated === 'true',
    nextContinuationToken: top.NextContinuationToken,
    keyCount: top.KeyCount === undefined ? undefined : Number(top.KeyCount),
    encodingType: top.EncodingType,
    commonPrefixes: commonPrefixes.map(decode),
    prefix: maybe(top.Prefix),
    delimiter: maybe(top.Delimiter),
    startAfter: maybe(top.StartAfter),
  };
}

const HEX = '0123456789abcdef';
const TOKEN_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/=%';
const STORAGE_CLASSES = ['STANDARD', 'STANDARD', 'STANDARD', 'GLACIER', 'INTELLIGENT_TIERING'];
/** Pieces of keys that break naive parsers; the second list only survives URL encoding. */
// prettier-ignore
const KEY_PIECES = [
  'a', 'photos/', '2006/', 'sample.jpg', ' ', '  ', '+', '%', '%20', '%2F', '&', '&amp;', '<', '>',
  '"', "'", ']]>', '/', '//', 'é', 'ß', '日本語', '\u{1F600}', '\u{10FFFF}', '\uE000', '\uFFFD',
  '\uFEFF', 'a=b?c#d', '\\', '\u00A0',
];
// prettier-ignore
const CONTROL_PIECES = ['\u0000', '\u0001', '\t', '\n', '\r', '\r\n', '\u001F', '\u007F', '\uFFFE', '\uFFFF'];

function randomEntry(r: () => number, urlEncoded: boolean): ObjectEntry {
  const multipart = r() < 0.2 ? `-${1 + Math.floor(r() * 1000)}` : '';
  return {
    key: hostileKey(r, urlEncoded),
    size: r() < 0.1 ? 0 : Math.floor(r() ** 4 * 5e12),
    lastModifiedMs: Math.floor(r() * 2e12) - (r() < 0.05 ? 3e12 : 0),
    etag: r() < 0.03 ? '' : `"${randomString(r, 32, HEX)}${multipart}"`,
    storageClass: pick(r, STORAGE_CLASSES),
  };
}

function hostileKey(r: () => number, urlEncoded: boolean): string {
  const pieces = urlEncoded ? [...KEY_PIECES, ...CONTROL_PIECES] : KEY_PIECES;
  let key = '';
  const long = r() < 0.05;
  for (let n = long ? 500 : 1 + Math.floor(r() * 8); n > 0; n--) key += pick(r, pieces);
  if (long)
    key = Buffer.from(key)
      .subarray(0, 1024)
      .toString()
      .replace(/\uFFFD$/, 'x');
  if (r() < 0.2) key += '/';
  return key;
}

function unknownElement(
  r: () => number,
  depth: number,
  pad: (d: number) => string,
  nl: string,
): string {
  const p = pad(depth);
  return pick(r, [
    `${p}<Unknown>text &amp; more</Unknown>${nl}`,
    `${p}<Flag kind="x"/>${nl}`,
    `${p}<Empty></Empty>${nl}`,
    `${p}<Nested a="1">${nl}${p}  <Key>not a key</Key>${nl}${p}  <Size>1</Size>${nl}${p}</Nested>${nl}`,
    `${p}<Raw><![CDATA[<Key>]]></Raw>${nl}`,
    // Inside a Contents this would end it early, as it would for any indexOf scanner.
    depth === 1
      ? `${p}<Deep><Contents><Key>fake</Key></Contents><IsTruncated>maybe</IsTruncated></Deep>${nl}`
      : '',
  ]);
}

/** XML-escapes `v`; with a random source, picks among equivalent spellings. */
function escapeText(v: string, r: (() => number) | undefined): string {
  if (r !== undefined && r() < 0.1 && !v.includes(']]>')) {
    // Escaped text, a CDATA section, escaped text; never cutting a surrogate pair.
    const cuts = [r(), r()].map((x) => Math.floor(x * (v.length + 1))).sort((a, b) => a - b);
    const [a = 0, b = 0] = cuts.map((c) => (/[\uD800-\uDBFF]/.test(v[c - 1] ?? '') ? c - 1 : c));
    const escape = (part: string) => escapeText(part, undefined);
    return `${escape(v.slice(0, a))}<![CDATA[${v.slice(a, b)}]]>${escape(v.slice(b))}`;
  }
  let out = '';
  for (const ch of v) {
    const cp = ch.codePointAt(0) ?? 0;
    const roll = r === undefined ? 1 : r();
    if (roll < 0.03) out += `&#${cp};`;
    else if (roll < 0.06) out += `&#x${cp.toString(16)};`;
    else if (ch === '&') out += '&amp;';
    else if (ch === '<') out += '&lt;';
    else if (ch === '>') out += roll < 0.5 && !out.endsWith(']') ? '>' : '&gt;';
    else if (ch === '"') out += roll < 0.5 ? '"' : '&quot;';
    else if (ch === "'") out += roll < 0.5 ? "'" : '&apos;';
    else out += ch;
  }
  return out;
}

/** AWS writes a space as `+` and keeps `/`; RGW writes `%20` and `%2F`. Both must decode. */
function urlEncode(v: string, r: (() => number) | undefined): string {
  let out = encodeURIComponent(v);
  if (r === undefined) return out.replaceAll('%20', '+').replaceAll('%2F', '/');
  if (r() < 0.5) out = out.replaceAll('%20', '+');
  if (r() < 0.5) out = out.replaceAll('%2F', '/');
  if (r() < 0.3) out = out.replace(/%[0-9A-F]{2}/g, (m) => m.toLowerCase());
  if (r() < 0.3) out = out.replace(/[!'()*~]/g, (c) => `%${c.charCodeAt(0).toString(16)}`);
  return out;
}

function formatTimestamp(ms: number, r: (() => number) | undefined): string {
  const iso = new Date(ms).toISOString();
  if (r === undefined) return iso;
  const roll = r();
  // The fast path's shapes, then shapes only Date.parse understands.
  if (roll < 0.1 && ms % 1000 === 0) return iso.replace('.000Z', 'Z');
  if (roll < 0.15) return iso.replace('Z', '+00:00');
  if (roll < 0.2 && ms % 100 === 0) return iso.replace(/0+Z$/, 'Z').replace('.Z', 'Z');
  return iso;
}

function randomString(r: () => number, length: number, alphabet: string): string {
  let s = '';
  for (let i = 0; i < length; i++) s += alphabet[Math.floor(r() * alphabet.length)];
  return s;
}

function pick<T>(r: () => number, items: readonly T[]): T {
  return items[Math.floor(r() * items.length)]!;
}

function shuffle<T>(items: T[], r: () => number): void {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(r() * (i + 1));
    [items[i], items[j]] = [items[j]!, items[i]!];
  }
}
