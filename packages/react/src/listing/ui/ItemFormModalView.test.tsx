import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CascadeLevel, type CascadeState, cascadeReducer, initialCascade } from '@trove/core/listing';
import { useReducer } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { emptyItemFormValues, type ItemFormValues } from '../itemFormValues';
import { ItemFormModalView, type ItemFormModalViewProps } from './ItemFormModalView';
import { allFields, placedCascade, twoImages, writableTree } from './itemFormStoryData';

const base: ItemFormModalViewProps = {
  isNew: true,
  step: 'form',
  cascade: placedCascade(),
  fields: allFields,
  buttons: ['create', 'createAndDuplicate'],
  images: twoImages,
};

/** The form over core's cascade reducer, as the connected form drives it. */
function WithCascade({ onSubmit }: { onSubmit: ItemFormModalViewProps['onSubmit'] }) {
  const [cascade, dispatch] = useReducer(
    cascadeReducer,
    undefined,
    (): CascadeState => initialCascade(writableTree),
  );
  return (
    <ItemFormModalView
      {...base}
      cascade={cascade}
      onChoose={(level: CascadeLevel, slug) => dispatch({ type: 'chosen', level, slug })}
      onSubmit={onSubmit}
    />
  );
}

const dialog = () => within(screen.getByRole('dialog'));

describe('ItemFormModalView', () => {
  it("follows core's cascade: a niche opens its sections, and single options are chosen down the chain", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<WithCascade onSubmit={onSubmit} />);
    const form = dialog();
    expect(form.getByRole('combobox', { name: 'Section' })).toHaveProperty('disabled', true);
    await user.selectOptions(form.getByRole('combobox', { name: 'Niche' }), 'collectables');
    await user.selectOptions(form.getByRole('combobox', { name: 'Section' }), 'medals');
    // Medals has one gallery with one caption: both chosen
    expect(form.getByRole('combobox', { name: 'Gallery' })).toHaveProperty('value', 'military');
    expect(form.getByRole('combobox', { name: 'Caption' })).toHaveProperty('value', 'ww1');
    // a niche resets the levels under it
    await user.selectOptions(form.getByRole('combobox', { name: 'Niche' }), 'classifieds');
    expect(form.getByRole('combobox', { name: 'Caption' })).toHaveProperty('value', 'other');
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Old typewriter');
    await user.click(form.getByRole('button', { name: 'Create' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({
        niche: 'classifieds',
        section: 'general',
        gallery: 'misc',
        caption: 'other',
      }),
      'create',
      { close: false },
    );
  });

  it('keeps what was typed while paying: Back returns to the same form', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ItemFormModalView {...base} buttons={['payNow']} />);
    await user.type(dialog().getByRole('textbox', { name: 'Title' }), 'Gold ducat');
    rerender(<ItemFormModalView {...base} buttons={['payNow']} step="paying" />);
    expect(dialog().queryByRole('textbox', { name: 'Title' })).toBeNull();
    expect(dialog().getByRole('button', { name: 'Back' })).toBeTruthy();
    rerender(<ItemFormModalView {...base} buttons={['payNow']} step="form" />);
    expect(dialog().getByRole('textbox', { name: 'Title' })).toHaveProperty('value', 'Gold ducat');
  });

  it('takes the saved values after an edit saved without closing, pristine again', async () => {
    const user = userEvent.setup();
    const first: ItemFormValues = { ...emptyItemFormValues, name: 'Half Sovereign', price: '400' };
    const props = { ...base, isNew: false, buttons: ['update'] as const };
    const { rerender } = render(<ItemFormModalView {...props} values={first} />);
    const price = dialog().getByRole('textbox', { name: 'Price' });
    await user.clear(price);
    await user.type(price, '450');
    rerender(<ItemFormModalView {...props} values={{ ...first, price: '450.00' }} />);
    expect(dialog().getByRole('textbox', { name: 'Price' })).toHaveProperty('value', '450.00');
  });

  it("puts core's messages under their fields and refuses to save", async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn();
    render(<ItemFormModalView {...base} images={[]} onSubmit={onSubmit} />);
    await user.type(dialog().getByRole('textbox', { name: 'Number in stock' }), '-2');
    await user.click(dialog().getByRole('button', { name: 'Create' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(dialog().getByText('Title or category is required')).toBeTruthy();
    expect(dialog().getByText('At least one image required')).toBeTruthy();
    expect(dialog().getByText('Enter a whole number of 0 or more.')).toBeTruthy();
    expect(dialog().getByRole('textbox', { name: 'Title' }).getAttribute('aria-invalid')).toBe('true');
  });
});
