// The quote wizard's loader and action, shared by /order/shipline and /order/airline (the two route
// modules only name their mode). Every step is a plain form post that validates here, saves the
// draft and redirects to the next step (303), so it works the same with JavaScript off and on.
// Visitors see step 1; any post from a visitor goes to the login view first.
import { asc } from "drizzle-orm";
import { type ActionFunctionArgs, type LoaderFunctionArgs, data, redirect } from "react-router";
import krRegions from "#db/data/kr-regions.json" with { type: "json" };
import { getAccount } from "#app/accounts/accounts.server.ts";
import { getCompany } from "#app/accounts/company.server.ts";
import { canOrder, requireVerifiedPhone } from "#app/accounts/ordering.server.ts";
import { pendingPhone, sendPhoneCode, verifyPhoneCode } from "#app/accounts/phone.server.ts";
import { PhoneSendSchema, PhoneVerifySchema } from "#app/accounts/validation.ts";
import { getUser, redirectToLogin } from "#app/auth/guard.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { Locale } from "#app/i18n/locales.ts";
import { localeFromContext } from "#app/middleware/i18next.server.ts";
import { CONTAINER_CODES, type Direction, KOREAN_AIRPORTS, KOREAN_SEA_PORTS, LCL_PORTS } from "#app/pricing/codes.ts";
import { type IncotermSplit, incotermSplit } from "#app/pricing/incoterm-reprice.ts";
import { type Incoterm, MAX_PACKAGE_ITEMS, pricingRequestSchema } from "#app/pricing/request.ts";
import type { PricingResult } from "#app/pricing/types.ts";
import { loadPlaces, priceFromDb } from "#app/pricing/store/rate-set.server.ts";
import { ensurePrimary } from "#app/utils/litefs.server.ts";
import { freshOnceKey, isDuplicateKey, newOnceKey, onceResult } from "#app/utils/once.server.ts";
import { getDb } from "#db/client.ts";
import { airports, countries, ports } from "#db/schema.ts";
import { clearDraft, loadDraft, saveDraft } from "./drafts.server.ts";
import { createEstimate } from "./estimates.server.ts";
import { placeName, placeNames } from "./list.server.ts";
import {
	type CargoKind,
	type Draft,
	type FinishedDraft,
	type FormStep,
	type OptionFlag,
	type Step,
	type StepInput,
	type WizardMode,
	type CargoSummary,
	allowedStep,
	cargoKindOf,
	cargoSchema,
	cargoSummary,
	customerSchema,
	defaultReadyDate,
	draftToRequest,
	emptyDraft,
	fieldErrors,
	formToObject,
	incotermsFor,
	isPriceable,
	isStep,
	nextStep,
	optionFlags,
	passedSteps,
	resumeStep,
	routeSchema,
	withRoute,
} from "./wizard.ts";

const W = "wizard.errors.";

export const WIZARD_PATHS: Record<WizardMode, string> = { shipline: "/order/shipline", airline: "/order/airline" };

export function stepUrl(mode: WizardMode, step: Step): string {
	return `${WIZARD_PATHS[mode]}?step=${step}`;
}

type Named = { code: string; name: string };
export type PlaceOption = Named & { country: string; lcl: boolean };
export type CountryOption = Named;
/** A district: its value is the Korean name the trucking tariff is keyed by; its label is in the page language. */
export type District = { value: string; label: string };
export type Province = { code: string; name: string; districts: District[] };

/** Countries and the places of this mode, names in the page language; the Korean side only its gateways. */
function referenceLists(mode: WizardMode, locale: Locale) {
	const db = getDb();
	// names in the page language by the app's one place-name rule (list.server.ts placeName)
	const countryNames = new Map(
		db
			.select()
			.from(countries)
			.orderBy(asc(countries.nameEn))
			.all()
			.map((c) => [c.code, { countryCode: c.code, nameKo: c.nameKo, nameEn: c.nameEn, nameVi: c.nameVi }]),
	);
	const countryList: CountryOption[] = [...countryNames.keys()]
		.map((code) => ({ code, name: placeName(countryNames, code, locale) }))
		.sort((a, b) => a.name.localeCompare(b.name, locale === "kr" ? "ko" : locale === "vn" ? "vi" : "en"));
	const gateways: readonly string[] = mode === "shipline" ? KOREAN_SEA_PORTS : KOREAN_AIRPORTS;
	const rows =
		mode === "shipline"
			? db.select().from(ports).orderBy(asc(ports.code)).all()
			: db.select().from(airports).orderBy(asc(airports.code)).all();
	const placeRows = new Map(rows.map((r) => [r.code, r]));
	const places: PlaceOption[] = rows
		.filter((r) => r.countryCode !== "KR" || gateways.includes(r.code))
		.map((r) => ({
			code: r.code,
			country: r.countryCode,
			name: placeName(placeRows, r.code, locale),
			lcl: (LCL_PORTS as readonly string[]).includes(r.code),
		}));
	// only countries with a place to choose: an empty group helps nobody
	const withPlaces = new Set(places.map((p) => p.country));
	const provinces: Province[] = krRegions.provinces.map((p) => ({
		code: p.code,
		name: locale === "kr" ? p.nameKo : locale === "vn" ? (p.nameVi ?? p.nameEn) : p.nameEn,
		// the trucking tariff is keyed by the Korean district name; en and vn read the romanised one
		districts: (p.districts ?? []).map((d) => ({ value: d.nameKo, label: locale === "kr" ? d.nameKo : (d.nameEn ?? d.nameKo) })),
	}));
	return { countries: countryList.filter((c) => withPlaces.has(c.code)), places, provinces, incoterms: incotermsFor(mode) };
}

type NamedPlace = { code: string; name: string };

/**
 * The summary panel: the route and cargo the draft holds so far, with place and region names in the
 * page language. Built on the server from the saved draft, so it shows with JavaScript off.
 */
export type WizardSummary = {
	route?: {
		direction: Direction;
		kind: CargoKind;
		origin: NamedPlace;
		destination: NamedPlace;
		region?: string;
		incoterm?: Incoterm;
	};
	cargo?: CargoSummary & { commodity: string; readyDate: string; dgClass?: string };
};

function summaryOf(mode: WizardMode, draft: Draft | null, locale: Locale): WizardSummary {
	if (!draft?.route) return {};
	const r = draft.route;
	const names = placeNames([r.origin, r.destination]);
	const province = r.province ? krRegions.provinces.find((p) => p.code === r.province) : undefined;
	const district = r.district ? province?.districts?.find((d) => d.nameKo === r.district) : undefined;
	const region = province
		? [locale === "kr" ? province.nameKo : locale === "vn" ? (province.nameVi ?? province.nameEn) : province.nameEn, district ? (locale === "kr" ? district.nameKo : district.nameEn) : null]
				.filter(Boolean)
				.join(" ")
		: undefined;
	const kind = cargoKindOf(mode, r);
	return {
		route: {
			direction: r.direction,
			kind,
			origin: { code: r.origin, name: placeName(names, r.origin, locale) },
			destination: { code: r.destination, name: placeName(names, r.destination, locale) },
			...(region ? { region } : {}),
			...(r.incoterms ? { incoterm: r.incoterms } : {}),
		},
		...(draft.cargo
			? {
					cargo: {
						...cargoSummary(kind, draft.cargo),
						commodity: draft.cargo.commodity,
						readyDate: draft.cargo.readyDate,
						...(draft.cargo.dg && draft.cargo.dgClass ? { dgClass: draft.cargo.dgClass } : {}),
					},
				}
			: {}),
	};
}

function customerDefaults(user: SessionUser): StepInput {
	const account = getAccount(user.id);
	const company = user.companyId ? getCompany(user.companyId) : null;
	return { companyName: company?.name ?? "", managerName: account?.name ?? "", email: account?.email ?? "", phone: account?.phone ?? "" };
}

function initialInput(mode: WizardMode, step: FormStep, draft: Draft, user: SessionUser | null): StepInput {
	const saved = draft.input[step];
	if (saved) return saved;
	if (step === "route") return { direction: "export", cargoType: mode === "shipline" ? "fcl" : undefined, originCountry: "KR" };
	if (step === "cargo") {
		const kind = cargoKindOf(mode, draft.route);
		return { readyDate: defaultReadyDate(), ...(kind === "fcl" ? { containers: [{ type: "dv20", count: "1" }] } : { packages: [{ measure: "per_box", unit: "CM" }] }) };
	}
	return user ? customerDefaults(user) : {};
}

type ResultView = {
	pricing: PricingResult;
	onceKey: string;
	showVnd: boolean;
	lane: { origin: NamedPlace; destination: NamedPlace; direction: Direction; kind: CargoKind };
	/** cheapest and fastest, by option id (wizard.ts optionFlags; the engine's order is kept) */
	flags: Record<string, OptionFlag[]>;
	/** the Incoterm chosen in step 1 and who pays which group under it */
	incoterm: Incoterm | null;
	payers: IncotermSplit;
	/** transhipment ports' names, for "via Singapore (SGSIN)" */
	via: Record<string, string>;
};

function priceDraft(mode: WizardMode, draft: FinishedDraft): PricingResult {
	return priceFromDb(pricingRequestSchema.parse(draftToRequest(mode, draft)));
}

export async function wizardLoader(mode: WizardMode, { request, context }: LoaderFunctionArgs) {
	const user = getUser(context);
	const locale = localeFromContext(context);
	const url = new URL(request.url);
	const wanted = url.searchParams.get("step");
	const draft = user ? loadDraft(user.id, mode) : null;
	// visitors see step 1 only; a signed-in user resumes where the draft stopped
	const step: Step = user ? allowedStep(isStep(wanted) ? wanted : resumeStep(draft), draft) : "route";
	// a bare /order/shipline shows the step the draft stopped at; a step asked for too early moves on
	if (user && wanted !== null && wanted !== step) throw redirect(stepUrl(mode, step));
	const d = draft ?? emptyDraft();

	const base = {
		mode,
		step,
		locale,
		signedIn: Boolean(user),
		canOrder: user ? canOrder(user) : false,
		passed: passedSteps(draft),
		summary: summaryOf(mode, draft, locale),
	};
	if (step === "route") return { ...base, input: initialInput(mode, "route", d, user), lists: referenceLists(mode, locale) };
	if (step === "cargo") return { ...base, input: initialInput(mode, "cargo", d, user), kind: cargoKindOf(mode, d.route) };
	if (step === "customer" && user) {
		const account = getAccount(user.id);
		return {
			...base,
			input: initialInput(mode, "customer", d, user),
			phone: { verified: Boolean(account?.phoneVerified), number: account?.phone ?? null, pending: pendingPhone(user.id) },
		};
	}
	const finished = d as FinishedDraft;
	const pricing = priceDraft(mode, finished);
	const r = finished.route;
	const viaPorts = pricing.ok ? pricing.options.flatMap((o) => (o.viaPort ? [o.viaPort] : [])) : [];
	const names = placeNames([r.origin, r.destination, ...viaPorts]);
	const result: ResultView = {
		pricing,
		onceKey: newOnceKey(),
		showVnd: r.originCountry === "VN" || r.destinationCountry === "VN",
		lane: {
			origin: { code: r.origin, name: placeName(names, r.origin, locale) },
			destination: { code: r.destination, name: placeName(names, r.destination, locale) },
			direction: r.direction,
			kind: cargoKindOf(mode, r),
		},
		flags: pricing.ok ? optionFlags(pricing.options) : {},
		incoterm: r.incoterms ?? null,
		payers: incotermSplit(r.direction, r.incoterms),
		via: Object.fromEntries(viaPorts.map((code) => [code, placeName(names, code, locale)])),
	};
	return { ...base, input: {} as StepInput, result };
}

export type WizardLoaderData = Awaited<ReturnType<typeof wizardLoader>>;

type Failure = { step: Step; input?: StepInput; errors: Record<string, string[]>; done?: string };

function fail(step: Step, errors: Record<string, string[]>, input?: StepInput, status = 400) {
	return data<Failure>({ step, input, errors }, { status });
}

/** Airports are not coded by country: the table says which country a place is in. */
function placeCountryErrors(mode: WizardMode, origin: string, destination: string, originCountry: string, destinationCountry: string) {
	const places = loadPlaces(origin, destination, mode === "airline");
	const errors: Record<string, string[]> = {};
	const check = (field: "origin" | "destination", code: string, country: string) => {
		const place = places[code];
		if (!place) errors[field] = [W + "placeUnknown"];
		else if (place.country !== country) errors[field] = [W + "placeCountry"];
	};
	check("origin", origin, originCountry);
	check("destination", destination, destinationCountry);
	return errors;
}

function routeStep(mode: WizardMode, user: SessionUser, formData: FormData) {
	const input = formToObject(formData.entries());
	const parsed = routeSchema(mode).safeParse(input);
	if (!parsed.success) return fail("route", fieldErrors(parsed.error), input);
	const r = parsed.data;
	const placeErrors = placeCountryErrors(mode, r.origin, r.destination, r.originCountry, r.destinationCountry);
	if (Object.keys(placeErrors).length) return fail("route", placeErrors, input);
	if (r.district && !krRegions.provinces.find((p) => p.code === r.province)?.districts?.some((d) => d.nameKo === r.district))
		return fail("route", { district: ["pricing.errors.district"] }, input);
	if (r.province && !krRegions.provinces.some((p) => p.code === r.province)) return fail("route", { province: ["pricing.errors.province"] }, input);
	saveDraft(user.id, mode, withRoute(loadDraft(user.id, mode) ?? emptyDraft(), mode, r, input));
	return redirect(stepUrl(mode, nextStep("route")), 303);
}

function cargoStep(mode: WizardMode, user: SessionUser, formData: FormData, intent: string) {
	const draft = loadDraft(user.id, mode) ?? emptyDraft();
	if (!draft.route) return redirect(stepUrl(mode, "route"), 303);
	const kind = cargoKindOf(mode, draft.route);
	const input = formToObject(formData.entries());
	const rowsKey = kind === "fcl" ? "containers" : "packages";
	const rows = Array.isArray(input[rowsKey]) ? (input[rowsKey] as unknown[]) : [];
	if (intent === "addRow" || intent.startsWith("removeRow:")) {
		if (intent === "addRow") {
			const max = kind === "fcl" ? CONTAINER_CODES.length : MAX_PACKAGE_ITEMS;
			// spec section 5: the number of items is limited, with a message to contact operations
			if (rows.length >= max) return fail("cargo", { [rowsKey]: [kind === "fcl" ? "pricing.errors.tooMany" : "pricing.errors.tooManyItems"] }, input);
			rows.push(kind === "fcl" ? { type: "", count: "1" } : { measure: "per_box", unit: "CM" });
		} else {
			const index = Number(intent.slice("removeRow:".length));
			if (Number.isInteger(index) && rows.length > 1) rows.splice(index, 1);
		}
		// the form changed: the cargo step must pass again before the quote can be priced
		saveDraft(user.id, mode, { ...draft, input: { ...draft.input, cargo: { ...input, [rowsKey]: rows } }, cargo: undefined });
		return redirect(stepUrl(mode, "cargo"), 303);
	}
	const parsed = cargoSchema(kind).safeParse(input);
	if (!parsed.success) return fail("cargo", fieldErrors(parsed.error), input);
	// the request schema has the last word (e.g. limits it checks on the whole request)
	const next = { ...draft, input: { ...draft.input, cargo: input }, cargo: parsed.data } as FinishedDraft;
	const full = pricingRequestSchema.safeParse(draftToRequest(mode, next));
	if (!full.success) return fail("cargo", fieldErrors(full.error), input);
	saveDraft(user.id, mode, next);
	return redirect(stepUrl(mode, nextStep("cargo")), 303);
}

async function customerStep(mode: WizardMode, user: SessionUser, formData: FormData, intent: string, locale: Locale) {
	const draft = loadDraft(user.id, mode) ?? emptyDraft();
	if (!isPriceable(draft)) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	const input = formToObject(formData.entries());
	if (intent === "phoneSend") {
		const parsed = PhoneSendSchema.safeParse({ phone: formData.get("phone") || undefined });
		if (!parsed.success) return fail("customer", { sendPhone: parsed.error.issues.map((i) => i.message) }, input);
		const sent = await sendPhoneCode(user.id, parsed.data.phone, locale).catch((error: unknown) => {
			console.error("phone code SMS failed", error);
			return null;
		});
		if (!sent) return fail("customer", { sendPhone: ["accounts.errors.phoneVerifyFailed"] }, input, 500);
		if (!sent.sent) return fail("customer", { sendPhone: [`accounts.errors.${sent.reason === "cooldown" ? "phoneCooldown" : "phoneHourly"}`] }, input, 429);
		return data<Failure>({ step: "customer", errors: {}, done: "accounts.phone.sent" });
	}
	if (intent === "phoneVerify") {
		const parsed = PhoneVerifySchema.safeParse({ code: formData.get("code") || undefined });
		if (!parsed.success) return fail("customer", { code: parsed.error.issues.map((i) => i.message) }, input);
		const checked = verifyPhoneCode(user.id, parsed.data.code);
		if (checked !== "ok") return fail("customer", { code: [`accounts.errors.phoneCode.${checked}`] }, input);
		return redirect(stepUrl(mode, "customer"), 303);
	}
	const parsed = customerSchema.safeParse(input);
	if (!parsed.success) return fail("customer", fieldErrors(parsed.error), input);
	// spec section 5: the phone must be verified by a code before ordering; keep what was typed
	if (!canOrder(user)) {
		saveDraft(user.id, mode, { ...draft, input: { ...draft.input, customer: input } });
		return fail("customer", { "": [W + "phoneNotVerified"] }, input);
	}
	saveDraft(user.id, mode, { ...draft, input: { ...draft.input, customer: input }, customer: parsed.data });
	return redirect(stepUrl(mode, "result"), 303);
}


function resultStep(mode: WizardMode, user: SessionUser, formData: FormData, intent: string) {
	requireVerifiedPhone(user);
	// a resubmitted choice (double click, back-and-resend) goes to the estimate the first one made
	const onceKey = freshOnceKey(formData, "estimate");
	const draft = loadDraft(user.id, mode);
	if (!isPriceable(draft) || !draft.customer) return redirect(stepUrl(mode, resumeStep(draft)), 303);
	const request = pricingRequestSchema.parse(draftToRequest(mode, draft));
	// never trust the client's numbers: price again and look the chosen option up
	const pricing = priceFromDb(request);
	let priced: Parameters<typeof createEstimate>[0]["priced"];
	if (intent === "choose") {
		const option = pricing.ok ? pricing.options.find((o) => o.id === formData.get("optionId")) : undefined;
		if (!option) return fail("result", { "": [W + "optionGone"] });
		priced = { option };
	} else if (intent === "manual") {
		if (pricing.ok || !pricing.manual) return fail("result", { "": [W + "optionGone"] });
		priced = { manualReason: pricing.reason };
	} else throw data({ reason: "badRequest" }, { status: 400 });
	let id: string;
	try {
		id = createEstimate({ user, request, commodity: draft.cargo.commodity, priced, onceKey });
	} catch (error) {
		// a concurrent duplicate lost the race on the once key: show what the first one made
		const first = isDuplicateKey(error) ? onceResult(onceKey, "estimate") : null;
		if (first) return redirect(first, 303);
		throw error;
	}
	clearDraft(user.id, mode);
	return redirect(`/mypage/estimate/${id}`, 303);
}

export async function wizardAction(mode: WizardMode, { request, context }: ActionFunctionArgs) {
	const user = getUser(context);
	const url = new URL(request.url);
	const step = url.searchParams.get("step") ?? "route";
	// "show ports" without JavaScript: the same step again, its pickers narrowed to the chosen
	// countries and province, everything typed kept. It changes nothing, so visitors may use it too.
	if (step === "route") {
		const formData = await request.clone().formData();
		if (formData.get("intent") === "refresh") return data<Failure>({ step: "route", input: formToObject(formData.entries()), errors: {} });
	}
	// the page is open to visitors, its posts are not: sign in first, then come back here
	if (!user) return redirectToLogin(request);
	await ensurePrimary();
	const formData = await request.formData();
	const intent = String(formData.get("intent") ?? "next");
	switch (step) {
		case "route":
			return routeStep(mode, user, formData);
		case "cargo":
			return cargoStep(mode, user, formData, intent);
		case "customer":
			return customerStep(mode, user, formData, intent, localeFromContext(context));
		case "result":
			return resultStep(mode, user, formData, intent);
		default:
			throw data({ reason: "badRequest" }, { status: 400 });
	}
}

export type WizardActionData = Failure;
