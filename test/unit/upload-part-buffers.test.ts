import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mockSdkClient } from '../support/mock-sdk-client.js';
import type { DirectPartInput, DirectRequests } from '../../src/s3/direct-requests.js';
import { ByteBudget } from '../../src/transfer/byte-budget.js';
import { LargeTransferMeter } from '../../src/transfer/large-transfer-meter.js';
import { partBuffersFor } from '../../src/transfer/part-buffers.js';
import type { TransferContext } from '../../src/transfer/transfer-context.js';
import { uploadFile } from '../../src/transfer/upload.js';

const MiB = 1024 * 1024;
const dir = mkdtempSync(path.join(tmpdir(), 'upload-part-buffers-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

/** A pure unit test: the S3 client and the direct path are fakes that record each part. */
function fakeContext(budget: ByteBudget, failFirstPart2: boolean) {
  const sent: Array<{ part: number; bytes: Buffer; memory: ArrayBufferLike }> = [];
  const failedMemory: ArrayBufferLike[] = [];
  /** How many parts had been sent when the failure came. */
  let sentBeforeFailure = -1;
  let failed = false;
  const client = mockSdkClient((command: { constructor: { name: string } }) =>
    Promise.resolve(
      command.constructor.name === 'CreateMultipartUploadCommand' ? { UploadId: 'u1' } : {},
    ),
  );
  const direct = {
    uploadPart: ({ partNumber: part, body }: DirectPartInput): Promise<string> => {
      if (failFirstPart2 && part === 2 && !failed) {
        failed = true;
        failedMemory.push(body.buffer);
        sentBeforeFailure = sent.length;
        return Promise.reject(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
      }
      sent.push({ part, bytes: Buffer.from(body), memory: body.buffer });
      return Promise.resolve(`"etag-${part}"`);
    },
  } as unknown as DirectRequests;
  const context: TransferContext = {
    client,
    direct,
    signal: new AbortController().signal,
    multipartThresholdBytes: 8 * MiB,
    multipartChunksizeBytes: 8 * MiB,
    budget,
    meter: new LargeTransferMeter(),
    objectOptions: {},
    onBytes: () => undefined,
  };
  return { context, sent, failedMemory, sentAfterFailure: () => sent.slice(sentBeforeFailure) };
}

describe('uploads in parts with reused buffers', () => {
  it('sync of a 50 MiB file sends every part whole, reusing the buffers of parts already sent', async () => {
    const file = path.join(dir, 'big.bin');
    const body = Buffer.alloc(50 * MiB + 123);
    for (let i = 0; i < body.length; i += 4096) body.writeUInt32BE(i >>> 0, i);
    writeFileSync(file, body);
    // A budget for one part at a time: each part must take the buffer the previous one gave back.
    const budget = new ByteBudget(8 * MiB);
    const { context, sent } = fakeContext(budget, false);
    await uploadFile({ path: file, size: body.length, bucket: 'b', key: 'big.bin' }, context);
    sent.sort((a, b) => a.part - b.part);
    expect(Buffer.concat(sent.map((s) => s.bytes)).equals(body)).toBe(true);
    expect(new Set(sent.map((s) => s.memory)).size).toBe(1);
    expect(partBuffersFor(budget).idleByteCount).toBe(8 * MiB);
  });

  it('a part whose request failed is sent again from a new buffer, never from the one it failed with', async () => {
    const file = path.join(dir, 'retry.bin');
    const body = Buffer.alloc(20 * MiB, 7);
    body.write('the second part', 8 * MiB);
    writeFileSync(file, body);
    const { context, sent, failedMemory, sentAfterFailure } = fakeContext(
      new ByteBudget(8 * MiB),
      true,
    );
    await uploadFile({ path: file, size: body.length, bucket: 'b', key: 'retry.bin' }, context);
    const after = sentAfterFailure();
    expect(after.map((s) => s.part).sort()).toEqual([2, 3]);
    // A socket that failed may still be writing from its buffer: nothing after reuses it.
    expect(after.some((s) => s.memory === failedMemory[0])).toBe(false);
    sent.sort((a, b) => a.part - b.part);
    expect(sent.map((s) => s.part)).toEqual([1, 2, 3]);
    expect(Buffer.concat(sent.map((s) => s.bytes)).equals(body)).toBe(true);
    expect(failedMemory).toHaveLength(1);
  });
});
