import type { S3Client } from '@aws-sdk/client-s3';
import { describeMachine, printMachine, type Machine } from './report.js';
import { adminClient, findServer, toolEnv, type BenchServer } from './server.js';
import { makeWorkspace, type Workspace } from './tools.js';

export interface Suite {
  readonly machine: Machine;
  readonly server: BenchServer;
  /** The server's admin client, to seed and clean buckets. */
  readonly client: S3Client;
  /** The environment every tool under test runs with (endpoint, credentials). */
  readonly env: NodeJS.ProcessEnv;
  /** A scratch copy of dist/, from which our CLI runs. */
  readonly workspace: Workspace;
}

/** What every suite starts from, the machine printed first so that each log says where it ran. */
export function startSuite(): Suite {
  const machine = describeMachine();
  printMachine(machine);
  const server = findServer();
  return {
    machine,
    server,
    client: adminClient(server),
    env: toolEnv(server),
    workspace: makeWorkspace(),
  };
}
