// The caller's address as server.js determined it (see there why forwarded headers are not trusted).
// Under Vite's dev server the header is absent, and every request counts as one local address.
export function clientIp(request: Request): string {
	return request.headers.get("x-fp-client-ip") ?? "local";
}
