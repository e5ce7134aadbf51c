// Not a check but a review aid ("review every PDF page as a picture"): with QUOTE_PDF_OUT set,
// renders demo quotes (sea FCL, sea LCL, air, one still being priced) in kr, en and vn into that folder:
//   QUOTE_PDF_OUT=/tmp/quote-pdfs npx vitest run app/pdf/quote-pdf.review.test.ts
//   cd /tmp/quote-pdfs && for f in *.pdf; do pdftoppm -png -r 70 "$f" "${f%.pdf}"; done
// Skipped otherwise, so the suite never writes files.
import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { expect, test } from "vitest";
import type { SessionUser } from "#app/auth/session.server.ts";
import { type PricingRequestInput, PricingRequestSchema } from "#app/pricing/request.ts";
import { createEstimate, getEstimateFor } from "#app/quotes/estimates.server.ts";
import { priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { getDb } from "#db/client.ts";
import { seedDemoRates } from "#db/seed/demo-rates.ts";
import { seedDemo } from "#db/seed/demo.ts";
import { seedFixedSurcharges } from "#db/seed/fixed-surcharges.ts";
import { seedReference } from "#db/seed/reference.ts";
import { renderQuotePdf } from "./quote-pdf.server.tsx";

const out = process.env.QUOTE_PDF_OUT;

const user: SessionUser = {
	id: "demo-customer",
	email: "customer@demo.kr",
	name: "데모 고객",
	role: "customer",
	locale: "kr",
	companyId: "demo-company-a",
	phone: "01012345678",
	phoneVerified: true,
	sessionId: "s",
	partnerCompanyId: null,
};
const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);
const REQUESTS: Record<string, PricingRequestInput> = {
	fcl: {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate,
		incoterms: "FOB",
		containers: [
			{ type: "dv20", count: 2 },
			{ type: "hc40", count: 1 },
		],
	},
	lcl: {
		mode: "sea",
		direction: "export",
		cargoType: "lcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate,
		packages: [{ count: 4, weightKg: 300, volumeCbm: 1.2 }],
	},
	air: {
		mode: "air",
		direction: "import",
		origin: "HAN",
		destination: "ICN",
		readyDate,
		packages: [{ count: 2, weightKg: 120, volumeCbm: 0.5 }],
	},
	manual: {
		mode: "sea",
		direction: "export",
		cargoType: "fcl",
		origin: "KRPUS",
		destination: "VNHPH",
		readyDate,
		containers: [{ type: "dv20", count: 1 }],
	},
};

test.skipIf(!out)(
	"renders the demo quote PDFs for review",
	async () => {
		seedReference(getDb());
		seedFixedSurcharges(getDb());
		seedDemoRates(getDb());
		await seedDemo(getDb());
		fs.mkdirSync(out as string, { recursive: true });
		for (const [kind, input] of Object.entries(REQUESTS)) {
			const request = PricingRequestSchema.parse(input);
			const result = priceFromDb(request);
			const priced =
				kind !== "manual" && result.ok ? { option: result.options[0]! } : { manualReason: "no_rate_on_date" as const };
			const estimate = getEstimateFor(user, createEstimate({ user, request, priced, onceKey: crypto.randomUUID() }));
			for (const locale of ["kr", "en", "vn"] as const) {
				const pdf = await renderQuotePdf(estimate, locale);
				fs.writeFileSync(path.join(out as string, `${kind}-${locale}.pdf`), pdf);
				expect(pdf.length).toBeGreaterThan(1000);
			}
		}
	},
	60_000,
);
