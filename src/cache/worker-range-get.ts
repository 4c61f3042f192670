import type http from 'node:http';
import { readErrorResponse, type RequestPlace } from '../s3/error-response.js';
import { keepAliveAgent } from '../s3/keep-alive-agent.js';
import { s3Failure } from '../s3/s3-failure.js';
import { onBodyFailure, sendSigned, type SignedRequest } from '../s3/send-signed.js';

/** Sockets a worker keeps: the GETs in flight are spread over the workers. */
const WORKER_SOCKETS = 8;
const agents = new Map<boolean, http.Agent>();

function agentFor(protocol: string): http.Agent {
  const secure = protocol === 'https:';
  let agent = agents.get(secure);
  if (!agent) {
    agent = keepAliveAgent(secure, WORKER_SOCKETS);
    agents.set(secure, agent);
  }
  return agent;
}

/**
 * Throws unless a ranged GET's Content-Range is the range asked for. A server may answer a
 * range that starts at 0 with the whole object (200, no Content-Range): that is the range asked
 * for if it is exactly `length` bytes, which the caller checks.
 */
export function checkContentRange(
  contentRange: string | undefined,
  offset: number,
  length: number,
  place: RequestPlace,
): void {
  const match = /^bytes (\d+)-(\d+)\//.exec(contentRange ?? '');
  const whole = contentRange === undefined && offset === 0;
  if (whole || (match && Number(match[1]) === offset && Number(match[2]) === offset + length - 1))
    return;
  throw s3Failure({
    ...place,
    code: 'InvalidRange',
    message: `asked for bytes=${offset}-${offset + length - 1} and got ${JSON.stringify(contentRange ?? 'no Content-Range')}`,
  });
}

/**
 * Sends a ranged GET signed by the main thread (DirectRequests.signGet) from a cache worker and
 * reads its body straight into one buffer of exactly `length` bytes (or hands each chunk to
 * `sink` with its offset in the range, and returns an empty buffer). The socket's chunks are
 * then garbage of this worker's small heap, which V8 collects soon, instead of the main
 * thread's, where 8 GETs' 64 KiB chunks piled up to 60-120 MB before a collection (the restore's
 * peak RSS). Checks as getRangeInto does: the Content-Range, and the length; errors are the
 * S3Errors the main thread's path would throw (retried there, in src/retry.ts).
 */
export function getRangeInWorker(
  request: SignedRequest,
  place: RequestPlace,
  offset: number,
  length: number,
  timeoutMs: number,
  signal: AbortSignal,
  sink?: (chunk: Buffer, at: number) => void,
): Promise<Uint8Array<ArrayBuffer>> {
  const range = `bytes=${offset}-${offset + length - 1}`;
  return new Promise((resolve, reject) => {
    let settled = false;
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      outgoing.destroy();
      reject(error);
    };
    const outgoing = sendSigned(request, {
      agent: agentFor(request.protocol),
      signal,
      timeoutMs,
      place,
      onFailure: fail,
    });
    outgoing.on('response', (response: http.IncomingMessage) => {
      const status = response.statusCode ?? 0;
      if (status < 200 || status >= 300) {
        readErrorResponse(response, place).catch(fail);
        return;
      }
      try {
        checkContentRange(response.headers['content-range'], offset, length, place);
      } catch (error) {
        response.resume();
        fail(error as Error);
        return;
      }
      // With a sink (a blob's range, written to its file as it comes) no buffer is held at all.
      const into = new Uint8Array(sink ? 0 : length);
      let at = 0;
      onBodyFailure(response, place, fail);
      // Copied as each chunk arrives (flowing mode), so no chunk waits in the stream's buffer.
      response.on('data', (chunk: Buffer) => {
        if (at + chunk.length > length) {
          fail(
            s3Failure({
              ...place,
              code: 'TruncatedBody',
              message: `the body of ${range} was longer than ${length} bytes`,
            }),
          );
          return;
        }
        try {
          if (sink) sink(chunk, at);
          else into.set(chunk, at);
        } catch (error) {
          fail(error as Error);
          return;
        }
        at += chunk.length;
      });
      response.on('end', () => {
        if (at !== length)
          return fail(
            s3Failure({
              ...place,
              code: 'TruncatedBody',
              message: `the body of ${range} had ${at} bytes, not ${length}`,
            }),
          );
        if (settled) return;
        settled = true;
        resolve(into);
      });
    });
    outgoing.end();
  });
}
