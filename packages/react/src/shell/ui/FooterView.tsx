import { cx } from '../../styles/cx';
import type { SiteLink } from '../sitePlaces';
import { type LinkComponent, PlainLink } from './linkComponent';

export interface FooterTranslations {
  /** The heading of the gallery's places. */
  browse: string;
  /** The heading of the visitor's or member's own pages. */
  account: string;
  watchlist: string;
  join: string;
  login: string;
  forgotPassword: string;
  yourAccount: string;
  notifications: string;
  orders: string;
  cart: string;
  myLots: string;
  /** The line under the links, after the site name. */
  tagline: string;
  loadingSiteName: string;
}

export const footerTranslations: FooterTranslations = {
  browse: 'Browse',
  account: 'Your account',
  watchlist: 'Watchlist',
  join: 'Join for FREE',
  login: 'Log In',
  forgotPassword: 'Forgot password',
  yourAccount: 'Your account',
  notifications: 'Notifications',
  orders: 'Orders',
  cart: 'Cart',
  myLots: 'My lots',
  tagline: 'Collectables, classifieds and auctions.',
  loadingSiteName: 'Loading',
};

/** Where the footer's own links go; a `null` link is not shown (its page does not exist). */
export interface FooterHrefs {
  watchlist: string;
  join: string;
  login: string;
  forgotPassword: string | null;
  account: string | null;
  notifications: string | null;
  orders: string | null;
  cart: string | null;
  myLots: string | null;
}

export const footerHrefs: FooterHrefs = {
  watchlist: '/collectables?key=watchlist',
  join: '/sign-up',
  login: '/login',
  forgotPassword: '/forgot-password',
  account: '/account',
  notifications: '/notifications',
  orders: '/orders',
  cart: '/cart',
  myLots: '/auctions',
};

type Slot = 'root' | 'group' | 'heading' | 'links' | 'link' | 'tagline';

export interface FooterViewProps {
  /** `undefined` while the settings load. */
  siteName: string | undefined;
  /** The gallery's places (the whole gallery, its sections, Auctions). Default: none. */
  places?: readonly SiteLink[] | undefined;
  /** Members get their pages, visitors Join for FREE, Log In and Forgot password. Default: false. */
  signedIn?: boolean;
  /** Orders and Cart for members (the cart flag). Default: false. */
  cartEnabled?: boolean;
  /** My lots for members (the auctions flag). Default: false. */
  auctionsEnabled?: boolean;
  hrefs?: Partial<FooterHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<FooterTranslations>;
}

/** The site's footer: the gallery's places, the visitor's or member's pages, and the site's name. */
export function FooterView({
  siteName,
  places = [],
  signedIn = false,
  cartEnabled = false,
  auctionsEnabled = false,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: FooterViewProps) {
  const t = { ...footerTranslations, ...translations };
  const to = { ...footerHrefs, ...hrefs };
  const link = (href: string | null, name: string): SiteLink[] => (href === null ? [] : [{ href, name }]);
  const own = signedIn
    ? [
        ...link(to.account, t.yourAccount),
        ...link(to.notifications, t.notifications),
        ...link(to.watchlist, t.watchlist),
        ...link(auctionsEnabled ? to.myLots : null, t.myLots),
        ...link(cartEnabled ? to.orders : null, t.orders),
        ...link(cartEnabled ? to.cart : null, t.cart),
      ]
    : [
        ...link(to.join, t.join),
        ...link(to.login, t.login),
        ...link(to.forgotPassword, t.forgotPassword),
        ...link(to.watchlist, t.watchlist),
      ];
  const group = (title: string, links: readonly SiteLink[]) =>
    links.length > 0 && (
      <section className={cx('trove-footer__group', classNames.group)} aria-label={title}>
        <h2 className={cx('trove-footer__heading', classNames.heading)}>{title}</h2>
        <ul className={cx('trove-footer__links', classNames.links)}>
          {links.map((link) => (
            <li key={link.href}>
              <Link href={link.href} className={cx('trove-footer__link', classNames.link)}>
                {link.name}
              </Link>
            </li>
          ))}
        </ul>
      </section>
    );
  return (
    <footer className={cx('trove-root', 'trove-footer', classNames.root)}>
      <div className="trove-footer__groups">
        {group(t.browse, places)}
        {group(t.account, own)}
      </div>
      <p className={cx('trove-footer__tagline', classNames.tagline)}>
        <strong>{siteName ?? t.loadingSiteName}</strong> {t.tagline}
      </p>
    </footer>
  );
}
