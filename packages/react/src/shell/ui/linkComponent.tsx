import type { ComponentType, ReactNode } from 'react';

export interface LinkProps {
  href: string;
  className?: string | undefined;
  children?: ReactNode;
}

/** How a component renders its links: a plain `<a>` by default, a router's link in an app. */
export type LinkComponent = ComponentType<LinkProps>;

export function PlainLink({ href, className, children }: LinkProps) {
  return (
    <a href={href} className={className}>
      {children}
    </a>
  );
}
