import { type ReactNode, useId } from 'react';
import { cx } from '../../styles/cx';

export interface TitledSectionProps<Data> {
  /** The block of the class names: `trove-{block}` on the section, `trove-{block}__title` on its heading. */
  block: string;
  title: string;
  classNames?: { root?: string | undefined; title?: string | undefined; alert?: string | undefined };
  /** The load failed: `failedText` as an alert instead of the content. */
  failed: boolean;
  failedText: string;
  /** What the content shows; undefined while it loads: a spinner named `loadingText`. */
  data: Data | undefined;
  loadingText: string;
  /** The content once loaded, given the data and the heading's id to label a table or a form by it. */
  children: (data: Data, titleId: string) => ReactNode;
}

/**
 * A dashboard section over data from the API: its heading, then the load's failure, a spinner
 * while it loads, or the content.
 */
export function TitledSection<Data>({
  block,
  title,
  classNames = {},
  failed,
  failedText,
  data,
  loadingText,
  children,
}: TitledSectionProps<Data>) {
  const titleId = useId();
  return (
    <section aria-labelledby={titleId} className={cx('trove-root', `trove-${block}`, classNames.root)}>
      <h2 id={titleId} className={cx(`trove-${block}__title`, classNames.title)}>
        {title}
      </h2>
      {failed ? (
        <p role="alert" className={cx('trove-alert', 'trove-alert--error', classNames.alert)}>
          {failedText}
        </p>
      ) : data === undefined ? (
        <div role="status" aria-label={loadingText} className="trove-spinner" />
      ) : (
        children(data, titleId)
      )}
    </section>
  );
}
