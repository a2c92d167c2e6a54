import { spawnSync } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { acquireDataDirLock, DataDirLockedError } from './dataDirLock';

describe('acquireDataDirLock', () => {
  let folder: string;
  let file: string;

  beforeEach(async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'trove-lock-test-'));
    file = path.join(folder, 'pglite.lock');
  });

  afterEach(() => rm(folder, { recursive: true, force: true }));

  /** The id of a process that has exited. */
  const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

  it('writes the owner’s process id, refuses a second taker while held, and removes the file on release', async () => {
    const lock = await acquireDataDirLock(file);
    expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
    const refused = acquireDataDirLock(file);
    await expect(refused).rejects.toBeInstanceOf(DataDirLockedError);
    await expect(refused).rejects.toMatchObject({ lockFile: file, ownerPid: process.pid });
    await lock.release();
    expect(await readdir(folder)).toEqual([]);
    const again = await acquireDataDirLock(file);
    await again.release();
  });

  it('refuses while another live process holds it, and leaves its lock alone', async () => {
    // This test's parent (the test runner) is alive and is not this process.
    await writeFile(file, `${process.ppid}\n`);
    await expect(acquireDataDirLock(file)).rejects.toThrow(
      `Another Trove server (process ${process.ppid}) is using this embedded database: ${file} holds its process id.`,
    );
    expect(await readFile(file, 'utf8')).toBe(`${process.ppid}\n`);
  });

  it('takes over a lock of a process that is gone, an empty one, and one of this process id from a previous run', async () => {
    for (const stale of [`${deadPid()}\n`, '', `${process.pid}\n`]) {
      await writeFile(file, stale);
      const lock = await acquireDataDirLock(file);
      expect(await readFile(file, 'utf8')).toBe(`${process.pid}\n`);
      await lock.release();
    }
    expect(await readdir(folder)).toEqual([]);
  });

  it('gives a stale lock to exactly one of several takers at once', async () => {
    await writeFile(file, `${deadPid()}\n`);
    const results = await Promise.allSettled(Array.from({ length: 6 }, () => acquireDataDirLock(file)));
    const taken = results.filter((result) => result.status === 'fulfilled');
    expect(taken).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expect(result.reason).toBeInstanceOf(DataDirLockedError);
    }
    await taken[0]?.value.release();
    expect(await readdir(folder)).toEqual([]);
  });
});
