import type { ReactNode } from 'react';
import { Button, Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { cx } from '../../styles/cx';

export interface ModalDialogProps {
  /** The dialog's heading, which also names it. */
  title: ReactNode;
  /** Default: true. The site opens a modal by routing to it. */
  isOpen?: boolean;
  /** Escape, a click outside and the close button call it; without it there is no close button. */
  onClose?: (() => void) | undefined;
  closeLabel: string;
  className?: string | undefined;
  children?: ReactNode;
}

/** Every Trove modal: react-aria's Modal and Dialog, titled, closable, themed by the trove tokens. */
export function ModalDialog({
  title,
  isOpen = true,
  onClose,
  closeLabel,
  className,
  children,
}: ModalDialogProps) {
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      isDismissable={Boolean(onClose)}
      isKeyboardDismissDisabled={!onClose}
      className="trove-root trove-modal-overlay"
    >
      <Modal className={cx('trove-modal', className)}>
        <Dialog className="trove-dialog">
          <div className="trove-dialog__header">
            <Heading slot="title" level={2} className="trove-dialog__title">
              {title}
            </Heading>
            {onClose && (
              <Button slot="close" aria-label={closeLabel} className="trove-dialog__close">
                <span aria-hidden="true">×</span>
              </Button>
            )}
          </div>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
