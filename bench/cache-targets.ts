/** Issue 12's targets, checked against what the cache suite (bench/cache.ts) measured. */
import { ratio, type Row } from './cache-summary.js';
import { fmt, markdownTable } from './lib/report.js';

/** The rows of ours (the build under test) that the targets compare. */
export interface OursSteps {
  readonly fullSave: Row | undefined;
  readonly fresh: Row | undefined;
  readonly firstIncrement: Row | undefined;
  readonly afterIncrements: Row | undefined;
  readonly freshAgain: Row | undefined;
}

export interface TargetInputs {
  readonly ours: OursSteps;
  readonly increments: number;
  /** Every row of the run; the peak RSS target reads ours'. */
  readonly rows: readonly Row[];
  readonly restoreVsArchive: number | undefined;
  readonly restoreVsFloor: number | undefined;
  /** The per-file restores, s3-sync's and the aws-cli's, when the peers ran. */
  readonly oursSync: Row | undefined;
  readonly awsSync: Row | undefined;
}

type Target = readonly [
  what: string,
  target: string,
  value: number | undefined,
  met: (v: number) => boolean,
];

function targets(t: TargetInputs): Target[] {
  const { fullSave, fresh, firstIncrement, afterIncrements, freshAgain } = t.ours;
  const ours = t.rows.filter((r) => r.id.startsWith('ours-'));
  const peakRss = Math.max(...ours.map((r) => r.peakRssMb ?? 0));
  const uploaded = (r: Row) => r.bytesUploaded;
  return [
    [
      'restore vs single archive (download, then zstd -d into tar -x)',
      '>= 1.5x',
      t.restoreVsArchive,
      (v) => v >= 1.5,
    ],
    ['restore vs local tar -xf floor', '<= 1.3x', t.restoreVsFloor, (v) => v <= 1.3],
    ['restore vs aws s3 sync', '>= 10x', ratio(t.awsSync, fresh), (v) => v >= 10],
    ['restore vs s3-sync sync (per file)', 'faster', ratio(t.oursSync, fresh), (v) => v > 1],
    [
      '1%-changed save: bytes uploaded vs full save',
      '<= 5%',
      ratio(firstIncrement, fullSave, uploaded),
      (v) => v <= 0.05,
    ],
    [
      '1%-changed save: time vs full save',
      '<= 0.25x',
      ratio(firstIncrement, fullSave),
      (v) => v <= 0.25,
    ],
    [
      `restore after ${t.increments} saves vs fresh restore`,
      '<= 1.2x',
      ratio(afterIncrements, fresh),
      (v) => v <= 1.2,
    ],
    [
      `restore after ${t.increments} saves vs the first entry restored just after it`,
      '<= 1.2x',
      ratio(afterIncrements, freshAgain),
      (v) => v <= 1.2,
    ],
    [
      'peak RSS of our runs',
      '< 300 MB',
      ours.some((r) => r.error) ? undefined : peakRss,
      (v) => v < 300,
    ],
  ];
}

/** The targets as rows of text: what, target, measured, met. */
export function targetRows(inputs: TargetInputs): string[][] {
  return targets(inputs).map(([what, target, value, met]) => [
    what,
    target,
    value === undefined
      ? '-'
      : what.startsWith('peak')
        ? `${fmt.mb(value)} MB`
        : what.includes('bytes')
          ? `${(value * 100).toFixed(1)}%`
          : fmt.x(value),
    value === undefined ? 'not measured' : met(value) ? 'yes' : 'no',
  ]);
}

export function targetsTable(rows: readonly string[][]): string {
  return `\n### Targets (issue 12)\n\n${markdownTable(['what', 'target', 'measured', 'met'], rows, [false, false, true, false])}`;
}
