import crypto from "node:crypto";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { createInstance, type i18n } from "i18next";
import { isbot } from "isbot";
import { renderToPipeableStream } from "react-dom/server";
import { I18nextProvider, initReactI18next } from "react-i18next";
import type { EntryContext, HandleDataRequestFunction, RouterContextProvider } from "react-router";
import { ServerRouter } from "react-router";
import { authContext } from "#app/auth/guard.server.ts";
import { DEFAULT_LOCALE, toLanguageTag } from "#app/i18n/locales.ts";
import { resources } from "#app/i18n/resources.ts";
import { getInstance } from "#app/middleware/i18next.server.ts";
import { getEnv } from "#app/utils/env.server.ts";
import { NonceProvider } from "#app/utils/nonce.tsx";
import { applySecurityHeaders } from "#app/utils/security-headers.ts";

export const streamTimeout = 5_000;

function isSignedIn(loadContext: RouterContextProvider): boolean {
	try {
		return Boolean(loadContext.get(authContext).user);
	} catch {
		return false;
	}
}

// A failure before the root middleware ran (a malformed request) still renders, in Korean.
function i18nFor(loadContext: RouterContextProvider): i18n {
	try {
		return getInstance(loadContext);
	} catch {
		const instance = createInstance({ resources, lng: toLanguageTag(DEFAULT_LOCALE), interpolation: { escapeValue: false } });
		instance.use(initReactI18next).init();
		return instance;
	}
}

export default function handleRequest(
	request: Request,
	responseStatusCode: number,
	responseHeaders: Headers,
	routerContext: EntryContext,
	loadContext: RouterContextProvider,
) {
	const nonce = crypto.randomBytes(16).toString("base64");
	const env = getEnv();
	applySecurityHeaders(responseHeaders, {
		nonce,
		production: env.NODE_ENV === "production",
		authenticated: isSignedIn(loadContext),
		devServer: import.meta.env.DEV,
	});
	const userAgent = request.headers.get("user-agent");
	// Bots and no-JS clients get the whole document at once; browsers get it streamed.
	const readyOption = (userAgent && isbot(userAgent)) || routerContext.isSpaMode ? "onAllReady" : "onShellReady";

	return new Promise<Response>((resolve, reject) => {
		let shellRendered = false;
		const { pipe, abort } = renderToPipeableStream(
			<NonceProvider value={nonce}>
				<I18nextProvider i18n={i18nFor(loadContext)}>
					<ServerRouter context={routerContext} url={request.url} nonce={nonce} />
				</I18nextProvider>
			</NonceProvider>,
			{
				nonce,
				[readyOption]() {
					shellRendered = true;
					const body = new PassThrough();
					responseHeaders.set("Content-Type", "text/html; charset=utf-8");
					resolve(
						new Response(createReadableStreamFromReadable(body), {
							headers: responseHeaders,
							status: responseStatusCode,
						}),
					);
					pipe(body);
				},
				onShellError(error: unknown) {
					reject(error);
				},
				onError(error: unknown) {
					responseStatusCode = 500;
					if (shellRendered) console.error(error);
				},
			},
		);
		setTimeout(abort, streamTimeout + 1000);
	});
}

// Client navigations fetch loader data as ".data" responses: a signed-in user's data is not cached either.
export const handleDataRequest: HandleDataRequestFunction = (response, { context }) => {
	response.headers.set("X-Content-Type-Options", "nosniff");
	if (context && isSignedIn(context as RouterContextProvider)) response.headers.set("Cache-Control", "private, no-store");
	return response;
};

export function handleError(error: unknown, { request }: { request: Request }) {
	if (request.signal.aborted) return;
	console.error(error);
}

// Validate settings as soon as the server build loads, not on the first request.
getEnv();
