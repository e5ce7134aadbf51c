// Korea - Vietnam liner services as public news reported them: ../shared/data/kr_vn_liner_services_reference.csv
// (ksg.co.kr, vietnamplus, einpresswire, wowtv, monthlymaritimekorea; see the data README), reduced to
// the ports each loop calls, in rotation order, as UN/LOCODEs. Pure data and one lookup.
//
// What it is for: the route optimiser (decision 081) prices only from our own rates; a Korean port x
// Vietnamese port pair with no rate says so, and this table says whether a carrier has run that pair
// (so staff can be asked for a quote) or none is known. It never makes a price or a transit time:
// the records are mostly historical (Hanjin ceased in 2017), "use as shape, not a live schedule".
// The snapshot row ("many carriers, Busan -> HCMC") and the Evergreen Hai Phong - Ulsan row (its
// rotation is not given beyond the two ends) are kept as pairs only.

export type LinerService = {
	carrier: string;
	service: string;
	/** ports of call in rotation order (a loop: the last sails back to the first) */
	calls: readonly string[];
	/** when it was reported, as the source dates it */
	reported: string;
	/** a transit the source states or derives, e.g. "Busan -> Haiphong 5 days" */
	transit?: { from: string; to: string; days: string };
	source: string;
};

export const LINER_SERVICES: readonly LinerService[] = [
	{
		carrier: "KMTC",
		service: "KHX",
		calls: ["KRPUS", "KRKAN", "VNHPH", "HKHKG", "CNSHA"],
		reported: "~2010",
		transit: { from: "KRPUS", to: "VNHPH", days: "5" },
		source: "ksg.co.kr pNum=55363",
	},
	{
		carrier: "KMTC + Heung-A",
		service: "ISH",
		calls: ["KRPUS", "KRINC", "CNSHA", "VNHPH", "HKHKG"],
		reported: "~2017",
		transit: { from: "KRINC", to: "VNHPH", days: "7" },
		source: "ksg.co.kr pNum=99638",
	},
	{
		carrier: "HMM + KMTC",
		service: "NTH",
		calls: ["KRPUS", "KRKAN", "CNSHA", "HKHKG", "THLCH", "THBKK", "VNSGN"],
		reported: "~2018",
		transit: { from: "KRPUS", to: "VNSGN", days: "~15" },
		source: "ksg.co.kr pNum=110222",
	},
	{
		carrier: "Hanjin + Sinokor",
		service: "KH1",
		calls: ["KRINC", "KRPTK", "KRPUS", "HKHKG", "VNHPH", "CNYTN"],
		reported: "2016 (historical)",
		source: "wowtv A201603290460",
	},
	{
		carrier: "Sinokor",
		service: "KH2",
		calls: ["KRKAN", "KRPUS", "KRUSN", "HKHKG", "CNHUA", "VNHPH"],
		reported: "2016",
		source: "wowtv A201603290460",
	},
	{
		carrier: "CK Line + HMM",
		service: "Korea-China-Vietnam",
		calls: ["KRINC", "KRPUS", "HKHKG", "VNHPH", "CNXMN"],
		reported: "undated",
		source: "ksg.co.kr pNum=89162",
	},
	{
		carrier: "Heung-A",
		service: "HPS2",
		calls: ["KRUSN", "KRPUS", "HKHKG", "VNHPH", "CNFAN", "CNSHK", "HKHKG"],
		reported: "~2015",
		source: "monthlymaritimekorea idxno=1327",
	},
	{
		carrier: "KMTC + CK Line + Namsung",
		service: "NKT",
		calls: ["KRINC", "KRKAN", "KRPUS", "HKHKG", "CNSHK", "THLCH", "THBKK", "VNCLI"],
		reported: "2021",
		source: "vietnamplus 201956",
	},
	{
		carrier: "Maersk",
		service: "PH5",
		calls: ["KRINC", "CNXMN", "HKHKG", "THLCH", "VNCLI"],
		reported: "2024",
		transit: { from: "KRINC", to: "VNCLI", days: "5-8" },
		source: "einpresswire 693729517",
	},
	{
		carrier: "Evergreen",
		service: "Hai Phong - Ulsan",
		calls: ["VNHPH", "KRUSN"],
		reported: "2023",
		source: "vneconomy (Ulsan Port Authority)",
	},
	{
		carrier: "many carriers",
		service: "Busan - HCMC lane snapshot",
		calls: ["KRPUS", "VNSGN"],
		reported: "~2008-2010 (historical)",
		source: "cafe.daum.net Imx6 datanum=15",
	},
];

/** The reported services calling both ports (either order: a loop comes back), oldest table order. */
export function linerServicesBetween(a: string, b: string): LinerService[] {
	return LINER_SERVICES.filter((s) => s.calls.includes(a) && s.calls.includes(b));
}
