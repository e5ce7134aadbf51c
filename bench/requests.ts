// The typical requests both pricing benchmarks send (bench/pricing.ts in process, bench/api.ts over
// HTTP), ready two weeks from today so the demo rates always cover them.
const readyDate = new Date(Date.now() + 14 * 86_400_000).toISOString().slice(0, 10);

export const FCL_REQUEST = {
	mode: "sea",
	direction: "export",
	cargoType: "fcl",
	origin: "KRPUS",
	destination: "VNHPH",
	koreanRegion: { province: "KR-11" },
	readyDate,
	containers: [
		{ type: "dv20", count: 2 },
		{ type: "dv40", count: 1 },
		{ type: "hc40", count: 1 },
	],
} as const;

export const AIR_REQUEST = {
	mode: "air",
	direction: "export",
	origin: "ICN",
	destination: "SGN",
	readyDate,
	packages: [
		{ count: 3, measure: "per_box", weightKg: 120, dimensions: { length: 120, width: 100, height: 80, unit: "CM" } },
		{ count: 1, measure: "total", weightKg: 45.5, volumeCbm: 0.4 },
	],
} as const;

export const CASES = {
	"FCL export KRPUS->VNHPH, 3 box types, trucking from Seoul": FCL_REQUEST,
	"air export ICN->SGN, 2 package lines": AIR_REQUEST,
} as const;
