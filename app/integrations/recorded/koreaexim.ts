// The Korea Eximbank's answer as recorded (the shape of exchangeJSON?data=AP01, trimmed to three of
// its 23 currencies). Weekends answer an empty list, as the bank does. Used by the demo and the tests.

/** The recorded USD base rate, as the bank writes it. */
export const EXIM_RECORDED_USD = "1,391.50";

export function eximRow(unit: string, name: string, base: string) {
	return {
		result: 1,
		cur_unit: unit,
		ttb: base,
		tts: base,
		deal_bas_r: base,
		bkpr: base.split(".")[0],
		yy_efee_r: "0",
		ten_dd_efee_r: "0",
		kftc_bkpr: base.split(".")[0],
		kftc_deal_bas_r: base,
		cur_nm: name,
	};
}

/** The answer for searchdate YYYYMMDD: nothing on a Saturday or Sunday, else the day's table. */
export function eximAnswer(searchdate: string, usd: string) {
	const m = /^(\d{4})(\d{2})(\d{2})$/.exec(searchdate);
	const weekday = m ? new Date(`${m[1]}-${m[2]}-${m[3]}T00:00:00Z`).getUTCDay() : 1;
	if (weekday === 0 || weekday === 6) return [];
	return [
		eximRow("EUR", "유로", "1,468.20"),
		eximRow("JPY(100)", "일본 옌", "903.12"),
		eximRow("USD", "미국 달러", usd),
	];
}
