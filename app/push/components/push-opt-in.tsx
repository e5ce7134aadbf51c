// "Turn on notifications" (decision 093): the browser asks for permission only when the user presses
// the button, never on page load; the subscription is then sent to /push/subscription. A failure to
// register or subscribe is only logged (spec section 8); the panel says what state the device is in.
import { useEffect, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useHydrated } from "#app/utils/use-hydrated.ts";

type State = "checking" | "unsupported" | "denied" | "off" | "on" | "busy";

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
	const base64 = (base64url + "=".repeat((4 - (base64url.length % 4)) % 4)).replace(/-/g, "+").replace(/_/g, "/");
	const raw = atob(base64);
	const bytes = new Uint8Array(new ArrayBuffer(raw.length));
	for (let i = 0; i < raw.length; i++) bytes[i] = raw.charCodeAt(i);
	return bytes;
}

async function post(body: unknown) {
	const response = await fetch("/push/subscription", {
		method: "POST",
		headers: { "Content-Type": "application/json" },
		body: JSON.stringify(body),
	});
	if (!response.ok) throw new Error(`push subscription answered ${response.status}`);
}

export function PushOptIn({ publicKey }: { publicKey: string | null }) {
	const { t } = useTranslation();
	const hydrated = useHydrated();
	const [state, setState] = useState<State>("checking");
	const [topics, setTopics] = useState({ negotiation: true, milestones: true });

	useEffect(() => {
		if (!publicKey) return;
		if (!("serviceWorker" in navigator) || !("PushManager" in window) || !("Notification" in window)) {
			setState("unsupported");
			return;
		}
		if (Notification.permission === "denied") {
			setState("denied");
			return;
		}
		navigator.serviceWorker.ready
			.then((registration) => registration.pushManager.getSubscription())
			.then((existing) => setState(existing ? "on" : "off"))
			.catch((error) => {
				console.warn("push state unknown", error);
				setState("off");
			});
	}, [publicKey]);

	if (!publicKey) return <p className="muted">{t("push.off")}</p>;
	if (!hydrated) return <p className="muted">{t("push.noScript")}</p>;
	if (state === "unsupported") return <p className="muted">{t("push.unsupported")}</p>;

	const enable = async () => {
		setState("busy");
		try {
			const permission = await Notification.requestPermission();
			if (permission !== "granted") {
				setState(permission === "denied" ? "denied" : "off");
				return;
			}
			const registration = await navigator.serviceWorker.register("/sw.js").then(() => navigator.serviceWorker.ready);
			const subscription = await registration.pushManager.subscribe({
				userVisibleOnly: true,
				applicationServerKey: keyBytes(publicKey),
			});
			await post({ intent: "subscribe", ...subscription.toJSON(), topics });
			setState("on");
		} catch (error) {
			// spec section 8: a push token failure is only logged
			console.warn("push subscription failed", error);
			setState("off");
		}
	};
	const disable = async () => {
		setState("busy");
		try {
			const registration = await navigator.serviceWorker.ready;
			const subscription = await registration.pushManager.getSubscription();
			if (subscription) {
				await post({ intent: "unsubscribe", endpoint: subscription.endpoint });
				await subscription.unsubscribe();
			}
		} catch (error) {
			console.warn("push unsubscribe failed", error);
		}
		setState("off");
	};

	return (
		<div className="stack" data-testid="push-opt-in" data-state={state}>
			{state === "denied" ? <p className="alert alert-warning">{t("push.denied")}</p> : null}
			<p role="status">{t(state === "on" ? "push.enabled" : "push.disabled")}</p>
			{state !== "on" ? (
				<fieldset>
					<legend>{t("push.topics")}</legend>
					{(["negotiation", "milestones"] as const).map((topic) => (
						<label key={topic} className="check">
							<input
								type="checkbox"
								checked={topics[topic]}
								onChange={(e) => setTopics((now) => ({ ...now, [topic]: e.target.checked }))}
							/>
							<span>{t(`push.${topic}`)}</span>
						</label>
					))}
				</fieldset>
			) : null}
			<div className="form-actions">
				{state === "on" ? (
					<button type="button" className="button button-secondary" onClick={disable}>
						{t("push.disable")}
					</button>
				) : (
					<button
						type="button"
						className="button"
						onClick={enable}
						disabled={state === "busy" || state === "checking" || (!topics.negotiation && !topics.milestones)}
						data-testid="push-enable"
					>
						{t("push.enable")}
					</button>
				)}
			</div>
		</div>
	);
}
