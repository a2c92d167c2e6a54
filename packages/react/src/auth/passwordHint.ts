import { PASSPHRASE_MIN_LENGTH, PASSWORD_MIN_LENGTH } from '@trove/core/auth';

/**
 * Help under a new-password field, worded from core's limits so it never disagrees with the rule.
 * Built in a pure call so bundles that never show it (the elements script) drop it and core's forms.
 */
export const passwordHint: string = /* @__PURE__ */ (() =>
  `${PASSWORD_MIN_LENGTH} or more characters with a number, a lowercase and an uppercase letter, or a passphrase of ${PASSPHRASE_MIN_LENGTH} or more.`)();
