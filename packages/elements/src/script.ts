// The one-script-tag build: `<script src=".../elements/trove-elements.js">` exposes `window.TroveElements`.
export * from './index';
