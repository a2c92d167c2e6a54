import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InvalidTokenView } from './InvalidTokenView';

describe('InvalidTokenView', () => {
  it('says the token looks invalid, with a contact link and a home link', () => {
    render(<InvalidTokenView contactHref="/contact?subject=Invalid%20link" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('This token looks invalid');
    expect(screen.getByRole('link', { name: 'Contact us' })).toHaveProperty(
      'search',
      '?subject=Invalid%20link',
    );
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveProperty('pathname', '/');
  });

  it('has no Contact us link without a contact page to go to', () => {
    render(<InvalidTokenView />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Go to the homepage']);
  });
});
