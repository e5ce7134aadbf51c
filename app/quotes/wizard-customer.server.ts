// Step 3 from the account: the contact form's first values (the user's name, e-mail and phone, the
// company's name) and where the phone verification stands (spec section 5: ordering needs a
// verified phone; the step offers the code form itself).
import { getAccount } from "#app/accounts/accounts.server.ts";
import { getCompany } from "#app/accounts/company.server.ts";
import { pendingPhone } from "#app/accounts/phone.server.ts";
import type { SessionUser } from "#app/auth/session.server.ts";
import type { StepInput } from "./wizard.ts";

export function customerDefaults(user: SessionUser): StepInput {
	const account = getAccount(user.id);
	const company = user.companyId ? getCompany(user.companyId) : null;
	return {
		companyName: company?.name ?? "",
		managerName: account?.name ?? "",
		email: account?.email ?? "",
		phone: account?.phone ?? "",
	};
}

export type PhoneState = { verified: boolean; number: string | null; pending: string | null };

export function phoneState(user: SessionUser): PhoneState {
	const account = getAccount(user.id);
	return { verified: Boolean(account?.phoneVerified), number: account?.phone ?? null, pending: pendingPhone(user.id) };
}
