import type { CardFieldKey, TestCardFields } from '@trove/core/shop';
import { useId } from 'react';
import { cx } from '../../styles/cx';

export interface TestCardTranslations {
  cardNumber: string;
  expirationDate: string;
  cvv: string;
  testGatewayHint: string;
}

export const testCardTranslations: TestCardTranslations = {
  cardNumber: 'Card number',
  expirationDate: 'Expiry (MM/YY)',
  cvv: 'CVV',
  testGatewayHint: 'Test payments: 4111 1111 1111 1111 is accepted, 4000 1111 1111 1115 is declined.',
};

export interface TestCardFieldsViewProps {
  value: TestCardFields;
  onChange: (value: TestCardFields) => void;
  /** The fields the last tokenize found invalid: marked aria-invalid. */
  invalid?: readonly string[];
  disabled?: boolean;
  translations?: Partial<TestCardTranslations>;
}

const FIELDS: {
  key: CardFieldKey & keyof TestCardFields;
  label: keyof TestCardTranslations;
  autoComplete: string;
}[] = [
  { key: 'number', label: 'cardNumber', autoComplete: 'cc-number' },
  { key: 'expirationDate', label: 'expirationDate', autoComplete: 'cc-exp' },
  { key: 'cvv', label: 'cvv', autoComplete: 'cc-csc' },
];

/** The test gateway's own card fields (no network): card number, expiry MM/YY and CVV. */
export function TestCardFieldsView({
  value,
  onChange,
  invalid = [],
  disabled,
  translations,
}: TestCardFieldsViewProps) {
  const t = { ...testCardTranslations, ...translations };
  const id = useId();
  return (
    <div className="trove-card-entry__fields" data-gateway="test">
      {FIELDS.map(({ key, label, autoComplete }) => (
        <div
          key={key}
          className={cx(
            'trove-field',
            `trove-card-entry__${key}`,
            invalid.includes(key) && 'trove-field--invalid',
          )}
        >
          <label htmlFor={`${id}-${key}`} className="trove-field__label">
            {t[label]}
          </label>
          <input
            id={`${id}-${key}`}
            className="trove-field__input"
            inputMode="numeric"
            autoComplete={autoComplete}
            disabled={disabled}
            aria-invalid={invalid.includes(key) ? true : undefined}
            value={value[key]}
            onChange={(event) => onChange({ ...value, [key]: event.target.value })}
          />
        </div>
      ))}
      <p className="trove-field__hint trove-card-entry__hint">{t.testGatewayHint}</p>
    </div>
  );
}
