import {
  type FieldError,
  type FieldErrors,
  type FieldValues,
  get,
  type Path,
  type UseFormRegister,
} from 'react-hook-form';
import { InputField } from '../../forms/ui/InputField';

export interface NewPasswordField<TForm extends FieldValues> {
  /** The form's field, as core's schema names it (`password`, `new_password`, …). */
  name: Path<TForm>;
  label: string;
  /** A line of help below the input. */
  hint?: string | undefined;
}

export interface NewPasswordFieldsProps<TForm extends FieldValues> {
  register: UseFormRegister<TForm>;
  errors: FieldErrors<TForm>;
  password: NewPasswordField<TForm>;
  confirmation: NewPasswordField<TForm>;
  className?: string | undefined;
}

/**
 * A new password and its confirmation, the fields every form that sets a password shares.
 * Both are `autocomplete="new-password"` so password managers offer to generate and save one.
 */
export function NewPasswordFields<TForm extends FieldValues>({
  register,
  errors,
  password,
  confirmation,
  className,
}: NewPasswordFieldsProps<TForm>) {
  return (
    <>
      {[password, confirmation].map(({ name, label, hint }) => (
        <InputField
          key={name}
          label={label}
          type="password"
          autoComplete="new-password"
          hint={hint}
          // The forms name these fields differently, so the message is looked up by name.
          error={get<FieldErrors<TForm>, FieldError | undefined>(errors, name)?.message}
          registration={register(name)}
          className={className}
        />
      ))}
    </>
  );
}
