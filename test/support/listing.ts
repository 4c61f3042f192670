import type { ClientSettings } from '../../src/s3/client-settings.js';
import { listObjects } from '../../src/s3/list/list-objects.js';
import type { ListOptions } from '../../src/s3/list/list-types.js';
import type { ObjectEntry } from '../../src/s3/list/object-entry.js';
import { testServer } from './s3.js';

// What the lister integration tests share: client settings and ways to drain a listing.

/** Settings for a local fake ListObjectsV2 server, which checks no signature. */
export function fakeListClient(endpoint: string): ClientSettings {
  return {
    endpointUrl: endpoint,
    region: 'us-east-1',
    maxSockets: 4,
    credentials: { accessKeyId: 'fake', secretAccessKey: 'fake' },
  };
}

/** Settings for the test server (or a proxy in front of it) with the test credentials. */
export function listClient(endpoint = testServer().endpoint): ClientSettings {
  const server = testServer();
  return {
    endpointUrl: endpoint,
    region: server.region,
    maxSockets: 4,
    credentials: { accessKeyId: server.accessKeyId, secretAccessKey: server.secretAccessKey },
  };
}

/** Every entry the listing yields, in the order it yields them. */
export async function collect(options: ListOptions): Promise<ObjectEntry[]> {
  const entries: ObjectEntry[] = [];
  for await (const batch of listObjects(options)) entries.push(...batch);
  return entries;
}

/** Every key the listing yields, and its stats once it has ended. */
export async function keysOf(
  options: ListOptions,
): Promise<{ keys: string[]; stats: ReturnType<typeof listObjects>['stats'] }> {
  const listing = listObjects(options);
  const keys: string[] = [];
  for await (const batch of listing) for (const e of batch) keys.push(e.key);
  return { keys, stats: listing.stats };
}
