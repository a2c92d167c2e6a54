import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { authMessages } from '../forms/messages';
import { createUserUpdateSchema } from '../schemas/user';
import { createMemoryStorage } from '../storage/keyValueStorage';
import { fromMonthInput, isProfileComplete, toMonthInput, toMonthOfBirth } from './profile';
import { createRememberedEmail, REMEMBERED_EMAIL_MAX_AGE_MS } from './rememberedEmail';
import { createVisitCounter } from './visitCounter';

describe('profile', () => {
  const complete = {
    title: 'Ms' as const,
    first_name: 'Aroha',
    last_name: 'Ngata',
    postal_address_city: 'Christchurch',
    postal_address_country: 'NZ',
  };

  it('is complete with title, names, city and country', () => {
    expect(isProfileComplete(complete)).toBe(true);
    expect(isProfileComplete({ ...complete, title: null })).toBe(false);
    expect(isProfileComplete({ ...complete, last_name: '  ' })).toBe(false);
    expect(isProfileComplete({ ...complete, postal_address_city: null })).toBe(false);
  });

  it("keeps only the month and year of a dependant's birthday", () => {
    expect(toMonthOfBirth('2014-05-17')).toBe('2014-05-01');
    expect(toMonthInput('2014-05-17')).toBe('2014-05');
    expect(fromMonthInput('2014-05')).toBe('2014-05-01');
    expect(() => toMonthOfBirth('May 2014')).toThrow(RangeError);
  });
});

describe('visit counter', () => {
  it('prompts registration once visits exceed the maximum', () => {
    const counter = createVisitCounter(createMemoryStorage(), 20);
    const due = Array.from({ length: 21 }, () => counter.visit());
    expect(due.slice(0, 20).every((d) => !d)).toBe(true);
    expect(due[20]).toBe(true);
    counter.reset();
    expect(counter.count()).toBe(0);
  });
});

describe('remembered email', () => {
  it('is kept for one year', () => {
    const time = { now: 0 };
    const remembered = createRememberedEmail(createMemoryStorage(), () => time.now);
    remembered.set('kiri@example.nz');
    time.now = REMEMBERED_EMAIL_MAX_AGE_MS - 1;
    expect(remembered.get()).toBe('kiri@example.nz');
    time.now = REMEMBERED_EMAIL_MAX_AGE_MS;
    expect(remembered.get()).toBeUndefined();
  });
});

describe('profile update limits', () => {
  const userUpdateSchema = createUserUpdateSchema(new Date('2026-06-01T00:00:00Z'));

  it("uses the profile form's messages", () => {
    const result = z.safeParse(userUpdateSchema, {
      display_name: 'x'.repeat(36),
      first_name: 'y'.repeat(31),
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message).sort()).toEqual(
      [authMessages.displayNameTooLong, authMessages.firstNameTooLong].sort(),
    );
    expect(z.safeParse(userUpdateSchema, { postal_address_city: null }).success).toBe(true);
  });
});
