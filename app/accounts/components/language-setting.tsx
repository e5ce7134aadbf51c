// My page's language setting (decision 044): the language of the user's mails and
// mailed documents. A plain form (works without JavaScript); the action also switches the interface.
import { Form, useSearchParams } from "react-router";
import { ErrorList, IntentInput } from "#app/components/forms.tsx";
import { useTranslation } from "#app/i18n/react.tsx";
import { LOCALES, type Locale, toLanguageTag } from "#app/i18n/locales.ts";

export function LanguageSetting({ current, errors, busy }: { current: Locale; errors: string[]; busy: boolean }) {
	const { t } = useTranslation();
	const [params] = useSearchParams();
	return (
		<section className="info-section" id="language" aria-labelledby="language-heading">
			<h2 id="language-heading">{t("accounts.language.title")}</h2>
			{params.get("changed") === "language" ? (
				<p className="notice" role="status" data-testid="language-saved">
					{t("accounts.language.saved", { language: t(`languages.${current}`) })}
				</p>
			) : null}
			{/* a whole-page load: the new language is the interface's too, and its strings load with the page; posted
			    without the page's ?lng=, which would set the interface back to the language it names */}
			<Form method="post" action="/mypage/info" reloadDocument className="stack-form inline-form">
				<IntentInput value="language" />
				<div className="field">
					<label htmlFor="mail-locale">{t("accounts.language.label")}</label>
					<select
						id="mail-locale"
						name="locale"
						defaultValue={current}
						aria-describedby="mail-locale-hint mail-locale-error"
					>
						{LOCALES.map((locale) => (
							<option key={locale} value={locale} lang={toLanguageTag(locale)}>
								{t(`languages.${locale}`)}
							</option>
						))}
					</select>
					<p className="field-hint" id="mail-locale-hint">
						{t("accounts.language.hint")}
					</p>
					<ErrorList id="mail-locale-error" errors={errors} />
				</div>
				<button type="submit" className="button button-ghost" disabled={busy}>
					{t("accounts.language.submit")}
				</button>
			</Form>
		</section>
	);
}
