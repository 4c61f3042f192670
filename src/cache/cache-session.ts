import type { ClientSettings } from '../s3/client-settings.js';
import { createS3Connection, effectiveChecksumMode } from '../s3/client.js';
import { DirectRequests } from '../transfer/direct-requests.js';
import type { CacheSession } from './cache-types.js';

/**
 * A session for the cache engine from connection settings. Helper A's createS3Session
 * (src/s3/s3-session.ts) makes the same thing; this goes once that is on main.
 */
export function createCacheSession(
  client: Omit<ClientSettings, 'maxSockets'>,
  maxRequests = 32,
): CacheSession & { close(): void } {
  const connection = createS3Connection({ ...client, maxSockets: maxRequests }, undefined, 1);
  const direct = new DirectRequests(
    connection.client,
    connection.agent,
    connection.client.config.credentials,
    effectiveChecksumMode(client) === 'WHEN_SUPPORTED',
  );
  return {
    client: connection.client,
    agent: connection.agent,
    direct,
    clientSettings: client,
    close: () => connection.close(),
  };
}
