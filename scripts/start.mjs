// @ts-check
// `npm start`: install, build every package, then serve site + API on one port (PORT, default 8080)
// over the embedded database in ./.data, migrated and seeded at start.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { install, PNPM, root, run } from './run.mjs';

/** @param {string} step */
const fail = (step) => {
  console.error(`npm start: ${step} failed.`);
  process.exit(1);
};

if ((await install()) !== 0) fail('installing dependencies');
if ((await run([...PNPM, '-r', 'build'])) !== 0) fail('building the packages');

const server = spawn(process.execPath, [path.join(root, 'packages/server/dist/main.js')], {
  cwd: root,
  stdio: 'inherit',
  env: { PORT: '8080', ...process.env },
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.on(signal, () => server.kill(signal));
}
server.on('exit', (code) => process.exit(code ?? 0));
