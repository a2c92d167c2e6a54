import { describe, expect, it } from 'vitest';
import { createMemoryStorage, type KeyValueStorage } from './keyValueStorage';
import { createTtlCacheMap } from './ttlCacheMap';

describe('createTtlCacheMap', () => {
  const make = (time: { now: number }, storage: KeyValueStorage = createMemoryStorage()) =>
    createTtlCacheMap<number>({ storage, key: 'k', maxAgeMs: 100, now: () => time.now }, (value) =>
      typeof value === 'number' ? value : undefined,
    );

  it('keeps each entry until it is maxAge old, with the time it was saved', () => {
    const time = { now: 0 };
    const cache = make(time);
    cache.set('a', 1);
    time.now = 50;
    cache.set('b', 2);
    time.now = 99;
    expect(cache.entry('a')).toEqual({ value: 1, savedAt: 0 });
    expect(cache.entry('b')).toEqual({ value: 2, savedAt: 50 });
    time.now = 100;
    expect(cache.entry('a')).toBeUndefined();
    expect(cache.entry('b')).toEqual({ value: 2, savedAt: 50 });
    expect(cache.entry('c')).toBeUndefined();
  });

  it('drops expired entries when it stores one', () => {
    const storage = createMemoryStorage();
    const time = { now: 0 };
    const cache = make(time, storage);
    cache.set('old', 1);
    time.now = 150;
    cache.set('new', 2);
    expect(Object.keys(JSON.parse(storage.getItem('k') ?? '{}'))).toEqual(['new']);
  });

  it('is shared by every cache over the same storage and key', () => {
    const storage = createMemoryStorage();
    const time = { now: 0 };
    make(time, storage).set('a', 1);
    expect(make(time, storage).entry('a')?.value).toBe(1);
  });

  it('drops a stored text that is not an object of entries', () => {
    const storage = createMemoryStorage();
    const time = { now: 0 };
    for (const stored of ['{oops', 'null', '42']) {
      storage.setItem('k', stored);
      expect(make(time, storage).entry('a')).toBeUndefined();
      expect(storage.getItem('k')).toBeNull();
    }
  });

  it('ignores an entry that is corrupt, from the future or fails its parse, and keeps the others', () => {
    const storage = createMemoryStorage();
    storage.setItem(
      'k',
      JSON.stringify({
        good: { value: 1, savedAt: 40 },
        noTime: { value: 1 },
        nullTime: { value: 1, savedAt: null },
        textTime: { value: 1, savedAt: '40' },
        future: { value: 1, savedAt: 60 },
        text: { value: 'one', savedAt: 40 },
        notEntry: 7,
      }),
    );
    const cache = make({ now: 50 }, storage);
    for (const id of [
      'noTime',
      'nullTime',
      'textTime',
      'future',
      'text',
      'notEntry',
      'toString',
      '__proto__',
    ]) {
      expect(cache.entry(id), id).toBeUndefined();
    }
    expect(cache.entry('good')).toEqual({ value: 1, savedAt: 40 });
  });

  it('costs only a refetch when storage refuses a write', () => {
    const full: KeyValueStorage = {
      ...createMemoryStorage(),
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    const cache = make({ now: 0 }, full);
    expect(() => cache.set('a', 1)).not.toThrow();
    expect(cache.entry('a')).toBeUndefined();
  });

  it('forgets every entry on clear', () => {
    const storage = createMemoryStorage();
    const cache = make({ now: 0 }, storage);
    cache.set('a', 1);
    cache.clear();
    expect(cache.entry('a')).toBeUndefined();
    expect(storage.getItem('k')).toBeNull();
  });
});
