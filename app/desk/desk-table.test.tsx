// The desk table's markup contract (docs/design-system.md "table"): the stacking wrapper and classes,
// a data-label on every cell equal to its column header, figures marked .num, row attributes passed.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { DeskTable } from "./desk-table.tsx";

type Row = { id: string; name: string; amount: string };
const rows: Row[] = [
	{ id: "a", name: "Alpha", amount: "₩1,000" },
	{ id: "b", name: "Beta", amount: "₩2,000" },
];

const html = renderToStaticMarkup(
	<DeskTable<Row>
		testId="t"
		rows={rows}
		rowKey={(r) => r.id}
		rowProps={(r) => ({ "data-number": r.id })}
		columns={[
			{ key: "name", label: "이름", cell: (r) => r.name },
			{ key: "amount", label: "금액", cell: (r) => r.amount, num: true },
		]}
	/>,
);

describe("DeskTable", () => {
	test("wraps the table for stacking on a phone", () => {
		expect(html).toMatch(/^<div class="table-wrap"><table class="table table-stack" data-testid="t">/);
	});

	test.each([
		["이름", "Alpha"],
		["금액", "₩2,000"],
	])("every %s cell carries its label", (label, value) => {
		expect(html).toContain(`data-label="${label}"`);
		expect(html).toContain(value);
	});

	test("one labelled cell per column and row; figures right-aligned", () => {
		expect(html.match(/<td data-label=/g)).toHaveLength(4);
		expect(html.match(/<td data-label="금액" class="num">/g)).toHaveLength(2);
		expect(html).toContain('<th scope="col" class="num">금액</th>');
		expect(html).toContain('<tr data-number="b">');
	});
});
