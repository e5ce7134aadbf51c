// Where Korean exports to Vietnam go, and the ports that serve each place: the destinations of the
// route optimiser (spec section 1, "a route-optimisation offer for Korea to Vietnam exports";
// decision 081). Pure data and lookups; the optimiser (app/optimiser/) combines every Korean port with
// each destination's ports.
//
// Sources:
// - The places are Vietnam's main manufacturing and consumption centres the optimiser was asked for (Hanoi,
//   Hai Phong, Da Nang, Ho Chi Minh City, Binh Duong, Dong Nai) plus the industrial provinces next to
//   them that Korean exporters ship to (Bac Ninh: the northern electronics cluster; Ba Ria - Vung Tau:
//   the Cai Mep - Thi Vai port area). Since 1 July 2025 (National Assembly resolution on merging
//   provinces) Binh Duong and Ba Ria - Vung Tau are part of Ho Chi Minh City and Bac Ninh includes Bac
//   Giang; shippers still name the old provinces, and so do we, with the city or provincial capital
//   as the point.
// - Points: the city centre or former provincial capital (Hanoi Hoan Kiem, Hai Phong, Bac Ninh city,
//   Da Nang, HCMC District 1, Thu Dau Mot, Bien Hoa, Ba Ria), rounded to 0.01 degree (about 1 km),
//   as public gazetteers (GeoNames, Wikipedia) give them. They only feed the straight-line distance
//   shown beside each port ("about N km"), never a price.
// - Ports: the container gateways of ../shared/data/ports_kr_vn_world.csv that serve the place:
//   Hai Phong (incl. Lach Huyen) for the north, Da Nang (Tien Sa) for the centre, and for the south
//   Cat Lai (Tan Cang), Ho Chi Minh City and Cai Mep - Thi Vai, the nearest first.
import type { LocalNames } from "#app/places/names.ts";

export type VnDestination = LocalNames & {
	/** stable id used in URLs (?to=binh-duong) */
	id: string;
	lat: number;
	lon: number;
	/** UN/LOCODEs of the ports serving it, the nearest first */
	ports: readonly string[];
};

export const VN_DESTINATIONS: readonly VnDestination[] = [
	{
		id: "hanoi",
		nameKo: "하노이",
		nameEn: "Hanoi",
		nameVi: "Hà Nội",
		lat: 21.03,
		lon: 105.85,
		ports: ["VNHPH"],
	},
	{
		id: "bac-ninh",
		nameKo: "박닌",
		nameEn: "Bac Ninh",
		nameVi: "Bắc Ninh",
		lat: 21.19,
		lon: 106.08,
		ports: ["VNHPH"],
	},
	{
		id: "hai-phong",
		nameKo: "하이퐁",
		nameEn: "Hai Phong",
		nameVi: "Hải Phòng",
		lat: 20.86,
		lon: 106.68,
		ports: ["VNHPH"],
	},
	{
		id: "da-nang",
		nameKo: "다낭",
		nameEn: "Da Nang",
		nameVi: "Đà Nẵng",
		lat: 16.05,
		lon: 108.2,
		ports: ["VNDAD"],
	},
	{
		id: "ho-chi-minh",
		nameKo: "호찌민시",
		nameEn: "Ho Chi Minh City",
		nameVi: "Thành phố Hồ Chí Minh",
		lat: 10.78,
		lon: 106.7,
		ports: ["VNSGN", "VNCLI", "VNCMT"],
	},
	{
		id: "binh-duong",
		nameKo: "빈즈엉",
		nameEn: "Binh Duong",
		nameVi: "Bình Dương",
		lat: 10.98,
		lon: 106.65,
		ports: ["VNSGN", "VNCLI", "VNCMT"],
	},
	{
		id: "dong-nai",
		nameKo: "동나이",
		nameEn: "Dong Nai",
		nameVi: "Đồng Nai",
		lat: 10.95,
		lon: 106.82,
		ports: ["VNCLI", "VNSGN", "VNCMT"],
	},
	{
		id: "ba-ria-vung-tau",
		nameKo: "바리아붕따우",
		nameEn: "Ba Ria - Vung Tau",
		nameVi: "Bà Rịa - Vũng Tàu",
		lat: 10.5,
		lon: 107.17,
		ports: ["VNCMT", "VNCLI", "VNSGN"],
	},
];

export function findVnDestination(id: string | null | undefined): VnDestination | undefined {
	return id ? VN_DESTINATIONS.find((d) => d.id === id) : undefined;
}

/** The place a port's own city is: where a quote to that port opens the optimiser. */
const PORT_CITY: Readonly<Record<string, string>> = {
	VNHPH: "hai-phong",
	VNDAD: "da-nang",
	VNSGN: "ho-chi-minh",
	VNCLI: "ho-chi-minh",
	VNCMT: "ba-ria-vung-tau",
};

/** The destination a quote to this Vietnamese port links to (the port's own city), if any. */
export function vnDestinationForPort(port: string): VnDestination | undefined {
	return findVnDestination(PORT_CITY[port]);
}
