// Loads the third-party tags the visitor agreed to (the root loader lists them: app/consent/
// choices.server.ts thirdPartyFor), after the page is interactive and never in the way of its first
// paint: each is an async script added from an effect, allowed by the CSP through the page's nonce and
// its exact origin (decision 092). Without consent the list is empty and nothing leaves the page.
// Also fires the spec's ad-event triggers on arrival at /login, /sign/up and /company, and consumes the
// footer's greeting key (it sits just before the footer). The root loads this module only when there is
// a tag to load, so without consent the greeting key waits for the first page that has one.
import { useEffect } from "react";
import { useLocation } from "react-router";
import { useTranslation } from "#app/i18n/react.tsx";
import type { Locale } from "#app/i18n/locales.ts";
import { showDialogConfirm } from "#app/shell/dialogs.tsx";
import { adTagLoading, adTriggersFor, consumeGreeting, fireAdClick } from "../ad-events.ts";
import type { ThirdPartyTag } from "../third-party.ts";

const loaded = new Set<string>();

/** The nonce the server gave this document's scripts (the attribute reads back empty; the property does not). */
function pageNonce(): string {
	return (document.querySelector("script[nonce]") as HTMLScriptElement | null)?.nonce ?? "";
}

function addScript(src: string, kind: string, onDone?: (ok: boolean) => void) {
	const script = document.createElement("script");
	script.async = true;
	script.src = src;
	script.nonce = pageNonce();
	script.dataset.thirdParty = kind;
	script.onload = () => onDone?.(true);
	script.onerror = () => onDone?.(false);
	document.body.appendChild(script);
}

type ChannelIO = ((...args: unknown[]) => void) & { q?: unknown[]; c?: (args: unknown) => void };

/** Channel Talk's queue: calls made before the SDK arrives wait in ChannelIO.q, which the SDK reads. */
function bootChat(pluginKey: string, locale: Locale) {
	const w = window as unknown as { ChannelIO?: ChannelIO };
	if (!w.ChannelIO) {
		const channel: ChannelIO = (...args: unknown[]) => channel.c?.(args);
		channel.q = [];
		channel.c = (args) => channel.q!.push(args);
		w.ChannelIO = channel;
	}
	// the messenger speaks Korean and English (not Vietnamese)
	w.ChannelIO("boot", { pluginKey, language: locale === "kr" ? "ko" : "en" });
}

export function ThirdPartyTags({ tags, locale }: { tags: readonly ThirdPartyTag[]; locale: Locale }) {
	const { t } = useTranslation();
	const { pathname } = useLocation();
	const adOn = tags.some((tag) => tag.kind === "advertising");

	useEffect(() => {
		for (const tag of tags) {
			if (loaded.has(tag.kind)) continue;
			loaded.add(tag.kind);
			if (tag.kind === "advertising") {
				// spec section 8: a failed ad event shows the help-desk alert
				const done = adTagLoading(() =>
					showDialogConfirm({ title: t("consent.adErrorTitle"), message: t("consent.adError") }),
				);
				addScript(tag.src, tag.kind, done);
			} else if (tag.kind === "chat") {
				bootChat(tag.pluginKey, locale);
				addScript(tag.src, tag.kind);
			} else addScript(tag.src, tag.kind);
		}
	}, [tags, locale, t]);

	useEffect(() => {
		// the footer's greeting key (spec section 2), once per page load, after the tags above started
		let storage: Storage | null = null;
		try {
			storage = localStorage;
		} catch {
			// storage can be disabled on locked-down browsers: nothing to consume then
		}
		consumeGreeting(storage);
	}, []);

	useEffect(() => {
		// fireAdClick does nothing while the ad tag is off
		if (adOn) for (const trigger of adTriggersFor(pathname)) fireAdClick(trigger);
	}, [pathname, adOn]);

	return null;
}
