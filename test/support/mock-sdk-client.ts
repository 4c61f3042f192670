import * as sdk from '../../src/s3/sdk-module.js';
import type { SdkClient } from '../../src/s3/sdk-client.js';

/**
 * An SdkClient whose `send` hands each command, made with the SDK's real classes, to `answer`
 * (pure unit tests, which stub what the server says).
 */
export function mockSdkClient(answer: (command: never) => Promise<unknown>): SdkClient {
  return {
    send: (make) => answer(make(sdk) as never) as never,
    loaded: () => Promise.reject(new Error('a mocked client has no SDK client behind it')),
    credentials: () => () => Promise.reject(new Error('a mocked client has no credentials')),
    destroy: () => undefined,
  };
}
