import { type ReactNode, type SelectHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../styles/cx';

export interface SelectFieldProps
  extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'className' | keyof UseFormRegisterReturn> {
  label: string;
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string | undefined;
  children: ReactNode;
}

/** A labelled native select of a react-hook-form form, with its message below it. */
export function SelectField({
  label,
  error,
  registration,
  className,
  children,
  ...select
}: SelectFieldProps) {
  const id = useId();
  const errorId = `${id}-error`;
  return (
    <div className={cx('trove-field', error && 'trove-field--invalid', className)}>
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
      <select
        id={id}
        className="trove-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...select}
        {...registration}
      >
        {children}
      </select>
      {error && (
        <p id={errorId} className="trove-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
