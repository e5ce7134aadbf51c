// The request id on the error page ("quote this reference to support"). The server renders the id of
// the request it is answering (entry.server.tsx provides it); the browser, hydrating that page, reads it
// back from the markup so both render the same. An error met later in the browser (a client-side
// navigation) has no id the browser could know, so it shows none rather than the wrong one.
import { createContext, useContext, useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";

const RequestIdContext = createContext<string | undefined>(undefined);

export const RequestIdProvider = RequestIdContext.Provider;

const MARK = "data-request-ref";
let hydrated = false;

function fromDocument(): string | undefined {
	if (typeof document === "undefined" || hydrated) return undefined;
	return document.querySelector(`[${MARK}]`)?.getAttribute(MARK) ?? undefined;
}

export function RequestReference() {
	const { t } = useTranslation();
	const serverId = useContext(RequestIdContext);
	const [id] = useState(() => serverId ?? fromDocument());
	useEffect(() => {
		hydrated = true;
	}, []);
	if (!id) return null;
	return (
		<p className="error-reference" {...{ [MARK]: id }}>
			{t("page.error.reference")} <code>{id}</code>
		</p>
	);
}
