// The site's pages as Lighthouse scores them (issue 14): the gallery, an item URL and the account
// page, each on a phone (Lighthouse's mobile defaults: simulated throttling of a slow 4G and a 4x
// slower CPU) and on a desktop (its desktop preset), each run in a fresh Chromium (an empty cache).
// Prints the four category scores (performance, accessibility, best practices, SEO), LCP, TBT and
// CLS per page and form factor, the medians over N runs.
//
// Run: npx pnpm@10.34.8 exec tsx bench/lighthouse.ts [runs, default 1] [origin]
// Without an origin it starts the built server (packages/server/dist/main.js, as `npm start` builds
// it) with the demo data in memory; with one (e.g. http://127.0.0.1:4000 from `npm start`), it
// measures that server. The account page is measured signed in as the demo member: Playwright opens
// the browser, puts the member's token in local storage and Lighthouse keeps it (no storage reset).
// Goals on the gallery: mobile performance ≥ 90, desktop ≥ 95, accessibility 100, SEO 100, CLS ≤ 0.05.
// Chromium: /usr/bin/chromium, else CHROME_PATH, else Playwright's own.

import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import lighthouse, { type Config, type Flags } from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from 'playwright';

const runs = Number(process.argv[2] ?? 1);
if (!Number.isSafeInteger(runs) || runs < 1) throw new Error('Usage: lighthouse.ts [runs] [origin]');
const givenOrigin = process.argv[3];

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'packages/server/dist/main.js');
const DEMO_MEMBER = { email: 'member@demo.trove.test', password: 'Trove-demo-2026' };
const TOKEN_KEY = 'trove:token';

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

async function waitForServer(origin: string): Promise<void> {
  for (let waited = 0; waited < 120_000; waited += 500) {
    const answer = await fetch(`${origin}/api/settings/`).catch(() => undefined);
    if (answer?.ok) return;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`${origin} did not answer /api/settings/ within 2 minutes`);
}

/** The built server with the demo data in memory. */
async function startMarketplace(): Promise<{ origin: string; process: ChildProcess }> {
  if (!existsSync(serverMain))
    throw new Error(`${serverMain} is missing: build first (npx pnpm@10.34.8 -r build)`);
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: 'memory', LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  try {
    await waitForServer(origin);
  } catch (error) {
    child.kill();
    throw error;
  }
  return { origin, process: child };
}

/** The first listing of the coins section: its URL is what a shared link or a crawler opens. */
async function itemPath(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/gallery/collectables/coins/?limit=1`);
  if (!answer.ok) throw new Error(`The coins gallery answered ${answer.status}`);
  const body = (await answer.json()) as { results?: { id: number; item_type?: string }[] };
  const first = body.results?.[0];
  if (!first) throw new Error('The coins gallery has no listing');
  return `/${(first.item_type ?? 'ITEM').toLowerCase()}/${first.id}`;
}

async function memberToken(origin: string): Promise<string> {
  const answer = await fetch(`${origin}/api/auth/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(DEMO_MEMBER),
  });
  if (!answer.ok) throw new Error(`Signing in the demo member answered ${answer.status}`);
  const { auth_token: token } = (await answer.json()) as { auth_token?: string };
  if (!token) throw new Error('The login answer has no auth_token');
  return token;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const METRICS = {
  LCP: 'largest-contentful-paint',
  TBT: 'total-blocking-time',
  CLS: 'cumulative-layout-shift',
} as const;

interface Measure {
  scores: Record<(typeof CATEGORIES)[number], number>;
  metrics: Record<keyof typeof METRICS, number>;
  /** The failing audits of the categories other than performance, to say what to mend. */
  failing: string[];
  /** The elements whose layout shifts weighed most (Lighthouse's layout-shifts audit). */
  shifts: string[];
  /**
   * Lighthouse's measure of the CPU it had at the start of the run (`benchmarkIndex`): the 4x
   * slowdown is applied to what this CPU did, so a busy or slow machine reads a longer TBT.
   */
  cpuIndex: number;
}

const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** One Lighthouse run in a Chromium of its own; `token` signs the member in first. */
async function measure(
  url: string,
  formFactor: 'mobile' | 'desktop',
  token: string | undefined,
): Promise<Measure> {
  const port = await freePort();
  const browser = await chromium.launch({
    ...(chromePath && { executablePath: chromePath }),
    args: [`--remote-debugging-port=${port}`, '--disable-gpu', '--no-sandbox'],
  });
  try {
    if (token) {
      // local storage belongs to the origin: set it on a page of the site, then leave it
      const page = await browser.newPage();
      await page.goto(new URL('/robots.txt', url).href);
      await page.evaluate(([key, value]) => localStorage.setItem(key, value), [TOKEN_KEY, token] as const);
      await page.close();
    }
    const flags: Flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
      disableStorageReset: Boolean(token),
    };
    const config: Config | undefined = formFactor === 'desktop' ? desktopConfig : undefined;
    const result = await lighthouse(url, flags, config);
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
    const failing: string[] = [];
    for (const category of CATEGORIES.slice(1)) {
      for (const ref of lhr.categories[category]?.auditRefs ?? []) {
        const audit = lhr.audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1)
          failing.push(`${category}: ${ref.id}`);
      }
    }
    const shiftItems =
      (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] })
        ?.items ?? [];
    return {
      cpuIndex: lhr.environment.benchmarkIndex,
      shifts: shiftItems
        .slice(0, 4)
        .map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`),
      scores: Object.fromEntries(
        CATEGORIES.map((category) => [category, Math.round((lhr.categories[category]?.score ?? 0) * 100)]),
      ) as Measure['scores'],
      metrics: Object.fromEntries(
        Object.entries(METRICS).map(([name, id]) => [
          name,
          Number(lhr.audits[id]?.numericValue ?? Number.NaN),
        ]),
      ) as Measure['metrics'],
      failing,
    };
  } finally {
    await browser.close();
  }
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

const started = givenOrigin ? undefined : await startMarketplace();
const origin = givenOrigin ?? started?.origin ?? '';
try {
  if (givenOrigin) await waitForServer(origin);
  const pages = [
    { name: 'gallery', path: '/collectables/coins', signedIn: false },
    { name: 'item', path: await itemPath(origin), signedIn: false },
    { name: 'account', path: '/account', signedIn: true },
  ];
  const token = await memberToken(origin);
  // One uncounted load first: the server's first answers (its caches, the JIT, a thumbnail made on
  // its first request) are not what visitors meet.
  await measure(`${origin}${pages[0]?.path}`, 'mobile', undefined);
  console.log(
    `Lighthouse 12.2.3 on ${origin}, ${runs} run(s) each, medians; Chromium ${chromePath ?? '(Playwright)'}`,
  );
  console.log('page      form     perf  a11y  b-p   seo   LCP ms   TBT ms   CLS    CPU index');
  for (const page of pages) {
    for (const formFactor of ['mobile', 'desktop'] as const) {
      const measures: Measure[] = [];
      for (let run = 0; run < runs; run += 1)
        measures.push(await measure(`${origin}${page.path}`, formFactor, page.signedIn ? token : undefined));
      const score = (category: (typeof CATEGORIES)[number]) =>
        String(median(measures.map((one) => one.scores[category]))).padStart(4);
      const metric = (name: keyof typeof METRICS) => median(measures.map((one) => one.metrics[name]));
      console.log(
        `${page.name.padEnd(9)} ${formFactor.padEnd(8)} ${CATEGORIES.map(score).join('  ')}  ${String(
          Math.round(metric('LCP')),
        ).padStart(
          7,
        )}  ${String(Math.round(metric('TBT'))).padStart(7)}  ${metric('CLS').toFixed(3)}  ${String(
          Math.round(median(measures.map((one) => one.cpuIndex))),
        ).padStart(6)}`,
      );
      const failing = [...new Set(measures.flatMap((one) => one.failing))];
      if (failing.length > 0) console.log(`          failing: ${failing.join(', ')}`);
      const shifts = measures.find((one) => one.metrics.CLS > 0.01)?.shifts ?? [];
      if (shifts.length > 0) console.log(`          largest shifts: ${shifts.join('; ')}`);
    }
  }
  console.log(`(${pages.map((page) => `${page.name} ${page.path}`).join('; ')})`);
  console.log(
    'Goals on the gallery: mobile performance ≥ 90, desktop ≥ 95, accessibility 100, SEO 100, CLS ≤ 0.05',
  );
  console.log(
    "CPU index: Lighthouse's benchmarkIndex, the median of the runs (a lower one, a busier or slower CPU, reads a longer TBT)",
  );
} finally {
  started?.process.kill();
}
