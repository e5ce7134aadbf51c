// Renders a legal document as a long-form page: version and effective date, a table of contents
// linking to each section's anchor, then the sections. Plain HTML: nothing here needs JavaScript.
import type { TFunction } from "#app/i18n/translator.ts";
import type { LegalView } from "./documents.ts";
import type { LegalBlock, LegalSection } from "./types.ts";

export function LegalBlocks({ blocks }: { blocks: LegalBlock[] }) {
	return (
		<>
			{blocks.map((block, i) => {
				if ("p" in block) return <p key={i}>{block.p}</p>;
				if ("ul" in block)
					return (
						<ul key={i}>
							{block.ul.map((item, j) => (
								<li key={j}>{item}</li>
							))}
						</ul>
					);
				if ("ol" in block)
					return (
						<ol key={i}>
							{block.ol.map((item, j) => (
								<li key={j}>{item}</li>
							))}
						</ol>
					);
				const { head, rows } = block.table;
				return (
					<div className="table-wrap" key={i}>
						<table className="table table-stack">
							<thead>
								<tr>
									{head.map((h, j) => (
										<th key={j} scope="col">
											{h}
										</th>
									))}
								</tr>
							</thead>
							<tbody>
								{rows.map((row, r) => (
									<tr key={r}>
										{row.map((cell, c) => (
											<td key={c} data-label={head[c]}>
												{cell}
											</td>
										))}
									</tr>
								))}
							</tbody>
						</table>
					</div>
				);
			})}
		</>
	);
}

export function LegalSectionView({ section, headingLevel = 2 }: { section: LegalSection; headingLevel?: 2 | 3 }) {
	const Heading = headingLevel === 2 ? "h2" : "h3";
	return (
		<section id={section.id} aria-labelledby={`${section.id}-heading`} className="stack">
			<Heading id={`${section.id}-heading`}>{section.heading}</Heading>
			<LegalBlocks blocks={section.blocks} />
		</section>
	);
}

/** The body of /termsofconditions, /privacy and /privacyoption (the Page frame gives the h1). */
export function LegalDocumentBody({
	view,
	effectiveDate,
	t,
}: {
	view: LegalView;
	effectiveDate: string;
	t: TFunction;
}) {
	const { content } = view;
	return (
		<div className="stack legal-document">
			<p className="muted" data-testid="legal-version">
				{t("legal.versionLine", { version: view.version, date: effectiveDate })}
			</p>
			<p>{content.intro}</p>
			<nav className="card" aria-labelledby="legal-toc-heading">
				<div className="card-body">
					<h2 id="legal-toc-heading">{t("legal.contents")}</h2>
					<ol>
						{content.sections.map((s) => (
							<li key={s.id}>
								<a href={`#${s.id}`}>{s.heading}</a>
							</li>
						))}
					</ol>
				</div>
			</nav>
			<article className="stack">
				{content.sections.map((s) => (
					<LegalSectionView key={s.id} section={s} />
				))}
			</article>
		</div>
	);
}
