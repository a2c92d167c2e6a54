import { cx } from '../../styles/cx';

export interface SubmitButtonProps {
  /** While the call runs the button is disabled and shows `submittingLabel`. */
  submitting?: boolean | undefined;
  label: string;
  submittingLabel: string;
  className?: string | undefined;
}

/** The primary submit button of a Trove form. */
export function SubmitButton({ submitting = false, label, submittingLabel, className }: SubmitButtonProps) {
  return (
    <button
      type="submit"
      className={cx('trove-button', 'trove-button--primary', className)}
      disabled={submitting}
    >
      {submitting ? submittingLabel : label}
    </button>
  );
}
