// The footer's copyright year is Korea's: from 15:00 UTC on 31 December the year has already turned
// in Seoul, and the server (in UTC) and a browser anywhere must print the same year.
import { renderToStaticMarkup } from "react-dom/server";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { pageTranslator } from "#app/i18n/page-translator.server.ts";
import { MemoryRouter } from "react-router";
import { afterEach, expect, test, vi } from "vitest";
import { Footer } from "./footer.tsx";

afterEach(() => {
	vi.useRealTimers();
});

function copyright(): string | undefined {
	const i18n = pageTranslator("en");
	const html = renderToStaticMarkup(
		<I18nextProvider i18n={i18n}>
			<MemoryRouter>
				<Footer company={null} />
			</MemoryRouter>
		</I18nextProvider>,
	);
	return /<p class="copyright">([^<]*)</.exec(html)?.[1];
}

test.each([
	["2026-12-31T14:59:00Z", "2026"], // 23:59 in Seoul
	["2026-12-31T15:30:00Z", "2027"], // 00:30 on New Year's Day in Seoul, still 2026 in UTC
])("at %s the footer says %s", (instant, year) => {
	vi.useFakeTimers({ toFake: ["Date"] });
	vi.setSystemTime(new Date(instant));
	expect(copyright()).toContain(year);
});

// Our own registration number is a valid one (the stored demo example), printed formatted, never
// 000-00-00000; the details come from the company_profile row staff_admin keep
test.each(["kr", "en", "vn"] as const)(
	"the %s footer prints our registration number, which passes the check digit",
	async (locale) => {
		const { companyProfile, companyFactsFor } = await import("#app/company/company-profile.server.ts");
		const { isValidBizRegNo } = await import("#app/accounts/biz-reg-no.ts");
		expect(isValidBizRegNo(companyProfile().bizRegNo)).toBe(true);
		const company = companyFactsFor(locale);
		const html = renderToStaticMarkup(
			<I18nextProvider i18n={pageTranslator(locale)}>
				<MemoryRouter>
					<Footer company={company} />
				</MemoryRouter>
			</I18nextProvider>,
		);
		expect(html).toContain("123-45-67891");
		expect(html).toContain(company.name);
		expect(html).not.toContain("000-00-00000");
		expect(html).not.toContain("{{number}}");
	},
);
