// @ts-check
// `npm run dev`: the API with restart on change (port 8080) and the site with hot reload (port 5173, proxying /api).
import path from 'node:path';
import { install, PNPM, root, run } from './run.mjs';

if ((await install()) !== 0) process.exit(1);
// The server runs in its package folder; it keeps using the root ./.data of `npm start`.
const env = { DATA_DIR: path.join(root, '.data'), ...process.env };
process.exit(
  await run([...PNPM, '--parallel', '--filter', '@trove/server', '--filter', '@trove/site', 'dev'], { env }),
);
