// Shows in a terminal what GitHub shows on the job's summary page: a tiny renderer for the
// markdown the action writes to GITHUB_STEP_SUMMARY (headings, bold, aligned tables, and the
// mermaid charts drawn as text), and the step outputs from a GITHUB_OUTPUT file.
//
//   node scripts/render-summary.mjs SUMMARY_FILE [GITHUB_OUTPUT_FILE]
import { readFileSync } from 'node:fs';

const color = process.stdout.isTTY && !process.env.NO_COLOR;
const style = (code) => (text) => (color ? `\x1b[${code}m${text}\x1b[0m` : text);
const bold = style('1');
const dim = style('2');
const cyan = style('36');
const underline = style('4');
const WIDTH = Math.min(process.stdout.columns || 100, 110);

/** Undoes the escapes the summary uses for S3 keys, and drops the few tags it writes. */
function plain(text) {
  return text
    .replace(/<\/?code>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#(\d+);/g, (_, n) => String.fromCodePoint(Number(n)))
    .replace(/&(amp|lt|gt|quot);/g, (_, name) => ({ amp: '&', lt: '<', gt: '>', quot: '"' })[name]);
}

function inline(text) {
  return plain(text)
    .replace(/\*\*(.+?)\*\*/g, (_, t) => bold(t))
    .replace(/`([^`]+)`/g, (_, t) => cyan(t))
    .replace(/(^|\s)_(.+?)_(\s|$)/g, (_, a, t, b) => `${a}${dim(t)}${b}`);
}

// eslint-disable-next-line no-control-regex
const ANSI = /\x1b\[[0-9;]*m/g;
/** Terminal columns: emoji and CJK take two. */
function width(text) {
  let n = 0;
  for (const ch of text.replace(ANSI, '')) {
    const cp = ch.codePointAt(0);
    if (cp >= 0x300 && cp <= 0x36f) continue;
    const wide =
      (cp >= 0x1100 && cp <= 0x115f) ||
      (cp >= 0x2e80 && cp <= 0xa4cf) ||
      (cp >= 0xac00 && cp <= 0xd7a3) ||
      (cp >= 0xf900 && cp <= 0xfaff) ||
      (cp >= 0xff00 && cp <= 0xff60) ||
      (cp >= 0x1f300 && cp <= 0x1faff) ||
      cp === 0x2705 ||
      cp === 0x274c;
    n += wide ? 2 : 1;
  }
  return n;
}

const pad = (text, n, right) => {
  const gap = ' '.repeat(Math.max(0, n - width(text)));
  return right ? gap + text : text + gap;
};

function renderTable(rows) {
  const cells = rows.map((row) =>
    row
      .trim()
      .replace(/^\||\|$/g, '')
      .split('|')
      .map((cell) => cell.trim()),
  );
  const [header, rule, ...body] = cells;
  const right = rule.map((c) => c.endsWith(':'));
  const shown = [header.map(plain), ...body.map((row) => row.map(inline))];
  const widths = header.map((_, i) => Math.max(...shown.map((row) => width(row[i] ?? ''))));
  const line = (row) => '  ' + row.map((c, i) => pad(c ?? '', widths[i], right[i])).join('   ');
  return [
    line(shown[0].map((c) => bold(c))),
    '  ' + widths.map((w) => dim('─'.repeat(w))).join('   '),
    ...shown.slice(1).map(line),
  ];
}

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;

/** A gantt chart as bars on one time axis. */
function renderGantt(lines) {
  const title =
    lines
      .find((l) => l.trim().startsWith('title '))
      ?.trim()
      .slice(6) ?? 'gantt';
  const bars = lines
    .map((l) => /^\s*(.+?)\s*:\s*\w+,\s*(\d+),\s*(\d+)\s*$/.exec(l))
    .filter(Boolean)
    .map(([, label, start, end]) => ({ label, start: Number(start), end: Number(end) }));
  if (bars.length === 0) return [];
  const total = Math.max(...bars.map((b) => b.end)) || 1;
  const labelWidth = Math.max(...bars.map((b) => b.label.length));
  const cols = Math.max(20, Math.min(60, WIDTH - labelWidth - 30));
  const out = [`  ${bold(title)} ${dim('(mermaid gantt, drawn as text)')}`];
  for (const b of bars) {
    const from = Math.floor((b.start / total) * cols);
    const to = Math.max(from + 1, Math.round((b.end / total) * cols));
    const bar = ' '.repeat(from) + cyan('█'.repeat(to - from)) + ' '.repeat(cols - to);
    out.push(`  ${b.label.padEnd(labelWidth)} │${bar}│ ${seconds(b.start)} → ${seconds(b.end)}`);
  }
  out.push(`  ${' '.repeat(labelWidth)} 0 s${' '.repeat(Math.max(1, cols - 6))}${seconds(total)}`);
  return out;
}

const SPARKS = '▁▂▃▄▅▆▇█';
const MAX_SPARK = 60;
/** An xychart of lines as one sparkline per series. */
function renderXyChart(lines) {
  const title = /title\s+"(.*)"/.exec(lines.join('\n'))?.[1] ?? 'chart';
  // The x-axis is a range in seconds (`x-axis "seconds" 0 --> 12.5`), the points evenly spaced on it.
  const range = /x-axis\s+(?:"[^"]*"\s+)?([\d.]+)\s*-->\s*([\d.]+)/.exec(lines.join('\n'));
  const xs = range ? [range[1], range[2]] : [];
  const plots = lines
    .map((l) => /^\s*line\s+(?:"([^"]*)"\s+)?\[(.*)\]/.exec(l))
    .filter(Boolean)
    .map(([, name, values]) => ({ name, values: values.split(',').map(Number) }));
  const series = plots.map((p) => p.values);
  const names = plots.map((p, i) => p.name ?? `series ${i + 1}`);
  const max = Math.max(1, ...series.flat());
  // At most MAX_SPARK columns: evenly spaced samples, always keeping the last.
  const columns = MAX_SPARK;
  const thin = (values) =>
    values.length <= columns
      ? values
      : Array.from(
          { length: columns },
          (_, i) => values[Math.round((i * (values.length - 1)) / (columns - 1))],
        );
  const out = [`  ${bold(title)} ${dim('(mermaid xychart, drawn as sparklines)')}`];
  series.forEach((values, i) => {
    const spark = thin(values)
      .map((v) => SPARKS[Math.min(7, Math.floor((v / max) * 7.999))])
      .join('');
    const last = values[values.length - 1] ?? 0;
    out.push(
      `  ${(names[i] ?? `series ${i + 1}`).padEnd(12)} ${cyan(spark)} ${last.toLocaleString('en-US')}`,
    );
  });
  if (xs.length) out.push(`  ${' '.repeat(12)} ${dim(`${xs[0]} s … ${xs[1]} s`)}`);
  return out;
}

function wrap(text, indent = '  ') {
  const words = text.split(' ');
  const out = [];
  let line = '';
  for (const word of words) {
    if (line && width(line) + 1 + width(word) > WIDTH - indent.length) {
      out.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(indent + line);
  return out;
}

export function renderMarkdown(markdown) {
  const lines = markdown.split('\n');
  const out = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i];
    if (line.startsWith('```mermaid')) {
      const block = [];
      for (i++; i < lines.length && !lines[i].startsWith('```'); i++) block.push(lines[i]);
      // The first line after any `%%{init: ...}%%` directive names the chart.
      const kind = block.find((l) => !l.trim().startsWith('%%'))?.trim();
      out.push(
        ...(kind === 'gantt'
          ? renderGantt(block)
          : kind?.startsWith('xychart')
            ? renderXyChart(block)
            : block.map((l) => dim(`  ${l}`))),
        '',
      );
    } else if (line.startsWith('|')) {
      const rows = [];
      for (; i < lines.length && lines[i].startsWith('|'); i++) rows.push(lines[i]);
      i--;
      out.push(...renderTable(rows));
    } else if (/^#{1,6} /.test(line)) {
      const text = inline(line.replace(/^#+ /, ''));
      out.push(
        line.startsWith('## ') || line.startsWith('# ') ? underline(bold(text)) : bold(text),
      );
    } else if (line.trim() === '') {
      if (out.length && out[out.length - 1] !== '') out.push('');
    } else {
      out.push(...wrap(inline(line)));
    }
  }
  return out.join('\n');
}

/** GITHUB_OUTPUT as @actions/core writes it: `name<<delimiter`, the value, the delimiter. */
export function parseOutputs(text) {
  const outputs = [];
  const lines = text.split('\n');
  for (let i = 0; i < lines.length; i++) {
    const match = /^([^<=]+)<<(.+)$/.exec(lines[i]);
    if (!match) continue;
    const value = [];
    for (i++; i < lines.length && lines[i] !== match[2]; i++) value.push(lines[i]);
    outputs.push([match[1], value.join('\n')]);
  }
  return outputs;
}

const [summaryFile, outputFile] = process.argv.slice(2);
if (!summaryFile) {
  console.error('usage: node scripts/render-summary.mjs SUMMARY_FILE [GITHUB_OUTPUT_FILE]');
  process.exit(2);
}
if (outputFile) {
  const outputs = parseOutputs(readFileSync(outputFile, 'utf8'));
  const nameWidth = Math.max(...outputs.map(([name]) => name.length));
  console.log(underline(bold('Step outputs')) + dim('  (steps.<id>.outputs.<name>)'));
  for (const [name, value] of outputs) console.log(`  ${name.padEnd(nameWidth)}  ${bold(value)}`);
  console.log('');
}
console.log(dim(`── job summary (${summaryFile}) ──`));
console.log(renderMarkdown(readFileSync(summaryFile, 'utf8')));
