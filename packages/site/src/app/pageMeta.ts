import { useSettings } from '@trove/react';
import { useEffect } from 'react';

const DEFAULT_DESCRIPTION = 'Collectables, classifieds and auctions.';

/**
 * The page's title and description meta: `{title} | {site name}` (the site name alone without a
 * title), and the description given or the site's default one.
 */
export function usePageMeta(title?: string | null, description?: string | null) {
  const siteName = useSettings().data?.site_name ?? 'Trove';
  useEffect(() => {
    document.title = title ? `${title} | ${siteName}` : siteName;
    let meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
    if (!meta) {
      meta = document.createElement('meta');
      meta.name = 'description';
      document.head.append(meta);
    }
    meta.content = description?.trim() ? description.trim() : DEFAULT_DESCRIPTION;
  }, [title, description, siteName]);
}
