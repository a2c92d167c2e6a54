import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NotFoundView } from './NotFoundView';

describe('NotFoundView', () => {
  it("says Oops, the page can't be found, with links to the homepage and help", () => {
    render(<NotFoundView helpHref="/help" />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe("Oops, the page can't be found");
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveProperty('pathname', '/');
    expect(screen.getByRole('link', { name: 'Get help' })).toHaveProperty('pathname', '/help');
  });

  it('has no Get help link without a help page to go to', () => {
    render(<NotFoundView />);
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual(['Go to the homepage']);
  });
});
