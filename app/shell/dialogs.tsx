// The two global dialogs of spec section 2, both 600 wide: a persistent confirm dialog (title,
// message, OK) and the loading dialog. Any code can drive them with window events:
//   showDialogLoading  detail: boolean (visible or not)
//   showDialogConfirm  detail: { title, message }
// The loading dialog also follows the router: it shows while a navigation or form submission waits
// for the server (after a short delay, so fast pages do not flash it).
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "#app/i18n/react.tsx";
import { useNavigation } from "react-router";
import { useHydrated } from "#app/utils/use-hydrated.ts";

export const LOADING_EVENT = "showDialogLoading";
export const CONFIRM_EVENT = "showDialogConfirm";
const LOADING_DELAY_MS = 400;

export type ConfirmDetail = { title: string; message: string };

export function showDialogLoading(visible: boolean): void {
	window.dispatchEvent(new CustomEvent<boolean>(LOADING_EVENT, { detail: visible }));
}

export function showDialogConfirm(detail: ConfirmDetail): void {
	window.dispatchEvent(new CustomEvent<ConfirmDetail>(CONFIRM_EVENT, { detail }));
}

function useModal(open: boolean) {
	const ref = useRef<HTMLDialogElement>(null);
	useEffect(() => {
		const dialog = ref.current;
		if (!dialog) return;
		if (open && !dialog.open) dialog.showModal();
		if (!open && dialog.open) dialog.close();
	}, [open]);
	return ref;
}

export function ConfirmDialog() {
	const { t } = useTranslation();
	const [detail, setDetail] = useState<ConfirmDetail | null>(null);
	const ref = useModal(detail !== null);
	useEffect(() => {
		const onConfirm = (event: Event) => setDetail((event as CustomEvent<ConfirmDetail>).detail);
		window.addEventListener(CONFIRM_EVENT, onConfirm);
		return () => window.removeEventListener(CONFIRM_EVENT, onConfirm);
	}, []);
	return (
		// Persistent: Escape does not dismiss it; only OK does.
		<dialog
			ref={ref}
			className="app-dialog"
			aria-labelledby="confirm-title"
			onCancel={(e) => e.preventDefault()}
			data-testid="confirm-dialog"
		>
			<h2 id="confirm-title">{detail?.title}</h2>
			<p>{detail?.message}</p>
			<div className="dialog-actions">
				<button type="button" className="button" onClick={() => setDetail(null)}>
					{t("dialog.ok")}
				</button>
			</div>
		</dialog>
	);
}

export function LoadingDialog() {
	const { t } = useTranslation();
	const navigation = useNavigation();
	const [byEvent, setByEvent] = useState(false);
	const [byNavigation, setByNavigation] = useState(false);
	const busy = navigation.state !== "idle";

	useEffect(() => {
		if (!busy) {
			// Arriving anywhere (including a guard's redirect to /login) hides it and resets the event flag.
			setByNavigation(false);
			setByEvent(false);
			return;
		}
		const timer = setTimeout(() => setByNavigation(true), LOADING_DELAY_MS);
		return () => clearTimeout(timer);
	}, [busy]);

	useEffect(() => {
		const onLoading = (event: Event) => setByEvent(Boolean((event as CustomEvent<boolean>).detail));
		window.addEventListener(LOADING_EVENT, onLoading);
		return () => window.removeEventListener(LOADING_EVENT, onLoading);
	}, []);

	const ref = useModal(byEvent || byNavigation);
	return (
		<dialog
			ref={ref}
			className="app-dialog loading-dialog"
			aria-busy="true"
			aria-label={t("dialog.loadingTitle")}
			onCancel={(e) => e.preventDefault()}
			data-testid="loading-dialog"
		>
			<p>{t("dialog.loading")}</p>
			<div className="progress-indeterminate" role="progressbar" aria-label={t("dialog.loading")} />
		</dialog>
	);
}

/**
 * Both dialogs, rendered once React runs in the browser. Without JavaScript nothing can open them, so
 * the server leaves them out of every page: eleven fewer elements to render per request.
 */
export function AppDialogs() {
	const { t } = useTranslation();
	const running = useHydrated();
	// The page ships the strings the server rendered (app/i18n/page-strings.ts): asking for one of the
	// dialogs' strings here puts their namespace on the page, so the dialogs have their words in the
	// browser although the server did not render them.
	if (!running) t("dialog.ok");
	return running ? (
		<>
			<ConfirmDialog />
			<LoadingDialog />
		</>
	) : null;
}
