// The columns of each kind of rate, as data: header, database field, required or not, and the cell
// type that parses and formats it. The import, the export, the edit form and the list all read these
// definitions. Field names are the database's (db/schema.ts), headers are snake_case.
import {
	BASES,
	CONTAINER_CODES,
	DIRECTIONS,
	FREIGHT_REGIONS,
	MODES,
	PORT_COST_CODES,
	ROUTINGS,
	SIDES,
	SURCHARGE_CODES,
	TRUCKING_BASES,
} from "#app/pricing/codes.ts";
import { CURRENCIES } from "#app/pricing/money.ts";
import type { RateKind } from "#app/pricing/types.ts";
import {
	type CellType,
	airportCell,
	boolCell,
	chargeAmountCell,
	codeCell,
	dateCell,
	districtCell,
	idCell,
	intCell,
	koreanPortCell,
	moneyCell,
	perUsdCell,
	placeCell,
	portCell,
	provinceCell,
	textCell,
} from "./sheet-cells.ts";
import type { CellValue, RateRecord } from "./sheet-context.ts";

export type Column = {
	header: string;
	field: string;
	required: boolean;
	/** stored when the cell is blank and the column is optional */
	fallback?: CellValue;
	cell: CellType;
};

const col = (header: string, field: string, cell: CellType, required = true, fallback?: CellValue): Column => ({
	header,
	field,
	required,
	cell,
	fallback: required ? undefined : (fallback ?? null),
});

const idColumn = col("id", "id", idCell, false);
const validityColumns = [col("valid_from", "validFrom", dateCell), col("valid_to", "validTo", dateCell)];

function sailingColumns(place: CellType): Column[] {
	return [
		col("transit_days", "transitDays", intCell(1, 90)),
		col("routing", "routing", codeCell(ROUTINGS)),
		col("via_port", "viaPort", place, false),
		col("weekly_frequency", "weeklyFrequency", intCell(1, 21), false, 1),
		col("dg_accepted", "dgAccepted", boolCell, false, false),
	];
}

const currencyColumn = col("currency", "currency", codeCell(CURRENCIES));
const carrierColumn = col("carrier", "carrier", textCell(100));

export const COLUMNS: Record<RateKind, readonly Column[]> = {
	fcl: [
		idColumn,
		col("pol", "pol", portCell),
		col("pod", "pod", portCell),
		carrierColumn,
		col("container_code", "containerCode", codeCell(CONTAINER_CODES)),
		currencyColumn,
		col("amount", "amount", moneyCell()),
		...validityColumns,
		...sailingColumns(portCell),
	],
	lcl: [
		idColumn,
		col("pol", "pol", portCell),
		col("pod", "pod", portCell),
		carrierColumn,
		currencyColumn,
		col("per_rt", "perRt", moneyCell()),
		col("minimum", "minimum", moneyCell()),
		...validityColumns,
		...sailingColumns(portCell),
	],
	air: [
		idColumn,
		col("origin", "origin", airportCell),
		col("destination", "destination", airportCell),
		carrierColumn,
		currencyColumn,
		col("minimum", "minimum", moneyCell()),
		col("rate_n", "n", moneyCell()),
		col("rate_45", "b45", moneyCell()),
		col("rate_100", "b100", moneyCell()),
		col("rate_300", "b300", moneyCell()),
		col("rate_500", "b500", moneyCell()),
		col("rate_1000", "b1000", moneyCell()),
		...validityColumns,
		...sailingColumns(airportCell),
	],
	surcharge: [
		idColumn,
		col("code", "code", codeCell(SURCHARGE_CODES)),
		col("side", "side", codeCell(SIDES)),
		col("basis", "basis", codeCell(BASES)),
		col("mode", "mode", codeCell(MODES)),
		col("direction", "direction", codeCell(DIRECTIONS), false),
		col("region", "region", codeCell(FREIGHT_REGIONS), false),
		col("port", "port", placeCell, false),
		col("carrier", "carrier", textCell(100), false),
		col("container_code", "containerCode", codeCell(CONTAINER_CODES), false),
		col("dg_only", "dgOnly", boolCell, false, false),
		currencyColumn,
		col("amount", "amount", chargeAmountCell("surchargeZero")),
		...validityColumns,
	],
	port_cost: [
		idColumn,
		col("port", "port", placeCell),
		col("code", "code", codeCell(PORT_COST_CODES)),
		col("basis", "basis", codeCell(BASES)),
		col("mode", "mode", codeCell(MODES)),
		col("direction", "direction", codeCell(DIRECTIONS), false),
		col("container_code", "containerCode", codeCell(CONTAINER_CODES), false),
		currencyColumn,
		col("amount", "amount", chargeAmountCell("amountPositive")),
		...validityColumns,
	],
	trucking: [
		idColumn,
		col("port", "port", koreanPortCell),
		col("province", "province", provinceCell),
		col("district", "district", districtCell, false),
		col("size", "size", codeCell(["20", "40"])),
		col("basis", "basis", codeCell(TRUCKING_BASES)),
		col("amount", "amount", moneyCell("KRW")),
		...validityColumns,
	],
	exchange: [
		idColumn,
		col("currency", "currency", codeCell(["KRW", "VND"])),
		col("effective_date", "effectiveDate", dateCell),
		col("krw_or_vnd_per_usd", "perUsdCents", perUsdCell),
	],
};

export function columnsOf(kind: RateKind): readonly Column[] {
	return COLUMNS[kind];
}

export function headersOf(kind: RateKind): string[] {
	return COLUMNS[kind].map((c) => c.header);
}

/** The fields whose equal values make two rows compete; their validity may not overlap. */
export const KEY_FIELDS: Record<RateKind, readonly string[]> = {
	fcl: ["pol", "pod", "carrier", "routing", "containerCode"],
	lcl: ["pol", "pod", "carrier", "routing"],
	air: ["origin", "destination", "carrier", "routing"],
	surcharge: ["code", "mode", "direction", "region", "port", "carrier", "containerCode", "dgOnly"],
	port_cost: ["port", "code", "mode", "direction", "containerCode"],
	trucking: ["port", "province", "district", "size"],
	exchange: ["currency", "effectiveDate"],
};

/** The list's validity filter: valid on a date (today by default), today, later, earlier, or any. */
export const VALIDITIES = ["on", "current", "future", "expired", "all"] as const;
export type ValidityFilter = (typeof VALIDITIES)[number];

/** Kinds that have a validity (exchange rates have an effective date instead). */
export function hasValidity(kind: RateKind): boolean {
	return kind !== "exchange";
}

/** The record's own fields (no audit columns), e.g. to store in the history or compare. */
export function pickFields(kind: RateKind, row: Readonly<Record<string, unknown>>): RateRecord {
	const out: RateRecord = {};
	for (const { field } of COLUMNS[kind]) {
		const value = row[field];
		out[field] = value === undefined ? null : (value as CellValue);
	}
	return out;
}

/** Whether a parsed row would change the stored one (the id aside). */
export function sameRecord(kind: RateKind, a: RateRecord, b: RateRecord): boolean {
	return COLUMNS[kind].every(({ field }) => field === "id" || (a[field] ?? null) === (b[field] ?? null));
}
