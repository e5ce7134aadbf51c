// One logo in three forms: the header's inline SVG and the PDF letterhead draw LOGO, the tab icon and the
// manifest's icons are PNGs (scripts/favicon.ts), and public/logo.svg is the drawing they all come from.
import { readFileSync } from "node:fs";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import sharp from "sharp";
import { expect, test } from "vitest";
import { APP_ICONS, FAVICON, renderIcon } from "../../scripts/favicon.ts";
import { LOGO, LogoMark } from "./logo.tsx";

const file = readFileSync("public/logo.svg", "utf8");

test("LOGO is public/logo.svg's drawing: its view box, corner, colours and shapes", () => {
	expect(file).toContain(`viewBox="${LOGO.viewBox}"`);
	expect(file).toContain(
		`<rect width="${LOGO.side}" height="${LOGO.side}" rx="${LOGO.radius}" fill="${LOGO.background}"/>`,
	);
	for (const shape of LOGO.shapes) expect(file).toContain(`<path d="${shape.d}" fill="${shape.fill}"/>`);
	expect(file.match(/<path /g)).toHaveLength(LOGO.shapes.length);
});

test("the header's mark is inline SVG, hidden from screen readers (the link beside it is named)", () => {
	const html = renderToStaticMarkup(createElement(LogoMark, { size: 32 }));
	expect(html).toMatch(/^<svg [^>]*aria-hidden="true"/);
	expect(html).toContain('width="32" height="32"');
	expect(html).not.toContain("<img");
	for (const shape of LOGO.shapes) expect(html).toContain(`d="${shape.d}"`);
});

test.each([FAVICON, ...APP_ICONS])(
	"$file is the logo at $size px: pixel for pixel what scripts/favicon.ts draws from the SVG",
	{ timeout: 30_000 },
	async ({ file, size }) => {
		const committed = await sharp(file).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
		const fresh = await sharp(await renderIcon(size))
			.ensureAlpha()
			.raw()
			.toBuffer({ resolveWithObject: true });
		expect(committed.info).toMatchObject({ width: size, height: size });
		expect(fresh.info).toMatchObject({ width: size, height: size });
		// a palette PNG may round a channel differently between library builds: allow a little, per channel
		let worst = 0;
		for (let i = 0; i < committed.data.length; i++)
			worst = Math.max(worst, Math.abs(committed.data[i]! - fresh.data[i]!));
		expect(worst).toBeLessThanOrEqual(24);
		// and it is the brand blue, not a blank square: a point near the top-left corner, inside its
		// rounding, is background
		const at = (x: number, y: number) => [...committed.data.subarray((y * size + x) * 4, (y * size + x) * 4 + 3)];
		const inside = Math.round(size / 8);
		expect(at(inside, inside)).toEqual([0x0b, 0x3d, 0x91]);
	},
);

test("the web app manifest's icons are those PNGs, never the SVG (decision 109)", () => {
	const manifest = JSON.parse(readFileSync("public/manifest.webmanifest", "utf8")) as {
		icons: { src: string; sizes: string; type: string }[];
	};
	expect(manifest.icons).toEqual(
		APP_ICONS.map(({ file, size }) => ({
			src: file.replace(/^public/, ""),
			sizes: `${size}x${size}`,
			type: "image/png",
		})),
	);
});
