// Renders job summaries as GitHub shows them (GFM by `marked`, charts by mermaid 11) in headless
// Chromium (the machine's /usr/bin/chromium, never a downloaded browser), fails on any mermaid
// error, and keeps screenshots: the render test's engine, and the maker of the README's picture.
//
//   node scripts/summary-screenshot.mjs --dir OUT_DIR SUMMARY.md...   one PNG per summary
//   node scripts/summary-screenshot.mjs --out FILE.png SUMMARY.md...  the summaries stacked in one
//
// The README's picture comes from the demo's summaries:
//   DEMO_SUMMARIES=/tmp/summaries npm run demo
//   node scripts/summary-screenshot.mjs --out docs/images/summary.png \
//     /tmp/summaries/3-restore-key-hit.md /tmp/summaries/3-save.md
//
// CHROMIUM_PATH overrides the browser's path.
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Marked } from 'marked';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const MERMAID_DIR = path.join(ROOT, 'node_modules', 'mermaid', 'dist');
/** The page's origin; its requests are answered from node_modules, never from the network. */
const ORIGIN = 'http://summaries.invalid';
const CHROMIUM_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
/** About the width of a job summary on GitHub's run page. */
const PAGE_WIDTH = 1012;
/** A chart axis with more labels than this runs them into each other. */
const MAX_AXIS_LABELS = 12;

const escapeHtml = (text) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c]);

/** GFM as GitHub renders it, with ```mermaid blocks left for mermaid to draw. */
export function summaryHtml(markdown) {
  const marked = new Marked({ gfm: true });
  marked.use({
    renderer: {
      code({ text, lang }) {
        if (lang === 'mermaid') return `<pre class="mermaid">${escapeHtml(text)}</pre>\n`;
        return false;
      },
    },
  });
  return marked.parse(markdown);
}

// A plain GitHub-like look: system font, bordered tables, grey code. Written for this page.
const STYLE = `
body { margin: 0; background: #fff; }
.page { width: ${PAGE_WIDTH - 48}px; padding: 16px 24px; color: #1f2328;
  font: 14px/1.5 -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; }
.summary + .summary { border-top: 1px solid #d1d9e0; margin-top: 16px; padding-top: 8px; }
h2 { font-size: 1.5em; border-bottom: 1px solid #d1d9e0; padding-bottom: .3em; margin: 16px 0; }
h3 { font-size: 1.25em; }
table { border-collapse: collapse; margin: 0 0 16px; display: block; overflow: auto; }
th, td { border: 1px solid #d1d9e0; padding: 6px 13px; }
th { font-weight: 600; } td[align="right"] { white-space: nowrap; } tr:nth-child(2n) { background: #f6f8fa; }
code { background: #eff1f3; border-radius: 6px; padding: .2em .4em; font-size: 85%;
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
blockquote { margin: 0 0 16px; padding: 0 1em; color: #59636e; border-left: .25em solid #d1d9e0; }
ul { padding-left: 2em; } p, ul { margin: 0 0 16px; }
pre.mermaid { background: none; text-align: center; margin: 0 0 16px; }
`;

function pageHtml(markdowns) {
  const body = markdowns.map((md) => `<div class="summary">${summaryHtml(md)}</div>`).join('\n');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${STYLE}</style></head>
<body><div class="page">${body}</div><script type="module">${DRAW_CHARTS}</script></body></html>`;
}

/**
 * The page's own script: draws every chart with mermaid, in order, and leaves in
 * `window.drawnCharts` the problems found: mermaid's errors, and time axes with too many labels to
 * read. Text, not a function passed to the page: a test runner's transforms would rewrite one.
 */
const DRAW_CHARTS = `
import mermaid from '${ORIGIN}/mermaid/mermaid.esm.min.mjs';
mermaid.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict' });
const problems = [];
const blocks = [...document.querySelectorAll('pre.mermaid')];
for (const [i, block] of blocks.entries()) {
  const source = block.textContent;
  const kind = source.replace(/^%%\\{[\\s\\S]*?\\}%%\\s*/, '').split(/\\s/)[0];
  try {
    await mermaid.parse(source);
    const { svg } = await mermaid.render('chart-' + i, source);
    block.innerHTML = svg;
  } catch (error) {
    problems.push('chart ' + (i + 1) + ' (' + kind + '): ' + (error?.message ?? String(error)));
    continue;
  }
  if (block.querySelector('.error-icon, .error-text'))
    problems.push('chart ' + (i + 1) + ' (' + kind + '): mermaid drew an error');
  const labels = kind === 'gantt'
    ? block.querySelectorAll('g.grid .tick text').length
    : block.querySelectorAll('g.bottom-axis g.label text').length;
  if (labels > ${MAX_AXIS_LABELS})
    problems.push('chart ' + (i + 1) + ' (' + kind + '): ' + labels + ' labels on its time axis');
}
window.drawnCharts = { charts: blocks.length, problems };
`;

/** Answers the page's requests: the page itself and mermaid's files; nothing else leaves. */
async function serve(page, html) {
  await page.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== ORIGIN) return route.abort();
    if (url.pathname === '/') return route.fulfill({ contentType: 'text/html', body: html });
    const file = path.join(MERMAID_DIR, path.normalize(url.pathname.replace(/^\/mermaid\//, '')));
    if (!url.pathname.startsWith('/mermaid/') || !file.startsWith(MERMAID_DIR) || !existsSync(file))
      return route.fulfill({ status: 404, body: '' });
    return route.fulfill({ contentType: 'text/javascript', body: await readFile(file) });
  });
}

/** The browser, launched once for all pages (fresh profile, the flags above). */
export async function openBrowser() {
  const executablePath = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (!existsSync(executablePath))
    throw new Error(`No Chromium at ${executablePath}: install Debian's 'chromium' package`);
  const profile = await mkdtemp(path.join(os.tmpdir(), 'summary-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    headless: true,
    args: CHROMIUM_FLAGS,
    viewport: { width: PAGE_WIDTH, height: 800 },
    deviceScaleFactor: 1,
    offline: false,
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/**
 * Renders the markdowns as one page, draws its charts, and saves a full-page PNG at `png`.
 * Returns the number of charts and the problems found (empty when all drew cleanly).
 */
export async function screenshotSummaries(browser, markdowns, png) {
  const page = await browser.context.newPage();
  const pageErrors = [];
  page.on('pageerror', (error) => {
    pageErrors.push(`page error: ${error.message}`);
    void page.evaluate('window.chartsFailed = true').catch(() => undefined);
  });
  try {
    await serve(page, pageHtml(markdowns));
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction('window.drawnCharts !== undefined || window.chartsFailed', null, {
      timeout: 60_000,
    });
    const drawn = await page.evaluate('window.drawnCharts');
    if (!drawn) throw new Error(`mermaid did not load: ${pageErrors.join('; ')}`);
    await mkdir(path.dirname(png), { recursive: true });
    await page.locator('.page').screenshot({ path: png });
    return { charts: drawn.charts, problems: [...pageErrors, ...drawn.problems] };
  } finally {
    await page.close();
  }
}

async function main(args) {
  const [mode, target, ...files] = args;
  if (!['--dir', '--out'].includes(mode) || !target || files.length === 0) {
    console.error(
      'usage: node scripts/summary-screenshot.mjs --dir OUT_DIR SUMMARY.md...\n' +
        '       node scripts/summary-screenshot.mjs --out FILE.png SUMMARY.md...',
    );
    return 2;
  }
  const browser = await openBrowser();
  let failed = false;
  try {
    const jobs =
      mode === '--out'
        ? [{ png: target, files }]
        : files.map((f) => ({
            png: path.join(target, `${path.basename(f).replace(/\.[^.]*$/, '')}.png`),
            files: [f],
          }));
    for (const job of jobs) {
      const markdowns = await Promise.all(job.files.map((f) => readFile(f, 'utf8')));
      const { charts, problems } = await screenshotSummaries(browser, markdowns, job.png);
      console.log(
        `${job.png}: ${charts} chart${charts === 1 ? '' : 's'}${problems.length ? '' : ', all drawn'}`,
      );
      for (const p of problems) console.error(`  ${p}`);
      failed ||= problems.length > 0;
    }
  } finally {
    await browser.close();
  }
  return failed ? 1 : 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url))
  process.exitCode = await main(process.argv.slice(2));
