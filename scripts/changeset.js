// Runs the changesets command line (`pnpm changeset …`). Its own bin script first calls
// `module.enableCompileCache()`, which Node 20 lacks (added in Node 22.1) and so throws there;
// the command line itself runs on Node 20, so this imports it directly. The arguments after
// `pnpm changeset` reach it unchanged in `process.argv`.
await import("@changesets/cli");
