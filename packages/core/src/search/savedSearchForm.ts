import * as z from 'zod/mini';
import type { SavedSearch, SavedSearchInput, SavedSearchParams, Schedule } from '../schemas/savedSearch';
import { savedSearchMessages as m, NEVER_SCHEDULE_LABEL } from './savedSearch';

/** Spec: text fields hold 255 characters. */
export const SAVED_SEARCH_NAME_MAX_LENGTH = 255;

/** A schedule select's value for Never: the form keeps strings, the API gets `null`. */
export const NEVER_SCHEDULE_VALUE = '';

const missing = (input: unknown) => input === undefined || input === null;

/** A saved search's name: required (§5 Other), at most 255 characters, trimmed. */
export const savedSearchNameField = z
  .string({ error: (issue) => (missing(issue.input) ? m.required : 'Not a valid string.') })
  .check(z.trim(), z.minLength(1, m.required), z.maxLength(SAVED_SEARCH_NAME_MAX_LENGTH, m.nameTooLong));

/** The save and edit forms of a saved search: name, schedule (`''` is Never) and the Default toggle. */
export const savedSearchFormSchema = z.object({
  name: savedSearchNameField,
  schedule: z.string(),
  is_default: z.boolean(),
});
export type SavedSearchForm = z.infer<typeof savedSearchFormSchema>;

/** The save form's start: the fallback name of the search shown, no schedule, not the default. */
export function newSavedSearchForm(name: string): SavedSearchForm {
  return { name, schedule: NEVER_SCHEDULE_VALUE, is_default: false };
}

/** The edit form's start: the search as saved. */
export function savedSearchFormOf(
  search: Pick<SavedSearch, 'name' | 'schedule' | 'is_default'>,
): SavedSearchForm {
  return {
    name: search.name,
    schedule: search.schedule ?? NEVER_SCHEDULE_VALUE,
    is_default: search.is_default,
  };
}

/** A filled form as the API takes it, for the given search params. */
export function savedSearchInputOf(form: SavedSearchForm, params: SavedSearchParams): SavedSearchInput {
  return {
    name: form.name.trim(),
    params,
    schedule: form.schedule === NEVER_SCHEDULE_VALUE ? null : form.schedule,
    is_default: form.is_default,
  };
}

/** The schedule select's options: Never first, then the server's (§9: Never is none). */
export function scheduleOptions(schedules: readonly Schedule[]): Schedule[] {
  return [
    { value: NEVER_SCHEDULE_VALUE, label: NEVER_SCHEDULE_LABEL },
    ...schedules.filter((schedule) => schedule.value !== NEVER_SCHEDULE_VALUE),
  ];
}

/** What a saved search's schedule reads as: Never for none, the server's label, else the raw value. */
export function scheduleLabel(schedule: string | null, schedules: readonly Schedule[]): string {
  if (schedule === null || schedule === NEVER_SCHEDULE_VALUE) return NEVER_SCHEDULE_LABEL;
  return schedules.find((option) => option.value === schedule)?.label ?? schedule;
}

const requiredChoice = z.string(m.required).check(z.minLength(1, m.required));

/** Add Email Notification: a saved search (its id, as the select holds it) and a schedule, both required. */
export const emailNotificationFormSchema = z.object({
  search: requiredChoice,
  schedule: requiredChoice,
});
export type EmailNotificationForm = z.infer<typeof emailNotificationFormSchema>;

/** `POST /api/marketing/`: the search's id and the schedule. */
export function emailNotificationInputOf(form: EmailNotificationForm): { search: number; schedule: string } {
  return { search: Number(form.search), schedule: form.schedule };
}
