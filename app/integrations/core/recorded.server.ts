// Recorded answers (decision 097): with INTEGRATIONS=recorded (the README demo, the e2e run) the
// adapters talk to this instead of the network. Each answer has the shape the provider documents (the
// same as the msw tests' answers); only its dates follow the request, so the demo stays current.
import crypto from "node:crypto";
import { processWide } from "#app/server/process-wide.ts";
import { EXIM_RECORDED_USD, eximAnswer } from "../recorded/koreaexim.ts";
import { unipassAnswer } from "../recorded/unipass.ts";
import { popbillNtsNumber } from "../recorded/popbill.ts";

const issued = processWide("recorded-popbill", () => new Set<string>());

const json = (body: unknown, status = 200) =>
	new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

export const recordedFetch: typeof fetch = async (input, init) => {
	const url = new URL(input instanceof Request ? input.url : String(input));
	if (url.hostname === "oapi.koreaexim.go.kr")
		return json(eximAnswer(url.searchParams.get("searchdate") ?? "", EXIM_RECORDED_USD));
	if (url.hostname === "unipass.customs.go.kr")
		return new Response(
			unipassAnswer(
				new Date(),
				url.searchParams.get("hblNo") ?? url.searchParams.get("mblNo") ?? url.searchParams.get("cargMtNo") ?? "",
			),
			{
				headers: { "Content-Type": "application/xml;charset=UTF-8" },
			},
		);
	if (url.hostname === "auth.linkhub.co.kr")
		return json({
			session_token: "recorded",
			serviceID: "POPBILL_TEST",
			expiration: new Date(Date.now() + 3_600_000).toISOString(),
		});
	if (url.hostname.endsWith("linkhub.co.kr") && url.pathname.startsWith("/Taxinvoice/SELL/")) {
		const key = decodeURIComponent(url.pathname.slice("/Taxinvoice/SELL/".length));
		if (!issued.has(key)) return json({ code: -11000005, message: "문서번호가 존재하지 않습니다." }, 400);
		return json({ stateCode: 304, ntsconfirmNum: popbillNtsNumber(key) });
	}
	if (url.hostname.endsWith("linkhub.co.kr") && url.pathname === "/Taxinvoice") {
		const body = JSON.parse(String(init?.body ?? "{}")) as { invoicerMgtKey?: string; writeDate?: string };
		const key = body.invoicerMgtKey ?? crypto.randomUUID();
		issued.add(key);
		return json({ code: 1, message: "발행 되었습니다.", ntsConfirmNum: popbillNtsNumber(key, body.writeDate) });
	}
	return new Response("no recorded answer", { status: 503 });
};
