import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import { describe, expect, it, vi } from 'vitest';
import { GalleryToolbarView } from './GalleryToolbarView';

function renderToolbar(params: GalleryParams = defaultGalleryParams) {
  const onParamsChange = vi.fn();
  const onColumnsChange = vi.fn();
  render(
    <GalleryToolbarView
      params={params}
      onParamsChange={onParamsChange}
      columns={3}
      onColumnsChange={onColumnsChange}
      total={12_345}
    />,
  );
  return { onParamsChange, onColumnsChange, user: userEvent.setup() };
}

describe('GalleryToolbarView', () => {
  it('sorts by the chosen option, and best match is no sort', async () => {
    const { onParamsChange, user } = renderToolbar({ ...defaultGalleryParams, sort: '-price' });
    const select = screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement;
    expect(select.value).toBe('-price');
    await user.selectOptions(select, 'Price: low to high');
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...defaultGalleryParams, sort: 'price' });
    await user.selectOptions(select, 'Best match');
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...defaultGalleryParams, sort: undefined });
  });

  it('toggles the For Sale, Sold and Items of Interest chips', async () => {
    const { onParamsChange, user } = renderToolbar({ ...defaultGalleryParams, sold: true });
    const sold = screen.getByRole('button', { name: 'Sold' });
    expect(sold.getAttribute('aria-pressed')).toBe('true');
    await user.click(screen.getByRole('button', { name: 'For Sale' }));
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...defaultGalleryParams, sold: true, for_sale: true });
    await user.click(sold);
    expect(onParamsChange).toHaveBeenLastCalledWith({ ...defaultGalleryParams, sold: false });
    await user.click(screen.getByRole('button', { name: 'Items of Interest' }));
    expect(onParamsChange).toHaveBeenLastCalledWith({
      ...defaultGalleryParams,
      sold: true,
      show_and_tell: true,
    });
  });

  it('switches the column mode and shows the total as a count', async () => {
    const { onColumnsChange, user } = renderToolbar();
    expect(screen.getByText('12.3k items')).toBeDefined();
    await user.click(screen.getByRole('radio', { name: '6 columns' }));
    expect(onColumnsChange).toHaveBeenCalledExactlyOnceWith(6);
  });

  it('is one tab stop for the column modes, whose arrow keys choose the next mode', async () => {
    const { onColumnsChange, user } = renderToolbar();
    const three = screen.getByRole('radio', { name: '3 columns' });
    expect(three.getAttribute('aria-checked')).toBe('true');
    expect(screen.getByRole('radio', { name: '1 column' }).tabIndex).toBe(-1);
    three.focus();
    await user.keyboard('{ArrowRight}');
    expect(onColumnsChange).toHaveBeenLastCalledWith(6);
    expect(document.activeElement).toBe(screen.getByRole('radio', { name: '6 columns' }));
    await user.keyboard('{Home}');
    expect(onColumnsChange).toHaveBeenLastCalledWith(1);
  });

  it('offers events only their date sort and no type chips, and the directory no price or date sorts', () => {
    const { rerender } = render(
      <GalleryToolbarView params={defaultGalleryParams} columns={3} itemType="EVENT" modes={[1, 3]} />,
    );
    const options = () =>
      Array.from((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).options).map(
        (option) => option.text,
      );
    expect(options()).toEqual(['Date: soonest first']);
    expect(screen.queryByRole('button', { name: 'For Sale' })).toBeNull();
    // six columns left out where titles would not fit
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '1 column',
      '3 columns',
    ]);
    rerender(<GalleryToolbarView params={defaultGalleryParams} columns={3} itemType="ORGANISATION" />);
    expect(options()).toEqual(['Best match', 'Oldest', 'Most recent', 'Most viewed', 'Most liked']);
    expect(screen.queryByRole('button', { name: 'Sold' })).toBeNull();
    rerender(<GalleryToolbarView params={defaultGalleryParams} columns={3} itemType="ITEM" />);
    expect(options()).not.toContain('Date: soonest first');
    expect(options()).toContain('Price: low to high');
    expect(screen.getByRole('button', { name: 'Sold' })).toBeDefined();
  });
});
