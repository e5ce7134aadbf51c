import { describe, expect, test } from "vitest";
import { MAX_BOARD_IMAGE_BYTES } from "#app/board/images.server.ts";
import { MAX_SHEET_BYTES } from "#app/rates/sheet-context.ts";
import { MAX_TRACKING_BYTES } from "#app/shipments/tracking-csv.ts";
import { MAX_DOCUMENT_BYTES, MAX_REGISTRATION_FILE_BYTES } from "#app/storage/limits.ts";
import {
	BOARD_IMAGE_BYTES,
	DEFAULT_BODY_LIMIT,
	DOCUMENT_FILE_BYTES,
	FORM_FIELDS_MARGIN,
	REGISTRATION_FILE_BYTES,
	SHEET_FILE_BYTES,
	bodyLimitFor,
	routePath,
} from "./body-limits.ts";

const MULTIPART = "multipart/form-data; boundary=----x";
const FORM = "application/x-www-form-urlencoded";
const DOC = MAX_DOCUMENT_BYTES + FORM_FIELDS_MARGIN;

describe("bodyLimitFor", () => {
	test.each([
		["POST", "/login", FORM, DEFAULT_BODY_LIMIT],
		["POST", "/login", MULTIPART, DEFAULT_BODY_LIMIT],
		["POST", "/api/v1/quotes", "application/json", DEFAULT_BODY_LIMIT],
		["POST", "/order/wizard", FORM, DEFAULT_BODY_LIMIT],
		["GET", "/mypage/upload/e1", null, 0],
		["HEAD", "/", null, 0],
		["POST", "/mypage/upload/e1", MULTIPART, DOC],
		["POST", "/mypage/upload/e1/send", MULTIPART, DOC],
		["POST", "/mypage/upload/e1/send.data", MULTIPART, DOC],
		["POST", "/mypage/upload/e1.data", MULTIPART, DOC],
		["POST", "/mypage/upload/e1/", MULTIPART, DOC],
		["POST", "/mypage/upload/e1", FORM, DEFAULT_BODY_LIMIT],
		["POST", "/mypage/upload/e1/clearance/export", MULTIPART, DEFAULT_BODY_LIMIT],
		["POST", "/mypage/download/e1", MULTIPART, DOC],
		["POST", "/mypage/download/e1/send", MULTIPART, DOC],
		["POST", "/admin/shipments/e1/documents", MULTIPART, DOC],
		["POST", "/admin/shipments/e1/documents/send", MULTIPART, DOC],
		["POST", "/admin/shipments/e1", MULTIPART, DEFAULT_BODY_LIMIT],
		["POST", "/partner/customs/r1", MULTIPART, DOC],
		["POST", "/partner/customs/r1/send", MULTIPART, DOC],
		["POST", "/partner/insurance/r1/send", "Multipart/Form-Data;boundary=y", DOC],
		["POST", "/partner/insurance", MULTIPART, DEFAULT_BODY_LIMIT],
		["POST", "/mypage/info", MULTIPART, MAX_REGISTRATION_FILE_BYTES + FORM_FIELDS_MARGIN],
		["POST", "/admin/rates/import", MULTIPART, SHEET_FILE_BYTES + FORM_FIELDS_MARGIN],
		["POST", "/admin/shipments/import", MULTIPART, SHEET_FILE_BYTES + FORM_FIELDS_MARGIN],
		["POST", "/admin/board/new", MULTIPART, BOARD_IMAGE_BYTES + FORM_FIELDS_MARGIN],
		["POST", "/admin/board/p1", MULTIPART, BOARD_IMAGE_BYTES + FORM_FIELDS_MARGIN],
		["POST", "/admin/board", MULTIPART, DEFAULT_BODY_LIMIT],
		["PUT", "/mypage/upload/e1/x/y", MULTIPART, DEFAULT_BODY_LIMIT],
		["POST", "/mypage/upload/e1/../../login", MULTIPART, DEFAULT_BODY_LIMIT],
	])("%s %s (%s) -> %d", (method, path, type, limit) => {
		expect(bodyLimitFor(method, path, type)).toBe(limit);
	});

	test("every file route's limit holds its file and is far below what a body once cost the server", () => {
		expect(DOCUMENT_FILE_BYTES).toBe(MAX_DOCUMENT_BYTES);
		expect(REGISTRATION_FILE_BYTES).toBe(MAX_REGISTRATION_FILE_BYTES);
		expect(BOARD_IMAGE_BYTES).toBe(MAX_BOARD_IMAGE_BYTES);
		expect(SHEET_FILE_BYTES).toBeGreaterThanOrEqual(Math.max(MAX_SHEET_BYTES, MAX_TRACKING_BYTES));
		expect(DOC).toBeLessThan(32 * 1024 * 1024);
	});
});

test.each([
	["/login.data", "/login"],
	["/_root.data", "/"],
	["/mypage/", "/mypage"],
	["/", "/"],
])("routePath(%s) = %s", (input, path) => expect(routePath(input)).toBe(path));
