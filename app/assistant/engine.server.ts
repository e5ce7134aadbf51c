// The built-in engine (decision 095): answers a question without a language model, from the intent
// and entities it detects, the user's records read through the tools (tools.server.ts, the pages'
// access rule) and retrieval over the glossary and help texts. Every answer names its sources (the
// shipment, the quote, the glossary entry, the help topic's screen) and, for a price, the quote intent
// the wizard opens pre-filled. It is also what a model provider falls back on.
import type { TFunction } from "i18next";
import { addDays, seoulToday } from "#app/calendar/calendar.ts";
import { companyFactsFor } from "#app/company/company-profile.server.ts";
import { formatCalendarDate, formatDate, formatMoney, formatNumber } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { placeLabel, routeLabel } from "#app/places/places.server.ts";
import type { ContainerCode } from "#app/pricing/codes.ts";
import { type ContainerAsk, containers, dateIn, documentNumbers, placesIn } from "./entities.ts";
import { type Intent, detectIntent } from "./intents.ts";
import {
	COUNTRY_AIRPORT,
	COUNTRY_PORT,
	chargeAbbreviations,
	glossaryText,
	HELP_LINKS,
	helpText,
	knowledgeIndex,
	places,
} from "./knowledge.server.ts";
import { search } from "./retrieval.ts";
import { foldMarks, normalise, terms } from "./text.ts";
import type { AssistantTools } from "./tools.server.ts";
import type { Answer, QuoteIntentDraft, Source } from "./types.ts";

export type EngineContext = { tools: AssistantTools; t: TFunction; locale: Locale; name: string; today?: string };

const A = "assistant.";
const MIN_COVERAGE = 0.5;

function money(amount: number, locale: Locale): string {
	return formatMoney({ amount, currency: "KRW" }, locale);
}

function date(iso: string | null | undefined, locale: Locale): string {
	return iso ? formatCalendarDate(iso, locale) : "-";
}

const CONTAINER_LABEL: Partial<Record<ContainerCode, string>> = {
	dv20: "20ft",
	dv40: "40ft",
	hc40: "40ft HC",
	rf20: "20ft reefer",
	rf40: "40ft reefer",
	hr40: "40ft HC reefer",
	ot20: "20ft open top",
	ot40: "40ft open top",
};

function cargoLabel(list: readonly ContainerAsk[]): string {
	return list.map((c) => `${c.count} x ${CONTAINER_LABEL[c.type] ?? c.type}`).join(", ");
}

/** A question's kind and the retrieval hits that decided it, for the table test and the bench. */
export function understand(question: string, ctx: Pick<EngineContext, "tools" | "locale" | "today">) {
	const today = ctx.today ?? seoulToday();
	const hits = search(knowledgeIndex(), question, 5);
	const best = (prefix: string) => hits.find((h) => h.id.startsWith(prefix));
	// an entry that shares only a word or two with a long question ("who WON the football match") is
	// no answer: its score counts only when it holds a fair share of the question's words
	// (a charge's own abbreviation, "THC", "BAF", counts whatever else the question says)
	const asked = new Set(terms(question));
	const named = (hit: NonNullable<ReturnType<typeof best>>) =>
		hit.id.startsWith("charge:") && (chargeAbbreviations().get(hit.id) ?? []).some((a) => asked.has(a));
	const weigh = (hit: ReturnType<typeof best>) =>
		hit ? { ...hit, score: hit.coverage >= MIN_COVERAGE || named(hit) ? hit.score : 0 } : undefined;
	const glossary = weigh(best("charge:"));
	const help = weigh(best("help:"));
	const numbers = documentNumbers(question);
	const boxes = containers(question);
	const lane = placesIn(question, places());
	const { intent } = detectIntent(question, {
		hasNumber: numbers.length > 0,
		containers: boxes.length,
		places: lane.length,
		glossaryScore: glossary?.score ?? 0,
		helpScore: help?.score ?? 0,
		glossaryNamed: glossary ? named(glossary) : false,
		isStaff: ctx.tools.isStaff,
	});
	return { intent, numbers, boxes, named: lane, glossary, help, today, date: dateIn(question, today, ctx.locale) };
}

type Understood = ReturnType<typeof understand>;

export function answerQuestion(question: string, ctx: EngineContext): Answer {
	const u = understand(question, ctx);
	const reply = ANSWERS[u.intent](u, ctx, question);
	return { intent: u.intent, ...reply };
}

/** An answer of a given kind (a model's tool call names the kind; the question carries its details). */
export function answerAs(intent: Intent, question: string, ctx: EngineContext): Answer {
	const u = understand(question, ctx);
	return { intent, ...ANSWERS[intent](u, ctx, question) };
}

type Reply = Omit<Answer, "intent">;
type Answerer = (u: Understood, ctx: EngineContext, question: string) => Reply;

function notFound(number: string, ctx: EngineContext): Reply {
	return { text: ctx.t(A + "notFound", { number }), sources: [] };
}

function shipmentAnswer(u: Understood, ctx: EngineContext): Reply {
	const { t, locale, tools } = ctx;
	const number = u.numbers[0];
	if (!number) return shipmentList(ctx);
	const found = tools.shipment(number);
	if (!found) {
		// a quote that is not (yet) a shipment answers with its status
		const estimate = tools.estimate(number);
		return estimate ? quoteReply(estimate, ctx) : notFound(number, ctx);
	}
	const v = found.view;
	const parts = [t(A + "shipment", { number: v.number, route: v.route, stage: t(`shipmentStatus.stages.${v.stage}`) })];
	const s = v.schedule;
	if (!s) parts.push(t(A + "noSchedule"));
	else {
		parts.push(
			t(A + "schedule", {
				etd: date(s.etd, locale),
				eta: date(s.eta, locale),
				carrier: vesselLine(s.carrier, s.vessel ?? s.flightNumber),
			}),
		);
		if (!s.confirmed) parts.push(t(A + "scheduleDraft"));
	}
	if (v.delay && v.delay.days > 0 && s?.originalEta)
		parts.push(t(A + "delayed", { count: v.delay.days, originalEta: date(s.originalEta, locale) }));
	if (v.current)
		parts.push(
			t(A + "current", {
				event: t(`shipmentStatus.milestones.${v.current.code}`),
				place: v.current.place ?? "-",
			}),
		);
	return {
		text: parts.join(" "),
		sources: [{ label: t(A + "sources.shipment", { number: v.number }), href: `/mypage/shipment/${v.id}` }],
		facts: { stage: v.stage, eta: s?.eta ?? "", number: v.number },
	};
}

/** "HMM BLESSING" rather than "HMM HMM BLESSING": the carrier only when the vessel does not name it. */
function vesselLine(carrier: string | null, vessel: string | null): string {
	if (!vessel) return carrier ?? "-";
	if (!carrier || vessel.toUpperCase().startsWith(carrier.toUpperCase())) return vessel;
	return `${carrier} ${vessel}`;
}

function shipmentList(ctx: EngineContext): Reply {
	const { t, locale, tools } = ctx;
	const list = tools.shipments();
	if (!list) return { text: t(A + (tools.isStaff ? "staffOnlyCustomers" : "noCompany")), sources: [] };
	if (list.rows.length === 0)
		return { text: t(A + "noShipments"), sources: [{ label: t(A + "sources.shipments"), href: "/mypage/shipment" }] };
	// the moving ones first: "where is my cargo" is about what is on its way
	const order = [
		"vessel_sailing",
		"awaiting_loading",
		"booking_done",
		"schedule_pending",
		"booking_request",
		"transport_complete",
	];
	const sorted = [...list.rows].sort((a, b) => order.indexOf(a.stage) - order.indexOf(b.stage)).slice(0, 6);
	const rows = sorted.map((r) =>
		t(A + "shipmentRow", {
			number: r.number,
			route: routeLabel(r.origin, r.destination, locale),
			stage: t(`shipmentStatus.stages.${r.stage}`),
			eta: date(r.eta, locale),
		}),
	);
	return {
		text: [t(A + "shipmentList"), ...rows].join("\n"),
		sources: [{ label: t(A + "sources.shipments"), href: "/mypage/shipment" }],
		facts: { count: String(list.total) },
	};
}

function documentsAnswer(u: Understood, ctx: EngineContext, question: string): Reply {
	const { t, tools } = ctx;
	const number = u.numbers[0];
	if (!number) return helpAnswer({ ...u, help: { id: "help:upload", score: 10, coverage: 1 } }, ctx, question);
	const found = tools.missingDocuments(number);
	if (!found) return notFound(number, ctx);
	const v = found.shipment.view;
	const list = found.missing.map((slot) => t(`uploads.slots.${slot}.name`)).join(", ");
	return {
		text: [
			t(A + "shipment", { number: v.number, route: v.route, stage: t(`shipmentStatus.stages.${v.stage}`) }),
			found.missing.length ? t(A + "docsMissing", { list }) : t(A + "docsDone"),
		].join(" "),
		sources: [{ label: t(A + "sources.upload", { number: v.number }), href: `/mypage/upload/${v.id}` }],
		facts: { missing: found.missing.join(",") },
	};
}

function quoteReply(e: NonNullable<ReturnType<AssistantTools["estimate"]>>, ctx: EngineContext): Reply {
	const { t, locale } = ctx;
	const parts = [
		t(A + "quote", {
			number: e.number,
			route: routeLabel(e.origin, e.destination, locale),
			status: t(`estimate.status.${e.status}`),
		}),
	];
	const total = e.totalWithCouponKrw ?? e.totalKrw;
	if (total !== null && e.validUntil) {
		const expired = e.validUntil < seoulToday() && ["in_confirm", "confirm_nego", "deny_nego"].includes(e.status);
		parts.push(
			expired
				? t(A + "quoteExpired", { validUntil: date(e.validUntil, locale) })
				: t(A + "quoteTotal", { total: money(total, locale), validUntil: date(e.validUntil, locale) }),
		);
	}
	parts.push(t(`${A}quoteNext.${e.status}`));
	return {
		text: parts.join(" "),
		sources: [{ label: t(A + "sources.quote", { number: e.number }), href: `/mypage/estimate/${e.id}` }],
		facts: { status: e.status, number: e.number, total: total === null ? "" : String(total) },
	};
}

function quoteAnswer(u: Understood, ctx: EngineContext): Reply {
	const { t, locale, tools } = ctx;
	const number = u.numbers[0];
	if (number) {
		const estimate = tools.estimate(number);
		return estimate ? quoteReply(estimate, ctx) : notFound(number, ctx);
	}
	const list = tools.quotes();
	if (!list) return { text: t(A + (tools.isStaff ? "staffOnlyCustomers" : "noCompany")), sources: [] };
	if (list.rows.length === 0)
		return { text: t(A + "noQuotes"), sources: [{ label: t(A + "sources.quotes"), href: "/mypage/estimate" }] };
	const rows = list.rows.slice(0, 10).map((r) =>
		t(A + "quoteRow", {
			number: r.number,
			route: `${r.originName} → ${r.destinationName}`,
			status: t(`estimate.status.${r.status}`),
			total: r.totalKrw === null ? "" : `, ${money(r.totalKrw, locale)}`,
		}),
	);
	return {
		text: [t(A + "quoteList"), ...rows].join("\n"),
		sources: [{ label: t(A + "sources.quotes"), href: "/mypage/estimate" }],
		facts: { count: String(list.total) },
	};
}

function invoiceAnswer(u: Understood, ctx: EngineContext): Reply {
	const { t, locale, tools } = ctx;
	const list = tools.billing();
	if (!list) return { text: t(A + (tools.isStaff ? "staffOnlyCustomers" : "noCompany")), sources: [] };
	const number = u.numbers[0];
	const rowText = (r: (typeof list.rows)[number]) =>
		[
			t(A + "invoice", {
				number: r.number,
				route: routeLabel(r.origin, r.destination, locale),
				payment: t(`payment.status.${r.shown}`),
				amount: money(r.billingKrw, locale),
			}),
			r.invoiceIssued
				? r.dueDate
					? t(A + "invoiceDue", { date: date(r.dueDate, locale) })
					: ""
				: t(A + "invoiceNotIssued"),
		]
			.filter(Boolean)
			.join(" ");
	if (number) {
		// the billing list is the company's own: a number not on it is answered as not found
		const own = tools.shipment(number);
		if (!own) return notFound(number, ctx);
		const row = list.rows.find((r) => r.id === own.view.id);
		const text = row ? rowText(row) : t(A + "invoiceNotIssued");
		return {
			text,
			sources: [
				{ label: t(A + "sources.payment", { number: own.view.number }), href: `/mypage/payment/${own.view.id}` },
			],
			facts: row ? { payment: row.payment, amount: String(row.billingKrw) } : {},
		};
	}
	if (list.rows.length === 0)
		return { text: t(A + "noInvoices"), sources: [{ label: t(A + "sources.payments"), href: "/mypage/payment" }] };
	// what is still to pay first
	const open = [...list.rows].sort((a, b) => Number(a.payment === "paid") - Number(b.payment === "paid")).slice(0, 6);
	return {
		text: [t(A + "invoiceList"), ...open.map(rowText)].join("\n"),
		sources: [{ label: t(A + "sources.payments"), href: "/mypage/payment" }],
		facts: { count: String(list.total) },
	};
}

function couponAnswer(_u: Understood, ctx: EngineContext): Reply {
	const { t, locale, tools } = ctx;
	const coupons = tools.coupons().filter((c) => c.status === "available" || c.status === "inuse");
	const sources: Source[] = [{ label: t(A + "sources.coupons"), href: "/mypage/coupons" }];
	if (coupons.length === 0) return { text: t(A + "noCoupons"), sources };
	const rows = coupons.map((c) => {
		// the discount rule in the coupon page's own words (app/routes/mypage/coupons.tsx)
		const discount =
			c.consumeType === "all_booking_discount"
				? t("coupons.ruleAmount", {
						amount: money(c.discountAmount, locale),
						threshold: money(c.availableTotalCost, locale),
					})
				: t("coupons.ruleRate", {
						rate: formatNumber(c.discountRateBp / 100, locale),
						max: money(c.maxDiscount, locale),
					});
		return t(A + "couponRow", {
			name: c.name,
			number: c.number,
			discount,
			expires: formatDate(c.expireTime, locale),
			status: t(`coupons.status.${c.status}`),
		});
	});
	return { text: [t(A + "coupons"), ...rows].join("\n"), sources, facts: { count: String(coupons.length) } };
}

function glossaryAnswer(u: Understood, ctx: EngineContext, question: string): Reply {
	const hit = u.glossary;
	if (!hit) return helpAnswer(u, ctx, question);
	const code = hit.id.slice("charge:".length);
	const { name, about } = glossaryText(code, ctx.locale);
	return {
		text: ctx.t(A + "glossary", { name, about }),
		sources: [{ label: ctx.t(A + "sources.glossary", { name }), href: `/standardestimate#charge-${code}` }],
		facts: { code },
	};
}

function helpAnswer(u: Understood, ctx: EngineContext, _question: string): Reply {
	const hit = u.help;
	if (!hit) return outOfScope(u, ctx);
	const id = hit.id.slice("help:".length);
	const { title, body } = helpText(id, ctx.locale);
	const contact = id === "contact" ? contactLine(ctx) : "";
	return {
		text: [`${title}: ${body}`, contact].filter(Boolean).join(" "),
		sources: [{ label: ctx.t(A + "sources.help", { title }), href: HELP_LINKS[id] ?? "/" }],
		facts: { topic: id },
	};
}

function contactLine(ctx: EngineContext): string {
	const c = companyFactsFor(ctx.locale);
	return `${c.supportPhone}, ${c.supportEmail}`;
}

function outOfScope(_u: Understood, ctx: EngineContext, _question?: string): Reply {
	const c = companyFactsFor(ctx.locale);
	return {
		text: ctx.t(A + "outOfScope", { phone: c.supportPhone, email: c.supportEmail }),
		sources: [{ label: ctx.t(A + "sources.contact"), href: "/company" }],
	};
}

function greeting(_u: Understood, ctx: EngineContext): Reply {
	return { text: ctx.t(A + "greeting", { name: ctx.name }), sources: [] };
}

function staffQueues(_u: Understood, ctx: EngineContext): Reply {
	const queues = ctx.tools.queues();
	if (!queues) return outOfScope(_u, ctx);
	const count = (key: string) => queues.find((q) => q.queue === key)?.count ?? 0;
	return {
		text: ctx.t(A + "staffQueues", {
			quotes: count("manual_quotes"),
			nego: count("negotiations"),
			bookings: count("bookings"),
			payments: count("payments"),
		}),
		sources: [{ label: ctx.t(A + "sources.desk"), href: "/admin" }],
	};
}

const AIR_WORDS = ["air", "항공", "비행기", "hang khong", "may bay", "by plane", "airfreight"];
const LCL_WORDS = ["lcl", "cbm", "혼재", "소량", "hang le", "consol"];

function priceAnswer(u: Understood, ctx: EngineContext, question: string): Reply {
	const { t, locale, tools } = ctx;
	const forms = foldMarks(normalise(question));
	const air = AIR_WORDS.some((w) => forms.includes(w));
	const lcl = !air && LCL_WORDS.some((w) => forms.includes(w));
	const portOf = (p: (typeof u.named)[number] | undefined) =>
		!p ? null : p.kind === "port" ? p.code : (COUNTRY_PORT[p.code] ?? null);
	const origin =
		u.named.find((p) => p.role === "origin") ??
		(u.named.length === 1 && u.named[0]!.code.startsWith("KR") ? u.named[0] : undefined);
	const destination =
		u.named.find((p) => p.role === "destination") ??
		(u.named.length === 1 && !u.named[0]!.code.startsWith("KR") ? u.named[0] : undefined);
	let from = portOf(origin);
	const to = portOf(destination);
	let assumed: string | null = null;
	// a single foreign place: an export from Busan, the port most of our lanes start from
	if (!from && to && !to.startsWith("KR")) {
		from = "KRPUS";
		assumed = from;
	}
	if (!from || !to)
		return { text: t(A + "priceNeedRoute"), sources: [{ label: t(A + "sources.wizard"), href: "/order" }] };
	const direction = from.startsWith("KR") ? "export" : "import";
	const readyDate = u.date && u.date >= u.today ? u.date : addDays(u.today, 7);
	const route = routeLabel(from, to, locale);
	const mode = air ? "airline" : "shipline";
	// by air, each end is its country's main airport (the wizard lets the user change it)
	const airOrigin = COUNTRY_AIRPORT[from.slice(0, 2)];
	const airDestination = COUNTRY_AIRPORT[to.slice(0, 2)];
	const wizard = { label: t(A + "sources.wizard"), href: air ? "/order/airline" : "/order/shipline" };
	if (air && (!airOrigin || !airDestination)) return { text: t(A + "priceNeedCargo", { route }), sources: [wizard] };
	const quote: QuoteIntentDraft = {
		mode,
		route: {
			direction,
			...(air ? {} : { cargoType: lcl ? "lcl" : "fcl" }),
			originCountry: from.slice(0, 2),
			origin: air ? airOrigin! : from,
			destinationCountry: to.slice(0, 2),
			destination: air ? airDestination! : to,
		},
		cargo: u.boxes.length && !air && !lcl ? { containers: u.boxes.map((b) => ({ ...b })), readyDate } : { readyDate },
	};
	const assumedText = assumed ? t(A + "priceAssumed", { place: placeLabel(assumed, locale) }) : "";
	if (air || lcl || u.boxes.length === 0)
		return {
			text: [assumedText, t(A + "priceNeedCargo", { route })].filter(Boolean).join(" "),
			sources: [wizard],
			quote,
		};
	const priced = tools.price({
		mode: "sea",
		direction,
		cargoType: "fcl",
		origin: from,
		destination: to,
		readyDate,
		containers: u.boxes,
	});
	if ("invalid" in priced) return { text: t(A + "priceUnpriced"), sources: [wizard], quote };
	if (!priced.pricing.ok)
		return {
			text: [assumedText, t(A + "priceManual")].filter(Boolean).join(" "),
			sources: [wizard],
			quote,
			facts: { reason: priced.pricing.reason },
		};
	const options = [...priced.pricing.options].sort((a, b) => a.totals.KRW - b.totals.KRW);
	const best = options[0]!;
	const others = options
		.slice(1, 3)
		.map((o) => `${o.carrier} ${money(o.totals.KRW, locale)} (${o.transitDays}d)`)
		.join(", ");
	return {
		text: [
			assumedText,
			t(A + "price", {
				cargo: cargoLabel(u.boxes),
				route,
				date: date(readyDate, locale),
				carrier: best.carrier,
				days: best.transitDays,
				total: money(best.totals.KRW, locale),
				validUntil: date(best.validUntil, locale),
			}),
			others ? t(A + "priceOthers", { list: others }) : "",
			t(A + "priceOpen"),
		]
			.filter(Boolean)
			.join(" "),
		sources: [wizard],
		quote,
		facts: { totalKrw: String(best.totals.KRW), carrier: best.carrier, origin: from, destination: to, readyDate },
	};
}

const ANSWERS: Record<Intent, Answerer> = {
	greeting,
	shipment: shipmentAnswer,
	documents: documentsAnswer,
	quote: quoteAnswer,
	invoice: invoiceAnswer,
	coupon: couponAnswer,
	price: priceAnswer,
	glossary: glossaryAnswer,
	help: helpAnswer,
	staff_queue: staffQueues,
	out_of_scope: outOfScope,
};
