/**
 * How a job's report is told. Every job's front-ends build one report object (the engine's result
 * and what the step knows besides), and one renderer turns it into each thing a user reads: the
 * step log, the step's outputs, the job summary and the CLI's text. A new figure is added to the
 * result and said by the renderer, nowhere else.
 */
export interface ReportRenderer<Report> {
  /** What the step log and the CLI warn of, one sentence each. */
  warnings(report: Report): readonly string[];
  /** The step log's lines that say what the job did. */
  logLines(report: Report): readonly string[];
  /** The step's outputs, by the names in its action.yml. */
  outputs(report: Report): Readonly<Record<string, string>>;
  /** The job summary: markdown, untrusted text escaped, under the runner's limit. */
  summary(report: Report, error?: Error): string;
  /** What the CLI prints for a person (`--report json` prints the report object instead). */
  text(report: Report): string;
}
