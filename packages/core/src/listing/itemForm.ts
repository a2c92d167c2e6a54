// The item form's rules (seed 000 §3 Item form, §4 listing form, §5 Item form, §6 item permissions,
// §8 item save): who may open it, which fields it shows, its validation with the spec's messages,
// its buttons, when an edit needs payment, what a save sends, and what its answers mean. The
// server runs the same validation on the body it receives.

import * as z from 'zod/mini';
import { ApiError } from '../client/apiError';
import { hasPermission, hasRole } from '../permissions/permissions';
import { NON_FIELD_ERRORS } from '../schemas/errors';
import { withPrimary } from './images';
import { LISTING_MESSAGES as m, paymentProblemMessage } from './messages';
import {
  type ExternalImage,
  HIDEABLE_FIELDS,
  type HideableField,
  ITEM_IMAGE_LIMIT,
  type ItemInput,
  itemInputSchema,
  type WritableCaption,
  type WritableSection,
} from './schemas';
import { parseVideoUrl, VIDEO_MEDIA_TYPES } from './video';

type MaybeUser = Parameters<typeof hasPermission>[0];
type FormUser =
  | (NonNullable<MaybeUser> & Parameters<typeof hasRole>[0] & { id: number; is_profile_complete: boolean })
  | null
  | undefined;

/** The item family's flags of the form (§3): each of add_* on a new item, change_* on an edit. */
export interface ItemFormPermissions {
  userCanAddURL: boolean;
  userCanAddPrice: boolean;
  userCanAddVideoURL: boolean;
  /** can_schedule_item_listing: the publish-after field. */
  canSchedule: boolean;
  /** add_photo_for_sale: the set-image-for-sale toggle. */
  canSetForSale: boolean;
  /** bulk_add_item: list for an organisation (by id). */
  canBulkAdd: boolean;
  /** change_item_feature_boost: the boost form. */
  canBoost: boolean;
}

export function itemFormPermissions(user: MaybeUser, isNew: boolean): ItemFormPermissions {
  const can = (add: Parameters<typeof hasPermission>[1], change: Parameters<typeof hasPermission>[1]) =>
    hasPermission(user, isNew ? add : change);
  return {
    userCanAddURL: can('add_item_url', 'change_item_url'),
    userCanAddPrice: can('add_item_price', 'change_item_price'),
    userCanAddVideoURL: can('add_item_video_url', 'change_item_video_url'),
    canSchedule: hasPermission(user, 'can_schedule_item_listing'),
    canSetForSale: hasPermission(user, 'add_photo_for_sale'),
    canBulkAdd: hasPermission(user, 'bulk_add_item'),
    canBoost: hasPermission(user, 'change_item_feature_boost'),
  };
}

/** Whether the form opens (§2 Listing modals): or why not, and where the route guard sends the member. */
export type ItemFormAccess =
  | 'allowed'
  | 'signedOut'
  | 'profileIncomplete'
  | 'upgradeRequired'
  | 'permissionDenied';

/**
 * `/add` needs ITEM_CREATOR (add_item and canList): otherwise Upgrade required. `/edit/{id}` needs
 * change_item, and another member's item change_any_item: otherwise Permission denied. Creating
 * needs a complete profile (§5).
 */
export function itemFormAccess(user: FormUser, item: { ownerId: number | null } | null): ItemFormAccess {
  if (!user) return 'signedOut';
  if (item === null) {
    if (!hasRole(user, 'ITEM_CREATOR')) return 'upgradeRequired';
    return user.is_profile_complete ? 'allowed' : 'profileIncomplete';
  }
  if (!hasPermission(user, 'change_item')) return 'permissionDenied';
  if (item.ownerId !== user.id && !hasPermission(user, 'change_any_item')) return 'permissionDenied';
  return 'allowed';
}

/** The fields that come and go: the hide list's, and publish-after. */
export type OptionalItemField = HideableField | 'publish_after';
export type ItemFormFields = Readonly<Record<OptionalItemField, boolean>>;

/** Not in the spec how a game section is marked: its `display_type` is `game`. */
export function isGameSection(section: Pick<WritableSection, 'display_type'> | null | undefined): boolean {
  return section?.display_type === 'game';
}

/**
 * Which optional fields the form shows (§3): none the caption's hide list names; the category
 * not for game sections; the URL, price (and currency) and video URL only with their permissions;
 * publish-after with can_schedule_item_listing.
 */
export function itemFormFields(context: {
  caption?: Pick<WritableCaption, 'hide'> | null;
  section?: Pick<WritableSection, 'display_type'> | null;
  permissions: ItemFormPermissions;
}): ItemFormFields {
  const hidden = new Set<string>(context.caption?.hide ?? []);
  const { permissions } = context;
  const shown = Object.fromEntries(HIDEABLE_FIELDS.map((field) => [field, !hidden.has(field)])) as Record<
    OptionalItemField,
    boolean
  >;
  shown.category &&= !isGameSection(context.section);
  shown.external_url &&= permissions.userCanAddURL;
  shown.price &&= permissions.userCanAddPrice;
  shown.currency &&= permissions.userCanAddPrice;
  shown.video_url &&= permissions.userCanAddVideoURL;
  shown.publish_after = permissions.canSchedule;
  return shown;
}

/** The optional fields of `input` that hold a value but are not shown (a server refuses them). */
export function hiddenFieldsSent(input: Partial<ItemInput>, fields: ItemFormFields): OptionalItemField[] {
  return (Object.keys(fields) as OptionalItemField[]).filter((field) => {
    if (fields[field]) return false;
    const value = input[field];
    return value !== undefined && value !== null && value !== '';
  });
}

/** Field errors in DRF's shape: `{"field": ["message"]}`, `non_field_errors` for the rest. */
export type FieldErrors = Record<string, string[]>;

function add(errors: FieldErrors, field: string, message: string) {
  const list = errors[field] ?? [];
  if (!list.includes(message)) errors[field] = [...list, message];
}

function today(now: Date): string {
  return now.toISOString().slice(0, 10);
}

/**
 * The rules that need the form's context (§5), on a body that passed {@link itemInputSchema}: the
 * title or category, at least one image and at most 4, publish-after not before today.
 */
export function itemRuleErrors(
  input: Partial<ItemInput>,
  fields: ItemFormFields,
  { now = new Date() }: { now?: Date } = {},
): FieldErrors {
  const errors: FieldErrors = {};
  const title = input.name?.trim() ?? '';
  const category = fields.category ? (input.category?.name.trim() ?? '') : '';
  if (title === '' && category === '')
    add(errors, 'name', fields.category ? m.titleOrCategoryRequired : m.titleRequired);
  const images = (input.external_images ?? []).filter((entry) => entry.media_type === 'image');
  if (images.length === 0) add(errors, 'external_images', m.imageRequired);
  if (images.length > ITEM_IMAGE_LIMIT) add(errors, 'external_images', m.tooManyImages);
  if (fields.publish_after && input.publish_after && input.publish_after.slice(0, 10) < today(now))
    add(errors, 'publish_after', m.publishAfterPast);
  return errors;
}

/** A form's values checked: the body to send, or every field's errors (the schema's and the rules'). */
export type ItemValidation = { ok: true; input: ItemInput } | { ok: false; errors: FieldErrors };

/** §5 in full: the schema's field rules, then the context's; an invalid form blocks saving. */
export function validateItem(
  values: unknown,
  fields: ItemFormFields,
  options: { now?: Date } = {},
): ItemValidation {
  const parsed = z.safeParse(itemInputSchema, values);
  const errors: FieldErrors = {};
  if (!parsed.success) {
    for (const issue of parsed.error.issues)
      add(errors, String(issue.path[0] ?? NON_FIELD_ERRORS), issue.message);
  }
  const input = parsed.success ? parsed.data : (values as Partial<ItemInput>);
  if (typeof input === 'object' && input !== null) {
    for (const [field, messages] of Object.entries(itemRuleErrors(input, fields, options)))
      for (const message of messages) add(errors, field, message);
  }
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, input: parsed.data };
  return { ok: false, errors };
}

/**
 * §5: the video link as the listing's one video entry (a new video replaces any earlier one);
 * without a link that parses, the video entries are dropped.
 */
export function withVideo<T extends Pick<ExternalImage, 'url' | 'media_type'>>(
  media: readonly T[],
  videoUrl: string | null | undefined,
): (T | ExternalImage)[] {
  const kept: (T | ExternalImage)[] = media.filter(
    (entry) => !(VIDEO_MEDIA_TYPES as readonly string[]).includes(entry.media_type),
  );
  const video = videoUrl ? parseVideoUrl(videoUrl) : null;
  if (video) kept.push({ url: video.id, media_type: video.media_type });
  return kept;
}

/**
 * The body a save sends: hidden fields left out, the video link made the video entry, the first
 * image marked primary when none is (§5 before save), and the payment when one was made.
 */
export function itemInputForSave(
  values: ItemInput,
  fields: ItemFormFields,
  payment?: { nonce: string } | null,
): ItemInput {
  const input: ItemInput = { ...values };
  for (const field of Object.keys(fields) as OptionalItemField[]) if (!fields[field]) delete input[field];
  const media = fields.video_url
    ? withVideo(values.external_images, values.video_url)
    : values.external_images;
  input.external_images = withPrimary(media);
  if (payment) input.payment = payment;
  else delete input.payment;
  return input;
}

/**
 * Whether saving needs a payment (§4): a new listing when its price is above 0; an edit only when
 * its caption changed and the price rose above the price it opened with.
 */
export function paymentDue(context: {
  isNew: boolean;
  /** The listing price's amount for the place chosen now. */
  amount: string | number;
  /** The amount when the form opened (edit). */
  initialAmount?: string | number | null;
  /** Whether the caption differs from the one the form opened with (edit). */
  captionChanged?: boolean;
}): boolean {
  const amount = Number(context.amount);
  if (!(amount > 0)) return false;
  if (context.isNew) return true;
  return Boolean(context.captionChanged) && amount > Number(context.initialAmount ?? 0);
}

/** §4 button labels. */
export const ITEM_FORM_BUTTONS = {
  create: 'Create',
  update: 'Update',
  createAndDuplicate: 'Create and duplicate',
  payNow: 'Pay Now',
} as const;
export type ItemFormButton = keyof typeof ITEM_FORM_BUTTONS;

/** The save buttons: Pay Now when a payment is due; else Create and Create and duplicate (new) or Update. */
export function itemFormButtons(context: { isNew: boolean; paymentDue: boolean }): ItemFormButton[] {
  if (context.paymentDue) return ['payNow'];
  return context.isNew ? ['create', 'createAndDuplicate'] : ['update'];
}

/** §8: a save's toast: held (202) Item submitted for moderation; else Item added, or Item updated. */
export function itemSavedMessage(context: { held: boolean; isNew: boolean }): string {
  if (context.held) return m.itemHeld;
  return context.isNew ? m.itemAdded : m.itemUpdated;
}

/** What a failed save means for the form (§8 Item save). */
export type ItemSaveFailure =
  /** 402: back to the payment step with the message. */
  | { kind: 'payment'; message: string }
  /** 4xx with data: messages under their fields, the rest in the alert. */
  | { kind: 'fields'; fieldErrors: FieldErrors; nonFieldErrors: string[] }
  /** 500 or no data: a toast. */
  | { kind: 'toast'; message: string };

/** `formFields`: the form's field names; errors of other keys go to the alert. */
export function itemSaveFailure(
  error: unknown,
  context: { isNew: boolean; formFields: readonly string[] },
): ItemSaveFailure {
  const status = error instanceof ApiError ? error.status : 0;
  if (error instanceof ApiError && status === 402)
    return { kind: 'payment', message: paymentProblemMessage(error.detail) };
  const generic = { kind: 'toast', message: context.isNew ? m.newListingProblem : m.saveProblem } as const;
  if (!(error instanceof ApiError) || status < 400 || status >= 500) return generic;
  const fieldErrors: FieldErrors = {};
  const nonFieldErrors = [...error.nonFieldErrors];
  for (const [field, messages] of Object.entries(error.fieldErrors)) {
    if (context.formFields.includes(field)) fieldErrors[field] = [...messages];
    else nonFieldErrors.push(...messages);
  }
  if (error.detail) nonFieldErrors.push(error.detail);
  if (Object.keys(fieldErrors).length === 0 && nonFieldErrors.length === 0) return generic;
  return { kind: 'fields', fieldErrors, nonFieldErrors };
}
