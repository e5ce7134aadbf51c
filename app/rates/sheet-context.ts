// The rate sheet's shared words: the kinds of rate, a row as a record of cell values, the messages a
// sheet can earn (each a translation key under rates.errors) and what row validation looks up
// (SheetContext: reference data and the rows already stored, supplied by the caller so the sheet
// modules stay pure). The other sheet-*.ts modules build on these; sheet.ts validates whole sheets.
import { isOneOf } from "#app/pricing/codes.ts";
import type { RateKind } from "#app/pricing/types.ts";

export const RATE_KINDS = [
	"fcl",
	"lcl",
	"air",
	"surcharge",
	"port_cost",
	"trucking",
	"exchange",
] as const satisfies readonly RateKind[];
// the compiler refuses this line if a RateKind is added to types.ts but not listed above
const everyKindListed: Exclude<RateKind, (typeof RATE_KINDS)[number]> extends never ? true : never = true;
void everyKindListed;

export function isRateKind(value: unknown): value is RateKind {
	return isOneOf(RATE_KINDS, value);
}

/** Spec-agreed limits of an upload: checked on the bytes and on the data rows. */
export const MAX_SHEET_BYTES = 2 * 1024 * 1024;
export const MAX_SHEET_ROWS = 5000;

export type CellValue = string | number | boolean | null;
/** A rate row keyed by the database field names of its kind (`validFrom`, `containerCode` ...). */
export type RateRecord = Record<string, CellValue>;

/** Every message a sheet can earn, each a translation key under rates.errors (three languages). */
export const ERROR_KEYS = [
	// the file
	"fileRequired",
	"fileTooLarge",
	"notSheet",
	"notUtf8",
	"xlsNotSupported",
	"unreadableXlsx",
	"archiveTooLarge",
	"unterminatedQuote",
	// the header
	"noHeader",
	"blankColumn",
	"duplicateColumn",
	"missingColumn",
	"unknownColumn",
	"kindMismatch",
	"kindUndetected",
	"noRows",
	"tooManyRows",
	"extraCell",
	// cells
	"required",
	"badId",
	"formulaLike",
	"hiddenCharacters",
	"tooLong",
	"unknownCode",
	"unknownPort",
	"unknownAirport",
	"notKoreanPort",
	"unknownProvince",
	"unknownDistrict",
	"notNumber",
	"tooManyDecimals",
	"tooLarge",
	"amountPositive",
	"surchargeZero",
	"percentDecimals",
	"percentRange",
	"rateDecimals",
	"notInteger",
	"intRange",
	"notBoolean",
	"badDate",
	// rules within a row
	"validToBeforeFrom",
	"bothKorean",
	"notGateway",
	"noKoreanEnd",
	"lclPort",
	"viaRequired",
	"viaNotAllowed",
	"breakIncreases",
	"basisMode",
	"containerOnlyFcl",
	"truckingBasis",
	// rules between rows
	"unknownId",
	"duplicateId",
	"overlapsRow",
	"overlapsStored",
	"sameDateRow",
	"sameDateStored",
] as const;
export type ErrorKey = (typeof ERROR_KEYS)[number];

export type IssueParams = Record<string, string | number>;
/** "row N, column C: reason": N is the line in the file (header = 1, 0 = the file as a whole). */
export type Issue = { row: number; column?: string; key: ErrorKey; params?: IssueParams };

export const ERROR_PREFIX = "rates.errors.";

/** Korean province as the sheet needs it (db/data/kr-regions.json). */
export type ProvinceInfo = {
	code: string;
	nameKo: string;
	shortNameKo: string;
	/** "mixed" (Gangwon) or null (the spec is silent): either basis is accepted */
	truckingBasis: string | null;
	districts: readonly string[];
};

/** What row validation looks up: reference tables and the rows of this kind already stored. */
export type SheetContext = {
	/** UN/LOCODE -> ISO country */
	ports: ReadonlyMap<string, string>;
	/** IATA -> ISO country */
	airports: ReadonlyMap<string, string>;
	provinces: readonly ProvinceInfo[];
	stored: readonly RateRecord[];
};
