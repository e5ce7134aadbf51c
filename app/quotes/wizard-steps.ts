// The quote wizard's steps, URLs and row buttons: what its screen (app/quotes/components) renders and
// links to. Apart from the step schemas (wizard.ts) so that the screen brings no zod to the browser;
// wizard.ts re-exports all of it.

export const WIZARD_MODES = ["shipline", "airline"] as const;
export type WizardMode = (typeof WIZARD_MODES)[number];
export const STEPS = ["route", "cargo", "customer", "result"] as const;
export type Step = (typeof STEPS)[number];
export const FORM_STEPS = ["route", "cargo", "customer"] as const;
export type FormStep = (typeof FORM_STEPS)[number];

export function isStep(value: unknown): value is Step {
	return typeof value === "string" && (STEPS as readonly string[]).includes(value);
}

/** One route module serves both URLs (app/routes.ts): the path names the mode. */
export const WIZARD_PATHS: Record<WizardMode, string> = { shipline: "/order/shipline", airline: "/order/airline" };

export function stepUrl(mode: WizardMode, step: Step): string {
	return `${WIZARD_PATHS[mode]}?step=${step}`;
}

/** The mode of a wizard URL's path ("/order/airline" -> airline); null for any other path. */
export function wizardModeOf(pathname: string): WizardMode | null {
	const path = pathname.replace(/\/+$/, "");
	return WIZARD_MODES.find((mode) => WIZARD_PATHS[mode] === path) ?? null;
}

export function previousStep(step: Step): Step | null {
	const i = STEPS.indexOf(step);
	return i > 0 ? (STEPS[i - 1] as Step) : null;
}

/** The wizard's forms: one per step, and the customer step's two phone forms beside its own. */
export type WizardForm = FormStep | "phoneSend" | "phoneVerify" | "result";

export function stepOfForm(form: WizardForm): Step {
	return form === "phoneSend" || form === "phoneVerify" ? "customer" : form;
}

export type CargoKind = "fcl" | "lcl" | "air";

export function rowsKeyOf(kind: CargoKind): "containers" | "packages" {
	return kind === "fcl" ? "containers" : "packages";
}

/** The remove button's intent names its row: "removeRow:2". */
export const REMOVE_ROW = "removeRow:";

/**
 * The places a picker offers for a country: that country's only. None before a country is chosen
 * (the picker shows its prompt: decision 110), and every place for a posted country that has none,
 * rather than an empty list. Shared by the server render (JavaScript off: the "show ports" button
 * re-renders with the chosen country) and the browser (instant).
 */
export function placesIn<P extends { country: string }>(
	places: readonly P[],
	country: string | undefined,
): readonly P[] {
	if (!country) return [];
	const narrowed = places.filter((p) => p.country === country);
	return narrowed.length ? narrowed : places;
}

// After a rejected post the first invalid field takes the focus, with JavaScript off
// too (the server renders `autofocus` on it). The cargo step's fields in the order the page shows them.
const CONTAINER_ROW_FIELDS = ["type", "count"] as const;
const PACKAGE_ROW_FIELDS = [
	"count",
	"packaging",
	"measure",
	"weightKg",
	"width",
	"length",
	"height",
	"unit",
	"volumeCbm",
] as const;

/** The cargo step's field names in page order, for `rows` rows of `kind`. */
export function cargoFieldOrder(kind: CargoKind, rows: number): string[] {
	const key = rowsKeyOf(kind);
	const perRow = kind === "fcl" ? CONTAINER_ROW_FIELDS : PACKAGE_ROW_FIELDS;
	const rowFields = Array.from({ length: rows }, (_, i) => perRow.map((f) => `${key}[${i}].${f}`)).flat();
	return [...rowFields, ...(kind === "fcl" ? ["grossWeightKg"] : []), "readyDate", "commodity", "dgClass", "unNumber"];
}

/** The first field of `order` with a message in `errors` (Conform's reply.error), or null. */
export function firstInvalid(
	errors: Readonly<Record<string, readonly string[] | null | undefined>>,
	order: readonly string[],
): string | null {
	return order.find((name) => (errors[name]?.length ?? 0) > 0) ?? null;
}

/**
 * The Korean end follows the direction: step 1 opens as an export with Korea as
 * the origin country; a customer who switches to import, leaves Korea where it was and has not chosen
 * the other country gets Korea (and its port, if one was chosen) moved to the destination, and the
 * same the other way. Without JavaScript this saves the posts a reload would take to move it by hand.
 * Anything the customer chose on the other side is left alone.
 */
export function koreanSideFollowsDirection(input: Readonly<Record<string, string>>): Record<string, string> {
	const [from, to] =
		input.direction === "import"
			? (["origin", "destination"] as const)
			: input.direction === "export"
				? (["destination", "origin"] as const)
				: [null, null];
	if (!from || !to) return { ...input };
	// Korea stands on the side that is foreign for this direction, and the Korean side is still empty
	if (input[`${from}Country`] !== "KR" || (input[`${to}Country`] ?? "") !== "" || (input[to] ?? "") !== "")
		return { ...input };
	const place = input[from] ?? "";
	return {
		...input,
		[`${from}Country`]: "",
		[from]: "",
		[`${to}Country`]: "KR",
		[to]: place.startsWith("KR") || /^[A-Z]{3}$/.test(place) ? place : "",
	};
}
