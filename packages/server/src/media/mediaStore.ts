import { copyFile, mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config';
import { IN_MEMORY } from '../config';

/** Where images live: media files by name, and their cached thumbnails. */
export interface MediaStore {
  /** The bytes of a file, or undefined. `name` is a flat file name like `demo-3.jpg`. */
  read(name: string): Promise<Buffer | undefined>;
  write(name: string, bytes: Buffer): Promise<void>;
}

/** A store that also takes whole files (uploads, which may be hundreds of megabytes). */
export interface FileMediaStore extends MediaStore {
  /** Keeps the finished `file` as `name`, without holding it in memory where the store is a folder; `file` is moved or removed. */
  importFile(name: string, file: string): Promise<void>;
}

// Names are flat: letters, digits, dots, hyphens and underscores, never a path.
const SAFE_NAME = /^[A-Za-z0-9_][A-Za-z0-9_.-]*$/;

function checkName(name: string): string {
  if (!SAFE_NAME.test(name) || name.includes('..')) throw new Error(`Invalid media name: ${name}`);
  return name;
}

/** Files in a folder; written aside then renamed, so a reader never sees half a file. */
export function createDiskMediaStore(folder: string): FileMediaStore {
  return {
    async read(name) {
      try {
        return await readFile(path.join(folder, checkName(name)));
      } catch {
        return undefined;
      }
    },
    async write(name, bytes) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, checkName(name));
      const partial = `${file}.${process.pid}.partial`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async importFile(name, source) {
      await mkdir(folder, { recursive: true });
      const file = path.join(folder, checkName(name));
      const partial = `${file}.${process.pid}.partial`;
      try {
        await rename(source, file);
      } catch {
        // Another file system (the system's temporary folder): copied aside, then renamed.
        await copyFile(source, partial);
        await rename(partial, file);
        await rm(source, { force: true });
      }
    },
  };
}

/** In memory, for tests and `DATA_DIR=memory`. */
export function createMemoryMediaStore(): FileMediaStore {
  const files = new Map<string, Buffer>();
  return {
    read: async (name) => files.get(checkName(name)),
    write: async (name, bytes) => {
      files.set(checkName(name), bytes);
    },
    importFile: async (name, file) => {
      files.set(checkName(name), await readFile(file));
      await rm(file, { force: true });
    },
  };
}

/** `${DATA_DIR}/media`, or memory when `DATA_DIR` is `memory`. */
export function createDefaultMediaStore(config: Pick<Config, 'DATA_DIR'>): MediaStore {
  return config.DATA_DIR === IN_MEMORY
    ? createMemoryMediaStore()
    : createDiskMediaStore(path.join(config.DATA_DIR, 'media'));
}
