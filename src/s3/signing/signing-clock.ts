/** The SDK's threshold: a clock this far from the server's is corrected. */
const SKEW_LIMIT_MS = 5 * 60_000;

/**
 * The time that requests signed outside the SDK are signed with. S3 refuses a signature more
 * than 15 minutes off its own clock (RequestTimeTooSkewed), and the SDK corrects its clock
 * from the Date header of such an answer; requests we sign ourselves do the same, so that a
 * runner with a drifting clock recovers on the retry instead of failing every request.
 */
export class SigningClock {
  private offsetMs = 0;

  now(): Date {
    return new Date(Date.now() + this.offsetMs);
  }

  /** Learns from an error answer's Date header. */
  noteServerDate(header: string | undefined): void {
    const server = header ? Date.parse(header) : NaN;
    if (Number.isNaN(server)) return;
    if (Math.abs(server - (Date.now() + this.offsetMs)) >= SKEW_LIMIT_MS) {
      this.offsetMs = server - Date.now();
    }
  }
}
