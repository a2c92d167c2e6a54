// size-limit entry: @trove/core/community in full (comment rules, toggles, share links, watchdog grouping, client with ky and zod/mini).
export * from '../dist/community.js';
