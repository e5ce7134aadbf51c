// What the staff shipment actions answer for a refused form, as their pages read it (desk-steps.server.ts
// makes it, components/desk-form.tsx shows it).
import type { SubmissionResult } from "@conform-to/react";
import type { EstimateStatus } from "#app/lifecycle/lifecycle.ts";
import type { DateFinding, DateWarning } from "./date-rules.ts";
import type { MoveRefusal } from "./voyage-moves.server.ts";

/** Why the lifecycle refused a step, as the action answers it (409). */
export type Refused = {
	reason: MoveRefusal["reason"];
	status?: EstimateStatus;
	from?: EstimateStatus;
	to?: EstimateStatus;
};

/**
 * Whose form it was, Conform's reply (what was typed and the field messages), the refusal, if any, and
 * the unusual dates staff must accept before the step is stored (date-rules.ts; dates formatted).
 */
export type DeskActionData = {
	intent: string;
	result: SubmissionResult<string[]>;
	refused: Refused | null;
	warnings?: DateFinding<DateWarning>[];
};
