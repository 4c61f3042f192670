/**
 * Decodes an HTTP/1.1 chunked body (RFC 9112 7.1) held whole in memory: the body, or undefined
 * while its last chunk and trailer have not all arrived. Only error answers come so to the raw
 * reader (S3 sends its XML errors chunked; object bodies have a Content-Length), so the body is
 * small and decoded once it is complete. Chunk extensions and trailer fields are skipped.
 */
export function decodeChunkedBody(held: Buffer): Buffer | undefined {
  const pieces: Buffer[] = [];
  let at = 0;
  for (;;) {
    const lineEnd = held.indexOf('\r\n', at);
    if (lineEnd < 0) return undefined;
    const sizeText = held.toString('latin1', at, lineEnd).split(';')[0]!.trim();
    if (!/^[0-9a-fA-F]{1,8}$/.test(sizeText))
      throw new Error(`a chunked body with a bad chunk size: ${JSON.stringify(sizeText)}`);
    const size = parseInt(sizeText, 16);
    at = lineEnd + 2;
    if (size === 0) {
      // The trailer: header lines, then an empty line.
      for (;;) {
        const end = held.indexOf('\r\n', at);
        if (end < 0) return undefined;
        if (end === at) return Buffer.concat(pieces);
        at = end + 2;
      }
    }
    if (held.length < at + size + 2) return undefined;
    if (held[at + size] !== 0x0d || held[at + size + 1] !== 0x0a)
      throw new Error('a chunked body whose chunk does not end where its size says');
    pieces.push(held.subarray(at, at + size));
    at += size + 2;
  }
}
