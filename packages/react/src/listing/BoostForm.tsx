import type { ListingRow } from '@trove/core/listing';
import { LISTING_MESSAGES } from '@trove/core/listing';
import { useEffect } from 'react';
import { serverErrorsOf } from '../forms/serverErrors';
import { ModalDialog } from '../shell/ui/ModalDialog';
import { BoostFormView } from './ui/BoostFormView';
import { type ListingTranslations, listingTranslations } from './ui/listingTranslations';
import { usePromote } from './useListingActions';

export interface BoostFormProps {
  /** The listing to boost; null: closed. */
  row: Pick<ListingRow, 'id' | 'name' | 'boost'> | null;
  onClose: () => void;
  translations?: Partial<ListingTranslations> | undefined;
}

/**
 * The boost form in a modal over the API (seed 000 §5: a whole number from 0 to 100, for members
 * with change_item_feature_boost): `POST /api/items/{id}/promote/`; saved, it closes with the toast
 * Boost updated and the row's boost changes; the server's errors show under the field or in the
 * form's alert.
 */
export function BoostForm({ row, onClose, translations }: BoostFormProps) {
  const t = { ...listingTranslations, ...translations };
  const promote = usePromote();
  const id = row?.id;
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new listing starts without the last one's errors
  useEffect(() => {
    promote.reset();
  }, [id]);
  return (
    <ModalDialog
      title={row?.name ?? t.boostTitle}
      isOpen={row !== null}
      onClose={promote.isPending ? undefined : onClose}
      closeLabel={t.close}
      className="trove-boost-modal"
    >
      {row && (
        <BoostFormView
          boost={row.boost}
          saving={promote.isPending}
          serverErrors={
            promote.error ? serverErrorsOf(promote.error, ['boost'], LISTING_MESSAGES.saveProblem) : undefined
          }
          onSubmit={(boost) => promote.mutate({ id: row.id, boost }, { onSuccess: onClose })}
          translations={translations}
        />
      )}
    </ModalDialog>
  );
}
