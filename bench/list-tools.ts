/**
 * The listing commands the list suite times, and how each says how many objects and pages it saw.
 */
import path from 'node:path';
import type { CommandRun } from './lib/measure.js';
import { ourReport } from './lib/measure.js';
import type { Peers } from './lib/tools.js';

export interface ListTarget {
  readonly endpoint: string;
  readonly bucket: string;
  /** A folder for `aws s3 cp --dryrun` to name (nothing is written to it). */
  readonly scratchDir: string;
}

export interface ListCounts {
  readonly objects: number | undefined;
  readonly pages: number | undefined;
  /** The tool's own timing of the listing, without process start-up. */
  readonly inProcessSeconds: number | undefined;
}

export interface ListTool {
  /** Stable id, used in the JSON. */
  readonly id: string;
  readonly tool: string;
  readonly lister: string;
  readonly command: (target: ListTarget) => [string, string[]];
  /** From a timed run (stdout went to /dev/null). */
  readonly counts: (run: CommandRun) => ListCounts;
  /** Objects seen in a verification run, whose stdout was captured. */
  readonly verify: (run: CommandRun) => number | undefined;
  /** Our CLI: its report is the last line of stdout, which the timed runs keep (count-lines). */
  readonly reportOnStdout?: boolean;
}

const NONE: ListCounts = { objects: undefined, pages: undefined, inProcessSeconds: undefined };

const lines = (text: string | undefined) => (text ?? '').split('\n').filter((l) => l !== '');

function fromReport(run: CommandRun): ListCounts {
  const report = ourReport<{ objects: number; pages: number; seconds: number }>(run);
  return report
    ? { objects: report.objects, pages: report.pages, inProcessSeconds: report.seconds }
    : NONE;
}

/** The aws-cli's two ways to list: `ls --recursive`, and `cp --dryrun` (which lists as a sync). */
function awsTools(aws: string): ListTool[] {
  return [
    {
      id: 'aws-ls',
      tool: 'aws s3 ls --recursive',
      lister: 'aws-cli',
      command: (t) => [
        aws,
        ['--endpoint-url', t.endpoint, 's3', 'ls', '--recursive', `s3://${t.bucket}/`],
      ],
      counts: () => NONE,
      verify: (run) => lines(run.stdout).length,
    },
    {
      id: 'aws-cp-dryrun',
      tool: 'aws s3 cp --recursive --dryrun --quiet',
      lister: 'aws-cli',
      command: (t) => [
        aws,
        [
          '--endpoint-url',
          t.endpoint,
          's3',
          'cp',
          '--recursive',
          `s3://${t.bucket}/`,
          t.scratchDir,
          '--dryrun',
          '--quiet',
        ],
      ],
      counts: () => NONE,
      // --quiet prints nothing, so the verification run drops it and counts "(dryrun)" lines.
      verify: (run) => lines(run.stdout).filter((l) => l.startsWith('(dryrun)')).length,
    },
  ];
}

function rcloneTool(rclone: string): ListTool {
  return {
    id: 'rclone-lsf',
    tool: 'rclone lsf -R',
    lister: 'rclone 1.60',
    command: (t) => [rclone, ['lsf', '-R', `rgw:${t.bucket}`]],
    counts: () => NONE,
    // lsf -R also prints each directory, as a line ending in '/'.
    verify: (run) => lines(run.stdout).filter((l) => !l.endsWith('/')).length,
  };
}

interface OurVariant {
  readonly id: string;
  readonly lister: string;
  readonly flags: string[];
  readonly cli?: string;
}

/** Ours with both listers, the baseline build's, and one chain when the build has ranges. */
function ourVariants(options: ListToolOptions): OurVariant[] {
  const variants: OurVariant[] = [
    { id: 's3-sync-single', lister: 'single', flags: ['--bucket-lister', 'single'] },
    { id: 's3-sync-threaded', lister: 'threaded', flags: ['--bucket-lister', 'threaded'] },
  ];
  if (options.baselineCli) {
    // Another build of ours (a copy of dist/ taken before a change), default lister: an A/B.
    variants.push({
      id: 's3-sync-threaded-baseline',
      lister: `threaded, the build in ${path.dirname(path.dirname(options.baselineCli))}`,
      flags: ['--bucket-lister', 'threaded'],
      cli: options.baselineCli,
    });
  }
  if (options.oneChainVariant) {
    // The threaded lister as issue 3 first specified it: one chain, quick page, one parse.
    variants.push({
      id: 's3-sync-threaded-1',
      lister: 'threaded, --list-concurrency 1',
      flags: ['--bucket-lister', 'threaded', '--list-concurrency', '1'],
    });
  }
  return variants;
}

function ourTool(cli: string, variant: OurVariant): ListTool {
  return {
    id: variant.id,
    tool: 's3-sync ls --recursive',
    lister: variant.lister,
    command: (t) => [
      process.execPath,
      [
        variant.cli ?? cli,
        'ls',
        `s3://${t.bucket}`,
        '--recursive',
        ...variant.flags,
        '--endpoint-url',
        t.endpoint,
        '--report',
        'json',
      ],
    ],
    counts: fromReport,
    reportOnStdout: true,
    verify: (run) => {
      // The listing, then the report's line.
      const printed = lines(run.stdout).filter((line) => !line.startsWith('{')).length;
      const reported = fromReport(run).objects;
      if (reported !== printed) {
        throw new Error(
          `s3-sync ls (${variant.lister}) printed ${printed} lines but reported ${reported} objects`,
        );
      }
      return printed;
    },
  };
}

/** The floor: signed GETs in a chain, each next page asked for at the body's end or sooner. */
function rawChainTools(rawChain: string): ListTool[] {
  const rawChains = [
    {
      id: 'raw-chain',
      mode: 'whole',
      tool: 'raw chain: signed GETs, token by indexOf at body end',
    },
    {
      id: 'raw-chain-stream',
      mode: 'stream',
      tool: 'raw chain: next GET as soon as the token streams in',
    },
  ];
  return rawChains.map((raw) => ({
    id: raw.id,
    tool: raw.tool,
    lister: 'floor',
    command: (t) => [process.execPath, [rawChain, t.endpoint, t.bucket, raw.mode]],
    counts: fromReport,
    verify: (run) => fromReport(run).objects,
  }));
}

interface ListToolOptions {
  readonly oneChainVariant: boolean;
  readonly baselineCli?: string | undefined;
}

export function listTools(
  peers: Peers,
  cli: string,
  rawChain: string,
  options: ListToolOptions,
): ListTool[] {
  return [
    ...(peers.aws ? awsTools(peers.aws) : []),
    ...(peers.rclone ? [rcloneTool(peers.rclone)] : []),
    ...ourVariants(options).map((variant) => ourTool(cli, variant)),
    ...rawChainTools(rawChain),
  ];
}

/** The verification run's arguments: aws s3 cp without --quiet, so that it prints its lines. */
export function verificationCommand(tool: ListTool, target: ListTarget): [string, string[]] {
  const [command, args] = tool.command(target);
  return [command, tool.id === 'aws-cp-dryrun' ? args.filter((a) => a !== '--quiet') : args];
}
