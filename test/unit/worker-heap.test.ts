import { describe, expect, it } from 'vitest';
import {
  ListWorkerMemoryError,
  workerFailure,
  workerLimits,
} from '../../src/s3/list/worker-heap.js';

const place = { bucket: 'b', prefix: 'logs/\n::x', listConcurrency: 16, limits: workerLimits(16) };

describe("the listing worker's heap", () => {
  it('is 48 MB up to 16 chains and 3 MB a chain beyond, with a 4 MB young generation', () => {
    expect(workerLimits(1)).toEqual({ maxYoungGenerationSizeMb: 4, maxOldGenerationSizeMb: 48 });
    expect(workerLimits(16).maxOldGenerationSizeMb).toBe(48);
    expect(workerLimits(64).maxOldGenerationSizeMb).toBe(192);
    expect(workerLimits(64, 8).maxOldGenerationSizeMb).toBe(8);
  });

  it("turns Node's out-of-memory end of the worker into a named error that says what to do", () => {
    const oom = Object.assign(
      new Error('Worker terminated due to reaching memory limit: JS heap out of memory'),
      { code: 'ERR_WORKER_OUT_OF_MEMORY' },
    );
    const error = workerFailure(oom, place);
    expect(error).toBeInstanceOf(ListWorkerMemoryError);
    expect(error.name).toBe('ListWorkerMemoryError');
    expect(error.cause).toBe(oom);
    expect(error.message).toBe(
      'Listing "s3://b/logs/\\n::x" stopped: the listing worker ran out of memory, past its heap ' +
        'limit of 48 MB with 16 key ranges listed at once. List with fewer key ranges at once (a ' +
        "lower list concurrency), or with the single lister, which lists on the main thread without the worker's limit.",
    );
  });

  it('leaves any other error of the worker as it is', () => {
    const other = Object.assign(new Error('boom'), { code: 'ERR_SOMETHING' });
    expect(workerFailure(other, place)).toBe(other);
  });
});
