import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { deferredModule } from '../deferredModule';
import { useDeferredTrigger } from './deferredTrigger';
import { navbarHrefs, navbarTranslations } from './NavbarView';

type Overlays = typeof import('./NavbarOverlays');

/** The member menu's module, in when the test says so. */
function heldBack() {
  let release: () => Promise<void> = async () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = async () => {
      resolve();
      // the import, the swap and react-aria's effects
      await act(async () => {
        await new Promise((done) => setTimeout(done, 50));
      });
    };
  });
  const deferred = deferredModule<Overlays>(() => gate.then(() => import('./NavbarOverlays')));
  return { deferred, release: () => release() };
}

const member = { displayName: 'kiri', profileComplete: true, canCreateListing: false };

function Menu({ deferred }: { deferred: ReturnType<typeof heldBack>['deferred'] }) {
  const { loaded, triggerProps } = useDeferredTrigger(deferred);
  if (loaded) {
    return (
      <loaded.module.MemberMenu
        firstOpen={loaded.firstOpen}
        member={member}
        auctionsEnabled={false}
        onLogout={undefined}
        navigate={undefined}
        t={navbarTranslations}
        to={navbarHrefs}
        classNames={{}}
        label="kiri"
      />
    );
  }
  return (
    <button {...triggerProps} aria-haspopup="true">
      kiri
    </button>
  );
}

// hidden: an open menu hides the rest of the page from assistive technology
const trigger = () => screen.getByRole('button', { name: 'kiri', hidden: true });

describe('useDeferredTrigger', () => {
  it('stands in with a plain button of the same name until the overlay loads', () => {
    render(<Menu deferred={heldBack().deferred} />);
    expect(trigger().hasAttribute('data-rac')).toBe(false);
    expect(trigger().getAttribute('aria-haspopup')).toBe('true');
    expect(trigger().getAttribute('aria-expanded')).toBe('false');
  });

  it("hands the focus to react-aria's trigger once loaded, the menu still closed", async () => {
    const { deferred, release } = heldBack();
    render(<Menu deferred={deferred} />);
    await userEvent.tab();
    expect(document.activeElement).toBe(trigger());
    await release();
    await waitFor(() => expect(trigger().hasAttribute('data-rac')).toBe(true));
    expect(document.activeElement).toBe(trigger());
    expect(screen.queryByRole('menu')).toBeNull();
  });

  it('opens with Enter pressed before the menu loaded, on its first item; Escape returns to the trigger', async () => {
    const { deferred, release } = heldBack();
    render(<Menu deferred={deferred} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(screen.queryByRole('menu')).toBeNull();
    await release();
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: 'Your account' })),
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(document.activeElement).toBe(trigger()));
    expect(trigger().hasAttribute('data-rac')).toBe(true);
  });

  it('opens with a click made before the menu loaded', async () => {
    const { deferred, release } = heldBack();
    render(<Menu deferred={deferred} />);
    await userEvent.click(trigger());
    await release();
    expect(await screen.findByRole('menu')).toBeTruthy();
    expect(trigger().getAttribute('aria-expanded')).toBe('true');
  });

  it('keeps the plain button while it is held down, so a press is not split between two buttons', async () => {
    const { deferred, release } = heldBack();
    render(<Menu deferred={deferred} />);
    fireEvent.pointerDown(trigger(), { button: 0, pointerType: 'touch' });
    await release();
    expect(trigger().hasAttribute('data-rac')).toBe(false);
    fireEvent.click(trigger(), { detail: 1 });
    expect(await screen.findByRole('menu')).toBeTruthy();
  });
});
