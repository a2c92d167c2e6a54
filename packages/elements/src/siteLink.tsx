import { type LinkProps, useTroveClient } from '@trove/react';
import { siteUrl } from './gallery/itemOpen';

/**
 * A link of a Trove component made absolute on the marketplace: inside a partner's page, the
 * component's site paths lead to the marketplace, not to the partner's origin (a middle click
 * opens a tab there).
 */
export function SiteLink({ href, className, children }: LinkProps) {
  const { baseUrl } = useTroveClient();
  return (
    <a href={siteUrl(href, baseUrl)} className={className}>
      {children}
    </a>
  );
}
