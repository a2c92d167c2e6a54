// @ts-check
// `npm test`: every check of the repo, in order, each one run even when an earlier one failed.
// Prints a line per step and, last, `N passed, N failed` summed over every test runner
// (vitest projects, story tests, the PostgreSQL pass of the server suite, Playwright);
// a check that is not a test runner (typecheck, lint, build, publint, budgets) counts as one failure when it fails.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { bin, install, PNPM, root, run } from './run.mjs';

const reports = path.join(root, '.reports');
await rm(reports, { recursive: true, force: true });
await mkdir(reports, { recursive: true });

const { DATABASE_URL, ...envWithoutDatabase } = process.env;
/** @type {{ name: string, ok: boolean, passed: number, failed: number, counted: boolean }[]} */
const results = [];

/**
 * @param {string} name
 * @param {string[]} command
 * @param {{ env?: NodeJS.ProcessEnv, report?: string, parse?: (json: any) => { passed: number, failed: number } }} [options]
 */
async function step(name, command, options = {}) {
  console.log(`\n▶ ${name}\n`);
  const code = await run(command, { env: options.env ?? process.env });
  let passed = 0;
  let failed = 0;
  let counted = false;
  if (options.report && options.parse) {
    try {
      ({ passed, failed } = options.parse(JSON.parse(await readFile(options.report, 'utf8'))));
      counted = true;
    } catch {
      // no report: the runner died before writing it
    }
  }
  const ok = code === 0;
  if (!ok && failed === 0) failed = 1;
  results.push({ name, ok, passed, failed, counted });
}

/** @param {any} json */
const vitestCounts = (json) => ({ passed: json.numPassedTests, failed: json.numFailedTests });
/** @param {any} json */
const playwrightCounts = (json) => ({
  passed: json.stats.expected,
  failed: json.stats.unexpected + json.stats.flaky,
});

if ((await install()) !== 0) {
  console.log('\n0 passed, 1 failed');
  process.exit(1);
}

const packages = ['core', 'react', 'elements', 'site', 'server', 'test-utils'];
await step('typecheck', [
  'sh',
  '-c',
  [...packages.map((name) => `packages/${name}`), '.']
    .map((project) => `${bin('tsc')} -p ${project}`)
    .join(' && '),
]);
await step('lint and format (Biome)', [bin('biome'), 'ci', '.']);

const vitestReport = path.join(reports, 'vitest.json');
await step(
  'unit, component, server (PGlite), element and story tests (vitest)',
  [bin('vitest'), 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${vitestReport}`],
  { env: envWithoutDatabase, report: vitestReport, parse: vitestCounts },
);

if (DATABASE_URL) {
  const pgReport = path.join(reports, 'vitest-postgres.json');
  await step(
    'server tests on PostgreSQL (DATABASE_URL)',
    [
      bin('vitest'),
      'run',
      '--project',
      'server',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${pgReport}`,
    ],
    { env: { ...process.env, DATABASE_URL }, report: pgReport, parse: vitestCounts },
  );
} else {
  console.log('\nDATABASE_URL is not set: the server suite ran on PGlite only.');
}

await step('build every package', [...PNPM, '-r', 'build']);
await step('published package shapes (publint)', [
  'sh',
  '-c',
  ['core', 'react', 'elements']
    .map((name) => `${bin('publint')} run --strict --pack npm packages/${name}`)
    .join(' && '),
]);
await step('size budgets (size-limit)', [bin('size-limit')]);

const playwrightReport = path.join(reports, 'playwright.json');
await step('end-to-end tests (Playwright, Chromium, built site + server)', [bin('playwright'), 'test'], {
  env: { ...envWithoutDatabase, PLAYWRIGHT_JSON_OUTPUT_NAME: playwrightReport },
  report: playwrightReport,
  parse: playwrightCounts,
});

console.log('\nSummary');
for (const result of results) {
  const counts = result.counted ? ` (${result.passed} passed, ${result.failed} failed)` : '';
  console.log(`  ${result.ok ? '✓' : '✗'} ${result.name}${counts}`);
}
const passed = results.reduce((sum, result) => sum + result.passed, 0);
const failed = results.reduce((sum, result) => sum + result.failed, 0);
const summary = `${passed} passed, ${failed} failed`;
await writeFile(path.join(reports, 'summary.txt'), `${summary}\n`);
console.log(`\n${summary}`);
process.exit(results.every((result) => result.ok) ? 0 : 1);
