import { describe, expect, it } from 'vitest';
import { ApiError } from '../client/apiError';
import {
  hiddenFieldsSent,
  isGameSection,
  itemFormAccess,
  itemFormButtons,
  itemFormFields,
  itemFormPermissions,
  itemInputForSave,
  itemRuleErrors,
  itemSavedMessage,
  itemSaveFailure,
  paymentDue,
  validateItem,
  withVideo,
} from './itemForm';
import { LISTING_MESSAGES as m } from './messages';
import type { ItemInput } from './schemas';

function member(
  permissions: string[],
  extra: { id?: number; max?: number | null; count?: number; complete?: boolean } = {},
) {
  return {
    id: extra.id ?? 1,
    is_profile_complete: extra.complete ?? true,
    groups: [{ id: 1, name: 'Collectors', type: 'I' as const, permissions }],
    organisations: [],
    transaction_summary: {
      max_listings_per_month: extra.max === undefined ? null : extra.max,
      total_transaction_count: extra.count ?? 0,
    },
  };
}
const everything = [
  'add_item',
  'change_item',
  'add_item_url',
  'change_item_url',
  'add_item_price',
  'change_item_price',
  'add_item_video_url',
  'change_item_video_url',
  'can_schedule_item_listing',
];
const all = itemFormPermissions(member(everything), true);
const allFields = itemFormFields({ permissions: all });
const image = { url: 'https://cdn.test/images/1_ab12c_a.jpg', media_type: 'image' as const };
const valid: ItemInput = {
  niche: 'collectables',
  section: 'coins',
  gallery: 'world',
  caption: 'silver',
  name: 'Silver dollar',
  external_images: [image],
};

describe('itemFormAccess', () => {
  it('sends the signed out to register and asks others to upgrade or complete their profile', () => {
    expect(itemFormAccess(null, null)).toBe('signedOut');
    expect(itemFormAccess(member([]), null)).toBe('upgradeRequired');
    // canList: at the month's maximum
    expect(itemFormAccess(member(['add_item'], { max: 5, count: 5 }), null)).toBe('upgradeRequired');
    expect(itemFormAccess(member(['add_item'], { max: 5, count: 4 }), null)).toBe('allowed');
    expect(itemFormAccess(member(['add_item'], { complete: false }), null)).toBe('profileIncomplete');
  });

  it("lets owners with change_item edit, and others' items only with change_any_item", () => {
    expect(itemFormAccess(member(['change_item']), { ownerId: 1 })).toBe('allowed');
    expect(itemFormAccess(member([]), { ownerId: 1 })).toBe('permissionDenied');
    expect(itemFormAccess(member(['change_item']), { ownerId: 2 })).toBe('permissionDenied');
    expect(itemFormAccess(member(['change_item', 'change_any_item']), { ownerId: 2 })).toBe('allowed');
  });
});

describe('itemFormFields', () => {
  it('takes the add permissions for a new item and the change ones for an edit', () => {
    const adder = member(['add_item_url', 'add_item_price', 'add_item_video_url']);
    expect(itemFormPermissions(adder, true)).toMatchObject({
      userCanAddURL: true,
      userCanAddPrice: true,
      userCanAddVideoURL: true,
    });
    expect(itemFormPermissions(adder, false)).toMatchObject({
      userCanAddURL: false,
      userCanAddPrice: false,
      userCanAddVideoURL: false,
    });
  });

  it('hides what the caption hides, the category in game sections and fields without permission', () => {
    expect(Object.values(allFields).every(Boolean)).toBe(true);
    const hidden = itemFormFields({ permissions: all, caption: { hide: ['price', 'realisation_date'] } });
    expect(hidden.price).toBe(false);
    expect(hidden.realisation_date).toBe(false);
    expect(hidden.currency).toBe(true);
    expect(itemFormFields({ permissions: all, section: { display_type: 'game' } }).category).toBe(false);
    expect(isGameSection({ display_type: 'gallery' })).toBe(false);
    const none = itemFormFields({ permissions: itemFormPermissions(member([]), true) });
    expect(none).toMatchObject({
      external_url: false,
      price: false,
      currency: false,
      video_url: false,
      publish_after: false,
      category: true,
      realisation_price: true,
    });
    expect(hiddenFieldsSent({ ...valid, price: '5.00', external_url: null, video_url: '' }, none)).toEqual([
      'price',
    ]);
  });
});

describe('validateItem', () => {
  it('passes a valid form', () => {
    expect(validateItem(valid, allFields)).toEqual({ ok: true, input: valid });
  });

  it('gives every error with the spec messages', () => {
    const result = validateItem(
      { ...valid, niche: '', name: ' ', external_images: [], external_url: 'example.com' },
      allFields,
    );
    expect(result).toEqual({
      ok: false,
      errors: {
        niche: [m.required],
        external_url: [m.invalidUrl],
        name: [m.titleOrCategoryRequired],
        external_images: [m.imageRequired],
      },
    });
  });

  it('takes a category for the title when the category is shown, and says Title is required when not', () => {
    const category = { ...valid, name: '', category: { name: 'Coins' } };
    expect(itemRuleErrors(category, allFields)).toEqual({});
    const game = itemFormFields({ permissions: all, section: { display_type: 'game' } });
    expect(itemRuleErrors(category, game)).toEqual({ name: [m.titleRequired] });
  });

  it('counts images, not videos, and refuses more than four', () => {
    const video = { url: 'dQw4w9WgXcQ', media_type: 'youtube' as const };
    expect(itemRuleErrors({ ...valid, external_images: [video] }, allFields).external_images).toEqual([
      m.imageRequired,
    ]);
    const five = Array.from({ length: 5 }, () => image);
    expect(itemRuleErrors({ ...valid, external_images: five }, allFields).external_images).toEqual([
      m.tooManyImages,
    ]);
  });

  it('refuses a publish-after date before today', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(itemRuleErrors({ ...valid, publish_after: '2026-11-27T23:00:00Z' }, allFields, { now })).toEqual({
      publish_after: [m.publishAfterPast],
    });
    expect(itemRuleErrors({ ...valid, publish_after: '2026-11-28T00:00:00Z' }, allFields, { now })).toEqual(
      {},
    );
  });
});

describe('saving', () => {
  it('makes the video link the one video entry and the first image primary', () => {
    const media = [image, { url: 'old', media_type: 'vimeo' as const }];
    expect(withVideo(media, 'https://youtu.be/dQw4w9WgXcQ')).toEqual([
      image,
      { url: 'dQw4w9WgXcQ', media_type: 'youtube' },
    ]);
    expect(withVideo(media, '')).toEqual([image]);
    const input = itemInputForSave({ ...valid, video_url: 'https://vimeo.com/76979871' }, allFields, {
      nonce: 'fake-valid-nonce',
    });
    expect(input.external_images).toEqual([
      { ...image, primary: true },
      { url: '76979871', media_type: 'vimeo' },
    ]);
    expect(input.payment).toEqual({ nonce: 'fake-valid-nonce' });
  });

  it('leaves hidden fields out of the body', () => {
    const none = itemFormFields({ permissions: itemFormPermissions(member([]), true) });
    const input = itemInputForSave(
      { ...valid, price: '5.00', currency: 'NZD', sku: 'A1', payment: { nonce: 'x' } },
      none,
    );
    expect(input).not.toHaveProperty('price');
    expect(input).not.toHaveProperty('currency');
    expect(input).not.toHaveProperty('payment');
    expect(input.sku).toBe('A1');
  });

  it('asks for payment on a new listing above 0, and on an edit only when the caption changed and the price rose', () => {
    expect(paymentDue({ isNew: true, amount: '0.00' })).toBe(false);
    expect(paymentDue({ isNew: true, amount: '5.00' })).toBe(true);
    expect(paymentDue({ isNew: false, amount: '5.00', initialAmount: '2.00', captionChanged: false })).toBe(
      false,
    );
    expect(paymentDue({ isNew: false, amount: '5.00', initialAmount: '5.00', captionChanged: true })).toBe(
      false,
    );
    expect(paymentDue({ isNew: false, amount: '5.00', initialAmount: '2.00', captionChanged: true })).toBe(
      true,
    );
  });

  it('labels the buttons', () => {
    expect(itemFormButtons({ isNew: true, paymentDue: false })).toEqual(['create', 'createAndDuplicate']);
    expect(itemFormButtons({ isNew: false, paymentDue: false })).toEqual(['update']);
    expect(itemFormButtons({ isNew: true, paymentDue: true })).toEqual(['payNow']);
  });

  it('says what a save did', () => {
    expect(itemSavedMessage({ held: true, isNew: true })).toBe('Item submitted for moderation');
    expect(itemSavedMessage({ held: false, isNew: true })).toBe('Item added');
    expect(itemSavedMessage({ held: false, isNew: false })).toBe('Item updated');
  });

  it('reads a failed save: 402 to payment, 4xx to fields and alert, 500 or no data to a toast', () => {
    const context = { isNew: true, formFields: ['name', 'price'] };
    expect(itemSaveFailure(new ApiError({ status: 402, detail: 'Card declined' }), context)).toEqual({
      kind: 'payment',
      message: 'Sorry there was a problem with your payment: Card declined',
    });
    expect(
      itemSaveFailure(
        ApiError.fromBody(400, {
          name: ['Title is required'],
          colour: ['Unknown'],
          non_field_errors: ['No'],
        }),
        context,
      ),
    ).toEqual({
      kind: 'fields',
      fieldErrors: { name: ['Title is required'] },
      nonFieldErrors: ['No', 'Unknown'],
    });
    expect(itemSaveFailure(new ApiError({ status: 500 }), context)).toEqual({
      kind: 'toast',
      message: 'Sorry there was a problem with your new listing, please try again',
    });
    expect(itemSaveFailure(ApiError.fromBody(400, undefined), { ...context, isNew: false })).toEqual({
      kind: 'toast',
      message: 'Sorry there was a problem saving your item, please try again',
    });
    expect(itemSaveFailure(new Error('offline'), context).kind).toBe('toast');
  });
});
