import type { ReactNode } from 'react';
import { CartIcon, MenuIcon } from '../../gallery/ui/icons';
import { cx } from '../../styles/cx';
import { deferredModule } from '../deferredModule';
import { currentLink, type SiteLink } from '../sitePlaces';
import { useDeferredTrigger } from './deferredTrigger';
import { type LinkComponent, PlainLink } from './linkComponent';

export interface NavbarTranslations {
  searchLabel: string;
  searchPlaceholder: string;
  watchlist: string;
  join: string;
  login: string;
  loadingSiteName: string;
  cart: string;
  /** The cart link's name with the basket's line count. */
  cartWithCount: (count: number) => string;
  notifications: string;
  completeProfile: string;
  upgrade: string;
  createListing: string;
  logout: string;
  /** The phone's menu button and the drawer it opens. */
  menu: string;
  closeMenu: string;
  /** The row (on a phone, the drawer's list) of the site's sections. */
  sections: string;
  /** The account dashboard (seed 001 §2 /account). */
  account: string;
  /** The member's auction lots (seed 001 §2 /auctions). */
  myLots: string;
}

export const navbarTranslations: NavbarTranslations = {
  searchLabel: 'Search',
  searchPlaceholder: 'Search',
  watchlist: 'Watchlist',
  join: 'Join for FREE',
  login: 'Log In',
  loadingSiteName: 'Loading',
  cart: 'Cart',
  cartWithCount: (count) => `Cart, ${count} ${count === 1 ? 'item' : 'items'}`,
  notifications: 'Notifications',
  completeProfile: 'Complete Profile',
  upgrade: 'Upgrade',
  createListing: 'Create Listing',
  logout: 'Log out',
  menu: 'Menu',
  closeMenu: 'Close menu',
  sections: 'Sections',
  account: 'Your account',
  myLots: 'My lots',
};

/**
 * Where the navbar's links go. A `null` link is not shown: its page does not exist yet (a link that
 * silently lands on the gallery is worse than none); the work that builds the page gives its href.
 */
export interface NavbarHrefs {
  home: string;
  watchlist: string;
  join: string;
  login: string;
  cart: string | null;
  notifications: string;
  completeProfile: string | null;
  upgrade: string | null;
  createListing: string | null;
  account: string | null;
  myLots: string | null;
}

// No billing page yet (seed 001 §2 /account/upgrade): hidden. Create Listing opens the item form (seed 000 /add).
// The profile form will be a tab of the account dashboard (seed 001 §2), so Complete Profile opens it.
export const navbarHrefs: NavbarHrefs = {
  home: '/collectables',
  watchlist: '/collectables?key=watchlist',
  join: '/sign-up',
  login: '/login',
  cart: '/cart',
  notifications: '/notifications',
  completeProfile: '/account',
  upgrade: null,
  createListing: '/add',
  account: '/account',
  myLots: '/auctions',
};

/** The signed-in member as the navbar shows them. */
export interface NavbarMember {
  displayName: string;
  photo?: string | null | undefined;
  /** A complete profile gets Notifications in the menu, an incomplete one Complete Profile. */
  profileComplete: boolean;
  /** Create Listing shows when listing creation is on and the member has add_item. */
  canCreateListing: boolean;
}

export type NavbarSlot =
  | 'root'
  | 'bar'
  | 'logo'
  | 'search'
  | 'links'
  | 'link'
  | 'cart'
  | 'member'
  | 'menu'
  | 'menuItem'
  | 'menuButton'
  | 'drawer'
  | 'sections'
  | 'sectionLink';

export interface NavbarViewProps {
  /** `undefined` while the settings load. */
  siteName: string | undefined;
  /** Visitors see Join for FREE and Log In. Default: true unless a `member` is given. */
  anonymous?: boolean;
  /** The signed-in member: their name and account menu replace Join for FREE and Log In. */
  member?: NavbarMember | undefined;
  /** Shows the cart icon to members (the cart flag), when `hrefs.cart` is given. Default: false. */
  cartEnabled?: boolean;
  /** The basket's line count, shown on the cart icon; none while unknown (e.g. loading). */
  cartCount?: number | undefined;
  /** Shows members My lots (the auctions flag), when `hrefs.myLots` is given. Default: false. */
  auctionsEnabled?: boolean;
  /**
   * The site's sections (the gallery's sections, Events, Directory, Auctions): a row under the bar,
   * in the menu drawer on a narrow screen. An empty list (still loading) keeps the row's place.
   * Default: no row.
   */
  sections?: readonly SiteLink[] | undefined;
  /** The page's path: the section it falls under is marked as the current page. */
  currentPath?: string | undefined;
  /** The menu's Log out. */
  onLogout?: () => void;
  /** How the account menu's links navigate in an app (react-aria's RouterProvider). Default: a page load. */
  navigate?: (href: string) => void;
  hrefs?: Partial<NavbarHrefs>;
  linkComponent?: LinkComponent;
  /** The search landmark: e.g. `<SearchBox>` with its category typeahead. Default: a plain search field. */
  search?: ReactNode;
  classNames?: Partial<Record<NavbarSlot, string>>;
  translations?: Partial<NavbarTranslations>;
}

/**
 * The marketplace's top bar: logo, search box, Watchlist, then Join for FREE / Log In or the member's
 * menu; under it a row of the site's sections. On a narrow screen (under 48rem of its own width) the
 * search box takes a line of its own, and the sections, Watchlist and the member's pages move to a
 * drawer opened by a menu button.
 */
export function NavbarView({
  siteName,
  anonymous,
  member,
  cartEnabled = false,
  cartCount,
  auctionsEnabled = false,
  sections: givenSections,
  currentPath,
  onLogout,
  navigate,
  hrefs,
  linkComponent: Link = PlainLink,
  search,
  classNames = {},
  translations,
}: NavbarViewProps) {
  const t = { ...navbarTranslations, ...translations };
  const to = { ...navbarHrefs, ...hrefs };
  const isAnonymous = anonymous ?? member === undefined;
  const sectionsGiven = givenSections !== undefined;
  const sections = givenSections ?? [];
  const current = currentLink(sections, currentPath);
  const sectionItems = (className: string) =>
    sections.map((section) => (
      <li key={section.href} aria-current={section === current ? 'page' : undefined}>
        <Link href={section.href} className={cx(className, classNames.sectionLink)}>
          {section.name}
        </Link>
      </li>
    ));
  return (
    <header className={cx('trove-root', 'trove-navbar', classNames.root)}>
      <div className={cx('trove-navbar__bar', classNames.bar)}>
        <DeferredDrawer
          label={t.menu}
          closeLabel={t.closeMenu}
          buttonClassName={cx('trove-navbar__menu-button', classNames.menuButton)}
          drawerClassName={cx('trove-drawer', classNames.drawer)}
        >
          {sections.length > 0 && (
            <>
              <h3 className="trove-drawer__group">{t.sections}</h3>
              <ul className="trove-drawer__links">{sectionItems('trove-drawer__link')}</ul>
            </>
          )}
          <ul className="trove-drawer__links trove-drawer__links--more">
            <li>
              <Link href={to.watchlist} className="trove-drawer__link">
                {t.watchlist}
              </Link>
            </li>
            {member && (
              <MemberLinks member={member} auctionsEnabled={auctionsEnabled} t={t} to={to} Link={Link} />
            )}
          </ul>
        </DeferredDrawer>
        <Link href={to.home} className={cx('trove-navbar__logo', classNames.logo)}>
          {siteName ?? <span className="trove-skeleton" role="status" aria-label={t.loadingSiteName} />}
        </Link>
        <div className="trove-navbar__search-slot">
          {search ?? (
            <search className={cx('trove-navbar__search', classNames.search)}>
              <input
                type="search"
                className="trove-navbar__search-input"
                aria-label={t.searchLabel}
                placeholder={t.searchPlaceholder}
              />
            </search>
          )}
        </div>
        <nav aria-label={siteName ?? t.loadingSiteName} className="trove-navbar__nav">
          <ul className={cx('trove-navbar__links', classNames.links)}>
            <li className="trove-navbar__watchlist">
              <Link href={to.watchlist} className={cx('trove-navbar__link', classNames.link)}>
                {t.watchlist}
              </Link>
            </li>
            {isAnonymous && (
              <>
                <li>
                  <Link
                    href={to.join}
                    className={cx('trove-navbar__link', 'trove-navbar__link--primary', classNames.link)}
                  >
                    {t.join}
                  </Link>
                </li>
                <li>
                  <Link href={to.login} className={cx('trove-navbar__link', classNames.link)}>
                    {t.login}
                  </Link>
                </li>
              </>
            )}
            {member && cartEnabled && to.cart !== null && (
              <li>
                <Link
                  href={to.cart}
                  className={cx('trove-navbar__link', 'trove-navbar__cart', classNames.cart)}
                >
                  <CartIcon />
                  <span className="trove-visually-hidden">
                    {cartCount === undefined ? t.cart : t.cartWithCount(cartCount)}
                  </span>
                  {cartCount !== undefined && cartCount > 0 && (
                    <span aria-hidden="true" className="trove-navbar__cart-count">
                      {cartCount > 99 ? '99+' : cartCount}
                    </span>
                  )}
                </Link>
              </li>
            )}
            {member && (
              <li className="trove-navbar__member-item">
                <DeferredMemberMenu
                  member={member}
                  auctionsEnabled={auctionsEnabled}
                  onLogout={onLogout}
                  navigate={navigate}
                  t={t}
                  to={to}
                  classNames={classNames}
                />
              </li>
            )}
          </ul>
        </nav>
      </div>
      {/* Given but still empty (loading), the row keeps its height: the page does not shift when it fills */}
      {sectionsGiven && (
        <nav aria-label={t.sections} className={cx('trove-navbar__sections', classNames.sections)}>
          <ul className="trove-navbar__section-list">{sectionItems('trove-navbar__section-link')}</ul>
        </nav>
      )}
    </header>
  );
}

interface MemberLinksProps {
  member: NavbarMember;
  auctionsEnabled: boolean;
  t: NavbarTranslations;
  to: NavbarHrefs;
  Link: LinkComponent;
}

/** The member's pages in the drawer: the account dashboard, My lots, Notifications (or Complete Profile). */
function MemberLinks({ member, auctionsEnabled, t, to, Link }: MemberLinksProps) {
  const links = [
    to.account !== null && { href: to.account, name: t.account },
    auctionsEnabled && to.myLots !== null && { href: to.myLots, name: t.myLots },
    member.profileComplete && { href: to.notifications, name: t.notifications },
  ].filter((link) => link !== false);
  return links.map((link) => (
    <li key={link.href}>
      <Link href={link.href} className="trove-drawer__link">
        {link.name}
      </Link>
    </li>
  ));
}

// react-aria's menu and dialog, loaded when the visitor points at, touches or focuses their button
// (not when the page is idle: see useDeferredTrigger)
const navbarOverlays = deferredModule(() => import('./NavbarOverlays'));

interface DeferredDrawerProps {
  label: string;
  closeLabel: string;
  buttonClassName: string;
  drawerClassName: string;
  children: ReactNode;
}

/** The phone's menu button and its drawer (`NavbarDrawer`), a plain button of the same look until loaded. */
function DeferredDrawer(props: DeferredDrawerProps) {
  const { loaded, triggerProps } = useDeferredTrigger(navbarOverlays);
  if (loaded)
    return <loaded.module.NavbarDrawer firstOpen={loaded.firstOpen} icon={<MenuIcon />} {...props} />;
  return (
    <button {...triggerProps} className={props.buttonClassName} aria-label={props.label}>
      <MenuIcon />
    </button>
  );
}

interface DeferredMemberMenuProps {
  member: NavbarMember;
  auctionsEnabled: boolean;
  onLogout: (() => void) | undefined;
  navigate: ((href: string) => void) | undefined;
  t: NavbarTranslations;
  to: NavbarHrefs;
  classNames: Partial<Record<NavbarSlot, string>>;
}

/** The member's menu (`MemberMenu`), a plain button of the same look until loaded. */
function DeferredMemberMenu(props: DeferredMemberMenuProps) {
  const { loaded, triggerProps } = useDeferredTrigger(navbarOverlays);
  const { member, classNames } = props;
  const label = (
    <>
      {member.photo && <img src={member.photo} alt="" className="trove-navbar__photo" />}
      <span className="trove-navbar__member-name">{member.displayName}</span>
      <span aria-hidden="true" className="trove-navbar__caret">
        ▾
      </span>
    </>
  );
  if (loaded) return <loaded.module.MemberMenu firstOpen={loaded.firstOpen} label={label} {...props} />;
  return (
    <button {...triggerProps} aria-haspopup="true" className={cx('trove-navbar__member', classNames.member)}>
      {label}
    </button>
  );
}
