import { type LinkComponent, PlainLink } from './linkComponent';

export interface NotFoundTranslations {
  title: string;
  home: string;
  help: string;
}

export const notFoundTranslations: NotFoundTranslations = {
  title: "Oops, the page can't be found",
  home: 'Go to the homepage',
  help: 'Get help',
};

export interface NotFoundViewProps {
  homeHref?: string;
  /** The help page. Default: none, and no Get help link (Trove has no help or contact page yet). */
  helpHref?: string | null | undefined;
  linkComponent?: LinkComponent;
  translations?: Partial<NotFoundTranslations>;
}

/** The `/not-found` page: the spec's text with links to the homepage and, when there is one, help. */
export function NotFoundView({
  homeHref = '/',
  helpHref = null,
  linkComponent: Link = PlainLink,
  translations,
}: NotFoundViewProps) {
  const t = { ...notFoundTranslations, ...translations };
  return (
    <section className="trove-root trove-not-found" aria-labelledby="trove-not-found-title">
      <h1 id="trove-not-found-title" className="trove-not-found__title">
        {t.title}
      </h1>
      <p className="trove-not-found__links">
        <Link href={homeHref}>{t.home}</Link>
        {helpHref !== null && <Link href={helpHref}>{t.help}</Link>}
      </p>
    </section>
  );
}
