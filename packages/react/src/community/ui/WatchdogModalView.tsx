import { groupReasons, type WatchdogReason } from '@trove/core/community';
import { useId, useState } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../styles/cx';
import { type CommunityTranslations, communityTranslations } from './communityTranslations';

export interface WatchdogModalViewProps {
  /** The reasons offered; `undefined` while they load. */
  reasons: readonly WatchdogReason[] | undefined;
  /** The listing reported, as the heading names it. */
  listingName?: string | null | undefined;
  /** While the report is sent. */
  sending?: boolean;
  /** The report could not be sent: the message shown over the form. */
  error?: string | null | undefined;
  onSubmit: (report: { text: string; reasons: number[] }) => void;
  onClose: () => void;
  className?: string | undefined;
  translations?: Partial<CommunityTranslations>;
}

/**
 * The watchdog modal (home.watchdog): a large modal with a static backdrop (a click outside does not
 * close it) for reporting a listing: its reasons grouped into sections by consecutive section name,
 * a text, Send report and Cancel.
 */
export function WatchdogModalView({
  reasons,
  listingName,
  sending = false,
  error,
  onSubmit,
  onClose,
  className,
  translations,
}: WatchdogModalViewProps) {
  const t = { ...communityTranslations, ...translations };
  const [selected, setSelected] = useState<number[]>([]);
  const [text, setText] = useState('');
  const textId = useId();
  const toggle = (id: number) =>
    setSelected((current) =>
      current.includes(id) ? current.filter((entry) => entry !== id) : [...current, id],
    );
  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      className="trove-root trove-modal-overlay"
    >
      <Modal className={cx('trove-modal', 'trove-modal--large', 'trove-watchdog', className)}>
        <Dialog className="trove-dialog">
          <div className="trove-dialog__header">
            <Heading slot="title" level={2} className="trove-dialog__title">
              {t.watchdogTitle}
              {listingName ? `: ${listingName}` : ''}
            </Heading>
            <Button slot="close" aria-label={t.close} className="trove-dialog__close">
              <span aria-hidden="true">×</span>
            </Button>
          </div>
          <form
            className="trove-watchdog__form"
            onSubmit={(event) => {
              event.preventDefault();
              onSubmit({ text: text.trim(), reasons: selected });
            }}
          >
            {error && (
              <p role="alert" className="trove-alert trove-alert--error">
                {error}
              </p>
            )}
            {reasons === undefined ? (
              <div role="status" aria-label={t.watchdogReasons} className="trove-spinner" />
            ) : (
              groupReasons(reasons).map((group) => (
                <fieldset key={group.reasons[0]?.id} className="trove-watchdog__section">
                  <legend className="trove-watchdog__legend">{group.section}</legend>
                  {group.reasons.map((reason) => (
                    <label key={reason.id} className="trove-watchdog__reason">
                      <input
                        type="checkbox"
                        checked={selected.includes(reason.id)}
                        onChange={() => toggle(reason.id)}
                      />{' '}
                      {reason.text}
                    </label>
                  ))}
                </fieldset>
              ))
            )}
            <label className="trove-field__label" htmlFor={textId}>
              {t.watchdogText}
            </label>
            <textarea
              id={textId}
              className="trove-field__input trove-watchdog__text"
              rows={4}
              maxLength={2000}
              value={text}
              onChange={(event) => setText(event.target.value)}
            />
            <div className="trove-actions trove-watchdog__actions">
              <button
                type="submit"
                className="trove-button trove-button--primary"
                disabled={sending || (selected.length === 0 && text.trim() === '')}
              >
                {sending ? t.sending : t.watchdogSubmit}
              </button>
              <button type="button" className="trove-button" onClick={onClose}>
                {t.watchdogCancel}
              </button>
            </div>
          </form>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
