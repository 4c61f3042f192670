import type { S3Client } from '@aws-sdk/client-s3';
import type { AwsCredentialIdentity, AwsCredentialIdentityProvider } from '@aws-sdk/types';
import type { Command } from '@smithy/types';
import type { SdkClientOptions } from './sdk-module.js';

/** The SDK's module (the S3 client's package and our factory), as `loadSdk` gives it. */
export type Sdk = typeof import('./sdk-module.js');

let loading: Promise<Sdk> | undefined;

/**
 * The lazy boundary: the one place the SDK is imported, on first use. Every other module names
 * the SDK's types only (eslint holds it), so the SDK stays out of what a run loads until a
 * request needs it: one through the SDK's client (uploads, copies, deletes, HEADs, the fallbacks
 * of large GETs), a credential source other than static keys, or a bucket whose endpoint we do
 * not work out ourselves (`computed-target.ts`).
 */
export function loadSdk(): Promise<Sdk> {
  loading ??= import('./sdk-module.js');
  return loading;
}

// `any` stands for the input and configuration types a command's output does not depend on.
/* eslint-disable @typescript-eslint/no-explicit-any */
type AnyCommand = Command<any, any, any, any, any>;
type OutputOf<C> = C extends Command<any, any, any, infer O, any> ? O : never;
/* eslint-enable @typescript-eslint/no-explicit-any */

export interface SdkSendOptions {
  readonly abortSignal?: AbortSignal | undefined;
}

/** The SDK's S3 client behind the lazy boundary (`lazySdkClient`). */
export interface SdkClient {
  /** The SDK's module and its client, loaded and made once. */
  loaded(): Promise<{ readonly sdk: Sdk; readonly client: S3Client }>;
  /**
   * Sends a command, given as a function of the SDK's module
   * (`(s3) => new s3.GetObjectCommand({...})`), since its class is part of what is loaded late.
   */
  send<C extends AnyCommand>(make: (sdk: Sdk) => C, options?: SdkSendOptions): Promise<OutputOf<C>>;
  /**
   * The credentials every request is signed with: the static ones without loading anything, or
   * the SDK's chain, through its client (which learns the secrets it resolves for redaction).
   */
  credentials(): AwsCredentialIdentityProvider;
  /** Ends the client's own resources, if it was ever made (the agent is the connection's). */
  destroy(): void;
}

/** The SDK's S3 client, made (`sdk-module.ts`) the first time something needs it. */
export function lazySdkClient(options: SdkClientOptions): SdkClient {
  return new LazySdkClient((sdk) => sdk.createSdkClient(options), options.credentials);
}

/** A client made elsewhere (tests, benchmarks), behind the same interface. */
export function sdkClientOf(client: S3Client): SdkClient {
  return new LazySdkClient(() => client, undefined);
}

class LazySdkClient implements SdkClient {
  private client: Promise<S3Client> | undefined;
  private made: S3Client | undefined;

  constructor(
    private readonly make: (sdk: Sdk) => S3Client,
    private readonly given: AwsCredentialIdentityProvider | undefined,
  ) {}

  async loaded(): Promise<{ readonly sdk: Sdk; readonly client: S3Client }> {
    this.client ??= loadSdk().then((sdk) => (this.made = this.make(sdk)));
    return { sdk: await loadSdk(), client: await this.client };
  }

  async send<C extends AnyCommand>(
    make: (sdk: Sdk) => C,
    options?: SdkSendOptions,
  ): Promise<OutputOf<C>> {
    const { sdk, client } = await this.loaded();
    return (await client.send(make(sdk), options)) as OutputOf<C>;
  }

  credentials(): AwsCredentialIdentityProvider {
    const given = this.given;
    if (given) return given;
    return async (properties?: Record<string, unknown>): Promise<AwsCredentialIdentity> => {
      const { client } = await this.loaded();
      return client.config.credentials(properties);
    };
  }

  destroy(): void {
    this.made?.destroy();
  }
}
