import { describe, expect, it } from 'vitest';
import { DEFAULT_INCREMENTS } from './engine';
import { INCREMENT_MESSAGES, incrementTableError, MAX_INCREMENT_BANDS } from './increments';

describe('incrementTableError', () => {
  it('takes the default table and any table from 0 with rising bands', () => {
    expect(incrementTableError(DEFAULT_INCREMENTS)).toBeNull();
    expect(incrementTableError([{ from: 0, increment: 1 }])).toBeNull();
    expect(
      incrementTableError([
        { from: 0, increment: 50 },
        { from: 5_000, increment: 250 },
      ]),
    ).toBeNull();
  });

  it('names what is wrong', () => {
    expect(incrementTableError([])).toBe(INCREMENT_MESSAGES.empty);
    expect(
      incrementTableError(
        Array.from({ length: MAX_INCREMENT_BANDS + 1 }, (_, index) => ({ from: index * 100, increment: 1 })),
      ),
    ).toBe(INCREMENT_MESSAGES.tooMany);
    expect(incrementTableError([{ from: 100, increment: 100 }])).toBe(INCREMENT_MESSAGES.firstFrom);
    expect(
      incrementTableError([
        { from: 0, increment: 100 },
        { from: 0, increment: 200 },
      ]),
    ).toBe(INCREMENT_MESSAGES.ascending);
    expect(
      incrementTableError([
        { from: 0, increment: 100 },
        { from: 2_000, increment: 0 },
      ]),
    ).toBe(INCREMENT_MESSAGES.increment);
    expect(incrementTableError([{ from: 0, increment: 0.5 }])).toBe(INCREMENT_MESSAGES.increment);
  });
});
