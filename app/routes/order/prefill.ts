// POST /order/prefill: a tool's "get this quote" (app/quotes/prefill.ts). The post carries the wizard's
// own step-1 and step-2 fields; each is judged by the wizard's step schema, saved in the user's draft
// as if typed (what passed as values, everything as the forms' input), and the user lands on the first
// step that still needs them: the route step when the lane did not pass, the cargo step when the cargo
// did not (a commodity to type), else the contact step. Saving the same draft twice is the same draft,
// so a double click has one effect. A visitor's draft is theirs (decision 086): one who gave a work
// e-mail lands on that step too; one who has not gets a visitor cookie and step 1 asks for the address.
import { parseWithZod } from "@conform-to/zod/v4";
import { redirect } from "react-router";
import type { Route } from "./+types/prefill";
import { getUser } from "#app/auth/guard.server.ts";
import { localeFromContext } from "#app/middleware/locale.server.ts";
import { saveDraft } from "#app/quotes/drafts.server.ts";
import {
	pendingVisitor,
	readVisitor,
	saveVisitorDraft,
	visitorCookieHeader,
	visitorSource,
} from "#app/quotes/visitors.server.ts";
import { ROUTE_FIELDS } from "#app/quotes/prefill.ts";
import { routeLookups } from "#app/quotes/wizard-places.server.ts";
import {
	type StepInput,
	cargoStepSchema,
	defaultReadyDate,
	emptyDraft,
	resumeStep,
	routeSchema,
	stepUrl,
	typedInput,
	withCargo,
	withRoute,
	WIZARD_MODES,
	type WizardMode,
} from "#app/quotes/wizard.ts";
import { ensurePrimary } from "#app/server/litefs.server.ts";
import { badRequest } from "#app/utils/replies.server.ts";

/** A GET here (a reload, or the way back from the login) has nothing to fill: the sea wizard. */
export function loader() {
	return redirect(stepUrl("shipline", "route"));
}

export async function action({ request, context }: Route.ActionArgs) {
	const form = await request.formData();
	const mode = String(form.get("mode") ?? "");
	if (!(WIZARD_MODES as readonly string[]).includes(mode)) throw badRequest();
	const user = getUser(context);
	await ensurePrimary();
	const draft = prefilledDraft(mode as WizardMode, form);
	if (user) {
		saveDraft(user.id, mode as WizardMode, draft);
		return redirect(stepUrl(mode as WizardMode, resumeStep(draft)), 303);
	}
	const source = visitorSource(request);
	const known = await readVisitor(request);
	const visitor = known ?? pendingVisitor(source);
	// too many new visitors from this source: step 1 as it is (posting it says why)
	if (!visitor) return redirect(stepUrl(mode as WizardMode, "route"), 303);
	saveVisitorDraft(visitor, mode as WizardMode, draft, { source, locale: localeFromContext(context) });
	const next = stepUrl(mode as WizardMode, visitor.email ? resumeStep(draft) : "route");
	return redirect(next, { status: 303, headers: known ? {} : { "Set-Cookie": await visitorCookieHeader(visitor) } });
}

function prefilledDraft(mode: WizardMode, form: FormData) {
	const routeForm = new FormData();
	const cargoForm = new FormData();
	for (const [name, value] of form) {
		if (name === "mode") continue;
		((ROUTE_FIELDS as readonly string[]).includes(name) ? routeForm : cargoForm).append(name, value);
	}
	if (!cargoForm.has("readyDate")) cargoForm.set("readyDate", defaultReadyDate());
	const route = parseWithZod(routeForm, { schema: routeSchema(mode, routeLookups(mode)), disableAutoCoercion: true });
	if (route.status !== "success") return { ...emptyDraft(), input: { route: typedInput(route.payload) } };
	const routed = withRoute(emptyDraft(), mode, route.value, typedInput(route.payload));
	const cargo = parseWithZod(cargoForm, { schema: cargoStepSchema(mode, route.value), disableAutoCoercion: true });
	const cargoInput: StepInput = typedInput(cargo.payload);
	return cargo.status === "success" ? withCargo(routed, cargoInput, cargo.value) : withCargo(routed, cargoInput);
}
