// `npm run db:seed`: reference data (countries, ports, airports) everywhere; demo accounts only
// outside production. Idempotent: running it again updates rows instead of duplicating them.
import { databasePath, openDatabase } from "./client.ts";
import { seedDemo } from "./seed/demo.ts";
import { seedReference } from "./seed/reference.ts";

const connection = openDatabase();
try {
	const reference = seedReference(connection.db);
	console.log(`reference data seeded into ${databasePath()}:`, reference);
	if (process.env.NODE_ENV === "production") {
		console.log("production: demo data skipped");
	} else {
		console.log("demo data seeded:", await seedDemo(connection.db));
	}
} finally {
	connection.sqlite.close();
}
