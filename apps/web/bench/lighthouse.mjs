// Lighthouse 12 as a phone sees the shop: its default run (mobile form factor, simulated slow 4G
// and a 4× slower CPU) on /, /products and a product page, against the built shop started here
// as `npm start` runs it (the same launcher, on free ports, with a fresh seeded catalogue).
// Prints each page's scores and metrics beside the shop's targets (TARGETS) and the audits that cost
// points; exits 1 when a target is missed. Run after `pnpm build` (the root's `pnpm bench:web`
// builds first).
//
//   node bench/lighthouse.mjs [--runs=N] [path ...]   e.g. `node bench/lighthouse.mjs --runs=1 /`
//   (without paths: /, /products and the first product's page)
//
// Each page is measured N times (3 by default) and the median run is reported (Lighthouse's own
// pick: the run nearest the median first paint and time to interactive), as scores move between
// runs, more so on a busy machine. CHROME_PATH (or CHROMIUM_PATH) names the browser.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import { startStack } from '../../../scripts/stack.mjs';

const chromePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const reportDir = new URL('lighthouse-reports/', import.meta.url);

const seconds = (ms) => `${(ms / 1000).toFixed(2)} s`;
/** The shop's targets for a phone (docs/benchmarks.md), in the order they are printed. */
const TARGETS = [
  { name: 'Performance', category: 'performance', min: 0.95 },
  { name: 'Accessibility', category: 'accessibility', min: 0.98 },
  { name: 'Best practices', category: 'best-practices', min: 0.95 },
  { name: 'SEO', category: 'seo', min: 0.95 },
  { name: 'LCP', audit: 'largest-contentful-paint', max: 2000, format: seconds },
  { name: 'CLS', audit: 'cumulative-layout-shift', max: 0.05, format: (v) => v.toFixed(3) },
  { name: 'TBT', audit: 'total-blocking-time', max: 150, format: (ms) => `${Math.round(ms)} ms` },
];

const { values, positionals } = parseArgs({
  options: { runs: { type: 'string', default: '3' } },
  allowPositionals: true,
});
const runs = Number(values.runs);

const dataDir = mkdtempSync(join(tmpdir(), 'gymfuel-lighthouse-'));
const stack = await startStack({ dataDir, quiet: true, env: { LOG_LEVEL: 'warn' } });
let missed = false;
try {
  const productsResponse = await fetch(`${stack.webUrl}/api/getproducts`);
  const [firstProduct] = await productsResponse.json();
  const pages = ['/', '/products', `/product/${firstProduct._id}`];
  // Any other page of the shop can be named too (e.g. /contact), to check it the same way.
  const chosen = positionals.length > 0 ? positionals : pages;
  console.log(`Lighthouse ${runs}× per page against ${stack.webUrl} (mobile, default throttling)`);
  printLoad();
  mkdirSync(reportDir, { recursive: true });
  for (const path of chosen) {
    const lhr = await medianRun(stack.webUrl + path);
    writeFileSync(new URL(`${reportName(path)}.json`, reportDir), JSON.stringify(lhr));
    missed = printPage(path, lhr) || missed;
  }
  printLoad();
  console.log(`\nFull reports (the median runs): ${reportDir.pathname}`);
} finally {
  await stack.stop();
  rmSync(dataDir, { recursive: true, force: true });
}
if (missed) {
  console.error('\n✖ A target was missed.');
  process.exitCode = 1;
}

/**
 * Lighthouse simulates a slow phone by scaling the CPU time it observed, so time taken from this
 * machine by other work raises blocking time and paint times: the figures come with the load.
 */
function printLoad() {
  const [oneMinute] = loadavg();
  console.log(`(load average ${oneMinute.toFixed(1)} on this machine)`);
}

/** `runs` Lighthouse runs of `url`, each in a fresh headless Chromium; answers the median one. */
async function medianRun(url) {
  const results = [];
  for (let run = 0; run < runs; run += 1) {
    // A fresh browser each time, so no run inherits another's cache or compiled code.
    const chrome = await chromeLauncher.launch({
      chromePath,
      // Chromium refuses to start as root with its sandbox on (this machine's shell is root).
      chromeFlags: ['--headless=new', '--no-sandbox'],
    });
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
      });
      if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
      results.push(result.lhr);
    } finally {
      await chrome.kill();
    }
  }
  return computeMedianRun(results);
}

function reportName(path) {
  return path === '/' ? 'home' : path.slice(1).replaceAll('/', '-');
}

/** Prints one page's figures against the targets and what cost points; answers whether a target was missed. */
function printPage(path, lhr) {
  console.log(`\n${path}`);
  let pageMissed = false;
  for (const target of TARGETS) {
    const value = target.category
      ? lhr.categories[target.category].score
      : lhr.audits[target.audit].numericValue;
    const format = target.format ?? ((score) => score.toFixed(2));
    const met = target.min !== undefined ? value >= target.min : value <= target.max;
    const bound = target.min !== undefined ? `≥ ${format(target.min)}` : `≤ ${format(target.max)}`;
    pageMissed ||= !met;
    console.log(
      `  ${met ? '✔' : '✖'} ${target.name.padEnd(15)}${format(value).padStart(8)}   target ${bound}`,
    );
  }
  for (const line of findings(lhr)) console.log(`    - ${line}`);
  return pageMissed;
}

/** The audits that cost points (scored below 1 with a weight), and the LCP element. */
function findings(lhr) {
  const lines = [];
  for (const [id, category] of Object.entries(lhr.categories)) {
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
        const value = audit.displayValue ? ` (${audit.displayValue})` : '';
        lines.push(`${id}: ${audit.title}${value}`);
      }
    }
  }
  const lcpElement =
    lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0];
  if (lcpElement?.node) lines.push(`LCP element: ${lcpElement.node.snippet}`);
  return lines;
}
