import { screen } from '@testing-library/react';
import { authMessages } from '@trove/core/auth';
import { apiErrorHandler, authHandlers } from '@trove/test-utils';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import { Activation } from './Activation';

const server = setupMswServer(...authHandlers());

describe('Activation', () => {
  it('activates exactly once on entry, even under StrictMode, and says so', async () => {
    const calls: unknown[] = [];
    server.use(
      http.post('*/api/auth/activate/', async ({ request }) => {
        calls.push(await request.json());
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const onActivated = vi.fn();
    renderWithTrove(<Activation uid="MQ" token="abc-123" onActivated={onActivated} />, { strict: true });
    expect(screen.getByRole('status').textContent).toBe('Activating your account…');
    expect(await screen.findByText(authMessages.activationSuccessful)).toBeDefined();
    expect(calls).toEqual([{ uid: 'MQ', token: 'abc-123' }]);
    expect(onActivated).toHaveBeenCalledExactlyOnceWith(true);
    expect(screen.getByRole('link', { name: 'Continue to the gallery' }).getAttribute('href')).toBe(
      '/collectables',
    );
  });

  it('says Activation unsuccessful! when the link is rejected', async () => {
    server.use(apiErrorHandler('post', 'auth/activate/', { token: ['Stale token for given user.'] }));
    const onActivated = vi.fn();
    renderWithTrove(<Activation uid="MQ" token="used" onActivated={onActivated} />);
    expect(await screen.findByText(authMessages.activationUnsuccessful)).toBeDefined();
    expect(onActivated).toHaveBeenCalledWith(false);
  });
});
