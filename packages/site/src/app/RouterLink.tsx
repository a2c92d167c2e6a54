import { useRouter } from '@tanstack/react-router';
import type { LinkProps } from '@trove/react';
import type { MouseEvent } from 'react';

/** Lets `@trove/react` components navigate inside the app instead of reloading the page. */
export function RouterLink({ href, className, children }: LinkProps) {
  const router = useRouter();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const modified = event.metaKey || event.ctrlKey || event.shiftKey || event.altKey;
    if (event.defaultPrevented || event.button !== 0 || modified) return;
    event.preventDefault();
    void router.navigate({ href });
  };
  return (
    <a href={href} className={className} onClick={onClick}>
      {children}
    </a>
  );
}
