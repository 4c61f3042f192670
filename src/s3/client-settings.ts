import type { ProxySettings } from './proxy/proxy-settings.js';

/**
 * Everything needed to build an S3 client, as plain data: the threaded lister sends it to its
 * worker, which builds its own client from it.
 */
export interface ClientSettings {
  /**
   * Undefined until resolved (src/s3/aws-config.ts): then the flag's or input's, else
   * AWS_REGION, AWS_DEFAULT_REGION, the profile's `region`, else us-east-1.
   */
  readonly region?: string | undefined;
  /** A custom endpoint (MinIO, R2, Ceph RGW...). Empty means AWS. */
  readonly endpointUrl?: string | undefined;
  readonly forcePathStyle?: boolean | undefined;
  /**
   * `when_required` stops the SDK's default CRC32 `aws-chunked` uploads, which many S3-compatible
   * stores refuse (RGW answers 411). Unset means: `when_required` with a custom endpoint, else
   * `when_supported`.
   */
  readonly checksumMode?: 'when_supported' | 'when_required' | undefined;
  /** Sockets in the keep-alive pool: one request in flight needs one socket (HTTP/1.1). */
  readonly maxSockets: number;
  /**
   * The forward proxy from the environment (HTTPS_PROXY, HTTP_PROXY, NO_PROXY), read once by the
   * front-end; undefined means every request goes direct.
   */
  readonly proxy?: ProxySettings | undefined;
  /** Explicit credentials (action inputs); otherwise the standard AWS chain. */
  readonly credentials?: StaticCredentials | undefined;
  /**
   * The shared-config profile the SDK's credential chain reads (--profile, AWS_PROFILE);
   * undefined is the chain's own default.
   */
  readonly profile?: string | undefined;
  /**
   * A setting only the SDK's endpoint rules apply is on (FIPS or dual-stack endpoints, the
   * us-east-1 global endpoint, ARN regions, multi-region access points: from the environment or
   * the profile), so the SDK resolves every bucket's target (`computed-target.ts` does not).
   */
  readonly endpointRulesBySdk?: boolean | undefined;
  /** Requests go unsigned (--no-sign-request): a public bucket, no credentials looked up. */
  readonly unsigned?: boolean | undefined;
  /**
   * What is still to be read from the AWS config files, as the front-end found it; set only
   * before `resolveClientSettings`, which reads the files once and clears it. No client is
   * built from settings that still carry it (`createS3Connection` refuses them).
   */
  readonly awsConfig?: AwsConfigSources | undefined;
}

/** Where the profile's endpoint, region and existence are looked up, and what asked for it. */
export interface AwsConfigSources {
  /** The profile's name: --profile, else AWS_PROFILE, else `default`. */
  readonly profile: string;
  /** What named it (`--profile`, `input 'profile'`, `AWS_PROFILE`); undefined for `default`. */
  readonly namedBy: string | undefined;
  /** AWS_CONFIG_FILE; undefined is ~/.aws/config. */
  readonly configFile: string | undefined;
  /** AWS_SHARED_CREDENTIALS_FILE; undefined is ~/.aws/credentials. */
  readonly credentialsFile: string | undefined;
  /** AWS_IGNORE_CONFIGURED_ENDPOINT_URLS=true: no endpoint from the environment or the files. */
  readonly ignoreConfiguredEndpointUrls: boolean;
  /**
   * AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY (with AWS_SESSION_TOKEN), which the SDK's chain
   * takes first when no profile is named (`static-credentials.ts`); `chain` when they are the
   * SDK's to refresh (AWS_CREDENTIAL_EXPIRATION).
   */
  readonly environmentCredentials?: StaticCredentials | 'chain' | undefined;
  /** An environment variable that the SDK's endpoint rules read is set (`endpointRulesBySdk`). */
  readonly endpointRulesBySdk?: boolean | undefined;
}

export interface StaticCredentials {
  readonly accessKeyId: string;
  readonly secretAccessKey: string;
  readonly sessionToken?: string | undefined;
  /** Milliseconds since the epoch, when the credentials stop working. */
  readonly expirationMs?: number | undefined;
}
