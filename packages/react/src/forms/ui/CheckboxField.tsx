import { type InputHTMLAttributes, useId } from 'react';
import { cx } from '../../styles/cx';

export interface CheckboxFieldProps
  extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'className' | 'type'> {
  label: string;
  className?: string | undefined;
}

/** A checkbox with its label beside it; spread a react-hook-form registration or control it. */
export function CheckboxField({ label, className, ...input }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={cx('trove-field', 'trove-field--checkbox', className)}>
      <input id={id} type="checkbox" className="trove-field__checkbox" {...input} />
      <label htmlFor={id} className="trove-field__label">
        {label}
      </label>
    </div>
  );
}
