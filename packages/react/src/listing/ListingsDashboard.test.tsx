import { screen, waitFor, within } from '@testing-library/react';
import type { ListingRow } from '@trove/core/listing';
import {
  authHandlers,
  groupFixture,
  settingsFixture,
  settingsHandlers,
  userFixture,
} from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { ListingsDashboard } from './ListingsDashboard';
import { type ListingApiMockOptions, listingApiMock } from './ListingsDashboard.handlers';
import { feePrice } from './ui/itemFormStoryData';
import { listingRows } from './ui/listingStoryData';

const server = setupMswServer();

const lister = userFixture({ groups: [groupFixture({ permissions: ['add_item', 'change_item'] })] });

/** The listings API over `rows`: the page (q filters names), the stats, and archive. */
function listingHandlers(rows: ListingRow[]) {
  return listingApiMock(rows).handlers;
}

function flags(createListing: boolean) {
  const defaults = settingsFixture();
  server.use(
    ...settingsHandlers({ ...defaults, features: { ...defaults.features, create_listing: createListing } }),
  );
}

describe('ListingsDashboard', () => {
  it('shows the stats and the listings, and archives one with the toast Item archived', async () => {
    flags(true);
    server.use(...authHandlers({ user: lister }), ...listingHandlers(listingRows));
    const { user } = renderWithTrove(<ListingsDashboard page={1} />, { token: 'kiri' });
    expect(await screen.findByText('1.7k')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create Listing' })).toBeTruthy();
    await user.click(await screen.findByRole('button', { name: 'Archive 1911 Half Sovereign' }));
    expect(await screen.findByText('Item archived')).toBeTruthy();
    const row = screen.getByRole('rowheader', { name: '1911 Half Sovereign' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('Archived')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Publish 1911 Half Sovereign' })).toBeTruthy();
  });

  it('has no Create Listing with the create_listing flag off', async () => {
    flags(false);
    server.use(...authHandlers({ user: lister }), ...listingHandlers(listingRows));
    renderWithTrove(<ListingsDashboard page={1} q="penny" />, { token: 'kiri' });
    expect(await screen.findByRole('link', { name: 'Queen Victoria Penny Black' })).toBeTruthy();
    expect(screen.getAllByRole('row')).toHaveLength(2);
    expect(screen.queryByRole('link', { name: 'Create Listing' })).toBeNull();
  });

  const booster = userFixture({
    groups: [groupFixture({ permissions: ['add_item', 'change_item', 'change_item_feature_boost'] })],
  });

  function dashboard(options: ListingApiMockOptions = {}, member = lister) {
    flags(true);
    const api = listingApiMock(listingRows, options);
    server.use(...authHandlers({ user: member }), ...api.handlers);
    const rendered = renderWithTrove(<ListingsDashboard page={1} />, { token: 'kiri' });
    return { ...rendered, api };
  }

  const rowOf = (name: string) =>
    screen.getByRole('rowheader', { name, hidden: true }).closest('tr') as HTMLElement;

  async function openRelist(user: ReturnType<typeof dashboard>['user']) {
    await user.click(await screen.findByRole('button', { name: 'Re-list Edwardian Pocket Watch' }));
    return within(await screen.findByRole('dialog', { name: 'Re-list' }));
  }

  it('re-lists free: no card, Item has been re-listed, the row active and highlighted', async () => {
    const { user, api } = dashboard();
    const modal = await openRelist(user);
    expect(await modal.findByText('This re-list is free.')).toBeTruthy();
    expect(modal.queryByRole('textbox', { name: 'Card number' })).toBeNull();
    await user.click(modal.getByRole('button', { name: 'Re-list' }));
    expect(await screen.findByText('Item has been re-listed')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Re-list' })).toBeNull());
    expect(api.relists).toEqual([{ payment: null }]);
    const row = rowOf('Edwardian Pocket Watch');
    expect(row.className).toContain('trove-listings__row--highlight');
    expect(within(row).getByText('Active')).toBeTruthy();
    // listed again now
    const listed = Date.parse(row.querySelector('time')?.getAttribute('datetime') ?? '');
    expect(Math.abs(Date.now() - listed)).toBeLessThan(60_000);
  });

  it('asks for the fee by card: the card is checked first, then its nonce pays the re-list', async () => {
    const { user, api } = dashboard({ price: feePrice });
    const modal = await openRelist(user);
    expect(await modal.findByText('$4.50')).toBeTruthy();
    // core's fee rule on top: (4.50 + 0.45) / 0.971
    expect(modal.getByText('Charged to your card: $5.10 (includes a $0.60 card fee)')).toBeTruthy();
    await user.click(modal.getByRole('button', { name: 'Pay Now' }));
    expect(
      await modal.findByText("You haven't entered any Credit Card details. Please fill out the form"),
    ).toBeTruthy();
    expect(api.relists).toEqual([]);
    await user.type(await modal.findByRole('textbox', { name: 'Card number' }), '4111 1111 1111 1111');
    await user.type(modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await user.type(modal.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(modal.getByRole('button', { name: 'Pay Now' }));
    expect(await screen.findByText('Item has been re-listed')).toBeTruthy();
    expect(api.relists).toEqual([{ payment: { nonce: 'fake-valid-visa-nonce' } }]);
    expect(rowOf('Edwardian Pocket Watch').className).toContain('trove-listings__row--highlight');
  });

  it('shows a refused payment (402) in the modal, which stays open', async () => {
    const { user } = dashboard({ price: feePrice, relist: { declined: 'Do Not Honor' } });
    const modal = await openRelist(user);
    await user.type(await modal.findByRole('textbox', { name: 'Card number' }), '4000 1111 1111 1115');
    await user.type(modal.getByRole('textbox', { name: 'Expiry (MM/YY)' }), '12/39');
    await user.type(modal.getByRole('textbox', { name: 'CVV' }), '123');
    await user.click(modal.getByRole('button', { name: 'Pay Now' }));
    expect((await modal.findByRole('alert')).textContent).toBe(
      'Sorry there was a problem with your payment: Do Not Honor',
    );
    expect(screen.getByRole('dialog', { name: 'Re-list' })).toBeTruthy();
    expect(screen.queryByText('Re-list failed. Please contact support to re-list this item.')).toBeNull();
    expect(within(rowOf('Edwardian Pocket Watch')).getByText('Expired')).toBeTruthy();
  });

  it('says Re-list failed when the server fails, in the modal and a toast', async () => {
    const { user } = dashboard({ relist: 'error' });
    const modal = await openRelist(user);
    await user.click(await modal.findByRole('button', { name: 'Re-list' }));
    expect(
      await screen.findAllByText('Re-list failed. Please contact support to re-list this item.'),
    ).toHaveLength(2);
  });

  it('says Error getting listing price when the price cannot be read, and sends nothing', async () => {
    const { user, api } = dashboard({ price: 'error' });
    const modal = await openRelist(user);
    expect(
      await screen.findAllByText('Error getting listing price', undefined, { timeout: 5000 }),
    ).toHaveLength(2);
    expect((modal.getByRole('button', { name: 'Re-list' }) as HTMLButtonElement).disabled).toBe(true);
    expect(api.relists).toEqual([]);
  });

  it('boosts a listing with change_item_feature_boost: Boost updated, the form closed', async () => {
    const { user, api } = dashboard({}, booster);
    await user.click(await screen.findByRole('button', { name: 'Boost 1911 Half Sovereign' }));
    const modal = within(await screen.findByRole('dialog', { name: '1911 Half Sovereign' }));
    const input = modal.getByRole('spinbutton', { name: 'Boost (0 to 100)' });
    expect((input as HTMLInputElement).value).toBe('0');
    await user.clear(input);
    await user.type(input, '40');
    await user.click(modal.getByRole('button', { name: 'Save boost' }));
    expect(await screen.findByText('Boost updated')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.promotes).toEqual([{ boost: 40 }]);
    // opened again, the form shows the saved boost
    await user.click(screen.getByRole('button', { name: 'Boost 1911 Half Sovereign' }));
    const again = within(await screen.findByRole('dialog', { name: '1911 Half Sovereign' }));
    expect((again.getByRole('spinbutton', { name: 'Boost (0 to 100)' }) as HTMLInputElement).value).toBe(
      '40',
    );
  });

  it('shows the server’s boost error under the field', async () => {
    const { user } = dashboard({ promote: 'invalid' }, booster);
    await user.click(await screen.findByRole('button', { name: 'Boost 1911 Half Sovereign' }));
    const modal = within(await screen.findByRole('dialog', { name: '1911 Half Sovereign' }));
    await user.type(modal.getByRole('spinbutton', { name: 'Boost (0 to 100)' }), '0');
    await user.click(modal.getByRole('button', { name: 'Save boost' }));
    expect(await modal.findByText('Ensure this value is less than or equal to 50.')).toBeTruthy();
    expect(screen.queryByText('Boost updated')).toBeNull();
  });

  it('has no Boost for a member without change_item_feature_boost', async () => {
    dashboard();
    expect(await screen.findByRole('button', { name: 'Re-list Edwardian Pocket Watch' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: /^Boost/ })).toBeNull();
  });
});
