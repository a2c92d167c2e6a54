import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { organisationDetailFixture } from '@trove/test-utils';
import { describe, expect, it, vi } from 'vitest';
import { OrganisationPaneView } from './OrganisationPaneView';

const address = '101 Wakefield Street, Wellington, New Zealand';

describe('OrganisationPaneView', () => {
  it('hides the contact details and address without the permission', () => {
    render(<OrganisationPaneView item={organisationDetailFixture()} onClose={vi.fn()} />);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe('Wellington Numismatic Society');
    expect(screen.queryByText('Hemi Walker')).toBeNull();
    expect(screen.queryByText('Phone 04 123 4567')).toBeNull();
    expect(screen.queryByText(address)).toBeNull();
    expect(screen.getByRole('link', { name: 'https://www.numismatics.example…' })).toBeDefined();
    expect(screen.getByRole('link', { name: 'See our listings' }).getAttribute('href')).toBe(
      '/collectables?organisation=11',
    );
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toContain('Clubs');
  });

  it('shows contact person, phone, mobile, email and address with a 144x144 map with it', () => {
    render(
      <OrganisationPaneView
        item={organisationDetailFixture()}
        onClose={vi.fn()}
        canViewContactDetails
        mapImageUrl={(_, size) => `/map-${size.width}x${size.height}-z${size.zoom}.png`}
      />,
    );
    expect(screen.getByText('Contact person').nextElementSibling?.textContent).toBe('Hemi Walker');
    expect(screen.getByText('Phone 04 123 4567')).toBeDefined();
    expect(screen.getByText('Mobile 021 555 0101')).toBeDefined();
    expect(screen.getByText('secretary@numismatics.example')).toBeDefined();
    expect(screen.getByText(address)).toBeDefined();
    expect(screen.getByRole('img', { name: `Map of ${address}` }).getAttribute('src')).toBe(
      '/map-144x144-z12.png',
    );
  });

  it('shows the first paragraph of the description until Show more', async () => {
    const user = userEvent.setup();
    render(<OrganisationPaneView item={organisationDetailFixture()} onClose={vi.fn()} />);
    expect(screen.getByText('The society meets on the first Tuesday of every month.')).toBeDefined();
    expect(screen.queryByText(/Visitors are welcome/)).toBeNull();
    const more = screen.getByRole('button', { name: 'Show more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    await user.click(more);
    expect(screen.getByText(/Visitors are welcome/)).toBeDefined();
    expect(screen.getByRole('button', { name: 'Show less' }).getAttribute('aria-expanded')).toBe('true');
  });

  it('sends anonymous visitors to log in for Show more when the site asks', () => {
    const { rerender } = render(
      <OrganisationPaneView item={organisationDetailFixture()} onClose={vi.fn()} showMoreRequiresLogin />,
    );
    expect(screen.getByRole('link', { name: 'Show more' }).getAttribute('href')).toBe('/login');
    rerender(
      <OrganisationPaneView
        item={organisationDetailFixture()}
        onClose={vi.fn()}
        showMoreRequiresLogin
        signedIn
      />,
    );
    expect(screen.getByRole('button', { name: 'Show more' })).toBeDefined();
  });

  it('has no Show more for a one-paragraph description', () => {
    render(
      <OrganisationPaneView item={organisationDetailFixture({ description: 'Short.' })} onClose={vi.fn()} />,
    );
    expect(screen.getByText('Short.')).toBeDefined();
    expect(screen.queryByRole('button', { name: 'Show more' })).toBeNull();
  });
});
