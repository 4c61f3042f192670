import type http from 'node:http';
import type { AddressInfo } from 'node:net';

/** A test's own HTTP server, listening on 127.0.0.1, as the fake endpoints hand it to a test. */
export interface LoopbackServer {
  readonly endpoint: string;
  /** Requests answered, to show the client reached it. */
  readonly requests: () => number;
  close(): Promise<void>;
}

/** Starts `server` on a free port of 127.0.0.1; closing it drops the kept-alive sockets too. */
export async function listenOnLoopback(
  server: http.Server,
  requests: () => number,
): Promise<LoopbackServer> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
