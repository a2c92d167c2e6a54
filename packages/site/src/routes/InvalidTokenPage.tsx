import { InvalidTokenView } from '@trove/react';
import { usePageMeta } from '../app/pageMeta';
import { RouterLink } from '../app/RouterLink';

export function InvalidTokenPage() {
  usePageMeta('Invalid link');
  return (
    <main id="content">
      <InvalidTokenView linkComponent={RouterLink} />
    </main>
  );
}
