import { InputError } from '../errors.js';
import type { ClientSettings } from '../s3/client-settings.js';
import { proxySettingsFromEnv } from '../s3/proxy/proxy-settings.js';
import { ENDPOINT_RULE_VARIABLES, environmentCredentials } from '../s3/static-credentials.js';
import { parseBoolean, parseChoice, parseEndpointUrl } from '../validate.js';
import { option, optionName, type FrontEnd, type OptionValues } from './option-table.js';

const CHECKSUM_MODES = ['when_supported', 'when_required'] as const;
const optionalText = (text: string) => text.trim() || undefined;

/**
 * Where and as whom every job talks to S3: the group that the sync and cache actions (and every
 * CLI verb) spread into their tables. Blank means "from the environment" (see awsEnvironment).
 */
export const CONNECTION_OPTIONS = {
  region: option({
    input: 'region',
    flag: 'region',
    valueName: 'REGION',
    kind: 'string',
    default: '',
    description:
      "The AWS region. Default: AWS_REGION or AWS_DEFAULT_REGION from the environment, else the profile's region, else us-east-1.",
    parse: optionalText,
  }),
  endpointUrl: option({
    input: 'endpoint-url',
    flag: 'endpoint-url',
    valueName: 'URL',
    kind: 'string',
    default: '',
    description:
      "A custom S3 endpoint (MinIO, Cloudflare R2, Ceph RGW...). Default: AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL, the profile's services section (s3 endpoint_url) or endpoint_url, else AWS.",
    // Checked once the environment is known: a bad AWS_ENDPOINT_URL_S3 is blamed on it too.
    parse: optionalText,
  }),
  forcePathStyle: option({
    input: 'force-path-style',
    flag: 'force-path-style',
    valueName: 'true|false',
    kind: 'string',
    default: '',
    description:
      'Address buckets as https://endpoint/bucket rather than https://bucket.endpoint. Default: true with a custom endpoint (from any source), else false.',
    cliDescription:
      'Address buckets as https://endpoint/bucket rather than https://bucket.endpoint. Default: true with a custom endpoint (--endpoint-url, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL or the profile), else false.',
    parse: (text, name) => (text.trim() === '' ? undefined : parseBoolean(name, text)),
  }),
  checksumMode: option({
    input: 'checksum-mode',
    flag: 'checksum-mode',
    valueName: 'when_supported|when_required',
    kind: 'string',
    default: '',
    description:
      "'when_supported' (the SDK default) or 'when_required'. Default: 'when_required' with a custom endpoint (from any source), as many S3-compatible stores refuse the SDK's default aws-chunked CRC32 uploads.",
    cliDescription:
      "'when_supported' (the SDK default) or 'when_required'. Default: 'when_required' with a custom endpoint (--endpoint-url, AWS_ENDPOINT_URL_S3, AWS_ENDPOINT_URL or the profile), as many S3-compatible stores refuse the SDK's default aws-chunked CRC32 uploads.",
    parse: (text, name) =>
      text.trim() === '' ? undefined : parseChoice(name, text, CHECKSUM_MODES),
  }),
  profile: option({
    input: 'profile',
    flag: 'profile',
    valueName: 'NAME',
    kind: 'string',
    default: '',
    description:
      'A profile of the AWS config files (AWS_CONFIG_FILE, AWS_SHARED_CREDENTIALS_FILE): its credentials, region and endpoint_url (or its services section). Default: AWS_PROFILE, else the default profile.',
    parse: optionalText,
  }),
  noSignRequest: option({
    input: 'no-sign-request',
    flag: 'no-sign-request',
    kind: 'boolean',
    default: 'false',
    description:
      'Send requests unsigned, with no credentials looked up: for a public bucket (public-read).',
    parse: (text, name) => parseBoolean(name, text),
  }),
  awsAccessKeyId: option({
    input: 'aws-access-key-id',
    kind: 'string',
    default: '',
    description:
      'Optional. Credentials normally come from the environment (aws-actions/configure-aws-credentials, OIDC).',
    parse: (text) => text.trim(),
  }),
  awsSecretAccessKey: option({
    input: 'aws-secret-access-key',
    kind: 'string',
    default: '',
    description: 'Optional, with aws-access-key-id.',
    parse: (text) => text.trim(),
  }),
  awsSessionToken: option({
    input: 'aws-session-token',
    kind: 'string',
    default: '',
    description: 'Optional, with temporary credentials.',
    parse: (text) => text.trim(),
  }),
} as const;

export type ConnectionValues = OptionValues<typeof CONNECTION_OPTIONS>;

/**
 * The environment the aws-cli also reads, in one place for every front-end. An empty variable
 * counts as unset everywhere (`AWS_REGION=''` falls through to AWS_DEFAULT_REGION, then to the
 * profile's region). The profile's own settings are read later, once (src/s3/aws-config.ts).
 */
export function awsEnvironment(env: NodeJS.ProcessEnv): {
  readonly region: string | undefined;
  readonly endpointUrl: string | undefined;
  readonly ignoreConfiguredEndpointUrls: boolean;
} {
  const ignore = env.AWS_IGNORE_CONFIGURED_ENDPOINT_URLS?.trim().toLowerCase() === 'true';
  return {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || undefined,
    endpointUrl: ignore ? undefined : env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL || undefined,
    ignoreConfiguredEndpointUrls: ignore,
  };
}

/** The connection options and the environment as client settings; errors name `frontEnd`'s own. */
export function clientSettingsFrom(
  values: ConnectionValues,
  env: NodeJS.ProcessEnv,
  frontEnd: FrontEnd,
): Omit<ClientSettings, 'maxSockets'> {
  const name = (key: keyof typeof CONNECTION_OPTIONS) =>
    optionName(CONNECTION_OPTIONS[key], frontEnd) ?? key;
  const fromEnv = awsEnvironment(env);
  const endpoint = values.endpointUrl ?? fromEnv.endpointUrl;
  const { awsAccessKeyId: accessKeyId, awsSecretAccessKey: secretAccessKey } = values;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [missing, given] = accessKeyId
      ? (['awsSecretAccessKey', 'awsAccessKeyId'] as const)
      : (['awsAccessKeyId', 'awsSecretAccessKey'] as const);
    throw new InputError(name(missing), '', `given together with '${name(given)}'`);
  }
  const profile = values.profile ?? (env.AWS_PROFILE || undefined);
  return {
    region: values.region ?? fromEnv.region,
    endpointUrl:
      endpoint === undefined ? undefined : parseEndpointUrl(name('endpointUrl'), endpoint),
    forcePathStyle: values.forcePathStyle,
    checksumMode: values.checksumMode,
    proxy: proxySettingsFromEnv(env),
    credentials: accessKeyId
      ? { accessKeyId, secretAccessKey, sessionToken: values.awsSessionToken || undefined }
      : undefined,
    profile,
    unsigned: values.noSignRequest || undefined,
    awsConfig: {
      profile: profile ?? 'default',
      namedBy:
        values.profile !== undefined
          ? frontEnd === 'cli'
            ? name('profile')
            : `input '${name('profile')}'`
          : profile !== undefined
            ? 'AWS_PROFILE'
            : undefined,
      configFile: env.AWS_CONFIG_FILE || undefined,
      credentialsFile: env.AWS_SHARED_CREDENTIALS_FILE || undefined,
      ignoreConfiguredEndpointUrls: fromEnv.ignoreConfiguredEndpointUrls,
      environmentCredentials: environmentCredentials(env),
      endpointRulesBySdk: ENDPOINT_RULE_VARIABLES.some((name) => Boolean(env[name])) || undefined,
    },
  };
}

/** Values to mask in logs. */
export function connectionSecrets(values: ConnectionValues): string[] {
  return [values.awsSecretAccessKey, values.awsSessionToken].filter((s) => s !== '');
}
