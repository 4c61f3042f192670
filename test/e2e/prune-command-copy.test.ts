import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ListObjectsV2Command, PutObjectCommand, type S3Client } from '@aws-sdk/client-s3';
import { micromark } from 'micromark';
import {
  gfmAutolinkLiteral,
  gfmAutolinkLiteralHtml,
} from 'micromark-extension-gfm-autolink-literal';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestBucket, deleteTestBucket, testClient, testServer } from '../support/s3.js';
import { cacheStep } from './cache-runner.js';
import { warningAnnotations, workspaceWith } from './run-action.js';
import { CLI } from './run-cli.js';

// cache/prune's summary shows the command that removes an unreadable manifest. What a reader
// copies from the rendered summary (GFM, as GitHub renders it) must be that command exactly: run
// through a shell, with the connection flags added, it removes the manifest from the real RGW.

let client: S3Client;
let bucket: string;

beforeAll(async () => {
  client = testClient();
  bucket = await createTestBucket(client, 'e2e-prune-copy');
});
afterAll(async () => {
  if (bucket) await deleteTestBucket(client, bucket);
});

/** The text of each code block as a browser shows it (and a reader copies it). */
function renderedCode(markdown: string): string[] {
  const html = micromark(markdown, {
    allowDangerousHtml: true,
    extensions: [gfmAutolinkLiteral()],
    htmlExtensions: [gfmAutolinkLiteralHtml()],
  });
  return [...html.matchAll(/<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g)].map((m) => {
    expect(m[1]).not.toMatch(/<[a-z]/i);
    return m[1]!
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&quot;/g, '"')
      .replace(/&amp;/g, '&');
  });
}

async function exists(key: string): Promise<boolean> {
  const page = await client.send(new ListObjectsV2Command({ Bucket: bucket, Prefix: key }));
  return (page.Contents ?? []).some((object) => object.Key === key);
}

describe("cache/prune's removal command, copied from the rendered summary", () => {
  it('is the command, and run by a shell it removes the unreadable manifest', async () => {
    const folder = `caches/s3-cache-v1/repos/org/app/refs%2Fheads%2Fmain/${'b'.repeat(64)}/`;
    const bad = `${folder}it's ops@evil.example www.z.w \u200b & <b>`;
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: bad, Body: 'not zstd' }));
    const run = await cacheStep(
      'prune',
      `s3://${bucket}/caches/`,
      { 'older-than': '30d', grace: '0s' },
      await workspaceWith({}),
    );
    expect(run.code).toBe(0);
    const blocks = renderedCode(run.summary);
    expect(blocks).toHaveLength(1);
    const command = blocks[0]!.trim();
    expect(command).toMatch(/^npx s3-sync cache rm /);
    expect(command).not.toMatch(/[\u200b&]#|&#/);
    // The command as the log prints it, too.
    expect(warningAnnotations(run).join('\n')).toContain(command);

    // As a user runs it: the CLI in place of `npx s3-sync`, with the job's connection flags.
    const script = `${command.replace(/^npx s3-sync/, `"${process.execPath}" "${CLI}"`)} --endpoint-url "$ENDPOINT" --region "$REGION"`;
    const server = testServer();
    const { stderr } = await promisify(execFile)('bash', ['-c', script], {
      env: {
        PATH: process.env.PATH ?? '',
        AWS_ACCESS_KEY_ID: server.accessKeyId,
        AWS_SECRET_ACCESS_KEY: server.secretAccessKey,
        ENDPOINT: server.endpoint,
        REGION: server.region,
      },
    });
    expect(stderr).toContain('removed 1 entr(ies)');
    expect(await exists(bad)).toBe(false);
  });
});
