import { randomBytes } from 'node:crypto';
import { link, readFile, rename, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';

/** Another live process holds the lock: the message names it and the lock file. */
export class DataDirLockedError extends Error {
  override name = 'DataDirLockedError';

  constructor(
    readonly lockFile: string,
    readonly ownerPid: number,
  ) {
    super(
      `Another Trove server (process ${ownerPid}) is using this embedded database: ${lockFile} holds its process id. ` +
        'Stop that server, or give this one another DATA_DIR (or a DATABASE_URL) ' +
        `— two servers on one PGlite folder would lose each other's writes. If no such server runs, delete ${lockFile}.`,
    );
  }
}

export interface DataDirLock {
  readonly file: string;
  /** Removes the lock file, if it is still this lock's. */
  release(): Promise<void>;
}

/** The lock files this process holds. */
const held = new Set<string>();

/**
 * Whether the process that wrote a lock still runs (EPERM: it does, under another user). A lock
 * with this process's own id that it does not hold is a previous run's: in a container the
 * server is process 1 at every start.
 */
function isAlive(pid: number, file: string): boolean {
  if (pid === process.pid) return held.has(file);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

const readPid = async (file: string): Promise<number | undefined> => {
  try {
    const pid = Number.parseInt((await readFile(file, 'utf8')).trim(), 10);
    return Number.isSafeInteger(pid) && pid > 0 ? pid : undefined;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
};

/**
 * Takes `file` as the lock of one embedded database: PGlite is a single-process database, and a
 * second server on the same folder would answer writes that the first then overwrites. The file
 * holds the owner's process id; a lock whose process is gone (a crash, a kill -9) is taken over.
 * Throws {@link DataDirLockedError} while a live process, this one included, holds it.
 */
export async function acquireDataDirLock(lockFile: string): Promise<DataDirLock> {
  const file = path.resolve(lockFile);
  const content = `${process.pid}\n`;
  // Each pass either takes the lock, refuses, or clears a stale lock and tries again.
  for (let attempt = 0; attempt < 5; attempt++) {
    // Written aside and linked into place (link fails if the file exists), so a lock file is
    // never seen without its process id.
    const pending = `${file}.${process.pid}-${randomBytes(4).toString('hex')}.pending`;
    await writeFile(pending, content);
    try {
      await link(pending, file);
      held.add(file);
      return {
        file,
        async release() {
          if (!held.delete(file)) return;
          if ((await readPid(file)) === process.pid) await unlink(file).catch(() => undefined);
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      await unlink(pending).catch(() => undefined);
    }
    const owner = await readPid(file);
    if (owner !== undefined && isAlive(owner, file)) throw new DataDirLockedError(file, owner);
    await clearStaleLock(file, owner);
  }
  throw new Error(`Could not take the lock ${file}: other processes keep replacing it.`);
}

/**
 * Moves a stale lock aside. A rename is atomic, so of two servers clearing the same stale lock
 * one moves it and the other finds it gone; if a live lock took its place in between, it is
 * put back and its owner named.
 */
async function clearStaleLock(file: string, stalePid: number | undefined): Promise<void> {
  const aside = `${file}.stale-${process.pid}-${randomBytes(4).toString('hex')}`;
  try {
    await rename(file, aside);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
    throw error;
  }
  const moved = await readPid(aside);
  if (moved !== stalePid && moved !== undefined && isAlive(moved, file)) {
    // link fails if a lock exists again: then that one is the live owner's, and this one goes.
    await link(aside, file).catch(() => undefined);
    await unlink(aside).catch(() => undefined);
    throw new DataDirLockedError(file, moved);
  }
  await unlink(aside).catch(() => undefined);
}
