import { readFile, stat } from 'node:fs/promises';
import path from 'node:path';

/**
 * The built site's `index.html`, read again only when its file changes (a new build under a
 * running server), so that each page costs a `stat` rather than a read.
 */
export function createSiteTemplate(siteDir: string) {
  const file = path.join(siteDir, 'index.html');
  let cached: { modified: number; text: string } | undefined;
  return {
    async read(): Promise<string> {
      const { mtimeMs } = await stat(file);
      if (cached?.modified !== mtimeMs) cached = { modified: mtimeMs, text: await readFile(file, 'utf8') };
      return cached.text;
    },
  };
}
