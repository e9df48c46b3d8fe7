// Runs Lighthouse on each page in Debian's Chromium, one fresh browser per page, and prints what
// fails (most costly first) then the category scores with LCP, CLS and TBT. Called by
// scripts/lighthouse.sh: node run.mjs OUT_DIR name=url [name=url ...]
// Lighthouse's defaults are kept on purpose: mobile form factor, simulated throttling.
import fs from 'node:fs';
import path from 'node:path';
import lighthouse from 'lighthouse';
import * as chromeLauncher from 'chrome-launcher';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox', // root, in a container
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  // Without these, Chromium tries to reach Google's services, and only loopback is allowed here.
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Any host name but the loopback ones fails to resolve, so the page can reach nothing else.
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

const [outDir, ...pageArgs] = process.argv.slice(2);
if (!outDir || pageArgs.length === 0) {
  console.error('usage: node run.mjs OUT_DIR name=url [name=url ...]');
  process.exit(2);
}
const pages = pageArgs.map((arg) => {
  const i = arg.indexOf('=');
  return { name: arg.slice(0, i), url: arg.slice(i + 1) };
});

async function audit(page) {
  // chrome-launcher makes a fresh --user-data-dir (under TMPDIR) and removes it on kill.
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
  });
  try {
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error(`${page.name}: Lighthouse returned nothing`);
    fs.writeFileSync(path.join(outDir, `${page.name}.json`), result.report);
    const { lhr } = result;
    if (lhr.runtimeError) {
      throw new Error(`${page.name}: ${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
    }
    return lhr;
  } finally {
    await chrome.kill();
  }
}

const fmtMs = (v) => (v == null ? '-' : `${Math.round(v)} ms`);
const score = (c) => (c && c.score != null ? String(Math.round(c.score * 100)) : 'n/a');
const short = (s, n = 110) => {
  const t = String(s ?? '').replace(/\s+/g, ' ').trim();
  return t.length > n ? `${t.slice(0, n - 1)}…` : t;
};

// The rows of an audit's details, tables inside lists flattened (the LCP element audit nests them).
function rows(details) {
  if (!details) return [];
  if (details.type === 'list') return details.items.flatMap((d) => rows(d));
  return Array.isArray(details.items) ? details.items : [];
}

// What a row concerns: the element (selector and snippet) or the file, and what it costs.
function describe(item) {
  const parts = [];
  const node = item.node ?? (item.source?.type === 'node' ? item.source : null) ?? (item.type === 'node' ? item : null);
  if (node?.selector || node?.snippet) parts.push(`${node.selector ?? ''} ${short(node.snippet, 90)}`.trim());
  const url = item.url ?? item.source?.url ?? (typeof item.source === 'string' ? item.source : null);
  if (url) parts.push(item.source?.line != null ? `${url}:${item.source.line + 1}` : url);
  if (item.groupLabel) parts.push(item.groupLabel);
  if (!parts.length && item.description) parts.push(short(item.description));
  if (!parts.length && item.label) parts.push(`${item.label}${item.value != null ? `: ${item.value}` : ''}`);
  if (!parts.length && item.phase) parts.push(`${item.phase}: ${fmtMs(item.timing)}`);
  if (item.wastedMs) parts.push(`(-${Math.round(item.wastedMs)} ms)`);
  if (item.wastedBytes) parts.push(`(-${Math.round(item.wastedBytes / 1024)} KiB)`);
  // bootup-time has total (scripting), long-tasks and main-thread groups have duration.
  if (item.total != null) parts.push(`(${fmtMs(item.total)}, scripting ${fmtMs(item.scripting)})`);
  else if (item.duration != null) parts.push(`(${fmtMs(item.duration)})`);
  if (typeof item.score === 'number' && item.type !== 'node' && !item.wastedMs) parts.push(`(shift ${item.score.toFixed(3)})`);
  return parts.join(' ');
}

// Performance: audits that lose points, by the time they would save (metricSavings, else
// overallSavingsMs), then the diagnostics that name the LCP element and long tasks.
function perfFailures(lhr) {
  const refs = lhr.categories.performance?.auditRefs ?? [];
  const out = [];
  for (const ref of refs) {
    // metrics are the scores themselves; hidden ones repeat other audits (insights, TTI).
    if (ref.group === 'metrics' || ref.group === 'hidden') continue;
    const a = lhr.audits[ref.id];
    if (!a || a.scoreDisplayMode === 'notApplicable' || a.scoreDisplayMode === 'manual') continue;
    const failing = a.score != null && a.score < 0.9;
    const informative = ['largest-contentful-paint-element', 'layout-shifts', 'long-tasks'].includes(a.id) && rows(a.details).length;
    if (!failing && !informative) continue;
    const ms = a.metricSavings ?? {};
    const cost = Math.max(ms.LCP ?? 0, ms.FCP ?? 0, ms.TBT ?? 0, (ms.CLS ?? 0) * 1000, a.details?.overallSavingsMs ?? 0);
    const savings = Object.entries(ms)
      .filter(([, v]) => v)
      .map(([k, v]) => (k === 'CLS' ? `CLS -${v.toFixed(3)}` : `${k} -${Math.round(v)} ms`));
    if (a.details?.overallSavingsBytes) savings.push(`-${Math.round(a.details.overallSavingsBytes / 1024)} KiB`);
    out.push({ id: a.id, title: a.title, cost, note: [a.displayValue, ...savings].filter(Boolean).join(', '), items: rows(a.details) });
  }
  return out.sort((x, y) => y.cost - x.cost);
}

// Accessibility, best practices and SEO: every audit that fails, heaviest first.
function otherFailures(lhr, cat) {
  const out = [];
  for (const ref of lhr.categories[cat]?.auditRefs ?? []) {
    const a = lhr.audits[ref.id];
    if (!a || a.score == null || a.score >= 1) continue;
    if (['notApplicable', 'manual', 'informative'].includes(a.scoreDisplayMode)) continue;
    out.push({ id: a.id, title: a.title, cost: ref.weight, note: `weight ${ref.weight}${a.displayValue ? `, ${a.displayValue}` : ''}`, items: rows(a.details) });
  }
  return out.sort((x, y) => y.cost - x.cost);
}

function printFailures(page, lhr) {
  console.log(`\n== ${page.name}: ${lhr.finalDisplayedUrl}`);
  for (const [cat, list] of [
    ['performance', perfFailures(lhr)],
    ...CATEGORIES.slice(1).map((c) => [c, otherFailures(lhr, c)]),
  ]) {
    if (!list.length) continue;
    console.log(`  ${cat} (${score(lhr.categories[cat])}):`);
    for (const f of list) {
      console.log(`    - ${f.id}: ${f.title}${f.note ? ` [${f.note}]` : ''}`);
      const max = f.id === 'largest-contentful-paint-element' ? 6 : 4; // the element and its 4 phases
      for (const item of f.items.slice(0, max)) {
        const d = describe(item);
        if (d) console.log(`        ${d}`);
      }
      if (f.items.length > max) console.log(`        … ${f.items.length - max} more`);
    }
  }
}

const results = [];
let failed = false;
for (const page of pages) {
  console.error(`lighthouse: ${page.name} ${page.url}`);
  try {
    results.push({ page, lhr: await audit(page) });
  } catch (err) {
    console.error(`lighthouse failed: ${err.message}`);
    failed = true;
  }
}

for (const { page, lhr } of results) printFailures(page, lhr);

if (!results.length) process.exit(1);
const first = results[0].lhr;
// The benchmark index says how fast this machine's CPU was during the run: the simulated
// figures scale with it, so compare runs only at similar values.
console.log(
  `\nLighthouse ${first.lighthouseVersion}, ${first.configSettings.formFactor}, ${first.configSettings.throttlingMethod} throttling, ` +
    `benchmark index ${results.map(({ lhr }) => Math.round(lhr.environment.benchmarkIndex)).join('/')}; reports in ${outDir}`,
);
const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', 'LCP', 'CLS', 'TBT'];
const table = results.map(({ page, lhr }) => [
  page.name,
  ...CATEGORIES.map((c) => score(lhr.categories[c])),
  fmtMs(lhr.audits['largest-contentful-paint']?.numericValue),
  lhr.audits['cumulative-layout-shift']?.numericValue?.toFixed(3) ?? '-',
  fmtMs(lhr.audits['total-blocking-time']?.numericValue),
]);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((r) => r[i].length)));
for (const r of [header, ...table]) console.log(r.map((v, i) => v.padEnd(widths[i])).join('  '));
for (const { page } of results) console.log(`${page.name}: ${page.url}`);

process.exit(failed ? 1 : 0);
