import { BOOST_MAX, BOOST_MIN, LISTING_MESSAGES, parseBoost } from '@trove/core/listing';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import type { ServerErrors } from '../../forms/serverErrors';
import { FormAlert } from '../../forms/ui/FormAlert';
import { InputField } from '../../forms/ui/InputField';
import { SubmitButton } from '../../forms/ui/SubmitButton';
import { useServerFieldErrors } from '../../forms/useServerFieldErrors';
import { cx } from '../../styles/cx';
import { type ListingTranslations, listingTranslations } from './listingTranslations';

type Slot = 'root' | 'field' | 'alert' | 'submit';

export interface BoostFormViewProps {
  /** The listing's boost now. */
  boost: number;
  saving?: boolean | undefined;
  serverErrors?: ServerErrors | undefined;
  onSubmit?: ((boost: number) => void) | undefined;
  classNames?: Partial<Record<Slot, string>> | undefined;
  translations?: Partial<ListingTranslations> | undefined;
}

/** The boost form (seed 000 §5: a number, required, 0 to 100, step 1; change_item_feature_boost). */
export function BoostFormView({
  boost,
  saving = false,
  serverErrors,
  onSubmit,
  classNames = {},
  translations,
}: BoostFormViewProps) {
  const t = { ...listingTranslations, ...translations };
  const titleId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm({ values: { boost: String(boost) } });
  useServerFieldErrors(setError, serverErrors);
  return (
    <form
      noValidate
      aria-labelledby={titleId}
      className={cx('trove-root', 'trove-form', 'trove-boost', classNames.root)}
      onSubmit={handleSubmit(({ boost: typed }) => {
        const value = parseBoost(typed);
        if (value !== null) onSubmit?.(value);
      })}
    >
      <h3 id={titleId} className="trove-boost__title">
        {t.boostTitle}
      </h3>
      <FormAlert messages={serverErrors?.alert ?? []} className={classNames.alert} />
      <InputField
        label={t.boostLabel}
        type="number"
        inputMode="numeric"
        step={1}
        error={errors.boost?.message}
        registration={register('boost', {
          validate: (typed) =>
            typed.trim() === ''
              ? LISTING_MESSAGES.required
              : parseBoost(typed) === null
                ? LISTING_MESSAGES.boostRange
                : true,
        })}
        aria-valuemin={BOOST_MIN}
        aria-valuemax={BOOST_MAX}
        className={classNames.field}
      />
      <SubmitButton
        submitting={saving}
        label={t.boostSubmit}
        submittingLabel={t.boostSaving}
        className={classNames.submit}
      />
    </form>
  );
}
