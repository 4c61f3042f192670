import { Inputs } from '../constants.js';
import { InputError } from '../errors.js';
import type { ClientSettings } from '../s3/client-settings.js';
import { parseBoolean, parseChoice, parseEndpointUrl } from '../validate.js';
import type { InputReader } from '../settings.js';

export interface CacheConnection {
  readonly client: Omit<ClientSettings, 'maxSockets'>;
  /** Values to mask in logs. */
  readonly secrets: readonly string[];
}

/**
 * The sync action's connection inputs (endpoint-url, region, force-path-style, checksum-mode,
 * credentials), with the same names, defaults and environment fallbacks.
 * TODO(engine-split): read them from the shared table of options once it is on main.
 */
export function readCacheConnection(input: InputReader, env: NodeJS.ProcessEnv): CacheConnection {
  const get = (name: string) => input(name).trim();
  const accessKeyId = get(Inputs.AwsAccessKeyId);
  const secretAccessKey = get(Inputs.AwsSecretAccessKey);
  const sessionToken = get(Inputs.AwsSessionToken);
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    const [missing, other] = accessKeyId
      ? [Inputs.AwsSecretAccessKey, Inputs.AwsAccessKeyId]
      : [Inputs.AwsAccessKeyId, Inputs.AwsSecretAccessKey];
    throw new InputError(missing, '', `given together with '${other}'`);
  }
  const endpointText = get(Inputs.EndpointUrl) || env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  const pathStyle = get(Inputs.ForcePathStyle);
  const checksum = get(Inputs.ChecksumMode);
  return {
    client: {
      region: get(Inputs.Region) || env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
      endpointUrl: endpointText ? parseEndpointUrl(Inputs.EndpointUrl, endpointText) : undefined,
      forcePathStyle: pathStyle ? parseBoolean(Inputs.ForcePathStyle, pathStyle) : undefined,
      checksumMode: checksum
        ? parseChoice(Inputs.ChecksumMode, checksum, ['when_supported', 'when_required'] as const)
        : undefined,
      credentials: accessKeyId
        ? { accessKeyId, secretAccessKey, sessionToken: sessionToken || undefined }
        : undefined,
    },
    secrets: [secretAccessKey, sessionToken].filter((s) => s !== ''),
  };
}
