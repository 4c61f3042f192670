/** Issue 3's targets, checked against what the list suite measured. */

export interface ListRow {
  readonly id: string;
  readonly tool: string;
  readonly lister: string;
  readonly objects: number | undefined;
  readonly pages: number;
  /** Requests the shaping proxy counted (proxy mode only). */
  readonly listRequests: number;
  readonly medianSeconds: number;
  readonly minSeconds: number;
  readonly maxSeconds: number;
  readonly inProcessSeconds: number;
  readonly peakRssMb: number;
  /** The tool's user + system CPU seconds. */
  readonly cpuSeconds: number;
  /** Other work's CPU seconds on the machine during the run: the noise. */
  readonly otherCpuSeconds: number;
}

export interface TargetCheck {
  readonly condition: string;
  readonly target: string;
  readonly measured: string;
  readonly met: 'met' | 'not met' | 'not measured';
}

interface SectionLike {
  readonly label: string;
  readonly rows: readonly ListRow[];
}

const verdict = (ok: boolean | undefined): TargetCheck['met'] =>
  ok === undefined ? 'not measured' : ok ? 'met' : 'not met';
const ratio = (a: number | undefined, b: number | undefined) =>
  a === undefined || b === undefined ? undefined : a / b;
const f = (n: number | undefined, digits = 2) => (n === undefined ? '-' : n.toFixed(digits));

/** The default threaded lister, and (in builds that have it) the same with one chain. */
const THREADED = [
  { id: 's3-sync-threaded', name: 'threaded' },
  { id: 's3-sync-threaded-1', name: 'threaded, 1 chain' },
] as const;

export function listTargets(
  sections: readonly SectionLike[],
  memory: SectionLike | undefined,
  proxied: boolean,
): TargetCheck[] {
  const checks: TargetCheck[] = [];
  for (const section of sections) {
    const seconds = (id: string) => section.rows.find((r) => r.id === id)?.medianSeconds;
    const single = seconds('s3-sync-single');
    // The floor is the faster raw chain: on RGW, waiting for each body's end costs ~40 ms on
    // about one page in five (the token has arrived, the end of the chunked body lags).
    const rawWhole = seconds('raw-chain');
    const rawStream = seconds('raw-chain-stream');
    const raw =
      rawWhole === undefined
        ? rawStream
        : rawStream === undefined
          ? rawWhole
          : Math.min(rawWhole, rawStream);
    const awsCp = seconds('aws-cp-dryrun');
    const rclone = seconds('rclone-lsf');
    for (const { id, name } of THREADED) {
      const threaded = seconds(id);
      if (threaded === undefined) continue;
      const vsRaw = ratio(threaded, raw);
      const condition = `${section.label}: ${name}`;
      if (!proxied) {
        const speedup = ratio(awsCp, threaded);
        checks.push({
          condition,
          target: '>= 3.3x faster than aws s3 cp --dryrun, and faster than single',
          measured: `${f(speedup)}x (${f(threaded)} s vs ${f(awsCp)} s); single ${f(single)} s`,
          met: verdict(
            speedup === undefined || single === undefined
              ? undefined
              : speedup >= 3.3 && threaded < single,
          ),
        });
        checks.push({
          condition,
          target: 'within 10% of the raw-chain floor (and so matches rclone)',
          measured:
            `${f(vsRaw, 3)}x the floor (raw chains: ${f(rawWhole)} s whole body, ${f(rawStream)} s streamed); ` +
            `${f(ratio(threaded, rclone), 3)}x rclone (${f(rclone)} s)`,
          met: verdict(vsRaw === undefined ? undefined : vsRaw <= 1.1),
        });
      } else {
        const overSingle = ratio(single, threaded);
        checks.push({
          condition,
          target: 'within 10% of the raw-chain floor, and >= 1.3x faster than single',
          measured: `${f(vsRaw, 3)}x the floor (${f(threaded)} s; raw chains ${f(rawWhole)} s whole body, ${f(rawStream)} s streamed); ${f(overSingle)}x faster than single (${f(single)} s)`,
          met: verdict(
            vsRaw === undefined || overSingle === undefined
              ? undefined
              : vsRaw <= 1.1 && overSingle >= 1.3,
          ),
        });
      }
    }
  }
  if (!proxied) {
    const flat = sections.find((s) => s.label.includes('flat'));
    for (const { id, name } of THREADED) {
      const big = flat?.rows.find((r) => r.id === id)?.peakRssMb;
      const small = memory?.rows.find((r) => r.id === id)?.peakRssMb;
      if (big === undefined && small === undefined) continue;
      const delta = big === undefined || small === undefined ? undefined : big - small;
      checks.push({
        condition: `memory, ${name}: ${memory?.label ?? '-'} vs ${flat?.label ?? '-'}`,
        target: 'less than 40 MB more RSS for 100k objects than for 10k',
        measured: `${f(small, 0)} MB -> ${f(big, 0)} MB (+${f(delta, 0)} MB)`,
        met: verdict(delta === undefined ? undefined : delta < 40),
      });
    }
  }
  return checks;
}
