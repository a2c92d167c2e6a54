import { CardEntry } from '../cart/CardEntry';
import { type ImagePreparation, ImageUploader } from './ImageUploader';
import { ItemFormModalView, type ItemFormModalViewProps } from './ui/ItemFormModalView';
import { type UseItemFormOptions, useItemForm } from './useItemForm';

export interface ItemFormModalProps
  extends UseItemFormOptions,
    Pick<
      ItemFormModalViewProps,
      'onClose' | 'isOpen' | 'now' | 'currencies' | 'classNames' | 'translations'
    > {
  /** The uploader's image work. Default: the canvas's (tests give their own). */
  imagePreparation?: ImagePreparation | undefined;
  /** Crop each image before it uploads. Default: true. */
  cropping?: boolean | undefined;
  /** The uploader's request. Default: `XMLHttpRequest`. */
  createUploadRequest?: (() => XMLHttpRequest) | undefined;
}

/**
 * The item form modal over the API (seed 000 §2 Listing modals, §4, §5, §8): a new listing (in a
 * section, or a duplicate of one), or an edit. The niche cascade (a level with one option chosen
 * for the member, each change priced again), the fields the caption and permissions allow, the
 * image uploader, then paying by card when a fee is due (Back returns; a 402 comes back to it with
 * its message) and saving, with the spec's toasts. An edit saved without closing stays open,
 * pristine; Save and close says Item updated; Create and duplicate keeps the values for another.
 */
export function ItemFormModal({
  itemId,
  duplicate,
  section,
  onSaved,
  onClose,
  isOpen = true,
  imagePreparation,
  cropping,
  createUploadRequest,
  translations,
  ...view
}: ItemFormModalProps) {
  const form = useItemForm({ itemId, duplicate, section, onSaved });
  const { flow } = form;
  return (
    <ItemFormModalView
      {...view}
      isOpen={isOpen}
      isNew={form.isNew}
      step={flow.step}
      cascade={form.cascade}
      onChoose={form.choose}
      fields={form.fields}
      buttons={form.buttons}
      values={form.values}
      images={form.media}
      imageUploader={
        <ImageUploader
          media={form.media}
          onChange={form.setMedia}
          canSetForSale={form.canSetForSale}
          cropping={cropping}
          preparation={imagePreparation}
          createRequest={createUploadRequest}
          translations={translations}
        />
      }
      serverErrors={form.serverErrors}
      profileIncomplete={form.profileIncomplete}
      onSubmit={form.submit}
      cardEntry={
        form.clientToken ? (
          <CardEntry
            ref={form.card}
            clientToken={form.clientToken}
            disabled={flow.step !== 'paying'}
            invalidFields={form.invalidCardFields}
          />
        ) : undefined
      }
      paymentError={form.paymentError}
      onPay={form.pay}
      onBack={form.back}
      onClose={onClose}
      translations={translations}
    />
  );
}
