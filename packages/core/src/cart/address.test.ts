import { describe, expect, it } from 'vitest';
import {
  ADDRESS_FIELDS,
  addressErrors,
  addressSearchText,
  countryCodeFromUrl,
  countryUrl,
  fullAddressErrors,
  hasAddressErrors,
  sortCountries,
} from './address';

const complete = {
  title: 'Ms',
  first_name: 'Ada',
  last_name: 'Lovelace',
  line1: '12 Cuba Street',
  line2: '',
  city: 'Wellington',
  postcode: '6011',
  state: '',
  country: '/api/shop/countries/NZ/',
};

const INCOMPLETE = 'Please complete all required address fields';

describe('addressErrors (checkout, spec §5)', () => {
  it('requires country, postcode and line1 for billing', () => {
    expect(addressErrors({}, { role: 'billing', shippingRequired: false })).toEqual({
      line1: INCOMPLETE,
      postcode: INCOMPLETE,
      country: INCOMPLETE,
    });
    expect(addressErrors(null, { role: 'billing', shippingRequired: true })).toEqual({
      line1: INCOMPLETE,
      postcode: INCOMPLETE,
      country: INCOMPLETE,
    });
    expect(
      addressErrors(
        { line1: 'x', postcode: ' ', country: 'NZ' },
        { role: 'billing', shippingRequired: false },
      ),
    ).toEqual({
      postcode: INCOMPLETE,
    });
    expect(
      addressErrors(
        { line1: 'x', postcode: '1', country: 'NZ' },
        { role: 'billing', shippingRequired: false },
      ),
    ).toEqual({});
  });

  it('requires them for shipping only when shipping is required', () => {
    expect(addressErrors({}, { role: 'shipping', shippingRequired: true })).toEqual({
      line1: INCOMPLETE,
      postcode: INCOMPLETE,
      country: INCOMPLETE,
    });
    expect(addressErrors({}, { role: 'shipping', shippingRequired: false })).toEqual({});
    expect(addressErrors(null, { role: 'shipping', shippingRequired: false })).toEqual({});
    expect(
      addressErrors(
        { line1: null, postcode: '1', country: 'x' },
        { role: 'shipping', shippingRequired: true },
      ),
    ).toEqual({
      line1: INCOMPLETE,
    });
  });

  it('needs neither names nor a title, but checks a title given and the text limits', () => {
    const options = { role: 'billing', shippingRequired: true } as const;
    expect(addressErrors({ ...complete, title: '', first_name: '', last_name: '' }, options)).toEqual({});
    expect(addressErrors({ ...complete, title: 'Sir' }, options)).toEqual({
      title: '"Sir" is not a valid choice.',
    });
    expect(addressErrors({ ...complete, line2: 'x'.repeat(256) }, options)).toEqual({
      line2: 'This is limited to 255 characters',
    });
    expect(addressErrors({ ...complete, line2: 'x'.repeat(255) }, options)).toEqual({});
    expect(addressErrors({ ...complete, postcode: '1'.repeat(65) }, options)).toEqual({
      postcode: 'This is limited to 64 characters',
    });
    // a missing required field keeps its own message
    expect(addressErrors({ ...complete, line1: ' ' }, options)).toEqual({ line1: INCOMPLETE });
    // even on a shipping address that is not needed
    expect(addressErrors({ city: 'y'.repeat(300) }, { role: 'shipping', shippingRequired: false })).toEqual({
      city: 'This is limited to 255 characters',
    });
  });
});

describe('fullAddressErrors (the address form)', () => {
  it('requires title, first name, last name, line1, city, postcode and country', () => {
    expect(fullAddressErrors({})).toEqual({
      title: 'This field is required.',
      first_name: 'This field is required.',
      last_name: 'This field is required.',
      line1: 'This field is required.',
      city: 'This field is required.',
      postcode: 'This field is required.',
      country: 'This field is required.',
    });
    expect(fullAddressErrors(complete)).toEqual({});
    // line2, line3, state optional
    expect(fullAddressErrors({ ...complete, line2: null, line3: undefined, state: '' })).toEqual({});
    expect(fullAddressErrors({ ...complete, city: '  ' })).toEqual({ city: 'This field is required.' });
  });

  it('checks the title and all text to 255', () => {
    expect(fullAddressErrors({ ...complete, title: 'mr' })).toEqual({ title: '"mr" is not a valid choice.' });
    for (const title of ['Mr', 'Mrs', 'Miss', 'Ms', 'Dr'])
      expect(fullAddressErrors({ ...complete, title })).toEqual({});
    for (const field of ADDRESS_FIELDS.filter(
      (f) => !['title', 'postcode', 'notes', 'phone_number'].includes(f),
    )) {
      expect(fullAddressErrors({ ...complete, [field]: 'a'.repeat(256) }), field).toEqual({
        [field]: 'This is limited to 255 characters',
      });
    }
  });

  it('hasAddressErrors', () => {
    expect(hasAddressErrors({})).toBe(false);
    expect(hasAddressErrors({ city: 'x' })).toBe(true);
  });
});

describe('countries', () => {
  it('countryUrl and back', () => {
    expect(countryUrl('NZ')).toBe('/api/shop/countries/NZ/');
    expect(countryUrl('gb')).toBe('/api/shop/countries/GB/');
    expect(countryCodeFromUrl('/api/shop/countries/NZ/')).toBe('NZ');
    expect(countryCodeFromUrl('https://trove.example/api/shop/countries/au/')).toBe('AU');
    expect(countryCodeFromUrl('/api/shop/countries/US')).toBe('US');
    expect(countryCodeFromUrl('us')).toBe('US');
    expect(countryCodeFromUrl('/api/shop/countries/NZL/')).toBeNull();
    expect(countryCodeFromUrl('/api/shop/products/1/')).toBeNull();
    expect(countryCodeFromUrl('')).toBeNull();
    expect(countryCodeFromUrl(null)).toBeNull();
    for (const code of ['AU', 'NZ', 'FR', 'JP']) expect(countryCodeFromUrl(countryUrl(code))).toBe(code);
  });

  it('sortCountries puts AU, NZ, GB, US first, then the rest by name', () => {
    const country = (code: string, name: string) => ({ iso_3166_1_a2: code, printable_name: name });
    const sorted = sortCountries([
      country('FR', 'France'),
      country('US', 'United States'),
      country('AT', 'Austria'),
      country('GB', 'United Kingdom'),
      country('NZ', 'New Zealand'),
      country('ZA', 'South Africa'),
      country('AU', 'Australia'),
      country('AX', 'Åland Islands'),
    ]);
    expect(sorted.map((c) => c.iso_3166_1_a2)).toEqual(['AU', 'NZ', 'GB', 'US', 'AX', 'AT', 'FR', 'ZA']);
    const input = [country('FR', 'France'), country('NZ', 'New Zealand')];
    sortCountries(input);
    expect(input[0]?.iso_3166_1_a2).toBe('FR'); // not sorted in place
  });
});

describe('addressSearchText', () => {
  it('joins the parts on one line with commas, leaving blanks out', () => {
    expect(addressSearchText(complete)).toBe('Ms Ada Lovelace, 12 Cuba Street, Wellington, 6011, NZ');
    expect(addressSearchText(complete, 'New Zealand')).toBe(
      'Ms Ada Lovelace, 12 Cuba Street, Wellington, 6011, New Zealand',
    );
    expect(
      addressSearchText({
        first_name: ' Ada ',
        line1: 'Flat 2\n 12 Cuba Street',
        line4: 'Te Aro',
        city: 'Wellington',
        state: 'Wellington Region',
        postcode: '6011',
        country: 'https://x.example/api/shop/countries/nz/',
      }),
    ).toBe('Ada, Flat 2 12 Cuba Street, Te Aro, Wellington, Wellington Region, 6011, NZ');
    expect(addressSearchText({})).toBe('');
  });
});
