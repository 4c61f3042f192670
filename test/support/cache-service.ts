import http from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BlobSASPermissions,
  BlobServiceClient,
  generateBlobSASQueryParameters,
  StorageSharedKeyCredential,
} from '@azure/storage-blob';
import { AZURITE_ACCOUNT, AZURITE_KEY } from './azurite.js';

/**
 * A stand-in for GitHub's cache service (v2): the three Twirp calls @actions/cache makes, as its
 * generated client (actions/toolkit packages/cache/src/generated/results/api/v1/cache.ts) sends
 * them with proto field names, and signed URLs to Azurite where the archives live.
 */

const SERVICE = '/twirp/github.actions.results.api.v1.CacheService/';
const CONTAINER = 'actions-cache';

interface Entry {
  readonly key: string;
  readonly version: string;
  readonly blob: string;
  readonly createdAt: number;
  finalized: boolean;
  sizeBytes: number;
}

export interface CacheServiceCall {
  readonly method: string;
  readonly body: Record<string, unknown>;
  readonly authorization: string | undefined;
}

export interface CacheService {
  /** ACTIONS_RESULTS_URL for the steps. */
  readonly url: string;
  readonly calls: CacheServiceCall[];
  /** Entries whose upload was finalized, by key. */
  keys(): string[];
  /** The environment the runner gives a node action that may use the cache. */
  env(): Record<string, string>;
  close(): Promise<void>;
}

export async function startCacheService(accountUrl: string): Promise<CacheService> {
  const credential = new StorageSharedKeyCredential(AZURITE_ACCOUNT, AZURITE_KEY);
  const container = new BlobServiceClient(accountUrl, credential).getContainerClient(CONTAINER);
  await container.createIfNotExists();
  const entries: Entry[] = [];
  const calls: CacheServiceCall[] = [];
  let clock = 0;

  const signedUrl = (blob: string, permissions: string) => {
    const sas = generateBlobSASQueryParameters(
      {
        containerName: CONTAINER,
        blobName: blob,
        permissions: BlobSASPermissions.parse(permissions),
        expiresOn: new Date(Date.now() + 3600_000),
      },
      credential,
    ).toString();
    return `${accountUrl}/${CONTAINER}/${encodeURIComponent(blob)}?${sas}`;
  };

  /** Exact key first, then the key and each restore key as a prefix; newest entry wins. */
  const lookup = (key: string, restoreKeys: string[], version: string) => {
    const ready = entries.filter((e) => e.finalized && e.version === version);
    const exact = ready.find((e) => e.key === key);
    if (exact) return exact;
    for (const prefix of [key, ...restoreKeys]) {
      const found = ready
        .filter((e) => e.key.startsWith(prefix))
        .sort((a, b) => b.createdAt - a.createdAt)[0];
      if (found) return found;
    }
    return undefined;
  };

  const handlers: Record<string, (body: Record<string, unknown>) => object> = {
    CreateCacheEntry(body) {
      const key = String(body.key);
      const version = String(body.version);
      if (entries.some((e) => e.key === key && e.version === version)) {
        return { ok: false, message: `cache entry ${JSON.stringify(key)} already exists` };
      }
      const blob = `entry-${entries.length + 1}`;
      entries.push({ key, version, blob, createdAt: ++clock, finalized: false, sizeBytes: 0 });
      return { ok: true, signed_upload_url: signedUrl(blob, 'racw') };
    },
    FinalizeCacheEntryUpload(body) {
      const entry = entries.find((e) => e.key === body.key && e.version === body.version);
      if (!entry) return { ok: false, message: 'no such reservation' };
      entry.finalized = true;
      entry.sizeBytes = Number(body.size_bytes);
      return { ok: true, entry_id: String(entries.indexOf(entry) + 1) };
    },
    GetCacheEntryDownloadURL(body) {
      const restoreKeys = Array.isArray(body.restore_keys) ? body.restore_keys.map(String) : [];
      const entry = lookup(String(body.key), restoreKeys, String(body.version));
      if (!entry) return { ok: false };
      return { ok: true, signed_download_url: signedUrl(entry.blob, 'r'), matched_key: entry.key };
    },
  };

  const server = http.createServer((req, res) => {
    let text = '';
    req.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
    req.on('end', () => {
      const method = (req.url ?? '').startsWith(SERVICE) ? req.url!.slice(SERVICE.length) : '';
      const handler = handlers[method];
      if (req.method !== 'POST' || !handler) {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ code: 'bad_route', msg: `no method ${req.url}` }));
        return;
      }
      const body = JSON.parse(text || '{}') as Record<string, unknown>;
      calls.push({ method, body, authorization: req.headers.authorization });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(handler(body)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return {
    url,
    calls,
    keys: () => entries.filter((e) => e.finalized).map((e) => e.key),
    env: () => ({
      ACTIONS_RESULTS_URL: url,
      ACTIONS_RUNTIME_TOKEN: 'test-runtime-token',
      ACTIONS_CACHE_SERVICE_V2: 'true',
    }),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
