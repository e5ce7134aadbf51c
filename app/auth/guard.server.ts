// The route table's access rules (spec section 2), enforced on the server. The root middleware
// resolves who is signed in once per request; guards read it from the router context.
import { createContext, type MiddlewareFunction, redirect, type RouterContextProvider } from "react-router";
import { type Role, isStaff } from "#db/roles.ts";
import { loginUrlFor } from "#app/utils/redirect.ts";
import { homeFor } from "./role-home.ts";
import { forbidden } from "#app/utils/replies.server.ts";
import { clearSessionCookie, findSessionUser, readSessionId, type SessionUser } from "./session.server.ts";

type AuthState = { user: SessionUser | null; staleSession: boolean };

export const authContext = createContext<AuthState>({ user: null, staleSession: false });

export const authMiddleware: MiddlewareFunction<Response> = async ({ request, context }, next) => {
	const sessionId = await readSessionId(request);
	const user = sessionId ? await findSessionUser(sessionId) : null;
	// A cookie whose session is gone (expired, signed out elsewhere, password changed) means the
	// user *was* signed in: guards tell them so instead of a bare login page.
	context.set(authContext, { user, staleSession: Boolean(sessionId) && !user });
	return next();
};

export function getUser(context: Readonly<RouterContextProvider>): SessionUser | null {
	return context.get(authContext).user;
}

function currentPath(request: Request): string {
	const url = new URL(request.url);
	// Client navigations fetch "/x.data"; send the user back to the screen, not the data URL.
	const pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/") || "/";
	url.searchParams.delete("_routes");
	const search = url.searchParams.toString();
	return search ? `${pathname}?${search}` : pathname;
}

/**
 * The session-expiry hook: saves where the user was and sends them to the login view,
 * with the "logged out" notice when their session vanished under them.
 */
export async function redirectToLogin(request: Request, options: { expired?: boolean } = {}): Promise<never> {
	const headers = new Headers();
	if (options.expired) headers.append("Set-Cookie", await clearSessionCookie());
	throw redirect(loginUrlFor(currentPath(request), options), { headers });
}

export async function requireUser(request: Request, context: Readonly<RouterContextProvider>): Promise<SessionUser> {
	const { user, staleSession } = context.get(authContext);
	if (user) return user;
	return redirectToLogin(request, { expired: staleSession });
}

/** Signed in with one of `roles`, else 403 (signed-out users still go to the login view first). */
export async function requireRole(
	request: Request,
	context: Readonly<RouterContextProvider>,
	roles: readonly Role[],
): Promise<SessionUser> {
	const user = await requireUser(request, context);
	if (!roles.includes(user.role)) throw forbidden();
	return user;
}

/** A signed-in customer: a customer of a company acts on its quotes, bookings, documents and payments. */
export type Customer = SessionUser & { role: "customer"; companyId: string };

/**
 * Signed in as a customer of a company, else 403 (signed-out users go to the login view first).
 * Staff and partners look at customers' records through their own desks, never as a customer.
 */
export async function requireCustomer(request: Request, context: Readonly<RouterContextProvider>): Promise<Customer> {
	return asCustomer(await requireUser(request, context));
}

/** requireCustomer's rule for a user already in hand (a domain function given the user): else 403. */
export function asCustomer(user: SessionUser): Customer {
	if (user.role !== "customer" || !user.companyId) throw forbidden();
	return user as Customer;
}

/** For domain code that has the user already: staff (staff, staff_admin) only, else 403. */
export function asStaff(user: SessionUser): void {
	if (!isStaff(user.role)) throw forbidden();
}

/** For /, /login and /sign/pwreset: a signed-in user has no business there, and goes to the role's home. */
export function requireAnonymous(context: Readonly<RouterContextProvider>, to?: string): void {
	const user = getUser(context);
	if (user) throw redirect(to ?? homeFor(user.role));
}

/** A layout loader that admits only `roles`: the whole subtree behind it is theirs. */
export function roleGuardLoader(roles: readonly Role[]) {
	return async ({ request, context }: { request: Request; context: Readonly<RouterContextProvider> }) => {
		await requireRole(request, context, roles);
		return null;
	};
}
