import type { StaticCredentials } from './client-settings.js';

type Section = Readonly<Record<string, string | undefined>>;

/**
 * The environment variables whose values change what the SDK's endpoint rules resolve for a
 * bucket; with any of them set, the SDK resolves every target (`computed-target.ts`).
 */
export const ENDPOINT_RULE_VARIABLES = [
  'AWS_USE_FIPS_ENDPOINT',
  'AWS_USE_DUALSTACK_ENDPOINT',
  'AWS_S3_USE_ARN_REGION',
  'AWS_S3_DISABLE_MULTIREGION_ACCESS_POINTS',
  'AWS_S3_DISABLE_EXPRESS_SESSION_AUTH',
  'AWS_AUTH_SCHEME_PREFERENCE',
] as const;

/** The same settings as a profile's keys. */
const ENDPOINT_RULE_KEYS = [
  'use_fips_endpoint',
  'use_dualstack_endpoint',
  's3_use_arn_region',
  's3_disable_multiregion_access_points',
  's3_disable_express_session_auth',
  'auth_scheme_preference',
];

/**
 * A profile's keys that make the SDK's chain do more than read its static keys: assume a role,
 * SSO, a process, a web identity token, a console login. A profile with any of them goes to the
 * SDK's chain, even beside static keys (the SDK takes a role before them).
 */
const CHAIN_KEYS = [
  'role_arn',
  'source_profile',
  'credential_source',
  'credential_process',
  'web_identity_token_file',
  'sso_session',
  'sso_start_url',
  'sso_account_id',
  'sso_region',
  'sso_role_name',
  'login_session',
];

/**
 * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (both non-empty) with AWS_SESSION_TOKEN, as the
 * SDK's `fromEnv` reads them; `chain` when they are there with AWS_CREDENTIAL_EXPIRATION, which
 * makes them the SDK's to refresh.
 */
export function environmentCredentials(
  env: NodeJS.ProcessEnv,
): StaticCredentials | 'chain' | undefined {
  const accessKeyId = env.AWS_ACCESS_KEY_ID;
  const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
  if (!accessKeyId || !secretAccessKey) return undefined;
  if (env.AWS_CREDENTIAL_EXPIRATION) return 'chain';
  return { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN || undefined };
}

/** What the chain is asked with, and what it would find first (`staticCredentials`). */
export interface ChainInputs {
  /** The profile named (--profile, the input, AWS_PROFILE); undefined is `default`, unnamed. */
  readonly namedProfile: string | undefined;
  readonly environment: StaticCredentials | 'chain' | undefined;
  /**
   * The profile's section, the config file's and the credentials file's merged as the SDK's
   * credential chain merges them (the credentials file's keys win); undefined when absent.
   */
  readonly profile: Section | undefined;
}

/**
 * The credentials the SDK's default chain would resolve, when they are static keys we can read
 * without it; undefined means: ask the SDK's chain. The chain's order
 * (@aws-sdk/credential-provider-node's `defaultProvider`):
 * 1. the environment's keys, unless a profile is named (the SDK then warns when both are there,
 *    which is left to it: undefined here);
 * 2. SSO given to the client (never, here);
 * 3. the profile: a role first, else its static keys, else a web identity, a process, SSO, a
 *    login;
 * 4. then a process, a web identity token file from the environment, the container's or the
 *    instance's metadata.
 * So static keys are taken from step 1, or from a profile that has them and nothing of step 3's
 * other kinds; anything else is the SDK's.
 */
export function staticCredentials(inputs: ChainInputs): StaticCredentials | undefined {
  if (inputs.environment) {
    return inputs.namedProfile === undefined && inputs.environment !== 'chain'
      ? inputs.environment
      : undefined;
  }
  const profile = inputs.profile;
  if (!profile || CHAIN_KEYS.some((key) => profile[key] !== undefined)) return undefined;
  const accessKeyId = profile.aws_access_key_id;
  const secretAccessKey = profile.aws_secret_access_key;
  if (accessKeyId === undefined || secretAccessKey === undefined) return undefined;
  return { accessKeyId, secretAccessKey, sessionToken: profile.aws_session_token || undefined };
}

/** Whether the profile (the config file's section) sets one of the SDK's endpoint rule keys. */
export function profileSetsEndpointRules(profile: Section): boolean {
  return ENDPOINT_RULE_KEYS.some((key) => profile[key] !== undefined);
}
