import { useLocation } from '@tanstack/react-router';
import { mayEditAnyIncrements } from '@trove/core/auction-admin';
import { useCurrentUser, useFeatureFlag } from '@trove/react';
import type { ReactNode } from 'react';
import { RouterLink } from '../app/RouterLink';

interface DashboardLink {
  href: string;
  label: string;
}

interface DashboardSection {
  title: string;
  links: DashboardLink[];
}

/** The dashboard shell (spec §2 /account): a sidebar of sections, then the page. */
export function DashboardLayout({ title, children }: { title: string; children: ReactNode }) {
  const auctions = useFeatureFlag('auctions');
  const cart = useFeatureFlag('cart');
  const listings = useFeatureFlag('create_listing');
  const { pathname } = useLocation();
  const { data: user } = useCurrentUser();
  // core's rule, as the server applies it: organisations' owners and admins, and site admins
  const runsAuctions = mayEditAnyIncrements(user);
  const sections: DashboardSection[] = [
    {
      title: 'Account',
      links: [
        { href: '/account', label: 'Your account' },
        // the seller's dashboard (spec §2 /listings), while listing creation is on
        ...(listings ? [{ href: '/listings', label: 'Listings' }] : []),
        ...(cart ? [{ href: '/orders', label: 'Orders' }] : []),
        { href: '/notifications', label: 'Notifications' },
      ],
    },
  ];
  if (auctions) {
    sections.push({
      title: 'Auctions',
      links: [
        { href: '/auctions', label: 'Lots' },
        { href: '/collectables?key=watchlist', label: 'Watchlist' },
        ...(runsAuctions ? [{ href: '/auctions/increments', label: 'Bid increments' }] : []),
      ],
    });
  }
  return (
    <div className="site-dashboard-shell">
      <nav className="site-dashboard-nav" aria-label="Dashboard">
        {sections.map((section) => (
          <section key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.links.map((link) => (
                <li key={link.href} aria-current={pathname === link.href ? 'page' : undefined}>
                  <RouterLink href={link.href}>{link.label}</RouterLink>
                </li>
              ))}
            </ul>
          </section>
        ))}
        <p>
          <RouterLink href="/collectables">Back to the Gallery</RouterLink>
        </p>
      </nav>
      <main id="content" className="site-main site-dashboard">
        <h1>{title}</h1>
        {children}
      </main>
    </div>
  );
}
