import { afterEach, describe, expect, test, vi } from "vitest";
import { adTagLoading, adTriggersFor, consumeGreeting, fireAdClick, resetAdTag } from "./ad-events.ts";

afterEach(() => {
	resetAdTag();
	delete (globalThis as { dataLayer?: unknown }).dataLayer;
	vi.unstubAllGlobals();
});

describe("which ad-event clicks a path fires (spec section 2)", () => {
	test.each([
		["/login", ["click1", "click2"]],
		["/login/", ["click1", "click2"]],
		["/sign/up", ["click1"]],
		["/company", ["click2"]],
		["/", []],
		["/sign/up/agree", []],
		["/order", []],
	])("%s -> %j", (path, triggers) => {
		expect(adTriggersFor(path)).toEqual(triggers);
	});
});

describe("firing", () => {
	const layer = () => (globalThis as { dataLayer?: unknown[] }).dataLayer;
	test("nothing while the tag is off (no consent or not configured)", () => {
		vi.stubGlobal("window", globalThis);
		fireAdClick("click1");
		expect(layer()).toBeUndefined();
	});
	test("queued until the tag loads, then pushed", () => {
		vi.stubGlobal("window", globalThis);
		const loaded = adTagLoading(() => {});
		fireAdClick("click1");
		expect(layer()).toBeUndefined();
		loaded(true);
		expect(layer()).toEqual([{ event: "barun_ad_click", trigger: "click1" }]);
		fireAdClick("click2");
		expect(layer()).toHaveLength(2);
	});
	test("a tag that failed to load shows the help-desk alert for each trigger (spec section 8)", () => {
		vi.stubGlobal("window", globalThis);
		const alert = vi.fn();
		const loaded = adTagLoading(alert);
		fireAdClick("click1");
		fireAdClick("click2");
		loaded(false);
		expect(alert).toHaveBeenCalledTimes(2);
		expect(layer()).toBeUndefined();
	});
});

describe("the greeting key", () => {
	const storage = (value: string | null) => {
		const store = new Map(value === null ? [] : [["greeting", value]]);
		return {
			getItem: (k: string) => store.get(k) ?? null,
			removeItem: (k: string) => void store.delete(k),
			store,
		};
	};
	test("present: removed, and one click fired", () => {
		vi.stubGlobal("window", globalThis);
		adTagLoading(() => {})(true);
		const s = storage("1");
		expect(consumeGreeting(s)).toBe(true);
		expect(s.store.has("greeting")).toBe(false);
		expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toEqual([
			{ event: "barun_ad_click", trigger: "click1" },
		]);
	});
	test("absent: nothing fired", () => {
		vi.stubGlobal("window", globalThis);
		adTagLoading(() => {})(true);
		expect(consumeGreeting(storage(null))).toBe(false);
		expect((globalThis as { dataLayer?: unknown[] }).dataLayer).toBeUndefined();
	});
	test("storage that throws (disabled): nothing fired, no error", () => {
		const broken = {
			getItem: () => {
				throw new Error("denied");
			},
			removeItem: () => {},
		};
		expect(consumeGreeting(broken)).toBe(false);
	});
});
