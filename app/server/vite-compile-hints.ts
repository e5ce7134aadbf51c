// Build step: marks the browser chunks a page runs at start-up with V8's per-file compile hint
// (`//# allFunctionsCalledOnLoad`, on by default in Chromium since 136). Without it V8 compiles each
// function on the main thread the first time it is called, which on a cold load is most of hydration:
// on the calibrated phone (decision 103) a trace of the wizard's load had 620-710 ms of main-thread
// compile events. With the hint the file is compiled on the background thread that streams it in, as
// it arrives: 147-229 ms were left on the main thread (decision 108). Other browsers read a comment.
//
// Only the start-up chunks: every route module and the browser entry (React Router builds each as an
// entry), and what they import statically. A chunk reached only through `import()` (the consent-gated
// tags, the strings of a namespace, a lazy dialog) is not needed at load, and compiling all of it
// eagerly would only cost memory. The comment is added last, after minification and Vite's own
// additions, on the first line, where V8 looks for it; no source maps are emitted, so no line moves.
import type { Plugin } from "vite";

export const COMPILE_HINT = "//# allFunctionsCalledOnLoad\n";

/**
 * Chunks below this size (minified bytes) are left lazy: compiling a few kilobytes on first call costs
 * little, while the comment's ~30 gzipped bytes on each of a page's many small chunks came to 1.2 KiB,
 * enough to push two pages over the JavaScript budget (decision 026; at 8 KiB the staff desk was still
 * 0.1 KiB over). What the hint is for is the big ones: React DOM with the entry (210 KB), React with
 * React Router (117 KB) and the big route modules such as the wizard's.
 */
export const MIN_HINTED_BYTES = 24 * 1024;

/** The chunk as the bundle describes it: enough to walk the start-up graph. */
export type ChunkInfo = { isEntry: boolean; imports: readonly string[]; code: string };

/** File names of the start-up chunks worth the hint: the entries and everything they import statically, of MIN_HINTED_BYTES or more. */
export function startupChunks(chunks: ReadonlyMap<string, ChunkInfo>): Set<string> {
	const seen = new Set<string>();
	const visit = (name: string) => {
		const chunk = chunks.get(name);
		if (!chunk || seen.has(name)) return;
		seen.add(name);
		for (const imported of chunk.imports) visit(imported);
	};
	for (const [name, chunk] of chunks) if (chunk.isEntry) visit(name);
	return new Set([...seen].filter((name) => chunks.get(name)!.code.length >= MIN_HINTED_BYTES));
}

export function compileHints(): Plugin {
	return {
		name: "freight:compile-hints",
		apply: "build",
		applyToEnvironment: (environment) => environment.name === "client",
		generateBundle: {
			// after Vite's own (its preload helper writes a line at the top of chunks that use import())
			order: "post",
			handler(_options, bundle) {
				const chunks = new Map<string, ChunkInfo>();
				for (const [name, output] of Object.entries(bundle)) if (output.type === "chunk") chunks.set(name, output);
				for (const name of startupChunks(chunks)) {
					const output = bundle[name];
					if (output?.type === "chunk" && !output.code.startsWith(COMPILE_HINT))
						output.code = COMPILE_HINT + output.code;
				}
			},
		},
	};
}
