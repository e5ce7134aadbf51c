// Account records at the HTTP level: a customer reaches only their own company's info, staff and
// partners have no company forms, public forms refuse bots (honeypot), and a double-submitted sign-up
// creates one account. Runs once (js-off project): nothing here depends on the browser.
import type { APIRequestContext } from "@playwright/test";
import sharp from "sharp";
import { addBranch, expect, sessionCookieFor, test, uniqueEmail } from "./fixtures.ts";

async function as(role: Parameters<typeof sessionCookieFor>[0]) {
	return { Cookie: (await sessionCookieFor(role)).cookie };
}

async function infoPage(request: APIRequestContext, role: Parameters<typeof sessionCookieFor>[0]) {
	return (await request.get("/mypage/info", { headers: await as(role) })).text();
}

test("each customer sees only their own company on /mypage/info", async ({ request }) => {
	const a = await infoPage(request, "customer");
	const b = await infoPage(request, "other_customer");
	expect(a).toContain("데모무역 주식회사");
	expect(a).not.toContain("하노이상사");
	expect(b).toContain("하노이상사");
	expect(b).not.toContain("데모무역 주식회사");
});

test("a customer of another company cannot delete a branch: 404, and the branch stays", async ({ request }) => {
	const branchId = addBranch("demo-company-a", `지점-${Date.now()}`);
	const res = await request.post("/mypage/info", {
		headers: await as("other_customer"),
		form: { intent: "branchDelete", branchId },
		maxRedirects: 0,
	});
	expect(res.status()).toBe(404);
	expect(await infoPage(request, "customer")).toContain(branchId);
	const own = await request.post("/mypage/info", {
		headers: await as("customer"),
		form: { intent: "branchDelete", branchId },
		maxRedirects: 0,
	});
	expect(own.status()).toBe(200);
	expect(await infoPage(request, "customer")).not.toContain(branchId);
});

test("staff and partners have no company: company forms answer 403", async ({ request }) => {
	for (const role of ["staff", "staff_admin", "customs_broker", "insurer"] as const) {
		const res = await request.post("/mypage/info", {
			headers: await as(role),
			form: { intent: "company", companyName: "해킹" },
			maxRedirects: 0,
		});
		expect(res.status(), role).toBe(403);
	}
});

test("the registration file is checked by content and served only to its own company", async ({ request }) => {
	const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#3366aa" } })
		.png()
		.toBuffer();
	const fake = await request.post("/mypage/info", {
		headers: await as("other_customer"),
		multipart: {
			intent: "regfile",
			regFile: { name: "scan.pdf", mimeType: "application/pdf", buffer: Buffer.from("not a pdf at all") },
		},
	});
	expect(fake.status()).toBe(400);
	expect(await fake.text()).toContain("PDF, PNG, JPEG 파일만 올릴 수 있습니다.");

	const ok = await request.post("/mypage/info", {
		headers: await as("other_customer"),
		multipart: { intent: "regfile", regFile: { name: "사업자등록증.png", mimeType: "image/png", buffer: png } },
	});
	expect(ok.status()).toBe(200);
	const file = await request.get("/mypage/info/regfile/file", { headers: await as("other_customer") });
	expect(file.status()).toBe(200);
	expect(file.headers()["content-type"]).toBe("image/png");
	expect(Buffer.compare(await file.body(), png)).toBe(0);
	const thumb = await request.get("/mypage/info/regfile/thumb", { headers: await as("other_customer") });
	expect(thumb.headers()["content-type"]).toBe("image/jpeg");
	// the other company's user asks for "the registration file": they get their own company's, not this one
	const otherCompany = await request.get("/mypage/info/regfile/file", { headers: await as("customer") });
	expect(otherCompany.status()).toBe(404);
});

test("a filled honeypot is refused and sends no mail", async ({ request }) => {
	const res = await request.post("/login", {
		form: { intent: "findId", email: "customer@demo.kr", website: "http://spam.example" },
		maxRedirects: 0,
	});
	expect(res.status()).toBe(400);
	const mails = (await (await request.get("/dev/outbox.json?to=customer@demo.kr")).json()) as { template: string }[];
	expect(mails.filter((m) => m.template === "idLookup")).toHaveLength(0);
});

test("a sign-up sent twice with the same one-time key creates one account and shows it", async ({ request }) => {
	const email = uniqueEmail("twice", "http");
	const agree = await request.post("/sign/up/agree", {
		form: { terms: "on", privacy: "on", personal_info: "on", third_party: "on", email },
		maxRedirects: 0,
	});
	expect(agree.status()).toBe(302);
	const page = await (await request.get(`/sign/up?email=${encodeURIComponent(email)}`)).text();
	const onceKey = page.match(/name="onceKey" value="([^"]+)"/)?.[1] as string;
	const form = {
		onceKey,
		email,
		password: "twice1234",
		passwordRepeat: "twice1234",
		companyName: "두번 상사",
		name: "이두번",
		phone: "01012341234",
	};
	const [first, second] = await Promise.all([
		request.post("/sign/up", { form, maxRedirects: 0 }),
		request.post("/sign/up", { form, maxRedirects: 0 }),
	]);
	for (const res of [first, second]) {
		expect(res.status()).toBe(302);
		expect(res.headers().location).toBe("/greeting");
	}
	// and once more later, as a browser's back-and-resend would
	const third = await request.post("/sign/up", { form, maxRedirects: 0 });
	expect(third.headers().location).toBe("/greeting");
	const mails = (await (await request.get(`/dev/outbox.json?to=${encodeURIComponent(email)}`)).json()) as {
		template: string;
	}[];
	expect(mails.filter((m) => m.template === "verification")).toHaveLength(1);
});
