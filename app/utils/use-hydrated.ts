// Whether React runs in the browser yet: false on the server and in the first render after the page
// arrives (so hydration matches the server's HTML), true from the first effect on. Screens use it to
// put away what only a page without JavaScript needs, or to add what only JavaScript can work.
import { useEffect, useState } from "react";

/** True once React runs in the browser. */
export function useHydrated(): boolean {
	const [hydrated, setHydrated] = useState(false);
	useEffect(() => setHydrated(true), []);
	return hydrated;
}
