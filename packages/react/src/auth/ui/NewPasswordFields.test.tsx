import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { type NewPasswordField, NewPasswordFields } from './NewPasswordFields';

interface Form {
  secret: string;
  secret_again: string;
}

function Harness({ onSubmit, mismatch }: { onSubmit?: (form: Form) => void; mismatch?: string }) {
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Form>({ defaultValues: { secret: '', secret_again: '' } });
  useEffect(() => {
    if (mismatch) setError('secret_again', { message: mismatch });
  }, [mismatch, setError]);
  return (
    <form onSubmit={handleSubmit((form) => onSubmit?.(form))}>
      <NewPasswordFields
        register={register}
        errors={errors}
        password={{ name: 'secret', label: 'Secret', hint: 'Make it long.' }}
        confirmation={{ name: 'secret_again', label: 'Secret again' }}
        className="extra"
      />
      <button type="submit">Save</button>
    </form>
  );
}

describe('NewPasswordFields', () => {
  it('labels two new-password inputs, the hint describing the first', () => {
    render(<Harness />);
    const secret = screen.getByLabelText('Secret');
    const again = screen.getByLabelText('Secret again');
    for (const input of [secret, again]) {
      expect(input.getAttribute('type')).toBe('password');
      expect(input.getAttribute('autocomplete')).toBe('new-password');
      expect(input.closest('.trove-field')?.classList.contains('extra')).toBe(true);
    }
    expect(screen.getByText('Make it long.').id).toBe(secret.getAttribute('aria-describedby'));
    expect(again.hasAttribute('aria-describedby')).toBe(false);
  });

  it("shows a field's message under it by the form's name for it", async () => {
    render(<Harness mismatch="They differ" />);
    const again = screen.getByLabelText('Secret again');
    const message = await screen.findByText('They differ');
    expect(again.getAttribute('aria-invalid')).toBe('true');
    expect(again.getAttribute('aria-describedby')).toBe(message.id);
    expect(screen.getByLabelText('Secret').hasAttribute('aria-invalid')).toBe(false);
  });

  it("registers the inputs under the form's names", async () => {
    const onSubmit = vi.fn();
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.type(screen.getByLabelText('Secret'), 'NewSecret1');
    await userEvent.type(screen.getByLabelText('Secret again'), 'NewSecret2');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await vi.waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ secret: 'NewSecret1', secret_again: 'NewSecret2' }),
    );
  });
});

// A name the form does not have is a type error.
// @ts-expect-error: 'password' is not a field of Form.
const _misnamed: NewPasswordField<Form> = { name: 'password', label: 'Secret' };
