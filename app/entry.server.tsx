import { randomBytes } from "node:crypto";
import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from "react-router";
import { ServerRouter, isRouteErrorResponse } from "react-router";
import { authContext } from "#app/auth/guard.server.ts";
import { I18nextProvider } from "#app/i18n/react.tsx";
import { translatorFromContext } from "#app/middleware/locale.server.ts";
import { reportError } from "#app/observability/error-report.server.ts";
import { logger } from "#app/observability/logger.server.ts";
import { currentRequest, currentRequestId } from "#app/observability/request-context.ts";
import { RequestIdProvider } from "#app/observability/request-reference.tsx";
import { jobsEnabled } from "#app/jobs/registry.ts";
import { getEnv, isProduction } from "#app/server/env.server.ts";
import { NonceProvider } from "#app/utils/nonce.tsx";
import { pageContext } from "#app/server/page-routes.server.ts";
import { applySecurityHeaders } from "#app/server/security-headers.ts";
import { cspAdditions } from "#app/consent/third-party.ts";
import { deferBoot } from "#app/server/deferred-boot.ts";
import { wholeBodyResponse } from "#app/server/whole-body.ts";
import { StylesheetTextProvider } from "#app/styles/inline-stylesheet.tsx";
import { stylesheetText } from "#app/styles/stylesheet-text.server.ts";

export const streamTimeout = 5_000;

function isSignedIn(loadContext: RouterContextProvider): boolean {
	try {
		return Boolean(loadContext.get(authContext).user);
	} catch {
		return false;
	}
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = randomBytes(16).toString("base64");
	applySecurityHeaders(responseHeaders, {
		nonce,
		production: isProduction(),
		authenticated: isSignedIn(loadContext),
		devServer: import.meta.env.DEV,
		// the configured third-party scripts' exact origins (they load only after consent: decision 092)
		extra: cspAdditions(getEnv()),
	});
	// The whole document is rendered, then sent as one body. Our loaders finish before rendering
	// starts and no screen suspends, so streaming the shell early gained nothing, while React's
	// 2 KB chunks each went through a PassThrough, a web stream, the adapter and gzip separately:
	// one body is one gzip call and one socket write (decision 027 has the figures).
	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false;
		const chunks: Buffer[] = [];
		const sink = new Writable({
			write(chunk: Buffer, _encoding, done) {
				chunks.push(chunk);
				done();
			},
			final(done) {
				clearTimeout(timer);
				responseHeaders.set("Content-Type", "text/html; charset=utf-8");
				const rendered = Buffer.concat(chunks);
				// the page's JavaScript waits for the first paint (decision 102; DEFERRED_BOOT=off to compare)
				const body = process.env.DEFERRED_BOOT === "off" ? rendered : deferBoot(rendered);
				// React's 2 KB pieces are copied into the body: let them go now. This sink stays reachable
				// after the page is sent, until V8's next full collection (measured, decision 030), and
				// with the pieces still in it each page left twice its size behind until then
				chunks.length = 0;
				resolve(wholeBodyResponse(body, { headers: responseHeaders, status: responseStatusCode }));
				done();
			},
		});
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<StylesheetTextProvider value={stylesheetText()}>
					<RequestIdProvider value={currentRequestId()}>
						<I18nextProvider i18n={translatorFromContext(loadContext)}>
							<ServerRouter
								context={process.env.PAGE_ROUTES === "off" ? routerContext : pageContext(routerContext)}
								url={request.url}
								nonce={nonce}
							/>
						</I18nextProvider>
					</RequestIdProvider>
				</StylesheetTextProvider>
			</NonceProvider>,
			{
				nonce,
				onShellReady() {
					shellRendered = true;
				},
				onAllReady() {
					pipe(sink);
				},
				onShellError(error: unknown) {
					clearTimeout(timer);
					reject(error);
				},
				onError(error: unknown) {
					responseStatusCode = 500;
					// an error before the shell is rendered goes to onShellError, and React Router reports it
					if (shellRendered) logger.error({ err: error }, "error while rendering a page");
				},
			},
		);
		const timer = setTimeout(abort, streamTimeout + 1000);
	});
}

// Client navigations fetch loader data as ".data" responses: a signed-in user's data is not cached either.
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
	response.headers.set("X-Content-Type-Options", "nosniff");
	if (context && isSignedIn(context as RouterContextProvider))
		response.headers.set("Cache-Control", "private, no-store");
	return response;
};

// Unexpected errors from loaders, actions and rendering: logged with the request id (which the error
// page shows the user) and sent to the error reporter when one is configured, without waiting for it.
// React Router also passes deliberate refusals here (a resource route's thrown 4xx, a method not allowed):
// those are the client's doing, logged without a stack and never reported.
export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return;
	const route = currentRequest()?.route;
	if (isRouteErrorResponse(error) && error.status < 500) {
		logger.info({ status: error.status, route }, "request refused");
		return;
	}
	// a 5xx error response React Router made itself carries the original error
	const inner = isRouteErrorResponse(error) ? (error as { error?: unknown }).error : undefined;
	const cause = inner ?? error;
	logger.error({ err: cause, route }, "unhandled server error");
	void reportError(cause);
}

// Validate settings as soon as the server build loads, not on the first request.
getEnv();

// Scheduled jobs (app/jobs, decision 022): server.js calls startJobs after it listens (never vitest,
// never a build); scripts/job.js runs or lists them by hand through the built app.
export async function startJobs(): Promise<void> {
	if (!jobsEnabled(process.env)) return;
	(await import("#app/jobs/scheduler.server.ts")).startJobs();
}
export const jobByHand = async (args: readonly string[]) =>
	(await import("#app/jobs/by-hand.server.ts")).jobByHand(args);
