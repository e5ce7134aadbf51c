import { describe, expect, test } from "vitest";
import { resolveParticles } from "./josa.ts";

describe("Korean particles follow the last sound of the word before them", () => {
	test.each([
		// Hangul: es-hangul's rule
		["부킹이(가) 확정", "부킹이 확정"],
		["데모무역을(를)", "데모무역을"],
		["바른포워딩을(를)", "바른포워딩을"],
		["회사는(은)", "회사는"],
		["서울(으)로", "서울로"],
		["부산(으)로", "부산으로"],
		["인천(으)로", "인천으로"],
		["배와(과) 비행기", "배와 비행기"],
		["항공과(와) 해상", "항공과 해상"],
		// numbers and codes: read aloud
		["B2611-0010이(가)", "B2611-0010이"],
		["Q2611-0001을(를)", "Q2611-0001을"],
		["V2611-0012를(을)", "V2611-0012를"],
		["B2611-0019이(가)", "B2611-0019가"],
		["B2611-0015은(는)", "B2611-0015는"],
		["B2611-0017(으)로", "B2611-0017로"],
		["B2611-0013(으)로", "B2611-0013으로"],
		["B2611-0012(으)로", "B2611-0012로"],
		["CN2611-001(으)로", "CN2611-001로"],
		["10을(를)", "10을"],
		["1,000원을(를)", "1,000원을"],
		["3과(와)", "3과"],
		["2와(과)", "2와"],
		// Latin letters by their Korean names
		["HMM이(가)", "HMM이"],
		["KMTC을(를)", "KMTC를"],
		["dv20을(를)", "dv20을"],
		["HMM BLESSING이(가)", "HMM BLESSING가"],
		["열 L은(는)", "열 L은"],
		["FOB(으)로", "FOB로"],
		// closing marks are looked through
		["'KRPUS'은(는) 국내 항구", "'KRPUS'는 국내 항구"],
		["부킹 B2611-0010 (데모무역)이(가)", "부킹 B2611-0010 (데모무역)이"],
		['"ABC"를(을)', '"ABC"를'],
		// nothing readable before it: the two-form spelling stays
		["★이(가)", "★이(가)"],
		["(으)로 시작", "(으)로 시작"],
		// no particle, or another language: unchanged
		["Booking B2611-0010 (Demo) was confirmed.", "Booking B2611-0010 (Demo) was confirmed."],
		["Đặt chỗ B2611-0010 đã được xác nhận (HMM).", "Đặt chỗ B2611-0010 đã được xác nhận (HMM)."],
		["두 개: 1번이(가) 먼저, 2번이(가) 다음", "두 개: 1번이 먼저, 2번이 다음"],
	])("%s -> %s", (input, expected) => {
		expect(resolveParticles(input)).toBe(expected);
	});
});
