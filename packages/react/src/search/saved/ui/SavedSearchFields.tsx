import type { SavedSearchForm, Schedule } from '@trove/core/gallery';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { InputField } from '../../../forms/ui/InputField';
import { SelectField } from '../../../forms/ui/SelectField';

export interface SavedSearchFieldsProps {
  register: UseFormRegister<SavedSearchForm>;
  errors: FieldErrors<SavedSearchForm>;
  /** The schedule options as shown, Never first. */
  options: readonly Schedule[];
  labels: { name: string; schedule: string };
  className?: string | undefined;
}

/** A saved search's name and its email-notification schedule: the fields every saved-search form shares. */
export function SavedSearchFields({ register, errors, options, labels, className }: SavedSearchFieldsProps) {
  return (
    <>
      <InputField
        label={labels.name}
        error={errors.name?.message}
        registration={register('name')}
        className={className}
      />
      <SelectField
        label={labels.schedule}
        error={errors.schedule?.message}
        registration={register('schedule')}
        className={className}
      >
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </SelectField>
    </>
  );
}
