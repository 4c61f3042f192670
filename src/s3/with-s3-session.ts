import { resolveClientSettings } from './aws-config.js';
import { createS3Session, type S3Session, type S3SessionOptions } from './s3-session.js';

/**
 * Runs `work` on an S3 session of its own, closed (its sockets ended) however the work ends. The
 * AWS config files are read first, so the session's client, agent and raw requests, and the
 * listings built from its settings, all go to the one endpoint they resolve to.
 */
export async function withS3Session<T>(
  options: S3SessionOptions,
  work: (session: S3Session) => Promise<T>,
): Promise<T> {
  const session = createS3Session({
    ...options,
    client: await resolveClientSettings(options.client),
  });
  try {
    return await work(session);
  } finally {
    session.close();
  }
}
