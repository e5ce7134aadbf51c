// `npm run db:seed`: reference data (countries, ports, airports, the fixed surcharge tables of spec
// section 9, the signup coupon campaign) everywhere; demo accounts, rates, coupons, shipments and the partner API key only outside
// production. Idempotent: running it again updates rows instead of duplicating them.
import { closeConnection, databasePath, openDatabase } from "./client.ts";
import { seedDemoApiKey } from "./seed/demo-api-key.ts";
import { seedDemoBilling } from "./seed/demo-bank-accounts.ts";
import { seedDemoBoard } from "./seed/demo-board.ts";
import { seedDemoCoupons } from "./seed/demo-coupons.ts";
import { seedDemoDocuments } from "./seed/demo-documents.ts";
import { seedDemoMarket } from "./seed/demo-market.ts";
import { seedDemoRates } from "./seed/demo-rates.ts";
import { seedDemoShipments } from "./seed/demo-shipments.ts";
import { seedDemo } from "./seed/demo.ts";
import { seedFixedSurcharges } from "./seed/fixed-surcharges.ts";
import { seedReference } from "./seed/reference.ts";
import { seedSignupCampaign } from "./seed/signup-coupon.ts";
import { seedDemoIntegrations } from "./seed/demo-integrations.ts";

const connection = openDatabase();
try {
	const reference = seedReference(connection.db);
	console.log(`reference data seeded into ${databasePath()}:`, reference, {
		fixedSurcharges: seedFixedSurcharges(connection.db),
		signupCampaign: seedSignupCampaign(connection.db),
	});
	if (process.env.NODE_ENV === "production") {
		console.log("production: demo data skipped");
	} else {
		console.log("demo data seeded:", await seedDemo(connection.db));
		console.log("demo rates seeded:", seedDemoRates(connection.db));
		console.log("demo API key seeded:", seedDemoApiKey(connection.db));
		console.log("demo coupons seeded:", seedDemoCoupons(connection.db));
		// after the users and rates: the demo shipments are priced by the engine (which reads through the
		// process-wide connection, closed below)
		console.log("demo shipments seeded:", seedDemoShipments(connection.db));
		console.log("demo documents seeded:", await seedDemoDocuments(connection.db));
		// after the shipments: the delivered one gets its invoice made from its quote
		console.log("demo billing seeded:", seedDemoBilling(connection.db));
		// a generated SCFI series labelled synthetic (the real index is not ours to ship: decision 077)
		console.log("demo market index seeded:", seedDemoMarket(connection.db));
		// board posts: events, notices, news and track record (decision 090)
		console.log("demo board seeded:", seedDemoBoard(connection.db));
		// after the rates and the billing: official rates, a taxed invoice and a cleared import (decisions 097-100)
		console.log("demo integrations seeded:", seedDemoIntegrations(connection.db));
	}
} finally {
	connection.sqlite.close();
	closeConnection();
}
