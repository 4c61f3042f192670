let loading: Promise<(fileName: string) => string | false> | undefined;

/**
 * Guesses the Content-Type from the file name, as the aws-cli does on upload (Python's
 * mimetypes). Unknown names get none, and S3 stores them as binary/octet-stream, as it would.
 * mime-types is loaded on the first upload: building its tables at start took 15 ms of every
 * run's CPU (`--cpu-prof` of a two-key download), which downloads never use.
 */
export async function guessContentType(fileName: string): Promise<string | undefined> {
  const lookup = await (loading ??= import('mime-types').then((m) => m.lookup));
  return lookup(fileName) || undefined;
}
