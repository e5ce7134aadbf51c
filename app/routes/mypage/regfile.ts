// The business registration certificate and its thumbnail, for /mypage/info. Only users of the
// owning company get it; the file lives in the file store, never under public/, and is sent with its
// checked type and nosniff so a browser cannot be talked into running it.
import type { Route } from "./+types/regfile";
import { getCompany } from "#app/accounts/company.server.ts";
import { requireUser } from "#app/auth/guard.server.ts";
import { nameForContentType } from "#app/storage/file-name.ts";
import { getFileStore } from "#app/storage/files.server.ts";
import { notFound } from "#app/utils/replies.server.ts";

export async function loader({ request, context, params }: Route.LoaderArgs) {
	const user = await requireUser(request, context);
	const company = user.companyId ? getCompany(user.companyId) : null;
	const thumb = params.kind === "thumb";
	const key = thumb ? company?.regThumbKey : company?.regFileKey;
	if (!company || !key || (params.kind !== "thumb" && params.kind !== "file")) throw notFound();
	const bytes = await getFileStore().get(key);
	if (!bytes) throw notFound();
	// the extension follows the checked type, also for a name stored before that rule
	const name = encodeURIComponent(nameForContentType(company.regFileName ?? "registration", company.regFileType ?? ""));
	return new Response(Buffer.from(bytes), {
		headers: {
			"Content-Type": thumb ? "image/jpeg" : (company.regFileType ?? "application/octet-stream"),
			"Content-Disposition": thumb ? "inline" : `attachment; filename*=UTF-8''${name}`,
			"Cache-Control": "private, no-store",
			"X-Content-Type-Options": "nosniff",
		},
	});
}
