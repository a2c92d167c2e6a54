// What the widgets cost the page that hosts them: Lighthouse (mobile, simulated throttling, its
// defaults) on the demo partner page with the widgets and on the same page without them, in one
// run. Prints both performance scores, their difference, the bytes each widget's script and the
// widgets' API calls and images transferred, and the Cumulative Layout Shift the widgets caused.
//
// Run (after a build): npx pnpm@10.34.8 exec tsx bench/hostImpact.ts [runs per page, default 3]
// The built server (packages/server/dist/main.js) serves the marketplace with the demo data in
// memory; the partner page is served from another origin, as a club's site would be, loading the
// widgets' scripts from the marketplace. Goal (issue 13): a difference of 5 points or less and a
// widget CLS of 0.02 or less. Chromium: /usr/bin/chromium, else CHROME_PATH.

import { type ChildProcess, spawn } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const runs = Number(process.argv[2] ?? 3);
if (!Number.isSafeInteger(runs) || runs < 1)
  throw new Error('Usage: hostImpact.ts [runs per page, a whole number]');

const root = path.resolve(import.meta.dirname, '..');
const serverMain = path.join(root, 'packages/server/dist/main.js');
const builtElements = path.join(root, 'packages/elements/dist');
for (const built of [serverMain, path.join(builtElements, 'embed/index.html')]) {
  if (!existsSync(built)) throw new Error(`${built} is missing: build first (npx pnpm@10.34.8 -r build)`);
}
// The server sends the .br or .gz the package's build writes beside each script: without them the
// figures would be those of uncompressed scripts (a bare `tsup` run writes none).
for (const script of ['trove-gallery.js', 'trove-auction.js']) {
  const file = path.join(builtElements, script);
  if (!existsSync(`${file}.br`) || !existsSync(`${file}.gz`)) {
    throw new Error(
      `${file} has no .br or .gz beside it: build with npx pnpm@10.34.8 --filter @trove/elements build`,
    );
  }
}
// A copy of the build for the whole run, which a rebuild meanwhile leaves alone.
const elementsDir = mkdtempSync(path.join(tmpdir(), 'trove-host-impact-'));
cpSync(builtElements, elementsDir, { recursive: true, filter: (file) => !file.endsWith('.map') });
const embedDir = path.join(elementsDir, 'embed');

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The built server with the demo data in memory, answered once it serves its settings. */
async function startMarketplace(): Promise<{ origin: string; process: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, [serverMain], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory',
      LOG_LEVEL: 'warn',
      ELEMENTS_DIR: elementsDir,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const origin = `http://127.0.0.1:${port}`;
  for (let waited = 0; waited < 120_000; waited += 500) {
    const answer = await fetch(`${origin}/api/settings/`).catch(() => undefined);
    if (answer?.ok) return { origin, process: child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill();
  throw new Error('The marketplace did not start within 2 minutes');
}

const WIDGET_TAGS = /<(trove-[a-z-]+)\b[^>]*>\s*<\/\1>/g;
const WIDGET_SCRIPTS = /<script src="\/elements\/[^"]+"[^>]*><\/script>/g;

/**
 * The demo partner page from another origin: `/with` as the club publishes it (the widgets'
 * scripts from the marketplace), `/without` the same page without the widgets' scripts and elements.
 */
async function servePartnerPage(marketplace: string): Promise<Server> {
  const page = readFileSync(path.join(embedDir, 'index.html'), 'utf8');
  const withWidgets = page.replace(WIDGET_SCRIPTS, (tag) => tag.replace('src="/', `src="${marketplace}/`));
  const withoutWidgets = page.replace(WIDGET_SCRIPTS, '').replace(WIDGET_TAGS, '');
  if (withoutWidgets === page || withWidgets === page)
    throw new Error('The demo page has no widgets to take out');
  const clubScript = readFileSync(path.join(embedDir, 'club-page.js'));
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://partner');
    const html = { '/with/': withWidgets, '/without/': withoutWidgets }[url.pathname];
    if (html !== undefined) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' });
      response.end(html);
    } else if (url.pathname.endsWith('/club-page.js')) {
      response.writeHead(200, { 'content-type': 'text/javascript', 'cache-control': 'no-cache' });
      response.end(clubScript);
    } else {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return server;
}

/** Lighthouse's performance metrics, in ms (the simulated ones). */
const METRICS = [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
] as const;

interface Measure {
  score: number;
  cls: number;
  metrics: Record<(typeof METRICS)[number], number>;
  /** Bytes transferred from the marketplace, by what they were: a script by its name, `api`, `images`. */
  bytes: Map<string, number>;
  /** The elements whose shifts weighed most (Lighthouse's layout-shifts audit). */
  shifts: string[];
  /** Main-thread time per marketplace script, in ms (Lighthouse's bootup-time audit, simulated). */
  bootup: Map<string, { scripting: number; parse: number }>;
  /** The main thread's longest tasks, in ms, with the script Lighthouse blames for each. */
  longTasks: string[];
}

interface NetworkRequest {
  url: string;
  transferSize?: number;
}

interface BootupItem {
  url: string;
  scripting?: number;
  scriptParseCompile?: number;
}

interface LongTask {
  url: string;
  duration?: number;
  startTime?: number;
}

const kindOf = (url: URL) => {
  if (url.pathname.startsWith('/elements/')) return path.basename(url.pathname);
  if (url.pathname.startsWith('/api/')) return 'api';
  return 'images';
};

const chromePath =
  process.env.CHROME_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/**
 * One Lighthouse run in a Chromium of its own: Lighthouse clears the page origin's cache only, so
 * in a shared browser the marketplace's scripts would come from the cache of the run before.
 */
async function measure(url: string, marketplace: string): Promise<Measure> {
  const chrome = await launch({
    ...(chromePath && { chromePath }),
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-sync',
    ],
  });
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  }).finally(() => chrome.kill());
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`Lighthouse on ${url}: ${lhr.runtimeError.message}`);
  const requests = ((lhr.audits['network-requests']?.details as { items?: NetworkRequest[] } | undefined)
    ?.items ?? []) as NetworkRequest[];
  const bytes = new Map<string, number>();
  for (const request of requests) {
    const requested = new URL(request.url);
    if (requested.origin !== marketplace) continue;
    const kind = kindOf(requested);
    bytes.set(kind, (bytes.get(kind) ?? 0) + (request.transferSize ?? 0));
  }
  const shiftItems =
    (lhr.audits['layout-shifts']?.details as { items?: { node?: { selector?: string }; score?: number }[] })
      ?.items ?? [];
  const bootup = new Map<string, { scripting: number; parse: number }>();
  for (const item of (lhr.audits['bootup-time']?.details as { items?: BootupItem[] } | undefined)?.items ??
    []) {
    const url = URL.canParse(item.url) ? new URL(item.url) : undefined;
    const name = url?.origin === marketplace ? kindOf(url) : url ? 'the partner page' : item.url;
    const sum = bootup.get(name) ?? { scripting: 0, parse: 0 };
    bootup.set(name, {
      scripting: sum.scripting + (item.scripting ?? 0),
      parse: sum.parse + (item.scriptParseCompile ?? 0),
    });
  }
  const longTasks = ((lhr.audits['long-tasks']?.details as { items?: LongTask[] } | undefined)?.items ?? [])
    .slice(0, 8)
    .map((task) => {
      const url = URL.canParse(task.url) ? new URL(task.url) : undefined;
      const name = url?.origin === marketplace ? kindOf(url) : url ? url.pathname : task.url;
      return `${Math.round(task.duration ?? 0)} ms at ${Math.round(task.startTime ?? 0)} (${name})`;
    });
  return {
    bootup,
    longTasks,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    cls: Number(lhr.audits['cumulative-layout-shift']?.numericValue ?? 0),
    metrics: Object.fromEntries(
      METRICS.map((metric) => [metric, Number(lhr.audits[metric]?.numericValue ?? Number.NaN)]),
    ) as Measure['metrics'],
    bytes,
    shifts: shiftItems
      .slice(0, 5)
      .map((item) => `${item.node?.selector ?? '?'} ${(item.score ?? 0).toFixed(3)}`),
  };
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
const kB = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

const marketplace = await startMarketplace();
const partner = await servePartnerPage(marketplace.origin);
const partnerOrigin = `http://127.0.0.1:${(partner.address() as AddressInfo).port}`;
try {
  // One load of each page first, not counted: the server's first answers (its caches, the JIT)
  // are not what a partner's visitors meet.
  await measure(`${partnerOrigin}/without/`, marketplace.origin);
  await measure(`${partnerOrigin}/with/`, marketplace.origin);
  const withWidgets: Measure[] = [];
  const withoutWidgets: Measure[] = [];
  // Alternated, so that a busy moment of the machine weighs on both pages alike.
  for (let run = 1; run <= runs; run += 1) {
    withoutWidgets.push(await measure(`${partnerOrigin}/without/`, marketplace.origin));
    withWidgets.push(await measure(`${partnerOrigin}/with/`, marketplace.origin));
    const last = (list: Measure[]) => list[list.length - 1];
    console.log(
      `run ${run}: with widgets ${last(withWidgets)?.score} (CLS ${last(withWidgets)?.cls.toFixed(3)}), ` +
        `without ${last(withoutWidgets)?.score} (CLS ${last(withoutWidgets)?.cls.toFixed(3)})`,
    );
  }
  const scoreWith = median(withWidgets.map((run) => run.score));
  const scoreWithout = median(withoutWidgets.map((run) => run.score));
  const clsWith = median(withWidgets.map((run) => run.cls));
  const clsWithout = median(withoutWidgets.map((run) => run.cls));
  console.log(`\nLighthouse ${runs} run(s) per page, mobile, simulated throttling (medians)`);
  console.log(`performance without the widgets: ${scoreWithout}`);
  console.log(`performance with the widgets:    ${scoreWith}`);
  console.log(`difference:                      ${scoreWithout - scoreWith} points (goal ≤ 5)`);
  console.log(
    `CLS caused by the widgets:       ${(clsWith - clsWithout).toFixed(3)} (goal ≤ 0.02; ${clsWith.toFixed(3)} with, ${clsWithout.toFixed(3)} without)`,
  );
  for (const metric of METRICS) {
    const without = median(withoutWidgets.map((run) => run.metrics[metric]));
    const withThem = median(withWidgets.map((run) => run.metrics[metric]));
    console.log(`  ${metric.padEnd(30)} ${Math.round(without)} ms without, ${Math.round(withThem)} ms with`);
  }
  const first = withWidgets[0];
  if (first) {
    console.log('transferred from the marketplace (first run with the widgets, an empty cache):');
    for (const [kind, bytes] of [...first.bytes].sort(([a], [b]) => a.localeCompare(b)))
      console.log(`  ${kind.padEnd(24)} ${kB(bytes)}`);
    if (first.shifts.length > 0) console.log(`largest shifts: ${first.shifts.join('; ')}`);
    console.log('main-thread time per script (first run with the widgets; scripting, parse and compile):');
    for (const [name, time] of first.bootup)
      console.log(`  ${name.padEnd(24)} ${Math.round(time.scripting)} ms, ${Math.round(time.parse)} ms`);
    if (first.longTasks.length > 0) console.log(`longest tasks: ${first.longTasks.join('; ')}`);
  }
} finally {
  partner.close();
  marketplace.process.kill();
  rmSync(elementsDir, { recursive: true, force: true });
}
