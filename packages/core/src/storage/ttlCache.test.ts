import { describe, expect, it } from 'vitest';
import { createMemoryStorage } from './keyValueStorage';
import { createTtlCache } from './ttlCache';

describe('createTtlCache', () => {
  const make = (time: { now: number }, storage = createMemoryStorage()) =>
    createTtlCache<number>({ storage, key: 'k', maxAgeMs: 100, now: () => time.now }, (value) =>
      typeof value === 'number' ? value : undefined,
    );

  it('returns a value until it is maxAge old', () => {
    const time = { now: 0 };
    const cache = make(time);
    cache.set(7);
    time.now = 99;
    expect(cache.get()).toBe(7);
    time.now = 100;
    expect(cache.get()).toBeUndefined();
  });

  it('drops an entry that is corrupt or from the future', () => {
    const storage = createMemoryStorage();
    const time = { now: 50 };
    storage.setItem('k', '{oops');
    expect(make(time, storage).get()).toBeUndefined();
    expect(storage.getItem('k')).toBeNull();
    storage.setItem('k', JSON.stringify({ savedAt: 60, value: 1 }));
    expect(make(time, storage).get()).toBeUndefined();
  });

  it('re-validates what it reads back', () => {
    const storage = createMemoryStorage();
    storage.setItem('k', JSON.stringify({ savedAt: 0, value: 'text' }));
    expect(make({ now: 1 }, storage).get()).toBeUndefined();
  });
});
