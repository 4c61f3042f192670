import { rawConnections } from '../../s3/raw/raw-connections.js';
import { releaseBuffer } from '../store/release-buffer.js';
import type { TaskTable } from '../workers/cache-worker.js';
import { commitNames, removeNames } from './restore-commit.js';
import type { RestoreTask } from './restore-task-types.js';
import { blobRange, blobSeal } from './restore-blob-worker.js';
import { blobLand, fetchTask, unpack } from './restore-worker.js';

/** The restore's tasks as the worker runs them. */
export const restoreTasks: TaskTable<RestoreTask> = {
  unpack: {
    run: (task) => {
      try {
        unpack(task, task.body);
      } finally {
        releaseBuffer(task.body); // moved here from the main thread: no one else holds it
      }
    },
  },
  'fetch-unpack': { fetch: fetchTask },
  'fetch-write': { fetch: fetchTask },
  'blob-land': { run: blobLand },
  'blob-range': { fetch: blobRange },
  'blob-seal': { run: blobSeal },
  commit: { run: (task) => ({ result: commitNames(task) }) },
  remove: { run: (task) => removeNames(task.paths) },
  preconnect: {
    run: (task) => {
      rawConnections.preconnect(task.endpoint, task.count);
    },
  },
};
