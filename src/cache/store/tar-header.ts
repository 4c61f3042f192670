/**
 * The one kind of tar header a pack holds: a regular file named by its content's SHA-256, mode
 * 0644, owner 0, mtime 0 (ustar; the metadata lives in the manifest). Written from a template
 * because node-tar's Header was the packer's bottleneck (the two side by side: `npm run bench --
 * digests`, docs/benchmarks.md). Tests check the output with node-tar's parser (the reference)
 * and GNU tar (`tar --zstd -tf` on a pack).
 */
const BLOCK = 512;
const TEMPLATE = (() => {
  const header = Buffer.alloc(BLOCK);
  header.write('0000644\0', 100, 'latin1'); // mode
  header.write('0000000\0', 108, 'latin1'); // uid
  header.write('0000000\0', 116, 'latin1'); // gid
  header.write('00000000000\0', 136, 'latin1'); // mtime
  header.write('        ', 148, 'latin1'); // checksum, counted as spaces
  header.write('0', 156, 'latin1'); // type: regular file
  header.write('ustar\0' + '00', 257, 'latin1'); // magic and version
  return header;
})();
const TEMPLATE_SUM = TEMPLATE.reduce((sum, byte) => sum + byte, 0);

/** The largest size ustar's 11 octal digits hold (8 GiB - 1); packs hold files under 8 MiB. */
const MAX_SIZE = 0o77777777777;

export function contentHeader(sha256: string, size: number): Buffer {
  if (sha256.length !== 64 || !(size >= 0 && size <= MAX_SIZE))
    throw new RangeError(`no tar header for ${JSON.stringify(sha256)} of ${size} bytes`);
  const header = Buffer.allocUnsafe(BLOCK);
  TEMPLATE.copy(header);
  header.write(sha256, 0, 'latin1');
  const octalSize = `${size.toString(8).padStart(11, '0')}\0`;
  header.write(octalSize, 124, 'latin1');
  let sum = TEMPLATE_SUM;
  for (let i = 0; i < 64; i++) sum += sha256.charCodeAt(i);
  for (let i = 0; i < 11; i++) sum += octalSize.charCodeAt(i);
  header.write(`${sum.toString(8).padStart(6, '0')}\0 `, 148, 'latin1');
  return header;
}
