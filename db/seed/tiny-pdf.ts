// A one-page PDF with a few lines of ASCII text in Helvetica, for demo documents only: the demo
// customer's CI/PL and the carrier's and broker's papers that a real shipment would carry. The real
// documents we generate go through app/pdf; this only has to be a valid PDF a viewer opens.
const escape = (s: string) => s.replace(/[\\()]/g, (c) => `\\${c}`).replace(/[^\x20-\x7e]/g, "?");

export function tinyPdf(title: string, lines: readonly string[]): Uint8Array {
	const text = [
		`BT /F1 18 Tf 56 780 Td (${escape(title)}) Tj ET`,
		...lines.map((line, i) => `BT /F1 11 Tf 56 ${740 - i * 18} Td (${escape(line)}) Tj ET`),
	].join("\n");
	const objects = [
		"<< /Type /Catalog /Pages 2 0 R >>",
		"<< /Type /Pages /Kids [3 0 R] /Count 1 >>",
		"<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>",
		"<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>",
		`<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
	];
	let out = "%PDF-1.4\n";
	const offsets: number[] = [];
	objects.forEach((body, i) => {
		offsets.push(out.length);
		out += `${i + 1} 0 obj\n${body}\nendobj\n`;
	});
	const xref = out.length;
	out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, "0")} 00000 n \n`).join("")}`;
	out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
	return new TextEncoder().encode(out);
}
