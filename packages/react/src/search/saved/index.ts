// Saved searches panel, register-search modal and their hooks.
export {};
