import { type LinkComponent, PlainLink } from './linkComponent';

export interface NavbarTranslations {
  searchLabel: string;
  searchPlaceholder: string;
  watchlist: string;
  join: string;
  login: string;
  loadingSiteName: string;
}

export const navbarTranslations: NavbarTranslations = {
  searchLabel: 'Search',
  searchPlaceholder: 'Search',
  watchlist: 'Watchlist',
  join: 'Join for FREE',
  login: 'Log In',
  loadingSiteName: 'Loading',
};

export interface NavbarHrefs {
  home: string;
  watchlist: string;
  join: string;
  login: string;
}

export const navbarHrefs: NavbarHrefs = {
  home: '/collectables',
  watchlist: '/collectables?key=watchlist',
  join: '/sign-up',
  login: '/login',
};

type Slot = 'root' | 'logo' | 'search' | 'links' | 'link';

export interface NavbarViewProps {
  /** `undefined` while the settings load. */
  siteName: string | undefined;
  /** Anonymous visitors see Join for FREE and Log In. */
  anonymous?: boolean;
  hrefs?: Partial<NavbarHrefs>;
  linkComponent?: LinkComponent;
  classNames?: Partial<Record<Slot, string>>;
  translations?: Partial<NavbarTranslations>;
}

function cx(...names: (string | undefined | false)[]) {
  return names.filter(Boolean).join(' ');
}

/** The marketplace's top bar: logo, search box, Watchlist, and Join for FREE / Log In for visitors. */
export function NavbarView({
  siteName,
  anonymous = true,
  hrefs,
  linkComponent: Link = PlainLink,
  classNames = {},
  translations,
}: NavbarViewProps) {
  const t = { ...navbarTranslations, ...translations };
  const to = { ...navbarHrefs, ...hrefs };
  return (
    <header className={cx('trove-root', 'trove-navbar', classNames.root)}>
      <Link href={to.home} className={cx('trove-navbar__logo', classNames.logo)}>
        {siteName ?? <span className="trove-skeleton" role="status" aria-label={t.loadingSiteName} />}
      </Link>
      <search className={cx('trove-navbar__search', classNames.search)}>
        <input
          type="search"
          className="trove-navbar__search-input"
          aria-label={t.searchLabel}
          placeholder={t.searchPlaceholder}
        />
      </search>
      <nav aria-label={siteName ?? t.loadingSiteName}>
        <ul className={cx('trove-navbar__links', classNames.links)}>
          <li>
            <Link href={to.watchlist} className={cx('trove-navbar__link', classNames.link)}>
              {t.watchlist}
            </Link>
          </li>
          {anonymous && (
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
        </ul>
      </nav>
    </header>
  );
}
