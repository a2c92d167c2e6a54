// msw handlers and fixtures for item detail panes.
export {};
