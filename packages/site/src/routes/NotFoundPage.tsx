import { NotFoundView } from '@trove/react';
import { RouterLink } from '../app/RouterLink';

export function NotFoundPage() {
  return (
    <main id="content">
      <NotFoundView linkComponent={RouterLink} />
    </main>
  );
}
