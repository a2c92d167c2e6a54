import { type InputHTMLAttributes, useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { cx } from '../../styles/cx';

export interface InputFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | keyof UseFormRegisterReturn> {
  label: string;
  /** A line of help below the input. */
  hint?: string | undefined;
  /** The field's message, below the input. */
  error?: string | undefined;
  registration: UseFormRegisterReturn;
  className?: string | undefined;
}

/** A labelled input of a react-hook-form form; its hint and message describe it (aria-describedby). */
export function InputField({ label, hint, error, registration, className, ...input }: InputFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint && hintId, error && errorId].filter(Boolean).join(' ');
  return (
    <div className={cx('trove-field', error && 'trove-field--invalid', className)}>
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
      <input
        id={id}
        className="trove-field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        {...input}
        {...registration}
      />
      {hint && (
        <p id={hintId} className="trove-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="trove-field__error">
          {error}
        </p>
      )}
    </div>
  );
}
