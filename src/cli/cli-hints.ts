import { S3Error } from '../errors.js';
import { proxyFailureHint, type ProxySettings } from '../s3/proxy/proxy-settings.js';

/**
 * What the CLI says to do about a failure, in a terminal's terms: environment variables and
 * flags, where the engine's own hint names the action's inputs.
 */

const CLI_HINTS: Readonly<Record<string, string>> = {
  CredentialsProviderError:
    'No AWS credentials were found: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN for temporary ones), or --profile (or AWS_PROFILE) naming a profile of ~/.aws/config (aws configure, aws sso login); a public bucket needs none with --no-sign-request.',
};

/** The error's message for a terminal: its hint in the CLI's terms, and the proxy named. */
export function cliErrorMessage(error: Error, proxy: ProxySettings | undefined): string {
  let message = error.message;
  if (error instanceof S3Error && error.code && CLI_HINTS[error.code]) {
    const hint = CLI_HINTS[error.code]!;
    message = error.hint ? message.replace(error.hint, hint) : `${message} ${hint}`;
  }
  const proxyHint = proxyFailureHint(error, proxy);
  return proxyHint ? `${message} ${proxyHint}` : message;
}
