import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/apiError';
import { advancedSearchFields } from './advancedSearch';
import { paneAfterError, paneOnOpen, permissionDeniedOffer, scrollMessage } from './itemPane';

describe('item pane', () => {
  it('opens a tile that cannot be opened as permission denied', () => {
    expect(paneOnOpen({ can_open: true })).toBe('loading');
    expect(paneOnOpen({ can_open: false })).toBe('permissionDenied');
  });

  it('turns a failed load into permission denied, a Not Found warning or an Error toast', () => {
    expect(paneAfterError(new ApiError({ status: 403, detail: 'no' }))).toEqual({ view: 'permissionDenied' });
    expect(paneAfterError(new ApiError({ status: 404, detail: 'gone' }))).toEqual({
      view: 'tile',
      toast: { tone: 'warning', title: 'Not Found', message: 'Sorry that item is not available right now.' },
    });
    expect(paneAfterError(new Error('offline'))).toEqual({
      view: 'tile',
      toast: { tone: 'error', title: 'Error', message: 'Sorry that item is not available right now.' },
    });
  });

  it('invites anonymous visitors to scroll on the first item only', () => {
    expect(scrollMessage({ signedIn: false, initialItem: true, category: 'Coins' })).toBe(
      'Scroll down for more Coins listings',
    );
    expect(scrollMessage({ signedIn: true, initialItem: true, category: 'Coins' })).toBeNull();
    expect(scrollMessage({ signedIn: false, initialItem: false, category: 'Coins' })).toBeNull();
    expect(scrollMessage({ signedIn: false, initialItem: true, category: null })).toBeNull();
    expect(permissionDeniedOffer(false)).toBe('joinOrLogIn');
    expect(permissionDeniedOffer(true)).toBe('upgrade');
  });
});

describe('advancedSearchFields', () => {
  it('shows price for items or no type, city for events and directories, ids by permission', () => {
    const none = { canSearchMemberId: false, canBulkAddItem: false };
    expect(advancedSearchFields({ itemType: null, ...none })).toEqual({
      price: true,
      city: false,
      memberId: false,
      organisationId: false,
    });
    expect(advancedSearchFields({ itemType: 'EVENT', ...none })).toMatchObject({ price: false, city: true });
    expect(advancedSearchFields({ itemType: 'ORGANISATION', ...none })).toMatchObject({ city: true });
    expect(advancedSearchFields({ itemType: 'ITEM', canSearchMemberId: true, canBulkAddItem: true })).toEqual(
      { price: true, city: false, memberId: true, organisationId: true },
    );
  });
});
