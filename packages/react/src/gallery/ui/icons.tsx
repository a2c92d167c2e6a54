// Inline icons: emoji depend on the visitor's fonts, and a partner's old PC may not have them.
import type { SVGProps } from 'react';

/** The one frame of every icon: 24 units square, the text's size and colour, hidden from assistive technology. */
function Svg(props: SVGProps<SVGSVGElement>) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      className="trove-icon"
      width="1em"
      height="1em"
      viewBox="0 0 24 24"
      {...props}
    />
  );
}

/** A filled icon of one path. */
function Icon({ path }: { path: string }) {
  return (
    <Svg>
      <path fill="currentColor" d={path} />
    </Svg>
  );
}

/** A line icon of one path, drawn with rounded strokes. */
function StrokeIcon({ d }: { d: string }) {
  return (
    <Svg fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round">
      <path d={d} />
    </Svg>
  );
}

export function HeartIcon() {
  return (
    <Icon path="M12 21s-7.5-4.6-9.6-9.3C.9 8.3 3 4.5 6.7 4.5c2.1 0 3.5 1.1 4.3 2.4.8-1.3 2.2-2.4 4.3-2.4 3.7 0 5.8 3.8 4.3 7.2C19.5 16.4 12 21 12 21z" />
  );
}

export function EyeIcon() {
  return (
    <Icon path="M12 5C6.5 5 2.4 8.6 1 12c1.4 3.4 5.5 7 11 7s9.6-3.6 11-7c-1.4-3.4-5.5-7-11-7zm0 11.5a4.5 4.5 0 1 1 0-9 4.5 4.5 0 0 1 0 9zm0-2.5a2 2 0 1 0 0-4 2 2 0 0 0 0 4z" />
  );
}

export function LockIcon() {
  return (
    <Icon path="M17 9V7A5 5 0 0 0 7 7v2H5v12h14V9h-2zM9 7a3 3 0 0 1 6 0v2H9V7zm4 9.7V18h-2v-1.3a2 2 0 1 1 2 0z" />
  );
}

export function CloseIcon() {
  return (
    <Icon path="M19 6.4 17.6 5 12 10.6 6.4 5 5 6.4 10.6 12 5 17.6 6.4 19 12 13.4 17.6 19 19 17.6 13.4 12z" />
  );
}

export function ChevronLeftIcon() {
  return <Icon path="M15.4 5.4 14 4l-8 8 8 8 1.4-1.4L8.8 12l6.6-6.6z" />;
}

export function ChevronRightIcon() {
  return <Icon path="M8.6 5.4 10 4l8 8-8 8-1.4-1.4 6.6-6.6-6.6-6.6z" />;
}

export function PauseIcon() {
  return <Icon path="M6 5h4v14H6V5zm8 0h4v14h-4V5z" />;
}

export function PlayIcon() {
  return <Icon path="M7 4.5v15l13-7.5-13-7.5z" />;
}

/** Sort: arrows up and down. */
export function SortIcon() {
  return <StrokeIcon d="M7 4v16M3 8l4-4 4 4M17 20V4M13 16l4 4 4-4" />;
}

/** Grid mode: nine squares. */
export function GridIcon() {
  return (
    <StrokeIcon d="M4 4h4v4H4zM10 4h4v4h-4zM16 4h4v4h-4zM4 10h4v4H4zM10 10h4v4h-4zM16 10h4v4h-4zM4 16h4v4H4zM10 16h4v4h-4zM16 16h4v4h-4z" />
  );
}

/** List mode: a picture beside lines. */
export function ListIcon() {
  return <StrokeIcon d="M3 5h6v6H3zM13 6h8M13 10h5M3 15h6v6H3zM13 16h8M13 20h5" />;
}

/** Top: an arrow up to a line. */
export function TopIcon() {
  return <StrokeIcon d="M5 4h14M12 20V9M7 13l5-5 5 5" />;
}

/** Refine: sliders. */
export function FilterIcon() {
  return <StrokeIcon d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0M16 4v4M10 10v4M18 16v4" />;
}

/** Search: a magnifying glass. */
export function SearchIcon() {
  return <StrokeIcon d="M11 18a7 7 0 1 0 0-14 7 7 0 0 0 0 14zM20 20l-4-4" />;
}

/** Menu: three lines. */
export function MenuIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      width="22"
      height="22"
      {...props}
    >
      <path d="M3 6h18M3 12h18M3 18h18" />
    </Svg>
  );
}

/** The cart: a trolley (the navbar's and the partner pages' cart button). */
export function CartIcon(props: SVGProps<SVGSVGElement>) {
  return (
    <Svg
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      width="20"
      height="20"
      {...props}
    >
      <circle cx="9" cy="20" r="1.5" />
      <circle cx="18" cy="20" r="1.5" />
      <path d="M2 3h3l2.6 12.2a2 2 0 0 0 2 1.6h7.7a2 2 0 0 0 2-1.5L21 8H6" />
    </Svg>
  );
}
