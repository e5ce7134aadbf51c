// The electronic tax invoice as popbill's Taxinvoice object (decision 100). Pure.
// One document has one tax type, so an invoice with 10% lines and zero-rated (영세율) international
// transport lines becomes two documents: 과세 (supply value and its 10% VAT, the invoice's own figures)
// and 영세 (supply value, no VAT). An amended one (수정세금계산서) carries modifyCode 2 (공급가액 변동:
// a refund or a changed line) with the difference, negative for a refund, and the original's NTS
// approval number (orgNTSConfirmNum).

export type TaxType = "taxable" | "zero_rated";

export type Party = { corpNum: string; corpName: string; ceoName: string; addr: string | null; email: string | null };

export type TaxDocument = {
	mgtKey: string;
	taxType: TaxType;
	writeDate: string; // YYYY-MM-DD
	supplyKrw: number;
	taxKrw: number;
	itemName: string;
	/** an amendment: the original's NTS approval number */
	originalNtsConfirmNum: string | null;
};

/** Digits only: "123-45-67891" -> "1234567891". */
export function corpNumOf(text: string | null): string | null {
	const digits = (text ?? "").replace(/\D/g, "");
	return digits.length === 10 ? digits : null;
}

/** popbill's Taxinvoice JSON for RegistIssue (POST /Taxinvoice, X-HTTP-Method-Override: ISSUE). */
export function taxinvoiceBody(doc: TaxDocument, invoicer: Party, invoicee: Party): Record<string, unknown> {
	const writeDate = doc.writeDate.replaceAll("-", "");
	const body: Record<string, unknown> = {
		writeDate,
		chargeDirection: "정과금",
		issueType: "정발행",
		// the customer pays after the invoice (bank deposit): a claim, not a receipt
		purposeType: "청구",
		taxType: doc.taxType === "taxable" ? "과세" : "영세",
		invoicerCorpNum: invoicer.corpNum,
		invoicerMgtKey: doc.mgtKey,
		invoicerCorpName: invoicer.corpName,
		invoicerCEOName: invoicer.ceoName,
		invoicerAddr: invoicer.addr ?? undefined,
		invoiceeType: "사업자",
		invoiceeCorpNum: invoicee.corpNum,
		invoiceeCorpName: invoicee.corpName,
		invoiceeCEOName: invoicee.ceoName,
		invoiceeAddr: invoicee.addr ?? undefined,
		invoiceeEmail1: invoicee.email ?? undefined,
		supplyCostTotal: String(doc.supplyKrw),
		taxTotal: String(doc.taxKrw),
		totalAmount: String(doc.supplyKrw + doc.taxKrw),
		detailList: [
			{
				serialNum: 1,
				purchaseDT: writeDate,
				itemName: doc.itemName,
				supplyCost: String(doc.supplyKrw),
				tax: String(doc.taxKrw),
			},
		],
	};
	if (doc.originalNtsConfirmNum) {
		body.modifyCode = 2;
		body.orgNTSConfirmNum = doc.originalNtsConfirmNum;
	}
	return body;
}

/** The state a popbill stateCode stands for (300s: issued; 304 sent to NTS; 305 NTS transmission failed). */
export function stateOfCode(stateCode: number): "issued" | "sent" | "failed" | null {
	if (stateCode === 304) return "sent";
	if (stateCode === 305) return "failed";
	if (stateCode >= 300 && stateCode < 400) return "issued";
	return null;
}
