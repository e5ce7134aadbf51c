// The quote wizard's screen (route, cargo, customer, result), shared by /order/shipline and
// /order/airline (app/routes/order/wizard.tsx). Plain forms posted to the server: every step
// validates there, saves the draft and redirects; with JavaScript on React Router submits them without
// a reload and the loading dialog follows the navigation. Inputs are uncontrolled and filled from the
// saved draft (Back, resume) or from Conform's reply to a rejected post (errors, status 400). Beside the
// form (above it on a phone) the summary panel shows the route and cargo the server's draft holds, so
// it needs no script either.
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { ErrorList } from "#app/components/forms.tsx";
import { VisitorNotice } from "./visitor-notice.tsx";
import { Page } from "#app/shell/page.tsx";
import type { WizardView } from "../wizard-view.server.ts";
import type { WizardReply } from "../wizard.ts";
import { readRouteLists } from "../route-lists.ts";
import {
	type FormStep,
	STEPS,
	type Step,
	WIZARD_PATHS,
	type WizardForm,
	type WizardMode,
	stepOfForm,
	stepUrl,
} from "../wizard-steps.ts";
import { CargoStep } from "./wizard-cargo-step.tsx";
import { CustomerStep } from "./wizard-customer-step.tsx";
import { formState } from "./wizard-fields.tsx";
import { ResultStep } from "./wizard-result-step.tsx";
import { RouteStep } from "./wizard-route-step.tsx";
import { SummaryPanel } from "./wizard-summary.tsx";

// the titles sit with the wizard's strings, so a visitor's first page does not fetch every screen's "page" strings
const TITLES: Record<WizardMode, string> = {
	shipline: "wizard.pageTitle.shipline",
	airline: "wizard.pageTitle.airline",
};

export function WizardScreen({ view, reply }: { view: WizardView; reply: WizardReply | undefined }) {
	const { t } = useTranslation();
	const navigation = useNavigation();
	const busy = navigation.state !== "idle";
	const { mode, step, locale } = view;
	// the action answers the form that posted; only a form of the step on screen reads it
	const own = reply && stepOfForm(reply.form) === step ? reply : undefined;
	const replyOf = (form: WizardForm) => (own?.form === form ? own.result : undefined);
	const action = stepUrl(mode, step);
	// a visitor who gave a work e-mail goes through every step as a member does (decision 086)
	const asking = view.signedIn || Boolean(view.visitorEmail);

	return (
		<Page titleKey={TITLES[mode]}>
			{!view.signedIn ? <VisitorNotice returnTo={WIZARD_PATHS[mode]} email={view.visitorEmail} /> : null}
			<Stepper mode={mode} step={step} passed={view.passed} signedIn={asking} />
			<ErrorList errors={own?.result.error?.[""]} />
			{own?.done ? (
				<p className="alert alert-success" role="status" data-testid="wizard-done">
					{t(own.done)}
				</p>
			) : null}
			{/* the summary first: above the form on a phone, beside it from 960px (.split > .aside) */}
			<div className="split">
				<SummaryPanel summary={view.summary} locale={locale} />
				{"limited" in view && view.limited ? (
					<p className="alert alert-warning" role="alert" data-testid="visitor-limit">
						{t("wizard.errors.visitorLimit")}
					</p>
				) : "result" in view && view.result ? (
					<ResultStep
						mode={mode}
						action={action}
						result={view.result}
						locale={locale}
						busy={busy}
						visitor={!view.signedIn}
					/>
				) : (
					<div className="stack">
						{"listsJson" in view && view.listsJson ? (
							<RouteStep
								mode={mode}
								action={action}
								{...formState(replyOf("route"), view.input)}
								lists={readRouteLists(view.listsJson)}
								busy={busy}
								askEmail={!asking}
							/>
						) : null}
						{"kind" in view && view.kind ? (
							<CargoStep
								mode={mode}
								action={action}
								kind={view.kind}
								{...formState(replyOf("cargo"), view.input)}
								busy={busy}
							/>
						) : null}
						{"visitorContact" in view && view.visitorContact ? (
							<CustomerStep mode={mode} action={action} {...formState(replyOf("customer"), view.input)} busy={busy} />
						) : null}
						{"phone" in view && view.phone ? (
							<CustomerStep
								mode={mode}
								action={action}
								{...formState(replyOf("customer"), view.input)}
								busy={busy}
								phone={view.phone}
								phoneErrors={{
									send: formState(replyOf("phoneSend"), {}).errors,
									verify: formState(replyOf("phoneVerify"), {}).errors,
								}}
							/>
						) : null}
					</div>
				)}
			</div>
		</Page>
	);
}

function Stepper({
	mode,
	step,
	passed,
	signedIn,
}: {
	mode: WizardMode;
	step: Step;
	passed: readonly FormStep[];
	signedIn: boolean;
}) {
	const { t } = useTranslation();
	return (
		<ol className="stepper" data-testid="wizard-steps">
			{STEPS.map((s) => {
				const done = (passed as readonly string[]).includes(s) && s !== step;
				const label = <span className="step-label">{t(`wizard.steps.${s}`)}</span>;
				return (
					<li
						key={s}
						className={done ? "done" : undefined}
						aria-current={s === step ? "step" : undefined}
						data-step={s}
					>
						{done && signedIn ? (
							<Link to={stepUrl(mode, s)} aria-label={t("wizard.stepDone", { step: t(`wizard.steps.${s}`) })}>
								{label}
							</Link>
						) : (
							label
						)}
					</li>
				);
			})}
		</ol>
	);
}
