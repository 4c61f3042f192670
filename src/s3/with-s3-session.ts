import { createS3Session, type S3Session, type S3SessionOptions } from './s3-session.js';

/** Runs `work` on an S3 session of its own, closed (its sockets ended) however the work ends. */
export async function withS3Session<T>(
  options: S3SessionOptions,
  work: (session: S3Session) => Promise<T>,
): Promise<T> {
  const session = createS3Session(options);
  try {
    return await work(session);
  } finally {
    session.close();
  }
}
