import { copyFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { migrationsFolder } from '../packagePaths';

/** Writes to `folder` the committed migrations whose tag `keep` accepts: a database as it was before the others. */
export async function migrationsUpTo(folder: string, keep: (tag: string) => boolean): Promise<void> {
  const journal = JSON.parse(await readFile(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8'));
  const entries = journal.entries.filter((entry: { tag: string }) => keep(entry.tag));
  await mkdir(path.join(folder, 'meta'), { recursive: true });
  await writeFile(path.join(folder, 'meta', '_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const { tag } of entries) {
    await copyFile(path.join(migrationsFolder, `${tag}.sql`), path.join(folder, `${tag}.sql`));
  }
}
