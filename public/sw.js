// Service worker, registered from the root shell at /sw.js (spec section 2).
// Pages are personal and change often, so they always go to the network; only hashed build assets
// (immutable by name) are cached, which makes repeat visits fast on slow corporate links.
// Web Push (decision 093): a push from our server (app/push/push.server.ts) shows its title and body,
// and a click opens the page it names.
const ASSET_CACHE = "assets-v1";

self.addEventListener("install", () => {
	self.skipWaiting();
});

self.addEventListener("activate", (event) => {
	event.waitUntil(
		caches
			.keys()
			.then((keys) => Promise.all(keys.filter((k) => k !== ASSET_CACHE).map((k) => caches.delete(k))))
			.then(() => self.clients.claim()),
	);
});

self.addEventListener("fetch", (event) => {
	const request = event.request;
	if (request.method !== "GET") return;
	const url = new URL(request.url);
	if (url.origin !== self.location.origin || !url.pathname.startsWith("/assets/")) return;
	event.respondWith(
		caches.open(ASSET_CACHE).then(async (cache) => {
			const cached = await cache.match(request);
			if (cached) return cached;
			const response = await fetch(request);
			if (response.ok) cache.put(request, response.clone());
			return response;
		}),
	);
});

self.addEventListener("push", (event) => {
	let payload = {};
	try {
		payload = event.data ? event.data.json() : {};
	} catch {
		payload = { title: event.data ? event.data.text() : "" };
	}
	const title = payload.title || "Barun Forwarding";
	event.waitUntil(self.registration.showNotification(title, { body: payload.body || "", data: { url: payload.url || "/" } }));
});

self.addEventListener("notificationclick", (event) => {
	event.notification.close();
	const target = (event.notification.data && event.notification.data.url) || "/";
	event.waitUntil(self.clients.openWindow(target));
});
