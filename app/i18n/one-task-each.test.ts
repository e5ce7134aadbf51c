import { afterEach, expect, test, vi } from "vitest";
import { oneTaskEach } from "./one-task-each.ts";

afterEach(() => {
	vi.useRealTimers();
});

test("the first starts at once, each other in a later task of its own, and every result comes back in order", async () => {
	vi.useFakeTimers();
	const started: string[] = [];
	const step = (name: string) => () => {
		started.push(name);
		return Promise.resolve(name);
	};
	const results = oneTaskEach([step("a"), step("b"), step("c")]);
	expect(started).toEqual(["a"]);
	// one timer per later step: each runs in a task of its own, not all in the caller's task
	expect(vi.getTimerCount()).toBe(2);
	await Promise.resolve();
	expect(started).toEqual(["a"]);
	await vi.runAllTimersAsync();
	expect(started).toEqual(["a", "b", "c"]);
	expect(await Promise.all(results)).toEqual(["a", "b", "c"]);
});

test("a failing step fails its own promise only", async () => {
	const results = oneTaskEach([() => Promise.reject(new Error("offline")), () => Promise.resolve(2)]);
	await expect(results[0]).rejects.toThrow("offline");
	await expect(results[1]).resolves.toBe(2);
});

test("nothing to start is nothing to wait for", () => {
	expect(oneTaskEach([])).toEqual([]);
});
