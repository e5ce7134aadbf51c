// Rate management at the HTTP level (js-off project only): who may reach each page and each POST,
// what the export sends, a double-submitted import, and the demo rates' export importing back with
// no change at all.
import crypto from "node:crypto";
import Database from "better-sqlite3";
import type { APIRequestContext } from "@playwright/test";
import { E2E_DATABASE } from "./config.ts";
import { type DemoRole, expect, sessionCookieFor, test } from "./fixtures.ts";

const KINDS = ["fcl", "lcl", "air", "surcharge", "port_cost", "trucking", "exchange"] as const;

async function as(role: DemoRole) {
	return { Cookie: (await sessionCookieFor(role)).cookie };
}

function query<T>(sql: string, ...params: unknown[]): T[] {
	const db = new Database(E2E_DATABASE, { readonly: true });
	try {
		return db.prepare(sql).all(...params) as T[];
	} finally {
		db.close();
	}
}

/** A demo FCL rate id (seeded with the demo data). */
function someFclId(): string {
	const [row] = query<{ id: string }>("select id from fcl_rates where id like 'demo-fcl-%' order by id limit 1");
	if (!row) throw new Error("no demo FCL rate seeded");
	return row.id;
}

async function onceKeyOf(request: APIRequestContext, headers: Record<string, string>): Promise<string> {
	const html = await (await request.get("/admin/rates/import", { headers })).text();
	const key = html.match(/name="onceKey" value="([^"]+)"/)?.[1];
	if (!key) throw new Error("no one-time key on the import page");
	return key;
}

function sheet(carrier: string): Buffer {
	const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Seoul" }).format(new Date());
	return Buffer.from(
		`pol,pod,carrier,container_code,currency,amount,valid_from,valid_to,transit_days,routing\n` +
			`KRINC,VNHPH,${carrier},dv20,USD,333,${today},${today},6,direct\n`,
	);
}

test.describe("rate pages: access", () => {
	const pages = () => [
		"/admin/rates",
		"/admin/rates?kind=surcharge",
		"/admin/rates/import",
		"/admin/rates/history",
		"/admin/rates/export/fcl?format=csv",
		`/admin/rates/fcl/${encodeURIComponent(someFclId())}`,
	];

	test("visitors are sent to sign in", async ({ request }) => {
		for (const path of pages()) {
			const res = await request.get(path, { maxRedirects: 0 });
			expect(res.status(), path).toBe(302);
			expect(res.headers().location, path).toBe(`/login?redirectTo=${encodeURIComponent(path)}`);
		}
		const post = await request.post("/admin/rates/import", {
			multipart: { onceKey: "x".repeat(22), file: { name: "a.csv", mimeType: "text/csv", buffer: sheet("Nobody") } },
			maxRedirects: 0,
		});
		expect(post.status()).toBe(302);
	});

	test("customers and partners get 403 on every page and every POST; nothing changes", async ({ request }) => {
		const id = someFclId();
		const [before] = query<{ amount: number }>("select amount from fcl_rates where id = ?", id);
		for (const role of ["customer", "customs_broker", "insurer"] as const) {
			const headers = await as(role);
			for (const path of pages())
				expect((await request.get(path, { headers, maxRedirects: 0 })).status(), `${role} ${path}`).toBe(403);
			const carrier = `Intruder ${crypto.randomBytes(3).toString("hex")}`;
			const imported = await request.post("/admin/rates/import", {
				headers,
				multipart: {
					onceKey: crypto.randomBytes(16).toString("base64url"),
					file: { name: "a.csv", mimeType: "text/csv", buffer: sheet(carrier) },
				},
				maxRedirects: 0,
			});
			expect(imported.status(), `${role} import`).toBe(403);
			expect(query("select id from fcl_rates where carrier = ?", carrier)).toEqual([]);
			const path = `/admin/rates/fcl/${encodeURIComponent(id)}`;
			expect(
				(await request.post(path, { headers, form: { intent: "save", amount: "1" }, maxRedirects: 0 })).status(),
				`${role} save`,
			).toBe(403);
			expect(
				(await request.post(path, { headers, form: { intent: "delete", confirm: "yes" }, maxRedirects: 0 })).status(),
				`${role} delete`,
			).toBe(403);
		}
		expect(query<{ amount: number }>("select amount from fcl_rates where id = ?", id)).toEqual([before]);
	});

	test("staff and staff_admin reach every page", async ({ request }) => {
		for (const role of ["staff", "staff_admin"] as const) {
			const headers = await as(role);
			for (const path of pages())
				expect((await request.get(path, { headers, maxRedirects: 0 })).status(), `${role} ${path}`).toBe(200);
		}
	});

	test("unknown kinds and ids are 404; an unknown export format is 400", async ({ request }) => {
		const headers = await as("staff");
		expect((await request.get("/admin/rates/train/1", { headers })).status()).toBe(404);
		expect((await request.get("/admin/rates/fcl/no-such-rate", { headers })).status()).toBe(404);
		expect(
			(
				await request.post("/admin/rates/fcl/no-such-rate", { headers, form: { intent: "save" }, maxRedirects: 0 })
			).status(),
		).toBe(404);
		expect((await request.get("/admin/rates/export/train?format=csv", { headers })).status()).toBe(404);
		expect((await request.get("/admin/rates/export/fcl?format=pdf", { headers })).status()).toBe(400);
	});
});

test.describe("rate pages: import and export", () => {
	test("the export is a dated CSV attachment with a BOM, in the import's columns, honouring the filters", async ({
		request,
	}) => {
		const headers = await as("staff");
		const res = await request.get(
			"/admin/rates/export/fcl?format=csv&validity=all&origin=KRPUS&destination=VNHPH&carrier=KMTC",
			{ headers },
		);
		expect(res.status()).toBe(200);
		expect(res.headers()["content-type"]).toBe("text/csv; charset=utf-8");
		expect(res.headers()["content-disposition"]).toMatch(/^attachment; filename="rates-fcl-\d{4}-\d{2}-\d{2}\.csv"$/);
		const body = await res.body();
		expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
		const lines = body.toString("utf8").slice(1).trim().split("\r\n");
		expect(lines[0]).toBe(
			"id,pol,pod,carrier,container_code,currency,amount,valid_from,valid_to,transit_days,routing,via_port,weekly_frequency,dg_accepted",
		);
		expect(lines.length).toBeGreaterThan(1);
		expect(lines.slice(1).every((l) => l.includes(",KRPUS,VNHPH,KMTC,"))).toBe(true);

		const xlsx = await request.get("/admin/rates/export/trucking?format=xlsx&validity=all", { headers });
		expect(xlsx.headers()["content-type"]).toBe("application/vnd.openxmlformats-officedocument.spreadsheetml.sheet");
		expect([...(await xlsx.body()).subarray(0, 4)]).toEqual([0x50, 0x4b, 0x03, 0x04]);
	});

	test("every kind of the demo rates, exported as CSV and XLSX, imports back with no change", async ({ request }) => {
		const headers = await as("staff_admin");
		// FCL on a lane the other journeys leave alone: a row they delete between export and import
		// would rightly make the import fail ("no rate has this id")
		const filters = (kind: string) => (kind === "fcl" ? "&origin=KRPUS&destination=CNSHA" : "");
		for (const kind of KINDS)
			for (const format of ["csv", "xlsx"] as const) {
				const exported = await request.get(
					`/admin/rates/export/${kind}?format=${format}&validity=all${filters(kind)}`,
					{ headers },
				);
				expect(exported.status()).toBe(200);
				const res = await request.post("/admin/rates/import", {
					headers,
					multipart: {
						onceKey: await onceKeyOf(request, headers),
						kind,
						file: { name: `${kind}.${format}`, mimeType: "application/octet-stream", buffer: await exported.body() },
					},
					maxRedirects: 0,
				});
				expect(res.status(), `${kind} ${format}: ${res.status() === 400 ? (await res.text()).slice(0, 400) : ""}`).toBe(
					303,
				);
				const importId = new URL(res.headers().location as string, "http://x").searchParams.get("done");
				expect(query("select created, updated from rate_imports where id = ?", importId), `${kind} ${format}`).toEqual([
					{ created: 0, updated: 0 },
				]);
			}
	});

	test("a double-submitted import has one effect and both answers lead to its summary", async ({ request }) => {
		const headers = await as("staff");
		const carrier = `Twice ${crypto.randomBytes(3).toString("hex")}`;
		const onceKey = await onceKeyOf(request, headers);
		const send = () =>
			request.post("/admin/rates/import", {
				headers,
				multipart: { onceKey, file: { name: "twice.csv", mimeType: "text/csv", buffer: sheet(carrier) } },
				maxRedirects: 0,
			});
		const [first, second] = await Promise.all([send(), send()]);
		expect([first.status(), second.status()]).toEqual([303, 303]);
		expect(first.headers().location).toMatch(/^\/admin\/rates\/import\?done=/);
		expect(second.headers().location).toBe(first.headers().location);
		expect(query("select id from fcl_rates where carrier = ?", carrier)).toHaveLength(1);
		const again = await send();
		expect(again.headers().location).toBe(first.headers().location);
	});

	test("a bad sheet answers 400 with the report in the page; a file that is not a sheet is named as such", async ({
		request,
	}) => {
		const headers = await as("staff");
		const carrier = `Bad ${crypto.randomBytes(3).toString("hex")}`;
		const bad = Buffer.from(
			`pol,pod,carrier,container_code,currency,amount,valid_from,valid_to,transit_days,routing\nKRPUS,VNXXX,${carrier},dv20,USD,100,2026-01-01,2026-01-31,5,direct\n`,
		);
		const res = await request.post("/admin/rates/import", {
			headers,
			multipart: {
				onceKey: await onceKeyOf(request, headers),
				file: { name: "bad.csv", mimeType: "text/csv", buffer: bad },
			},
			maxRedirects: 0,
		});
		expect(res.status()).toBe(400);
		expect(await res.text()).toContain("2행, pod 열: 등록되지 않은 항구 코드(UN/LOCODE)입니다: VNXXX");
		const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);
		const notSheet = await request.post("/admin/rates/import", {
			headers,
			multipart: {
				onceKey: await onceKeyOf(request, headers),
				file: { name: "rates.csv", mimeType: "text/csv", buffer: png },
			},
			maxRedirects: 0,
		});
		expect(notSheet.status()).toBe(400);
		expect(await notSheet.text()).toContain("CSV나 XLSX 파일이 아닙니다.");
	});

	test("delete without the confirmation step only asks for it", async ({ request }) => {
		const headers = await as("staff");
		const id = someFclId();
		const res = await request.post(`/admin/rates/fcl/${encodeURIComponent(id)}`, {
			headers,
			form: { intent: "delete" },
			maxRedirects: 0,
		});
		expect(res.status()).toBe(303);
		expect(res.headers().location).toBe(`/admin/rates/fcl/${encodeURIComponent(id)}?confirm=delete`);
		expect(query("select id from fcl_rates where id = ?", id)).toHaveLength(1);
	});
});
