import { decodeUrlEncodedKey } from './decode-key.js';
import { clip } from './list-bounds.js';
import { PackedEntriesBuilder, type PackedEntries } from './packed-entries.js';

/**
 * One ListObjectsV2 response body, scanned. `entries` keys, `commonPrefixes`, `prefix`,
 * `delimiter` and `startAfter` are URL-decoded when the body says `EncodingType` is `url`.
 */
export interface ScannedPage {
  /** Packed as they are scanned: see PackedEntriesBuilder. `unpackEntries` gives objects. */
  readonly entries: PackedEntries;
  readonly isTruncated: boolean;
  /** Exactly as sent: S3 does not URL-encode the token, even under `encoding-type=url`. */
  readonly nextContinuationToken: string | undefined;
  readonly keyCount: number | undefined;
  readonly encodingType: string | undefined;
  readonly commonPrefixes: string[];
  readonly prefix: string | undefined;
  readonly delimiter: string | undefined;
  readonly startAfter: string | undefined;
}

export interface PageScanEvents {
  /**
   * Fired once, at the earliest point the next request could be sent: when IsTruncated is false,
   * or when both IsTruncated=true and NextContinuationToken have been seen, in either order. AWS
   * sends both in the first ~450 bytes; Ceph RGW sends the token after the last `</Contents>`.
   * A truncated page without a token fires `(undefined, true)` from `end()`, so the caller can
   * treat it as the error it is rather than wait forever.
   */
  onToken?(token: string | undefined, isTruncated: boolean): void;
}

/** The body is not a complete, well-formed ListBucketResult. */
export class PageFormatError extends Error {
  override readonly name = 'PageFormatError';
  /**
   * @param cutShort the body ended before its document did, which a connection cut in the
   *   middle also shows: worth another attempt, where a malformed page is not.
   */
  constructor(
    message: string,
    readonly cutShort = false,
  ) {
    super(message);
  }
}

const GT = 62;
const SLASH = 47;
const BANG = 33;
const QUESTION = 63;
const CONTENTS_CLOSE = '</Contents>';
/** Top-level elements kept as text. Others, but for Contents and CommonPrefixes, are skipped. */
const TOP_LEAVES = new Set([
  ...['IsTruncated', 'NextContinuationToken', 'KeyCount', 'EncodingType'],
  ...['Prefix', 'Delimiter', 'StartAfter'],
]);

/**
 * Scans a ListObjectsV2 body fed in decoded chunks, with indexOf rather than an XML tokenizer,
 * because the SDK's generic XML deserializer is the bottleneck of a fast lister (~100k keys/s).
 * Only the unfinished top-level element is buffered between chunks. Limitations no S3 server
 * hits: close tags carry no whitespace, CDATA never holds the text of a close tag, and an unknown
 * element never nests one of its own name.
 */
export class PageScanner {
  private buf = '';
  /** Everything in `buf` before `pos` has been consumed. */
  private pos = 0;
  private state: 'before' | 'inside' | 'after' = 'before';
  /** A top-level element whose close tag has not arrived yet. */
  private openName: string | undefined;
  private closeTag = '';
  private openEnd = 0;
  private searchFrom = 0;
  // The child element `child()` just read: name, text range, end, and whether the text is plain.
  private cName = '';
  private cFrom = 0;
  private cTo = 0;
  private cEnd = 0;
  private cPlain = true;

  private readonly entries = new PackedEntriesBuilder();
  private readonly prefixes: string[] = [];
  /** RGW may send EncodingType after the Contents; keys scanned before it are decoded in end(). */
  private rawKeys = 0;
  /** The text of the top-level elements that are not lists. */
  private readonly top: Record<string, string | undefined> = {};
  /** Known before the first Contents in AWS's layout, so keys are decoded as they are read. */
  private encodingType: string | undefined;
  private tokenFired = false;
  private ended = false;

  constructor(private readonly events: PageScanEvents = {}) {}

  write(chunk: string): void {
    if (this.ended) throw new Error('PageScanner.write() called after end()');
    const shift = this.pos;
    this.buf = shift < this.buf.length ? this.buf.slice(shift) + chunk : chunk;
    this.pos = 0;
    this.openEnd -= shift;
    this.searchFrom -= shift;
    this.scan();
    // The entries scanned so far are slices of `buf`; copied out, the chunk's text can go.
    this.entries.seal();
  }

  /** True once `</ListBucketResult>` has been read: the document is whole. */
  get complete(): boolean {
    return this.state === 'after';
  }

  end(): ScannedPage {
    if (this.ended) throw new Error('PageScanner.end() called twice');
    this.ended = true;
    if (this.state === 'before')
      throw new PageFormatError('The body holds no <ListBucketResult>', true);
    if (this.state === 'inside') {
      throw new PageFormatError('The body was cut short: no closing </ListBucketResult>', true);
    }
    if (this.buf.indexOf('<', this.pos) >= 0) {
      throw new PageFormatError('The body ends inside markup after </ListBucketResult>');
    }
    const { IsTruncated, NextContinuationToken, KeyCount, Prefix, Delimiter, StartAfter } =
      this.top;
    if (IsTruncated === undefined) throw new PageFormatError('The page has no <IsTruncated>');
    const url = this.encodingType === 'url';
    // Servers echo Prefix, Delimiter and StartAfter as they were sent; RGW does not encode
    // them even under encoding-type=url. Nothing depends on them, so a value that does not
    // decode is kept as it came rather than failing the page.
    const decode = (v: string | undefined) => {
      if (!url || v === undefined) return v;
      try {
        return urlDecode(v);
      } catch {
        return v;
      }
    };
    const entries = this.entries.finish(url ? this.rawKeys : 0, urlDecode);
    this.fireToken(true);
    return {
      entries,
      isTruncated: IsTruncated === 'true',
      nextContinuationToken: NextContinuationToken,
      keyCount: KeyCount === undefined ? undefined : parseCount(KeyCount, 'KeyCount'),
      encodingType: this.encodingType,
      commonPrefixes: url ? this.prefixes.map(urlDecode) : this.prefixes,
      prefix: decode(Prefix),
      delimiter: decode(Delimiter),
      startAfter: decode(StartAfter),
    };
  }

  private scan(): void {
    const s = this.buf;
    let p = this.pos;
    for (;;) {
      if (this.openName !== undefined) {
        const close = s.indexOf(this.closeTag, this.searchFrom);
        if (close < 0) {
          // Resume where a close tag split by the chunk boundary could start: O(n) overall.
          this.searchFrom = Math.max(this.openEnd, s.length - this.closeTag.length + 1);
          break;
        }
        this.element(s, this.openName, this.openEnd, close);
        this.openName = undefined;
        p = close + this.closeTag.length;
        continue;
      }
      const lt = s.indexOf('<', p);
      if (lt < 0) {
        p = s.length; // whitespace between elements
        break;
      }
      p = lt; // until the markup is complete, keep it in the buffer
      const c = s.charCodeAt(lt + 1);
      if (c === BANG || c === QUESTION) {
        const mark = c === QUESTION ? '?>' : s.startsWith('<!--', lt) ? '-->' : '>';
        const end = s.indexOf(mark, lt + 2);
        if (end < 0) break;
        p = end + mark.length;
        continue;
      }
      const gt = s.indexOf('>', lt + 1);
      if (gt < 0) break;
      if (c === SLASH) {
        const name = s.slice(lt + 2, gt).trim();
        if (this.state !== 'inside' || name !== 'ListBucketResult') {
          throw new PageFormatError(`Unexpected </${name}> in a ListBucketResult`);
        }
        this.state = 'after';
        p = gt + 1;
        continue;
      }
      const name = s.slice(lt + 1, tagNameEnd(s, lt + 1, gt));
      const selfClosing = s.charCodeAt(gt - 1) === SLASH;
      if (this.state !== 'inside') {
        if (this.state === 'after' || name !== 'ListBucketResult') {
          throw new PageFormatError(`Unexpected <${name}> outside the ListBucketResult`);
        }
        this.state = selfClosing ? 'after' : 'inside';
      } else if (selfClosing) {
        this.element(s, name, gt, gt);
      } else {
        this.openName = name;
        this.closeTag = name === 'Contents' ? CONTENTS_CLOSE : `</${name}>`;
        this.openEnd = this.searchFrom = gt + 1;
        continue;
      }
      p = gt + 1;
    }
    this.pos = p;
  }

  /** A complete top-level element whose content is `s[from, to)`. Unknown ones are skipped. */
  private element(s: string, name: string, from: number, to: number): void {
    switch (name) {
      case 'Contents':
        return this.contents(s, from, to);
      case 'CommonPrefixes':
        for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
          this.child(s, p, to);
          if (this.cName === 'Prefix') this.prefixes.push(this.text(s));
        }
        return;
      default: {
        if (!TOP_LEAVES.has(name)) return;
        const v = mixedText(s.slice(from, to), name);
        this.top[name] = v;
        if (name === 'EncodingType') this.encodingType = v;
        if (name === 'IsTruncated' && v !== 'true' && v !== 'false') {
          throw new PageFormatError(
            `<IsTruncated> must be true or false, got ${JSON.stringify(v)}`,
          );
        }
        this.fireToken(false);
      }
    }
  }

  private contents(s: string, from: number, to: number): void {
    let key: string | undefined;
    let size = -1;
    let lastModifiedMs = NaN;
    let etag = '';
    let storageClass = 'STANDARD';
    for (let p = s.indexOf('<', from); p >= 0 && p < to; p = s.indexOf('<', this.cEnd)) {
      this.child(s, p, to);
      switch (this.cName) {
        case 'Key':
          key = this.text(s);
          break;
        case 'LastModified':
          lastModifiedMs = parseTimestamp(this.text(s));
          break;
        case 'ETag': {
          // AWS sends `&quot;hex&quot;`: skip the regex for the common shape.
          const a = this.cFrom;
          const b = this.cTo - 6;
          const quoted =
            this.cPlain &&
            b > a &&
            s.startsWith('&quot;', a) &&
            s.startsWith('&quot;', b) &&
            s.indexOf('&', a + 6) === b;
          etag = quoted ? `"${s.slice(a + 6, b)}"` : this.text(s);
          break;
        }
        case 'Size':
          size = parseCount(this.text(s), 'Size');
          break;
        case 'StorageClass':
          storageClass = this.text(s);
          break;
      }
    }
    if (key === undefined) throw new PageFormatError('A <Contents> has no <Key>');
    if (size < 0) throw new PageFormatError(`${JSON.stringify(clip(key))} has no <Size>`);
    if (lastModifiedMs !== lastModifiedMs) {
      throw new PageFormatError(`${JSON.stringify(clip(key))} has no <LastModified>`);
    }
    if (this.encodingType === 'url') key = urlDecode(key);
    else if (this.encodingType === undefined) this.rawKeys++;
    this.entries.add({ key, etag, storageClass, size, lastModifiedMs });
  }

  /** Reads the child element starting at `s[lt]` (which must end before `limit`) into `c*`. */
  private child(s: string, lt: number, limit: number): void {
    const gt = s.indexOf('>', lt + 1);
    if (gt < 0 || gt >= limit || s.charCodeAt(lt + 1) === SLASH) {
      throw new PageFormatError(`Malformed markup ${JSON.stringify(s.slice(lt, lt + 40))}`);
    }
    const nameEnd = tagNameEnd(s, lt + 1, gt);
    const name = (this.cName = s.slice(lt + 1, nameEnd));
    this.cFrom = gt + 1;
    this.cPlain = true;
    if (s.charCodeAt(gt - 1) === SLASH) {
      this.cTo = gt + 1;
      this.cEnd = gt + 1;
      return;
    }
    // Fast path: `<Name>text</Name>`; anything else (nested elements, CDATA) takes the slow one.
    const next = s.indexOf('<', gt + 1);
    const nameLen = nameEnd - lt - 1;
    if (
      next >= 0 &&
      next < limit &&
      s.charCodeAt(next + 1) === SLASH &&
      s.charCodeAt(next + 2 + nameLen) === GT &&
      s.startsWith(name, next + 2)
    ) {
      this.cTo = next;
      this.cEnd = next + 3 + nameLen;
      return;
    }
    const close = s.indexOf(`</${name}>`, gt + 1);
    if (close < 0 || close >= limit) throw new PageFormatError(`<${name}> is not closed`);
    this.cTo = close;
    this.cEnd = close + 3 + nameLen;
    this.cPlain = false;
  }

  private text(s: string): string {
    const raw = s.slice(this.cFrom, this.cTo);
    return this.cPlain ? decodeEntities(raw) : mixedText(raw, this.cName);
  }

  private fireToken(atEnd: boolean): void {
    const { IsTruncated, NextContinuationToken: token } = this.top;
    if (this.tokenFired || IsTruncated === undefined) return;
    const truncated = IsTruncated === 'true';
    if (truncated && token === undefined && !atEnd) return;
    this.tokenFired = true;
    this.events.onToken?.(truncated ? token : undefined, truncated);
  }
}

/** Scans a whole body at once. */
export function scanPage(xml: string): ScannedPage {
  const scanner = new PageScanner();
  scanner.write(xml);
  return scanner.end();
}

function tagNameEnd(s: string, from: number, gt: number): number {
  let i = from;
  while (i < gt) {
    const c = s.charCodeAt(i);
    if (c <= 32 || c === SLASH) break;
    i++;
  }
  return i;
}

const ENTITY = /&(?:(quot|amp|lt|gt|apos)|#([0-9]{1,7})|#x([0-9a-fA-F]{1,6}));|&/g;
const NAMED: Record<string, string> = { quot: '"', amp: '&', lt: '<', gt: '>', apos: "'" };

function decodeEntities(raw: string): string {
  return raw.indexOf('&') < 0 ? raw : raw.replace(ENTITY, entity);
}

function entity(m: string, named?: string, dec?: string, hex?: string): string {
  if (named !== undefined) return NAMED[named]!;
  const cp = dec !== undefined ? parseInt(dec, 10) : hex !== undefined ? parseInt(hex, 16) : 0;
  if (cp > 0 && cp <= 0x10ffff) return String.fromCodePoint(cp);
  throw new PageFormatError(`Malformed XML entity ${JSON.stringify(m)}`);
}

/** Text that may hold CDATA sections; any element in it is an error. */
function mixedText(raw: string, name: string): string {
  let out = '';
  let p = 0;
  for (let lt = raw.indexOf('<'); lt >= 0; lt = raw.indexOf('<', p)) {
    const end = raw.startsWith('<![CDATA[', lt) ? raw.indexOf(']]>', lt + 9) : -1;
    if (end < 0) throw new PageFormatError(`<${name}> holds markup where text was expected`);
    out += decodeEntities(raw.slice(p, lt)) + raw.slice(lt + 9, end);
    p = end + 3;
  }
  return p === 0 ? decodeEntities(raw) : out + decodeEntities(raw.slice(p));
}

function urlDecode(raw: string): string {
  try {
    return decodeUrlEncodedKey(raw);
  } catch {
    throw new PageFormatError(`Malformed URL encoding in ${JSON.stringify(clip(raw))}`);
  }
}

function parseCount(v: string, name: string): number {
  let n = 0;
  for (let i = 0; i < v.length; i++) {
    const d = v.charCodeAt(i) - 48;
    if (d < 0 || d > 9 || i > 14) n = NaN; // 15 digits stay exact in a double
    n = n * 10 + d;
  }
  if (v.length === 0 || n !== n) {
    throw new PageFormatError(`<${name}> must be a whole number, got ${JSON.stringify(v)}`);
  }
  return n;
}

const ISO_UTC = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{3})?Z$/;

/** `YYYY-MM-DDTHH:MM:SS(.fff)?Z` without a Date per entry; any other shape goes to Date.parse. */
function parseTimestamp(t: string): number {
  if (ISO_UTC.test(t)) {
    const y = num(t, 0, 4);
    const mo = num(t, 5, 2);
    const d = num(t, 8, 2);
    const h = num(t, 11, 2);
    const mi = num(t, 14, 2);
    const s = num(t, 17, 2);
    // Date.UTC maps years 0-99 to 1900-1999; Date.parse rejects out-of-range fields.
    if (y >= 100 && mo >= 1 && mo <= 12 && d >= 1 && h <= 23 && mi <= 59 && s <= 59) {
      return Date.UTC(y, mo - 1, d, h, mi, s, t.length === 24 ? num(t, 20, 3) : 0);
    }
  }
  const ms = Date.parse(t);
  if (ms !== ms) throw new PageFormatError(`Unparsable <LastModified> ${JSON.stringify(t)}`);
  return ms;
}

function num(t: string, from: number, count: number): number {
  let v = 0;
  for (let i = from; i < from + count; i++) v = v * 10 + t.charCodeAt(i) - 48;
  return v;
}
