import type { ReactNode } from 'react';
import {
  Button,
  Menu,
  MenuItem,
  MenuTrigger,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import { type LinkComponent, PlainLink } from './linkComponent';

export interface NavbarTranslations {
  searchLabel: string;
  searchPlaceholder: string;
  watchlist: string;
  join: string;
  login: string;
  loadingSiteName: string;
  cart: string;
  notifications: string;
  completeProfile: string;
  upgrade: string;
  createListing: string;
  logout: string;
}

export const navbarTranslations: NavbarTranslations = {
  searchLabel: 'Search',
  searchPlaceholder: 'Search',
  watchlist: 'Watchlist',
  join: 'Join for FREE',
  login: 'Log In',
  loadingSiteName: 'Loading',
  cart: 'Cart',
  notifications: 'Notifications',
  completeProfile: 'Complete Profile',
  upgrade: 'Upgrade',
  createListing: 'Create Listing',
  logout: 'Log out',
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
}

// No cart, billing or listing form yet (seed 001 §2 /cart, /account/upgrade; seed 000 /add): hidden.
// The profile form will be a tab of the account dashboard (seed 001 §2), so Complete Profile opens it.
export const navbarHrefs: NavbarHrefs = {
  home: '/collectables',
  watchlist: '/collectables?key=watchlist',
  join: '/sign-up',
  login: '/login',
  cart: null,
  notifications: '/notifications',
  completeProfile: '/account',
  upgrade: null,
  createListing: null,
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

type Slot = 'root' | 'logo' | 'search' | 'links' | 'link' | 'cart' | 'member' | 'menu' | 'menuItem';

export interface NavbarViewProps {
  /** `undefined` while the settings load. */
  siteName: string | undefined;
  /** Visitors see Join for FREE and Log In. Default: true unless a `member` is given. */
  anonymous?: boolean;
  /** The signed-in member: their name and account menu replace Join for FREE and Log In. */
  member?: NavbarMember | undefined;
  /** Shows the cart icon to members (the cart flag), when `hrefs.cart` is given. Default: false. */
  cartEnabled?: boolean;
  /** The menu's Log out. */
  onLogout?: () => void;
  /** How the account menu's links navigate in an app (react-aria's RouterProvider). Default: a page load. */
  navigate?: (href: string) => void;
  hrefs?: Partial<NavbarHrefs>;
  linkComponent?: LinkComponent;
  /** The search landmark: e.g. `<SearchBox>` with its category typeahead. Default: a plain search field. */
  search?: ReactNode;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<NavbarTranslations>;
}

/** The marketplace's top bar: logo, search box, Watchlist, then Join for FREE / Log In or the member's menu. */
export function NavbarView({
  siteName,
  anonymous,
  member,
  cartEnabled = false,
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
  return (
    <header className={cx('trove-root', 'trove-navbar', classNames.root)}>
      <Link href={to.home} className={cx('trove-navbar__logo', classNames.logo)}>
        {siteName ?? <span className="trove-skeleton" role="status" aria-label={t.loadingSiteName} />}
      </Link>
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
      <nav aria-label={siteName ?? t.loadingSiteName}>
        <ul className={cx('trove-navbar__links', classNames.links)}>
          <li>
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
                <span className="trove-visually-hidden">{t.cart}</span>
              </Link>
            </li>
          )}
          {member && (
            <li>
              <Routed navigate={navigate}>
                <MemberMenu member={member} onLogout={onLogout} t={t} to={to} classNames={classNames} />
              </Routed>
            </li>
          )}
        </ul>
      </nav>
    </header>
  );
}

function Routed({
  navigate,
  children,
}: {
  navigate: ((href: string) => void) | undefined;
  children: ReactNode;
}) {
  return navigate ? <RouterProvider navigate={navigate}>{children}</RouterProvider> : children;
}

interface MemberMenuProps {
  member: NavbarMember;
  onLogout: (() => void) | undefined;
  t: NavbarTranslations;
  to: NavbarHrefs;
  classNames: Partial<Record<Slot, string>>;
}

function MemberMenu({ member, onLogout, t, to, classNames }: MemberMenuProps) {
  const item = cx('trove-menu__item', classNames.menuItem);
  return (
    <MenuTrigger>
      <Button className={cx('trove-navbar__member', classNames.member)}>
        {member.photo && <img src={member.photo} alt="" className="trove-navbar__photo" />}
        <span>{member.displayName}</span>
        <span aria-hidden="true" className="trove-navbar__caret">
          ▾
        </span>
      </Button>
      <Popover placement="bottom end" className="trove-root trove-popover">
        <Menu
          className={cx('trove-menu', classNames.menu)}
          onAction={(key) => {
            if (key === 'logout') onLogout?.();
          }}
        >
          {member.profileComplete ? (
            <MenuItem id="notifications" href={to.notifications} className={item}>
              {t.notifications}
            </MenuItem>
          ) : (
            to.completeProfile !== null && (
              <MenuItem id="complete-profile" href={to.completeProfile} className={item}>
                {t.completeProfile}
              </MenuItem>
            )
          )}
          {to.upgrade !== null && (
            <MenuItem id="upgrade" href={to.upgrade} className={item}>
              {t.upgrade}
            </MenuItem>
          )}
          {member.canCreateListing && to.createListing !== null && (
            <MenuItem id="create-listing" href={to.createListing} className={item}>
              {t.createListing}
            </MenuItem>
          )}
          <Separator className="trove-menu__separator" />
          <MenuItem id="logout" className={item}>
            {t.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}

function CartIcon() {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    </svg>
  );
}
