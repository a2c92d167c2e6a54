// @ts-check
// `npm run dev`: the API with restart on change (port 8080) and the site with hot reload (port 5173, proxying /api).
import { install, PNPM, run } from './run.mjs';

if ((await install()) !== 0) process.exit(1);
process.exit(
  await run([...PNPM, '--parallel', '--filter', '@trove/server', '--filter', '@trove/site', 'dev']),
);
