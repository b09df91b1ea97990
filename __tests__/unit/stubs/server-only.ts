// The unit project's `server-only` (vitest.config.mts): the package throws outside a React server build, and the
// run-time layer imports it so that a client component reaching for that layer fails the build. Tests run the
// layer in plain Node, where there is nothing to guard.
export {};
