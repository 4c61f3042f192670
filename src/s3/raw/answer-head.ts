/** An HTTP/1.x answer's status line and headers, as the raw reader (`raw-get.ts`) needs them. */
export interface AnswerHead {
  readonly statusCode: number;
  /** Lower-cased names; a repeated header keeps its last value. */
  readonly headers: Record<string, string>;
  /** The body's length: the raw reader takes only answers that declare one, or are chunked. */
  readonly contentLength: number;
  /** The body comes in chunks (0 above): S3's error answers may (RFC 9112 6.3: it wins). */
  readonly chunked: boolean;
  /** The server may take another request on this connection after the body (RFC 9112 9.3). */
  readonly keepAlive: boolean;
}

/**
 * Parses the head (without its final blank line, as latin1 text: header bytes are octets);
 * undefined when it has no status, and neither a usable Content-Length nor chunked coding.
 */
export function parseAnswerHead(text: string): AnswerHead | undefined {
  const [status, ...lines] = text.split('\r\n');
  const match = /^HTTP\/1\.([01]) (\d{3})/.exec(status ?? '');
  if (!match) return undefined;
  const headers: Record<string, string> = {};
  for (const line of lines) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  const chunked = /(^|,)\s*chunked\s*$/i.test(headers['transfer-encoding'] ?? '');
  const contentLength = chunked ? 0 : Number(headers['content-length']);
  if (!Number.isSafeInteger(contentLength) || contentLength < 0) return undefined;
  const connection = (headers.connection ?? '').toLowerCase().split(/\s*,\s*/);
  // HTTP/1.1 keeps the connection unless told `close`; HTTP/1.0 only when told `keep-alive`.
  const keepAlive =
    match[1] === '1' ? !connection.includes('close') : connection.includes('keep-alive');
  return { statusCode: Number(match[2]), headers, contentLength, chunked, keepAlive };
}
