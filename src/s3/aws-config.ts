import path from 'node:path';
import { CONFIG_PREFIX_SEPARATOR, getHomeDir, loadSharedConfigFiles } from '@smithy/core/config';
import { normalEndpointUrl, redactUserInfo } from '../redact-user-info.js';
import { addSecrets } from '../secret-text.js';
import type { AwsConfigSources, ClientSettings, StaticCredentials } from './client-settings.js';
import { profileSetsEndpointRules, staticCredentials } from './static-credentials.js';

/** The aws-cli's and the SDKs' region when nothing names one. */
export const DEFAULT_REGION = 'us-east-1';

/** A profile that is not there, or that points at a section that is not there. */
export class AwsConfigError extends Error {
  override readonly name = 'AwsConfigError';
}

type Section = Readonly<Record<string, string | undefined>>;

/**
 * Reads the AWS config files once, before any client, agent or raw request is made from the
 * settings: the profile's endpoint (its `services` section's `s3` endpoint_url, else its own
 * endpoint_url) and region fill what the flags, inputs and environment left open, so the SDK's
 * client, our own signed requests, the listing worker and the proxy routes all see one endpoint.
 * The order is the aws-cli's and the SDKs' (docs.aws.amazon.com/sdkref, "Service-specific
 * endpoints"). Credentials: the static keys the SDK's default chain would find first, from the
 * environment or the profile, are taken here (`static-credentials.ts`), so that the SDK need not
 * be loaded to sign; any other source stays with the SDK's chain, which is handed the profile's
 * name.
 */
export async function resolveClientSettings<T extends Omit<ClientSettings, 'maxSockets'>>(
  settings: T,
): Promise<T> {
  const sources = settings.awsConfig;
  if (!sources) return settings;
  const files = filesOf(sources);
  // The SDK's own loader and INI parser: `[profile x]` and `[default]`, nested `s3 =` keys.
  const { configFile, credentialsFile } = await loadSharedConfigFiles({
    configFilepath: files.config,
    filepath: files.credentials,
    ignoreCache: true,
  });
  const name = sources.profile;
  const found = configFile[name] !== undefined || credentialsFile[name] !== undefined;
  if (!found && sources.namedBy !== undefined) {
    throw new AwsConfigError(
      `The AWS profile ${JSON.stringify(name)} (from ${sources.namedBy}) is in neither ${files.config} nor ${files.credentials}: check its name, or set AWS_CONFIG_FILE and AWS_SHARED_CREDENTIALS_FILE to the files that hold it.`,
    );
  }
  // The config file's settings win over the credentials file's, as in the SDK's loader.
  const profile: Section = { ...credentialsFile[name], ...configFile[name] };
  const ignore =
    sources.ignoreConfiguredEndpointUrls || isTrue(profile.ignore_configured_endpoint_urls);
  const endpointUrl =
    settings.endpointUrl ??
    (ignore ? undefined : profileEndpoint(name, profile, configFile, files.config));
  return {
    ...settings,
    awsConfig: undefined,
    region: settings.region ?? (profile.region?.trim() || DEFAULT_REGION),
    endpointUrl,
    credentials: settings.credentials ?? chainCredentials(settings, configFile, credentialsFile),
    endpointRulesBySdk:
      sources.endpointRulesBySdk || profileSetsEndpointRules(profile) || undefined,
  } as T;
}

/** The static keys the SDK's chain would resolve (none when unsigned: it asks no chain). */
function chainCredentials(
  settings: Omit<ClientSettings, 'maxSockets'>,
  configFile: Readonly<Record<string, Section>>,
  credentialsFile: Readonly<Record<string, Section>>,
): StaticCredentials | undefined {
  const sources = settings.awsConfig!;
  if (settings.unsigned) return undefined;
  const name = sources.profile;
  // The chain's own merge: the credentials file's keys over the config file's.
  const found = configFile[name] !== undefined || credentialsFile[name] !== undefined;
  const credentials = staticCredentials({
    namedProfile: settings.profile,
    environment: sources.environmentCredentials,
    profile: found ? { ...configFile[name], ...credentialsFile[name] } : undefined,
  });
  if (credentials) addSecrets([credentials.secretAccessKey, credentials.sessionToken]);
  return credentials;
}

function filesOf(sources: AwsConfigSources): { config: string; credentials: string } {
  const home = getHomeDir();
  const expand = (file: string) => (file.startsWith('~/') ? path.join(home, file.slice(2)) : file);
  return {
    config: expand(sources.configFile ?? path.join(home, '.aws', 'config')),
    credentials: expand(sources.credentialsFile ?? path.join(home, '.aws', 'credentials')),
  };
}

/**
 * `services = NAME` with `[services NAME]` holding `s3 =\n  endpoint_url = URL` first, then the
 * profile's own `endpoint_url`: the SDKs' order for a service's endpoint in the config file.
 */
function profileEndpoint(
  name: string,
  profile: Section,
  configFile: Readonly<Record<string, Section>>,
  configPath: string,
): string | undefined {
  const where = `profile ${JSON.stringify(name)} of ${configPath}`;
  if (profile.services !== undefined) {
    const section = configFile[['services', profile.services].join(CONFIG_PREFIX_SEPARATOR)];
    if (section === undefined) {
      throw new AwsConfigError(
        `The ${where} says services = ${profile.services}, but the file has no [services ${profile.services}] section: add it, or remove the services line.`,
      );
    }
    const url = section[['s3', 'endpoint_url'].join(CONFIG_PREFIX_SEPARATOR)];
    if (url) return endpointOf(url, `s3 endpoint_url of [services ${profile.services}]`);
  }
  const url = profile.endpoint_url;
  return url ? endpointOf(url, `endpoint_url of the ${where}`) : undefined;
}

function endpointOf(value: string, where: string): string {
  const url = normalEndpointUrl(value);
  if (url !== undefined) return url;
  // Quoted without its user info: a password in a malformed URL must not reach a log.
  throw new AwsConfigError(
    `The ${where} must be an http(s) URL such as 'https://s3.example.com', got ${JSON.stringify(redactUserInfo(value))}`,
  );
}

function isTrue(value: string | undefined): boolean {
  return value?.trim().toLowerCase() === 'true';
}
