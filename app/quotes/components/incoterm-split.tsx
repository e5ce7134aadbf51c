// Who pays which charge groups under the quote's Incoterm: our customer (the seller on
// export, the buyer on import) or the other party of the sale. The split and the amounts come from
// the server (app/pricing/incoterm-reprice.ts); this only shows them, as a table that stacks on a phone.
import type { TFunction } from "#app/i18n/translator.ts";
import type { Side } from "#app/pricing/codes.ts";
import type { Currency } from "#app/pricing/money.ts";
import type { GroupShare } from "#app/pricing/incoterm-reprice.ts";
import { formatMoney } from "#app/i18n/format.ts";
import type { Locale } from "#app/i18n/locales.ts";

export type SplitView = {
	incoterms: string | null;
	customerParty: "seller" | "buyer";
	otherParty: "seller" | "buyer";
	groups: GroupShare[];
};

export function IncotermSplitTable({
	split,
	amounts,
	locale,
	t,
	testId = "incoterm-split",
}: {
	split: SplitView;
	/** every group's lines summed per currency, counted or not */
	amounts: Record<Side, Partial<Record<Currency, number>>>;
	locale: Locale;
	t: TFunction;
	testId?: string;
}) {
	const money = (subtotals: Partial<Record<Currency, number>>) => {
		const parts = (["KRW", "USD", "VND"] as const)
			.filter((c) => subtotals[c] !== undefined)
			.map((c) => formatMoney({ amount: subtotals[c] as number, currency: c }, locale));
		return parts.length > 0 ? parts.join(" + ") : "–";
	};
	return (
		<div className="stack" data-testid={testId} data-incoterms={split.incoterms ?? ""}>
			<p className="muted">
				{split.incoterms
					? t("booking.split.rule", {
							incoterms: split.incoterms,
							party: t(`booking.split.parties.${split.customerParty}`),
						})
					: t("booking.split.noRule")}
			</p>
			<div className="table-wrap">
				<table className="table table-stack">
					<caption className="visually-hidden">{t("booking.split.title")}</caption>
					<thead>
						<tr>
							<th scope="col">{t("booking.split.group")}</th>
							<th scope="col">{t("booking.split.payer")}</th>
							<th scope="col" className="num">
								{t("booking.split.amount")}
							</th>
						</tr>
					</thead>
					<tbody>
						{split.groups.map((g) => (
							<tr key={g.group} data-testid={`split-${g.group}`} data-payer={g.payer}>
								<td data-label={t("booking.split.group")}>{t(`pricing.groups.${g.group}`)}</td>
								<td data-label={t("booking.split.payer")}>
									{/* the wrapper keeps the badge its own width when the row stacks into a grid */}
									<span>
										<span className={`badge ${g.payer === "customer" ? "badge-brand" : "badge-neutral"}`}>
											{g.payer === "customer"
												? t("booking.split.you", { party: t(`booking.split.parties.${g.party}`) })
												: t("booking.split.other", { party: t(`booking.split.parties.${g.party}`) })}
										</span>
									</span>
								</td>
								<td className="num" data-label={t("booking.split.amount")}>
									{money(amounts[g.group])}
								</td>
							</tr>
						))}
					</tbody>
				</table>
			</div>
		</div>
	);
}
