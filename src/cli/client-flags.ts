import type { ClientSettings } from '../s3/client-settings.js';
import { parseBoolean, parseChoice, parseEndpointUrl } from '../validate.js';

/** The aws-cli's connection flags, shared by every verb. */
export const CLIENT_FLAGS = {
  'endpoint-url': { type: 'string' },
  region: { type: 'string' },
  'force-path-style': { type: 'string' },
  'checksum-mode': { type: 'string' },
} as const;

export interface ClientFlagValues {
  readonly 'endpoint-url'?: string | undefined;
  readonly region?: string | undefined;
  readonly 'force-path-style'?: string | undefined;
  readonly 'checksum-mode'?: string | undefined;
}

/** Flags first, then the environment the aws-cli also reads; S3 defaults to us-east-1 as it does. */
export function clientSettingsFromFlags(
  flags: ClientFlagValues,
  env: NodeJS.ProcessEnv = process.env,
): Omit<ClientSettings, 'maxSockets'> {
  const endpoint = flags['endpoint-url'] ?? env.AWS_ENDPOINT_URL_S3 ?? env.AWS_ENDPOINT_URL;
  return {
    region: flags.region ?? env.AWS_REGION ?? env.AWS_DEFAULT_REGION ?? 'us-east-1',
    endpointUrl: endpoint ? parseEndpointUrl('--endpoint-url', endpoint) : undefined,
    forcePathStyle:
      flags['force-path-style'] === undefined
        ? undefined
        : parseBoolean('--force-path-style', flags['force-path-style']),
    checksumMode:
      flags['checksum-mode'] === undefined
        ? undefined
        : parseChoice('--checksum-mode', flags['checksum-mode'], [
            'when_supported',
            'when_required',
          ] as const),
  };
}
