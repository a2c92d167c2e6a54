import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromMinorUnits, toMinorUnits } from './money';

describe('toMinorUnits and fromMinorUnits', () => {
  it('convert decimals to whole cents and back', () => {
    expect(toMinorUnits(12.5)).toBe(1250);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(toMinorUnits(1.005)).toBe(100);
    expect(fromMinorUnits(1250)).toBe(12.5);
  });

  it('round-trip every whole number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e12 }), (minor) => {
        expect(toMinorUnits(fromMinorUnits(minor))).toBe(minor);
      }),
    );
  });
});
