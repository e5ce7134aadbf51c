// Starting work in tasks of its own, for the page's start-up (the first downloads of a page's strings):
// each step is one task the browser can answer a tap between, and no step joins the next into one long
// task (decision 105).

/** Starts each of these in its own task, the first at once; the promises of what they start, in order. */
export function oneTaskEach<T>(starts: readonly (() => Promise<T>)[]): Promise<T>[] {
	return starts.map((start, index) =>
		index === 0 ? start() : new Promise<void>((resolve) => setTimeout(resolve, 0)).then(start),
	);
}
