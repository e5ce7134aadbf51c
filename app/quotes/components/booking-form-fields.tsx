// The booking form's text fields (/mypage/estimate/:id/booking): a labelled input or textarea with its
// hint and Conform's messages, and the three fields of one party of the B/L (shipper, consignee,
// notify). Lengths come from booking-fields.ts, so no zod reaches the browser (decision 026).
import { type FieldMetadata, getInputProps, getTextareaProps } from "@conform-to/react";
import { ErrorList } from "#app/components/forms.tsx";
import type { TFunction } from "#app/i18n/translator.ts";
import { PARTY_ADDRESS_MAX, PARTY_CONTACT_MAX, PARTY_NAME_MAX } from "../booking-fields.ts";

export function TextField({
	meta,
	label,
	hint,
	maxLength,
	rows,
	type = "text",
	autoComplete,
	list,
	inputMode,
	wide = false,
}: {
	meta: FieldMetadata<string | undefined> | FieldMetadata<number | undefined>;
	label: string;
	hint?: string;
	maxLength?: number;
	rows?: number;
	type?: "text" | "tel" | "number";
	autoComplete?: string;
	list?: string;
	inputMode?: "decimal" | "numeric";
	/** across every column of a .form-grid */
	wide?: boolean;
}) {
	const invalid = meta.errors?.length ? "" : undefined;
	const describedBy =
		[hint ? `${meta.id}-hint` : null, meta.errors?.length ? meta.errorId : null].filter(Boolean).join(" ") || undefined;
	return (
		<div className={wide ? "field span-all" : "field"} data-invalid={invalid}>
			<label htmlFor={meta.id}>{label}</label>
			{rows ? (
				<textarea
					{...getTextareaProps(meta as FieldMetadata<string>)}
					key={meta.key}
					rows={rows}
					maxLength={maxLength}
					aria-describedby={describedBy}
				/>
			) : (
				<input
					{...getInputProps(meta as FieldMetadata<string>, { type })}
					key={meta.key}
					maxLength={maxLength}
					autoComplete={autoComplete}
					list={list}
					inputMode={inputMode}
					aria-describedby={describedBy}
				/>
			)}
			{hint ? (
				<p className="field-hint" id={`${meta.id}-hint`}>
					{hint}
				</p>
			) : null}
			<ErrorList id={meta.errorId} errors={meta.errors} />
		</div>
	);
}

export function PartyFields({
	role,
	fields,
	t,
}: {
	role: "shipper" | "consignee" | "notify";
	fields: {
		name: FieldMetadata<string | undefined>;
		address: FieldMetadata<string | undefined>;
		contact: FieldMetadata<string | undefined>;
	};
	t: TFunction;
}) {
	return (
		<div className="form-grid" data-testid={`party-${role}`}>
			<TextField
				meta={fields.name}
				label={t(`booking.party.${role}Name`)}
				maxLength={PARTY_NAME_MAX}
				autoComplete="organization"
			/>
			<TextField
				meta={fields.contact}
				label={t(`booking.party.${role}Contact`)}
				hint={t("booking.hint.contact")}
				maxLength={PARTY_CONTACT_MAX}
			/>
			<TextField
				meta={fields.address}
				label={t(`booking.party.${role}Address`)}
				maxLength={PARTY_ADDRESS_MAX}
				rows={2}
				wide
			/>
		</div>
	);
}
