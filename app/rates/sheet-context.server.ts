// The SheetContext from the database: what row validation looks up (ports, airports, Korean regions)
// and the rows of the kind already stored. Read inside the writing transaction by the import and the
// edit form, so the overlap check sees exactly what the write will land on.
import { getDb } from "#db/client.ts";
import { krRegions } from "#app/places/kr-regions.ts";
import { placeCountries } from "#app/places/places.server.ts";
import type { RateKind } from "#app/pricing/types.ts";
import type { ProvinceInfo, SheetContext } from "./sheet-context.ts";
import { type Db, storedRecords } from "./rate-tables.server.ts";

let provinces: ProvinceInfo[] | undefined;

function provinceInfo(): ProvinceInfo[] {
	provinces ??= krRegions().provinces.map((p) => ({
		code: p.code,
		nameKo: p.nameKo,
		shortNameKo: p.shortNameKo,
		truckingBasis: p.truckingBasis,
		districts: (p.districts ?? []).map((d) => d.nameKo),
	}));
	return provinces;
}

/** What row validation needs: ports, airports, Korean regions and the stored rows of the kind. */
export function sheetContext(kind: RateKind, db: Db = getDb()): SheetContext {
	return {
		// reference data (places.server.ts keeps it per connection); only the stored rows need the transaction
		ports: placeCountries("sea"),
		airports: placeCountries("air"),
		provinces: provinceInfo(),
		stored: storedRecords(kind, db),
	};
}
