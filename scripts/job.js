// Runs a scheduled job by hand, or lists them: `npm run job -- list`, `npm run job -- reminders`,
// `npm run job -- backup --force` (app/jobs/by-hand.server.ts says what a run by hand does). Plain
// JavaScript over the production build, so it works in the deployed image (`fly ssh console`, then
// `npm run job -- list`), where the app's TypeScript sources are not shipped: run `npm run build` first
// when trying it locally.
const build = await import("../build/server/index.js").catch((error) => {
	console.error(`the production build is missing (npm run build): ${error instanceof Error ? error.message : error}`);
	process.exit(1);
});

const { ok, lines } = await build.entry.module.jobByHand(process.argv.slice(2));
for (const line of lines) console.log(line);
process.exit(ok ? 0 : 1);
