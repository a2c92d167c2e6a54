import { screen, waitFor, within } from '@testing-library/react';
import { INCREMENT_MESSAGES } from '@trove/core/auction-admin';
import { auctionHandlers, incrementTableFixture, type SetIncrementsCall } from '@trove/test-utils';
import { describe, expect, it } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { IncrementTableEditor } from './IncrementTableEditor';

const server = setupMswServer(...auctionHandlers());

const toastsOf = (toasts: ReturnType<typeof renderWithTrove>['toasts']) =>
  toasts.queue.visibleToasts.map((toast) => toast.content);

const ownTable = incrementTableFixture({
  organisation: 7,
  increments: [
    { from: 0, increment: 0.1 },
    { from: 20, increment: 2 },
  ],
  is_default: false,
});

/** The editor, apart from the toasts (which are alerts too). */
const editor = () => within(screen.getByRole('region', { name: 'Increment table' }));

const FORBIDDEN = 'You do not have permission to perform this action.';

describe('IncrementTableEditor', () => {
  it('loads the table, saves an edited band as decimals and says Increments saved', async () => {
    const calls: SetIncrementsCall[] = [];
    server.use(...auctionHandlers({ increments: ownTable, onSetIncrements: (call) => calls.push(call) }));
    const { user, toasts } = renderWithTrove(<IncrementTableEditor organisation={7} />, {
      token: 'test-token',
      strict: true,
    });
    expect(screen.getByRole('status', { name: 'Loading increments…' })).toBeTruthy();
    const increment = await screen.findByRole('spinbutton', { name: 'Increment, band 2' });
    expect(screen.getByRole('spinbutton', { name: 'From, band 2' })).toHaveProperty('value', '20');
    expect(screen.queryByText('This is the default table.')).toBeNull();
    await user.clear(increment);
    await user.type(increment, '2.5');
    await user.click(screen.getByRole('button', { name: 'Add band' }));
    // 0.1 + 0.2-style noise is rounded away through minor units: 20 + 2.5 starts the new band
    expect(screen.getByRole('spinbutton', { name: 'From, band 3' })).toHaveProperty('value', '22.5');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(toastsOf(toasts)).toContainEqual({ kind: 'success', message: 'Increments saved' }),
    );
    expect(calls).toEqual([
      {
        organisation: 7,
        input: {
          increments: [
            { from: 0, increment: 0.1 },
            { from: 20, increment: 2.5 },
            { from: 22.5, increment: 2.5 },
          ],
        },
      },
    ]);
    expect(editor().queryByRole('alert')).toBeNull();
  });

  it('goes back to the default table, sending null', async () => {
    const calls: SetIncrementsCall[] = [];
    server.use(...auctionHandlers({ increments: ownTable, onSetIncrements: (call) => calls.push(call) }));
    const { user } = renderWithTrove(<IncrementTableEditor organisation={7} />, { token: 'test-token' });
    await user.click(await screen.findByRole('button', { name: 'Use the default table' }));
    expect(await screen.findByText('This is the default table.')).toBeDefined();
    expect(calls).toEqual([{ organisation: 7, input: { increments: null } }]);
    expect(screen.getAllByRole('spinbutton', { name: /^From, band/ })).toHaveLength(11);
  });

  it('says what is wrong with the table without calling the server', async () => {
    const calls: SetIncrementsCall[] = [];
    server.use(...auctionHandlers({ increments: ownTable, onSetIncrements: (call) => calls.push(call) }));
    const { user } = renderWithTrove(<IncrementTableEditor organisation={7} />, { token: 'test-token' });
    const from = await screen.findByRole('spinbutton', { name: 'From, band 1' });
    await user.clear(from);
    await user.type(from, '1');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect((await editor().findByRole('alert')).textContent).toBe(INCREMENT_MESSAGES.firstFrom);
    expect(calls).toEqual([]);
  });

  it("shows the server's message when it refuses the table", async () => {
    server.use(
      ...auctionHandlers({
        increments: ownTable,
        incrementsError: { status: 400, body: { increments: [INCREMENT_MESSAGES.tooMany] } },
      }),
    );
    const { user, toasts } = renderWithTrove(<IncrementTableEditor organisation={7} />, {
      token: 'test-token',
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    expect((await editor().findByRole('alert')).textContent).toBe(INCREMENT_MESSAGES.tooMany);
    expect(toastsOf(toasts)).toContainEqual({ kind: 'error', message: INCREMENT_MESSAGES.tooMany });
  });

  it('shows the detail of a 403 and keeps the edits', async () => {
    server.use(
      ...auctionHandlers({
        increments: ownTable,
        incrementsError: { status: 403, body: { detail: FORBIDDEN } },
      }),
    );
    const { user, toasts } = renderWithTrove(<IncrementTableEditor organisation={7} />, {
      token: 'test-token',
    });
    const from = await screen.findByRole('spinbutton', { name: 'From, band 2' });
    await user.clear(from);
    await user.type(from, '30');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(toastsOf(toasts)).toContainEqual({ kind: 'error', message: FORBIDDEN }));
    expect(editor().getByRole('alert').textContent).toBe(FORBIDDEN);
    expect(screen.getByRole('spinbutton', { name: 'From, band 2' })).toHaveProperty('value', '30');
  });

  it('says Error saving increments when the server fails', async () => {
    server.use(
      ...auctionHandlers({
        increments: ownTable,
        incrementsError: { status: 500, body: { detail: 'A server error occurred.' } },
      }),
    );
    const { user, toasts } = renderWithTrove(<IncrementTableEditor organisation={7} />, {
      token: 'test-token',
    });
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(toastsOf(toasts)).toContainEqual({ kind: 'error', message: 'Error saving increments' }),
    );
  });

  it('says Error getting increments when the table cannot be read', async () => {
    server.use(...auctionHandlers({ incrementsLoadError: 403 }));
    renderWithTrove(<IncrementTableEditor organisation={7} />, { token: 'test-token' });
    expect((await editor().findByRole('alert')).textContent).toBe('Error getting increments');
  });
});
