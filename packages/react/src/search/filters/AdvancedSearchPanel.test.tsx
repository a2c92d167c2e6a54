import { act, screen, within } from '@testing-library/react';
import { defaultGalleryParams, type GalleryParams } from '@trove/core/gallery';
import {
  authHandlers,
  galleryHandlers,
  groupFixture,
  lookupErrorHandlers,
  lookupHandlers,
  userFixture,
} from '@trove/test-utils';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../../testing/mswServer';
import { renderWithTrove } from '../../testing/renderWithTrove';
import { AdvancedSearchPanel } from './AdvancedSearchPanel';

const server = setupMswServer(...lookupHandlers(), ...galleryHandlers(), ...authHandlers());

const params: GalleryParams = defaultGalleryParams;

async function openPanel(options: { token?: string } = {}) {
  const onParamsChange = vi.fn();
  const onClose = vi.fn();
  const view = renderWithTrove(
    <AdvancedSearchPanel params={params} onParamsChange={onParamsChange} onClose={onClose} />,
    options,
  );
  const dialog = within(screen.getByRole('dialog', { name: 'Advanced Search' }));
  // the niche tree has come when the sections are offered
  await dialog.findByRole('option', { name: 'Banknotes' });
  return { ...view, dialog, onParamsChange, onClose };
}

const optionNames = () => screen.getAllByRole('option').map((option) => option.textContent);

let changeParams: (params: GalleryParams) => void = () => undefined;

/** A page whose params change from outside the panel, as a navbar search would change them. */
function Page({ onClose }: { onClose: () => void }) {
  const [current, setCurrent] = useState(params);
  changeParams = setCurrent;
  return <AdvancedSearchPanel params={current} onClose={onClose} />;
}

describe('AdvancedSearchPanel', () => {
  it("offers the niche tree's sections and the gallery's categories", async () => {
    const { dialog, user } = await openPanel();
    expect(dialog.queryByRole('textbox', { name: 'Member id' })).toBeNull();
    await user.click(dialog.getByRole('button', { name: /Categories/ }));
    expect(await screen.findByRole('option', { name: 'Gold' })).toBeTruthy();
  });

  it('offers member id and organisation id to a member with search_member_id and bulk_add_item', async () => {
    server.use(
      ...authHandlers({
        user: userFixture({ groups: [groupFixture({ permissions: ['search_member_id', 'bulk_add_item'] })] }),
      }),
    );
    const { dialog } = await openPanel({ token: 'member-token' });
    expect(await dialog.findByRole('textbox', { name: 'Member id' })).toBeTruthy();
    expect(dialog.getByRole('textbox', { name: 'Organisation id' })).toBeTruthy();
  });

  it('suggests all countries for items, New Zealand first', async () => {
    const { dialog, user } = await openPanel();
    await user.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    await screen.findByRole('option', { name: 'Newfoundland' });
    expect(optionNames()).toEqual(['New Zealand', 'New Caledonia', 'Newfoundland']);
  });

  it('suggests present-day countries only for events', async () => {
    const { dialog, user } = await openPanel();
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Section' }), 'events');
    await user.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    await screen.findByRole('option', { name: 'New Caledonia' });
    // Newfoundland is no more
    expect(optionNames()).toEqual(['New Zealand', 'New Caledonia']);
  });

  it('shows no countries when the country search fails', async () => {
    server.use(...lookupErrorHandlers('countries'));
    const { dialog, user } = await openPanel();
    await user.type(dialog.getByRole('combobox', { name: 'Country' }), 'new');
    // the client retries a 500 twice before the call fails
    expect(await screen.findByText('No matching countries', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('closes when the params change from outside', async () => {
    const onClose = vi.fn();
    renderWithTrove(<Page onClose={onClose} />);
    await screen.findByRole('dialog', { name: 'Advanced Search' });
    expect(onClose).not.toHaveBeenCalled();
    act(() => changeParams({ ...params, q: 'florin' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
