// `npm run bench:pdf`: how long the quote PDF takes to render, per document, for a sea FCL, a sea LCL
// and an air quote in kr, en and vn (vitest's bench runner, since the PDF modules are TSX). A speed
// goal is a figure to read here, not a timed assertion in the tests: the tests share the machine with
// whatever else runs, and a timed test fails for that. What we aim for: under 2 s per document, after
// the process's first render (which parses the two 2.7 MB fonts once).
import { beforeAll, test } from "vitest";
import { DEMO, fclExport, makeEstimate, seedQuoteWorld } from "#tests/quote-world.ts";
import { getEstimateFor } from "#app/quotes/estimates.server.ts";
import { renderQuotePdf } from "#app/pdf/quote-pdf.server.tsx";

const REQUESTS = {
	fcl: fclExport({ containers: [{ type: "dv20", count: 2 }], incoterms: "FOB" }),
	lcl: fclExport({ cargoType: "lcl", containers: undefined, packages: [{ count: 4, weightKg: 300, volumeCbm: 1.2 }] }),
	air: fclExport({
		mode: "air",
		direction: "import",
		cargoType: undefined,
		origin: "HAN",
		destination: "ICN",
		containers: undefined,
		packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
	}),
};

const estimates = new Map<string, ReturnType<typeof getEstimateFor>>();

beforeAll(async () => {
	await seedQuoteWorld();
	for (const [kind, request] of Object.entries(REQUESTS))
		estimates.set(kind, getEstimateFor(DEMO.customer, makeEstimate(DEMO.customer, request)));
	await renderQuotePdf(estimates.get("fcl")!, "kr");
});

// vitest 5's bench fixture: one comparison table per kind of quote, a row per language
for (const kind of Object.keys(REQUESTS)) {
	test(`quote PDF, ${kind}`, async ({ bench }) => {
		const estimate = estimates.get(kind)!;
		await bench.compare(
			...(["kr", "en", "vn"] as const).map((locale) =>
				bench(locale, async () => void (await renderQuotePdf(estimate, locale))),
			),
			{ iterations: 5, time: 0 },
		);
	}, 120_000);
}
