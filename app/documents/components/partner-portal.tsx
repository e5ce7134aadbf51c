// The partner portals' two screens (spec sections 1 and 6), shared by the customs broker and the insurer:
// the queue and one request. Each shows only the fields the spec lists for the partner (the loaders
// in partner-portal.server.ts send nothing else). Plain links and one multipart form: no JavaScript needed.
import { Fragment } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { Form, useNavigation } from "react-router";
import { Link } from "#app/utils/link.tsx";
import { EmptyState } from "#app/components/empty-state.tsx";
import type { PartnerPortal, UploadProblem, queueLoader, requestLoader } from "#app/documents/partner-portal.server.ts";

const STATUS_TONE = { requested: "info", done: "success", declined: "danger" } as const;
const TITLE: Record<PartnerPortal, string> = {
	customs: "page.partnerCustoms.title",
	insurance: "page.partnerInsurance.title",
};

function StatusLabel({ status }: { status: keyof typeof STATUS_TONE }) {
	const { t } = useTranslation();
	return (
		<span className={`badge badge-${STATUS_TONE[status]}`} data-status={status}>
			{t(`docRequests.status.${status}`)}
		</span>
	);
}

export function PartnerQueue({ data }: { data: Awaited<ReturnType<typeof queueLoader>> }) {
	const { t } = useTranslation();
	const p = "docRequests.partner.";
	if (!data.rows.length) return <EmptyState title={t(`${p}empty`)} />;
	return (
		<div className="table-wrap">
			<table className="table table-stack" data-testid="partner-queue">
				<caption className="visually-hidden">{t(TITLE[data.portal])}</caption>
				<thead>
					<tr>
						<th scope="col">{t(`${p}number`)}</th>
						<th scope="col">{t(`${p}kind`)}</th>
						<th scope="col">{t(`${p}route`)}</th>
						<th scope="col">{t(`${p}transport`)}</th>
						<th scope="col">{t(`${p}requestedAt`)}</th>
						<th scope="col">{t(`${p}status`)}</th>
						<th scope="col">
							<span className="visually-hidden">{t(`${p}open`)}</span>
						</th>
					</tr>
				</thead>
				<tbody>
					{data.rows.map((r) => (
						<tr key={r.id} data-testid="partner-row" data-id={r.id} data-status={r.status}>
							<td data-label={t(`${p}number`)}>{r.number}</td>
							<td data-label={t(`${p}kind`)}>{t(`docRequests.kinds.${r.kind}`)}</td>
							<td data-label={t(`${p}route`)}>{r.route}</td>
							<td data-label={t(`${p}transport`)}>{t(`docRequests.modes.${r.mode}`)}</td>
							<td data-label={t(`${p}requestedAt`)}>{r.at}</td>
							<td data-label={t(`${p}status`)}>
								<StatusLabel status={r.status} />
							</td>
							<td>
								<Link to={`/partner/${data.portal}/${r.id}`} className="button button-sm">
									{t(`${p}open`)}
								</Link>
							</td>
						</tr>
					))}
				</tbody>
			</table>
		</div>
	);
}

export function PartnerRequest({
	data,
	problem,
}: {
	data: Awaited<ReturnType<typeof requestLoader>>;
	problem: UploadProblem | null;
}) {
	const { t } = useTranslation();
	const busy = useNavigation().state === "submitting";
	const p = "docRequests.partner.";
	const what = t(`${p}certificate.${data.kind}`);
	const facts: [string, string][] = [
		[t(`${p}number`), data.number],
		[t(`${p}kind`), t(`docRequests.kinds.${data.kind}`)],
		[t(`${p}route`), data.route],
		[t(`${p}transport`), t(`docRequests.modes.${data.mode}`)],
		[t(`${p}requestedAt`), data.at],
	];
	if (data.invoice) facts.push([t(`${p}invoice`), data.invoice]);
	if (data.insurance)
		facts.push(
			[t(`${p}product`), data.insurance.product],
			[t(`${p}hsCode`), data.insurance.hsCode],
			[t(`${p}partnerCountry`), data.insurance.partnerCountry],
			[t(`${p}insured`), data.insurance.insured],
			[t(`${p}premium`), data.insurance.premium],
		);
	const problemText =
		problem === "closed"
			? t(`${p}closed`)
			: problem === "expired"
				? t("docRequests.errors.expired")
				: problem
					? t(`${p}fileErrors.${problem}`, { size: `${data.maxMb} MB` })
					: null;
	return (
		<div className="stack" data-testid="partner-request" data-kind={data.kind} data-status={data.status}>
			{data.uploaded ? (
				<p className="alert alert-success" role="status" data-testid="partner-uploaded">
					{t(`${p}uploaded`)}
				</p>
			) : null}
			<section className="card">
				<div className="card-body stack">
					<p>
						<StatusLabel status={data.status} />
					</p>
					<dl className="facts" data-testid="partner-facts">
						{facts.map(([label, value]) => (
							<Fragment key={label}>
								<dt>{label}</dt>
								<dd>{value}</dd>
							</Fragment>
						))}
					</dl>
				</div>
			</section>
			<section className="card" aria-labelledby="docs-heading">
				<div className="card-header">
					<h2 id="docs-heading">{t(`${p}documents`)}</h2>
				</div>
				<div className="card-body">
					{data.documents.length ? (
						<div className="stack" data-testid="partner-documents">
							{data.documents.map((d) => (
								<div key={d.id} className="cluster" data-kind={d.kind}>
									<span className="badge badge-neutral">{t(`${p}docKinds.${d.kind}`)}</span>
									<a href={`/documents/${d.id}/file`} download className="strong" data-testid="partner-document-link">
										{d.name}
									</a>
									<span className="muted small">{d.at}</span>
								</div>
							))}
						</div>
					) : (
						<p className="muted">{t(`${p}noDocuments`)}</p>
					)}
				</div>
			</section>
			<section className="card" aria-labelledby="upload-heading">
				<div className="card-header">
					<h2 id="upload-heading">{data.certificate ? t(`${p}issued`, { what }) : t(`${p}uploadTitle`, { what })}</h2>
				</div>
				<div className="card-body stack">
					{data.certificate ? (
						<p data-testid="partner-certificate">
							<a href={`/documents/${data.certificate.id}/file`} download>
								{data.certificate.name}
							</a>{" "}
							<span className="muted small">{data.certificate.at}</span>
						</p>
					) : null}
					{data.status === "requested" ? (
						// the /send twin: the LiteFS proxy passes it straight through so a file is never replayed; success redirects back here
						<Form
							method="post"
							action={`/partner/${data.portal}/${data.id}/send`}
							encType="multipart/form-data"
							className="stack-form"
							aria-busy={busy}
							data-testid="certificate-form"
						>
							<input type="hidden" name="onceKey" value={data.onceKey} />
							<div className="field" data-invalid={problem ? "" : undefined}>
								<label htmlFor="certificate-file">{t(`${p}file`)}</label>
								<input
									id="certificate-file"
									name="file"
									type="file"
									accept=".pdf,.png,.jpg,.jpeg,.xlsx,.docx"
									aria-describedby="certificate-hint"
								/>
								<p className="field-hint" id="certificate-hint">
									{t(`${p}fileHint`, { size: `${data.maxMb} MB` })}
								</p>
								{problemText ? (
									<p className="field-errors" role="alert" data-testid="certificate-error">
										{problemText}
									</p>
								) : null}
							</div>
							<div className="form-actions">
								<button type="submit" className="button" disabled={busy}>
									{t(`${p}upload`)}
								</button>
							</div>
						</Form>
					) : problemText ? (
						<p className="field-errors" role="alert" data-testid="certificate-error">
							{problemText}
						</p>
					) : null}
				</div>
			</section>
			<p>
				<Link to={`/partner/${data.portal}`}>{t(`${p}back`)}</Link>
			</p>
		</div>
	);
}
