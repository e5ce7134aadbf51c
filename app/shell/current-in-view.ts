// Menus that become a strip scrolling sideways when their entries do not fit (the staff tabs, My page's
// section menu on a phone): an entry far along the strip (shipments, payments, settings) would open out
// of sight. After a navigation the current entry (aria-current="page") is centred in the strip when it
// is not wholly in view, and left alone when it is, so the strip does not move under the pointer.
// Without JavaScript the strip starts at its first entry and the page's heading names the page.
import { useEffect, useRef } from "react";

/** A ref for the scrolling element of a menu strip; `current` is what changes when the current entry does. */
export function useCurrentInView<E extends HTMLElement>(current: unknown) {
	const ref = useRef<E>(null);
	useEffect(() => {
		const strip = ref.current;
		const entry = strip?.querySelector<HTMLElement>('[aria-current="page"]');
		if (!strip || !entry || strip.scrollWidth <= strip.clientWidth) return;
		const box = strip.getBoundingClientRect();
		const own = entry.getBoundingClientRect();
		if (own.left >= box.left && own.right <= box.right) return;
		strip.scrollLeft += own.left - box.left - (strip.clientWidth - own.width) / 2;
	}, [current]);
	return ref;
}
