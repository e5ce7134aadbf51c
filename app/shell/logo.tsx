// The logo's shapes, once: public/logo.svg (the favicon) holds the same drawing, and the PDF letterhead
// (app/pdf/layout.server.tsx) draws these with react-pdf's primitives; a test checks all three agree.
// The header draws it inline rather than as <img src="/logo.svg">: an SVG file shown as an image gets
// a document of its own in Chromium (a frame, a navigation, its own layout), 2-16 ms of the main
// thread while the page is starting (decision 105); inline, it is a few nodes of the page.
const SIDE = 32;
export const LOGO = {
	/** the drawing's square, in its own units: the background fills it */
	side: SIDE,
	viewBox: `0 0 ${SIDE} ${SIDE}`,
	radius: 7,
	background: "#0b3d91",
	shapes: [
		{ d: "M6 20h20l-3 5H9z", fill: "#ffffff" },
		{ d: "M10 11h5v7h-5zM16 8h5v10h-5z", fill: "#9cc3ff" },
	],
} as const;

/** The logo as inline SVG; decorative (the link or text beside it names it). */
export function LogoMark({ size }: { size: number }) {
	return (
		<svg viewBox={LOGO.viewBox} width={size} height={size} aria-hidden="true" focusable="false">
			<rect width={LOGO.side} height={LOGO.side} rx={LOGO.radius} fill={LOGO.background} />
			{LOGO.shapes.map((s) => (
				<path key={s.d} d={s.d} fill={s.fill} />
			))}
		</svg>
	);
}
