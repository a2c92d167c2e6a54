// @ts-check
// Shared by the two README commands: how pnpm is found, and how a step is run.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The pnpm of `packageManager`, through npx: these machines have npm but no pnpm and no corepack. */
export const PNPM = ['npx', '--yes', 'pnpm@10.34.8'];

/** A binary of the workspace's own node_modules. @param {string} name */
export const bin = (name) => path.join(root, 'node_modules', '.bin', name);

/**
 * Runs a command with inherited output; resolves to its exit code.
 * @param {string[]} command
 * @param {{ env?: NodeJS.ProcessEnv, cwd?: string }} [options]
 * @returns {Promise<number>}
 */
export function run(command, options = {}) {
  const [file, ...args] = command;
  if (!file) throw new Error('run() needs a command');
  return new Promise((resolve) => {
    const child = spawn(file, args, {
      cwd: options.cwd ?? root,
      env: options.env ?? process.env,
      stdio: 'inherit',
    });
    child.on('error', (error) => {
      console.error(error.message);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

/** Installs the workspace exactly as the lockfile says (quick when nothing changed). */
export async function install() {
  const frozen = existsSync(path.join(root, 'pnpm-lock.yaml')) ? ['--frozen-lockfile'] : [];
  return run([...PNPM, 'install', ...frozen]);
}
