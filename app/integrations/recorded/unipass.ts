// UNI-PASS's progress answer as recorded for an import through Busan (the shape of
// retrieveCargCsclPrgsInfo): arrival report, unloading, into the bonded shed, the import declaration,
// its acceptance (수입신고수리) and the release (반출신고). The times are shifted to end two hours
// before `now`, so the demo's timeline stays current. Used by the demo, the e2e run and the tests.

export const RECORDED_STEPS: readonly { label: string; hoursBefore: number; shed: string }[] = [
	{ label: "입항보고 수리", hoursBefore: 50, shed: "" },
	{ label: "하선신고 수리", hoursBefore: 46, shed: "부산신항만(주)" },
	{ label: "반입신고", hoursBefore: 40, shed: "부산신항만(주)" },
	{ label: "수입신고", hoursBefore: 26, shed: "부산신항만(주)" },
	{ label: "수입신고수리", hoursBefore: 6, shed: "부산신항만(주)" },
	{ label: "반출신고", hoursBefore: 2, shed: "부산신항만(주)" },
];

/** "20261127153000" in Seoul time. */
export function seoulStamp(at: Date): string {
	const s = new Date(at.getTime() + 9 * 3_600_000).toISOString();
	return s.slice(0, 19).replace(/[-T:]/g, "");
}

export function progressXml(
	cargoMgmtNo: string,
	status: string,
	steps: readonly { label: string; at: Date; shed: string }[],
): string {
	const details = steps
		.map(
			(s) =>
				`<cargCsclPrgsInfoDtlQryVo><cargTrcnRelaBsopTpcd>${s.label}</cargTrcnRelaBsopTpcd><prcsDttm>${seoulStamp(s.at)}</prcsDttm><shedNm>${s.shed}</shedNm><pckGcnt>2</pckGcnt><pckUt>GT</pckUt><wght>18400</wght><wghtUt>KG</wghtUt></cargCsclPrgsInfoDtlQryVo>`,
		)
		.join("");
	return `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><cargCsclPrgsInfoQryRtnVo><ntceInfo></ntceInfo><tCnt>1</tCnt><cargCsclPrgsInfoQryVo><cargMtNo>${cargoMgmtNo}</cargMtNo><csclPrgsStts>${status}</csclPrgsStts><prgsStts>반출완료</prgsStts><shipNat>VN</shipNat><dsprNm>부산항</dsprNm></cargCsclPrgsInfoQryVo>${details}</cargCsclPrgsInfoQryRtnVo>`;
}

export function unipassAnswer(now: Date, key: string): string {
	const steps = RECORDED_STEPS.map((s) => ({
		label: s.label,
		at: new Date(now.getTime() - s.hoursBefore * 3_600_000),
		shed: s.shed,
	}));
	return progressXml(`26BUSAN${key.replace(/\W/g, "").slice(-8).toUpperCase()}0001`, "수입신고수리", steps);
}
