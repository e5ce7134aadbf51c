// The confirmation of irreversible staff actions: only `confirmed=yes` confirms, and
// without JavaScript the server-rendered form carries the required checkbox beside the question, the
// consequences and who gets which mail.
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { ConfirmAction } from "./confirm-action.tsx";
import { CONFIRM_FIELD, isConfirmed } from "./confirm-action-field.ts";

describe("isConfirmed", () => {
	test.each([
		[[["confirmed", "yes"]], true],
		[[], false],
		[[["confirmed", ""]], false],
		[[["confirmed", "no"]], false],
		[[["confirmed", "YES"]], false],
		[[["confirm", "yes"]], false],
	] as const)("%j -> %s", (entries, expected) => {
		const form = new FormData();
		for (const [k, v] of entries) form.append(k, v);
		expect(isConfirmed(form)).toBe(expected);
	});
});

describe("ConfirmAction without JavaScript", () => {
	const html = renderToStaticMarkup(
		<form>
			<ConfirmAction
				label="Record departure"
				title="Record the departure of B2611-0010?"
				effects={["The shipment becomes Vessel sailing."]}
				mails={[{ to: "customer@demo.kr", what: "departure notice" }]}
				name="intent"
				value="depart"
				testId="depart"
			>
				<button type="submit" name="intent" value="draft">
					draft
				</button>
			</ConfirmAction>
		</form>,
	);

	test("a required checkbox carries the confirming field", () => {
		const box = html.match(/<input type="checkbox"[^>]*>/)?.[0] ?? "";
		expect(box).toContain(`name="${CONFIRM_FIELD}"`);
		expect(box).toContain('value="yes"');
		expect(box).toContain('required=""');
	});

	test("the question, what happens and who is mailed stand on the page; the submit button carries the intent", () => {
		expect(html).toContain("Record the departure of B2611-0010?");
		expect(html).toContain("The shipment becomes Vessel sailing.");
		// the fallback translator answers keys: the mail line is there with its key
		expect(html).toContain('data-testid="confirm-mail"');
		const button = html.match(/<button[^>]*data-testid="depart"[^>]*>[^<]*<\/button>/)?.[0] ?? "";
		expect(button).toContain('type="submit"');
		expect(button).toContain('name="intent"');
		expect(button).toContain('value="depart"');
		expect(button).toContain(">Record departure<");
		// other buttons of the row come first
		expect(html.indexOf('value="draft"')).toBeLessThan(html.indexOf('value="depart"'));
	});

	test("no mails: it says so", () => {
		const none = renderToStaticMarkup(<ConfirmAction label="x" title="y" effects={[]} mails={[]} />);
		expect(none).toContain("confirmAction.noMail");
	});
});
