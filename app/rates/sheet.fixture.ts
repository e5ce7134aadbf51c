// Rate sheet test fixtures: a SheetContext of a few ports, airports and provinces, one valid row of
// every kind, and `check`, which validates that row with some cells changed. Each rule's test starts
// from the valid row and changes one or two cells, so it expects exactly one message.
import type { RateKind } from "#app/pricing/types.ts";
import type { RateRecord, SheetContext } from "./sheet-context.ts";
import { validateRows } from "./sheet-rows.ts";

export const ctx = (stored: RateRecord[] = []): SheetContext => ({
	ports: new Map([
		["KRPUS", "KR"],
		["KRINC", "KR"],
		["KRKAN", "KR"],
		["KRMOK", "KR"], // Korean, but not a gateway of spec section 9
		["VNHPH", "VN"],
		["VNSGN", "VN"],
		["CNSHA", "CN"],
		["SGSIN", "SG"],
	]),
	airports: new Map([
		["ICN", "KR"],
		["GMP", "KR"],
		["HAN", "VN"],
		["SGN", "VN"],
		["PVG", "CN"],
	]),
	provinces: [
		{
			code: "KR-11",
			nameKo: "서울특별시",
			shortNameKo: "서울",
			truckingBasis: "one_way",
			districts: ["종로구", "중구"],
		},
		{ code: "KR-43", nameKo: "충청북도", shortNameKo: "충북", truckingBasis: "round_trip", districts: ["청주시"] },
		{
			code: "KR-42",
			nameKo: "강원특별자치도",
			shortNameKo: "강원",
			truckingBasis: "mixed",
			districts: ["춘천시", "강릉시"],
		},
		{ code: "KR-26", nameKo: "부산광역시", shortNameKo: "부산", truckingBasis: null, districts: [] },
	],
	stored,
});

export const VALID: Record<RateKind, Record<string, string>> = {
	fcl: {
		pol: "KRPUS",
		pod: "VNHPH",
		carrier: "HMM",
		container_code: "dv20",
		currency: "USD",
		amount: "412.50",
		valid_from: "2026-01-01",
		valid_to: "2026-03-31",
		transit_days: "5",
		routing: "direct",
		via_port: "",
		weekly_frequency: "3",
		dg_accepted: "yes",
	},
	lcl: {
		pol: "KRINC",
		pod: "VNSGN",
		carrier: "Consol Co",
		currency: "USD",
		per_rt: "35",
		minimum: "35",
		valid_from: "2026-01-01",
		valid_to: "2026-03-31",
		transit_days: "8",
		routing: "transhipment",
		via_port: "KRPUS",
		weekly_frequency: "1",
		dg_accepted: "N",
	},
	air: {
		origin: "ICN",
		destination: "HAN",
		carrier: "KE",
		currency: "KRW",
		minimum: "90000",
		rate_n: "5200",
		rate_45: "4100",
		rate_100: "3900",
		rate_300: "3600",
		rate_500: "3400",
		rate_1000: "3400",
		valid_from: "2026-01-01",
		valid_to: "2026-01-31",
		transit_days: "1",
		routing: "direct",
	},
	surcharge: {
		code: "thc",
		side: "origin",
		basis: "per_container",
		mode: "fcl",
		direction: "export",
		region: "",
		port: "KRPUS",
		carrier: "",
		container_code: "dv20",
		dg_only: "false",
		currency: "KRW",
		amount: "130000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	port_cost: {
		port: "VNHPH",
		code: "pcfThc",
		basis: "per_container",
		mode: "fcl",
		container_code: "dv40",
		currency: "VND",
		amount: "2540000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	trucking: {
		port: "KRPUS",
		province: "KR-11",
		district: "종로구",
		size: "20",
		basis: "one_way",
		amount: "650000",
		valid_from: "2026-01-01",
		valid_to: "2026-12-31",
	},
	exchange: { currency: "KRW", effective_date: "2026-01-01", krw_or_vnd_per_usd: "1385.50" },
};

export function check(kind: RateKind, change: Record<string, string>, stored: RateRecord[] = []) {
	return validateRows(kind, [{ line: 2, values: { ...VALID[kind], ...change } }], ctx(stored));
}
