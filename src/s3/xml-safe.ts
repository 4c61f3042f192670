// XML 1.0 cannot carry these characters, so a request body that names a key (DeleteObjects)
// cannot name keys that hold them; such keys must go one per request, in the URL.
// eslint-disable-next-line no-control-regex
const XML_UNSAFE = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/;

export function fitsInXml(key: string): boolean {
  return !XML_UNSAFE.test(key);
}
