/** Bad input from a user: names the input, the value given and the accepted form. */
export class InputError extends Error {
  override readonly name = 'InputError';
  constructor(
    readonly input: string,
    readonly value: string,
    readonly accepted: string,
  ) {
    super(`Input '${input}' must be ${accepted}, got ${JSON.stringify(value)}`);
  }
}

/**
 * A value that library code cannot use, named as the code knows it (`pageSize`): the library
 * does not know whether it came from an action input or a CLI flag, so the front-end that read
 * the value turns it into an InputError naming its own (see nameSettingError).
 */
export class SettingError extends Error {
  override readonly name = 'SettingError';
  constructor(
    readonly setting: string,
    readonly value: string,
    readonly accepted: string,
  ) {
    super(`The setting ${setting} must be ${accepted}, got ${JSON.stringify(value)}`);
  }
}

/** A SettingError as the front-end's InputError, when `nameOf` knows the setting's input or flag. */
export function nameSettingError(
  error: unknown,
  nameOf: (setting: string) => string | undefined,
): unknown {
  if (!(error instanceof SettingError)) return error;
  const name = nameOf(error.setting);
  return name === undefined ? error : new InputError(name, error.value, error.accepted);
}

export interface S3ErrorDetails {
  readonly operation: string;
  readonly bucket: string;
  readonly key?: string | undefined;
  /** S3's error code (`AccessDenied`, `NoSuchBucket`, ...) or a network code (`ECONNRESET`). */
  readonly code?: string | undefined;
  readonly statusCode?: number | undefined;
  /** What the user should do about it. */
  readonly hint?: string | undefined;
  readonly cause?: unknown;
}

/** A failed S3 call: which operation, on what, why, and what to do. */
export class S3Error extends Error {
  override readonly name = 'S3Error';
  /** What went wrong, without the where and the hint: enough to rebuild the error in another thread. */
  readonly reason: string;
  readonly operation: string;
  readonly bucket: string;
  readonly key: string | undefined;
  readonly code: string | undefined;
  readonly statusCode: number | undefined;
  readonly hint: string | undefined;

  constructor(message: string, details: S3ErrorDetails) {
    const where =
      details.key === undefined
        ? `s3://${details.bucket}`
        : `s3://${details.bucket}/${details.key}`;
    const code = details.code ? ` (${details.code})` : '';
    const hint = details.hint ? ` ${details.hint}` : '';
    // Keys are untrusted: JSON.stringify keeps a newline in a key from starting a workflow command.
    super(
      `${details.operation} ${JSON.stringify(where)} failed${code}: ${message.replace(/\.$/, '')}.${hint}`,
      {
        cause: details.cause,
      },
    );
    this.reason = message;
    this.operation = details.operation;
    this.bucket = details.bucket;
    this.key = details.key;
    this.code = details.code;
    this.statusCode = details.statusCode;
    this.hint = details.hint;
  }
}

/** One or more objects failed to transfer; the others went through. */
export class TransferError extends Error {
  override readonly name = 'TransferError';
  constructor(
    readonly failures: ReadonlyArray<{ readonly key: string; readonly error: Error }>,
    readonly shown = 10,
  ) {
    const first = failures
      .slice(0, shown)
      .map((f) => `  ${JSON.stringify(f.key)}: ${f.error.message}`)
      .join('\n');
    const more = failures.length > shown ? `\n  ... and ${failures.length - shown} more` : '';
    super(`${failures.length} object(s) failed to transfer:\n${first}${more}`);
  }
}
