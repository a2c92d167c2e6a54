import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { savedSearchInputSchema } from '../schemas/savedSearchInput';
import { createMemoryStorage } from '../storage/keyValueStorage';
import {
  createPendingSavedSearch,
  PENDING_SAVED_SEARCH_KEY,
  PENDING_SAVED_SEARCH_MAX_AGE_MS,
} from './pendingSavedSearch';
import { NEVER_SCHEDULE_LABEL, savedSearchMessages } from './savedSearch';
import {
  emailNotificationFormSchema,
  emailNotificationInputOf,
  newSavedSearchForm,
  savedSearchFormOf,
  savedSearchFormSchema,
  savedSearchInputOf,
  scheduleLabel,
  scheduleOptions,
} from './savedSearchForm';

/** The message of each field, as a form shows them. */
function messagesOf(schema: z.ZodMiniType, value: unknown): Record<string, string> {
  const result = z.safeParse(schema, value);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const schedules = [
  { value: 'daily', label: 'Daily' },
  { value: 'weekly', label: 'Weekly' },
];

describe('saved-search form', () => {
  it('requires a name, and says so in the spec words', () => {
    expect(messagesOf(savedSearchFormSchema, newSavedSearchForm('   '))).toEqual({
      name: savedSearchMessages.required,
    });
    expect(messagesOf(savedSearchFormSchema, { schedule: '', is_default: false })).toEqual({
      name: savedSearchMessages.required,
    });
  });

  it('limits the name to 255 characters and trims it', () => {
    const long = newSavedSearchForm('a'.repeat(256));
    expect(messagesOf(savedSearchFormSchema, long)).toEqual({
      name: savedSearchMessages.nameTooLong,
    });
    const parsed = z.parse(savedSearchFormSchema, newSavedSearchForm(`  ${'a'.repeat(255)}  `));
    expect(parsed.name).toHaveLength(255);
  });

  it('sends Never as no schedule, and a chosen schedule as its value', () => {
    const params = { niche: 'collectables', q: 'gold' };
    expect(savedSearchInputOf(newSavedSearchForm(' gold '), params)).toEqual({
      name: 'gold',
      params,
      schedule: null,
      is_default: false,
    });
    expect(savedSearchInputOf({ name: 'gold', schedule: 'weekly', is_default: true }, params)).toMatchObject({
      schedule: 'weekly',
      is_default: true,
    });
  });

  it('edits a search as saved, Never as the empty choice', () => {
    expect(savedSearchFormOf({ name: 'Medals', schedule: null, is_default: true })).toEqual({
      name: 'Medals',
      schedule: '',
      is_default: true,
    });
    expect(savedSearchFormOf({ name: 'Gold', schedule: 'daily', is_default: false }).schedule).toBe('daily');
  });

  it('offers Never first, then the server schedules', () => {
    expect(scheduleOptions(schedules)).toEqual([{ value: '', label: NEVER_SCHEDULE_LABEL }, ...schedules]);
    expect(scheduleOptions([])).toEqual([{ value: '', label: 'Never' }]);
  });

  it('names a schedule by its label, none as Never', () => {
    expect(scheduleLabel(null, schedules)).toBe('Never');
    expect(scheduleLabel('weekly', schedules)).toBe('Weekly');
    expect(scheduleLabel('hourly', schedules)).toBe('hourly');
  });

  it('validates what the API takes with the same name rule', () => {
    const input = { name: 'gold', params: { q: 'gold', for_sale: true }, schedule: null };
    expect(z.safeParse(savedSearchInputSchema, input).success).toBe(true);
    expect(messagesOf(savedSearchInputSchema, { ...input, name: '' })).toEqual({
      name: savedSearchMessages.required,
    });
  });
});

describe('email notification form', () => {
  it('needs a search and a schedule', () => {
    expect(messagesOf(emailNotificationFormSchema, { search: '', schedule: '' })).toEqual({
      search: 'This is required',
      schedule: 'This is required',
    });
    const form = z.parse(emailNotificationFormSchema, { search: '12', schedule: 'weekly' });
    expect(emailNotificationInputOf(form)).toEqual({ search: 12, schedule: 'weekly' });
  });
});

describe('pending saved search', () => {
  const input = { name: 'gold', params: { niche: 'collectables', q: 'gold' }, schedule: 'weekly' };

  it('keeps the search for a day, then forgets it', () => {
    let now = 1_000;
    const storage = createMemoryStorage();
    createPendingSavedSearch(storage, () => now).set(input);
    // another page load reads it back
    const pending = createPendingSavedSearch(storage, () => now);
    expect(pending.get()).toEqual(input);
    now += PENDING_SAVED_SEARCH_MAX_AGE_MS;
    expect(pending.get()).toBeUndefined();
    expect(storage.getItem(PENDING_SAVED_SEARCH_KEY)).toBeNull();
  });

  it('drops what is not a search', () => {
    const storage = createMemoryStorage();
    storage.setItem(PENDING_SAVED_SEARCH_KEY, JSON.stringify({ savedAt: 0, value: { name: '' } }));
    expect(createPendingSavedSearch(storage, () => 1).get()).toBeUndefined();
    storage.setItem(PENDING_SAVED_SEARCH_KEY, '{not json');
    expect(createPendingSavedSearch(storage, () => 1).get()).toBeUndefined();
  });
});
