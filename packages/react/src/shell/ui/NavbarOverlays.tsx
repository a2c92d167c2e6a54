import type { MouseEvent, ReactNode } from 'react';
import {
  Button,
  Dialog,
  DialogTrigger,
  Heading,
  Menu,
  MenuItem,
  MenuTrigger,
  Modal,
  ModalOverlay,
  Popover,
  RouterProvider,
  Separator,
} from 'react-aria-components';
import { cx } from '../../styles/cx';
import { type FirstOpen, useFirstOpen } from './deferredTrigger';
import type { NavbarHrefs, NavbarMember, NavbarSlot, NavbarTranslations } from './NavbarView';

// The navbar's overlays, react-aria's dialog and menu: loaded on demand by `NavbarView` (their
// plain buttons stand in until then), out of the page's first script.

export interface NavbarDrawerProps {
  firstOpen: FirstOpen;
  /** The menu button's name, and the drawer's title. */
  label: string;
  closeLabel: string;
  buttonClassName: string;
  drawerClassName: string;
  /** The menu button's content (its icon). */
  icon: ReactNode;
  /** The drawer's lists of links. */
  children: ReactNode;
}

/** The phone's menu button and the drawer it opens, closed again once a link in it is followed. */
export function NavbarDrawer({
  firstOpen,
  label,
  closeLabel,
  buttonClassName,
  drawerClassName,
  icon,
  children,
}: NavbarDrawerProps) {
  const { isOpen, onOpenChange } = useFirstOpen(firstOpen);
  return (
    <DialogTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button
        className={buttonClassName}
        aria-label={label}
        autoFocus={firstOpen.focusTrigger || firstOpen.open}
      >
        {icon}
      </Button>
      <ModalOverlay isDismissable className="trove-root trove-drawer-overlay">
        <Modal className={drawerClassName}>
          <Dialog className="trove-drawer__dialog">
            {({ close }) => (
              <>
                <div className="trove-drawer__header">
                  <Heading slot="title" level={2} className="trove-drawer__title">
                    {label}
                  </Heading>
                  <Button slot="close" aria-label={closeLabel} className="trove-dialog__close">
                    <span aria-hidden="true">×</span>
                  </Button>
                </div>
                {/* A link followed in the app (the router's link) leaves the drawer open: close it. */}
                {/* biome-ignore lint/a11y/noStaticElementInteractions: the links inside are the interactive elements; this only hears their clicks */}
                {/* biome-ignore lint/a11y/useKeyWithClickEvents: Enter on a link is a click */}
                <div className="trove-drawer__body" onClick={closeOnLink(close)}>
                  {children}
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** Closes the drawer once a link in it is followed (a click on an `<a>`, or on what is inside one). */
function closeOnLink(close: () => void) {
  return (event: MouseEvent<HTMLElement>) => {
    if (event.target instanceof Element && event.target.closest('a[href]')) close();
  };
}

export interface MemberMenuProps {
  firstOpen: FirstOpen;
  member: NavbarMember;
  auctionsEnabled: boolean;
  onLogout: (() => void) | undefined;
  /** How the menu's links navigate in an app (react-aria's RouterProvider). Default: a page load. */
  navigate: ((href: string) => void) | undefined;
  t: NavbarTranslations;
  to: NavbarHrefs;
  classNames: Partial<Record<NavbarSlot, string>>;
  /** The button's content: the member's photo and name. */
  label: ReactNode;
}

/** The signed-in member's menu: their pages, then Log out. */
export function MemberMenu({ navigate, ...props }: MemberMenuProps) {
  return navigate ? (
    <RouterProvider navigate={navigate}>
      <MemberMenuTrigger {...props} />
    </RouterProvider>
  ) : (
    <MemberMenuTrigger {...props} />
  );
}

function MemberMenuTrigger({
  firstOpen,
  member,
  auctionsEnabled,
  onLogout,
  t,
  to,
  classNames,
  label,
}: Omit<MemberMenuProps, 'navigate'>) {
  const { isOpen, onOpenChange, byKeyboard } = useFirstOpen(firstOpen);
  const item = cx('trove-menu__item', classNames.menuItem);
  return (
    <MenuTrigger isOpen={isOpen} onOpenChange={onOpenChange}>
      <Button
        className={cx('trove-navbar__member', classNames.member)}
        autoFocus={firstOpen.focusTrigger || firstOpen.open}
      >
        {label}
      </Button>
      <Popover placement="bottom end" className="trove-root trove-popover">
        <Menu
          className={cx('trove-menu', classNames.menu)}
          // opened by Enter or Space on the plain button: the first item, as react-aria's own keyboard open
          autoFocus={byKeyboard ? 'first' : undefined}
          onAction={(key) => {
            if (key === 'logout') onLogout?.();
          }}
        >
          {to.account !== null && (
            <MenuItem id="account" href={to.account} className={item}>
              {t.account}
            </MenuItem>
          )}
          {auctionsEnabled && to.myLots !== null && (
            <MenuItem id="my-lots" href={to.myLots} className={item}>
              {t.myLots}
            </MenuItem>
          )}
          {member.profileComplete ? (
            <MenuItem id="notifications" href={to.notifications} className={item}>
              {t.notifications}
            </MenuItem>
          ) : (
            to.completeProfile !== null && (
              <MenuItem id="complete-profile" href={to.completeProfile} className={item}>
                {t.completeProfile}
              </MenuItem>
            )
          )}
          {to.upgrade !== null && (
            <MenuItem id="upgrade" href={to.upgrade} className={item}>
              {t.upgrade}
            </MenuItem>
          )}
          {member.canCreateListing && to.createListing !== null && (
            <MenuItem id="create-listing" href={to.createListing} className={item}>
              {t.createListing}
            </MenuItem>
          )}
          <Separator className="trove-menu__separator" />
          <MenuItem id="logout" className={item}>
            {t.logout}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
