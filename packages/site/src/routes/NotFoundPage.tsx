import { NotFoundView } from '@trove/react';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';

export function NotFoundPage() {
  usePageMeta('Page not found');
  return (
    <main id="content">
      <NotFoundView linkComponent={RouterLink} />
    </main>
  );
}
