import { type LinkComponent, PlainLink } from './linkComponent';

export interface InvalidTokenTranslations {
  title: string;
  body: string;
  contact: string;
  home: string;
}

export const invalidTokenTranslations: InvalidTokenTranslations = {
  title: 'This token looks invalid',
  body: 'The link you followed may have expired or been copied only in part. If it keeps happening, contact us.',
  contact: 'Contact us',
  home: 'Go to the homepage',
};

export interface InvalidTokenViewProps {
  homeHref?: string;
  /** The contact page. Default: none, and no Contact us link (Trove has no contact page yet). */
  contactHref?: string | null | undefined;
  linkComponent?: LinkComponent;
  translations?: Partial<InvalidTokenTranslations>;
}

/** The invalid-token page (`/auth/invalid-token`): a preview or moderation link that did not check out. */
export function InvalidTokenView({
  homeHref = '/',
  contactHref = null,
  linkComponent: Link = PlainLink,
  translations,
}: InvalidTokenViewProps) {
  const t = { ...invalidTokenTranslations, ...translations };
  return (
    <section className="trove-root trove-not-found" aria-labelledby="trove-invalid-token-title">
      <h1 id="trove-invalid-token-title" className="trove-not-found__title">
        {t.title}
      </h1>
      <p>{t.body}</p>
      <p className="trove-not-found__links">
        {contactHref !== null && <Link href={contactHref}>{t.contact}</Link>}
        <Link href={homeHref}>{t.home}</Link>
      </p>
    </section>
  );
}
