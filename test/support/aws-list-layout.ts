/**
 * Reorders a ListObjectsV2 body into AWS's element order, so a benchmark or test against Ceph RGW
 * sees the token where AWS puts it.
 *
 * RGW writes NextContinuationToken, KeyCount, IsTruncated and friends after the last <Contents>;
 * AWS writes them before the first one (see docs/notes "AWS's own ListObjectsV2 layout"). This is
 * plain string work on the root's direct children: text inside S3's XML is escaped, so a literal
 * `</Name>` can only be a closing tag, and no top-level child nests another of its own name.
 */

/** AWS's order for the elements that come before the first <Contents>. */
const AWS_HEAD_ORDER = [
  'Name',
  'Prefix',
  'StartAfter',
  'ContinuationToken',
  'NextContinuationToken',
  'KeyCount',
  'MaxKeys',
  'Delimiter',
  'EncodingType',
  'IsTruncated',
] as const;

const ROOT_OPEN = '<ListBucketResult';
const ROOT_CLOSE = '</ListBucketResult>';

interface Child {
  readonly name: string;
  readonly text: string;
}

/**
 * Returns `xml` with the root's children in AWS order: the header elements (unknown ones after
 * IsTruncated), then every Contents, then every CommonPrefixes, each group in its original order.
 * Anything that is not a well-formed ListBucketResult (an S3 error, a comment between children)
 * comes back unchanged. Whitespace between the root's children is dropped, as AWS sends none.
 */
export function toAwsListLayout(xml: string): string {
  const open = xml.indexOf(ROOT_OPEN);
  if (open < 0) return xml;
  const openEnd = xml.indexOf('>', open);
  if (openEnd < 0 || xml[openEnd - 1] === '/') return xml;
  const close = xml.lastIndexOf(ROOT_CLOSE);
  if (close < openEnd) return xml;

  const children = splitChildren(xml.slice(openEnd + 1, close));
  if (children === undefined) return xml;

  const head = children
    .filter((c) => c.name !== 'Contents' && c.name !== 'CommonPrefixes')
    .sort((a, b) => headRank(a.name) - headRank(b.name)); // stable, so repeats keep their order
  const contents = children.filter((c) => c.name === 'Contents');
  const prefixes = children.filter((c) => c.name === 'CommonPrefixes');
  const body = [...head, ...contents, ...prefixes].map((c) => c.text).join('');
  return xml.slice(0, openEnd + 1) + body + xml.slice(close);
}

function headRank(name: string): number {
  const rank = (AWS_HEAD_ORDER as readonly string[]).indexOf(name);
  return rank < 0 ? AWS_HEAD_ORDER.length : rank;
}

/** Matches one start tag at a given offset: its name, and a `/` if it closes itself. */
const START_TAG = /<([A-Za-z_][\w.:-]*)(?:\s[^<>]*?)?(\/?)>/y;

/** Splits the root's inner XML into its direct children, or undefined if it cannot. */
function splitChildren(inner: string): Child[] | undefined {
  const children: Child[] = [];
  let at = 0;
  for (;;) {
    const lt = inner.indexOf('<', at);
    const gap = inner.slice(at, lt < 0 ? inner.length : lt);
    if (gap.trim() !== '') return undefined; // text directly under the root: not S3's shape
    if (lt < 0) return children;

    START_TAG.lastIndex = lt;
    const tag = START_TAG.exec(inner);
    if (tag === null) return undefined; // a comment, CDATA or a stray closing tag
    const name = tag[1] ?? '';
    let end = START_TAG.lastIndex;
    if (tag[2] !== '/') {
      const closing = `</${name}>`;
      const closeAt = inner.indexOf(closing, end);
      if (closeAt < 0) return undefined;
      end = closeAt + closing.length;
    }
    children.push({ name, text: inner.slice(lt, end) });
    at = end;
  }
}
