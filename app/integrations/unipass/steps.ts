// The clearance steps we name (decision 099), from UNI-PASS's 처리구분 text. Pure.
// UNI-PASS names its steps in Korean only; we map the ones an importer waits for to our own codes (shown
// in kr/en/vn) and keep the provider's words beside them. An unknown one is "other", shown as given.
import type { ClearanceStep } from "../codes/codes.ts";

export type { ClearanceStep };

// Order matters: 수입신고수리 contains 수입신고, so the longer names are tried first.
const RULES: readonly (readonly [RegExp, ClearanceStep])[] = [
	[/반출/, "released"],
	[/수입신고\s*수리|신고수리/, "accepted"],
	[/검사|심사|결재/, "inspection"],
	[/수입신고/, "declared"],
	[/반입/, "warehouse_in"],
	[/하선|하기/, "unloading"],
	[/입항/, "arrival_report"],
];

export function stepOf(label: string): ClearanceStep {
	for (const [pattern, step] of RULES) if (pattern.test(label)) return step;
	return "other";
}

/** Cargo is released for the importer once customs accepted the declaration (수리) or it left the bond (반출). */
export function isRelease(step: ClearanceStep): boolean {
	return step === "accepted" || step === "released";
}
