// What a list shows when it has nothing yet: say so plainly and offer the one next step, so no screen
// is a dead end (docs/design-system.md, "empty state").
import { Link } from "#app/utils/link.tsx";

export function EmptyState({
	title,
	body,
	action,
}: {
	title: string;
	body?: string;
	action?: { to: string; label: string };
}) {
	return (
		<div className="empty-state" data-testid="empty-state">
			<svg className="empty-icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
				<rect x="6" y="14" width="36" height="24" rx="3" fill="none" stroke="currentColor" strokeWidth="2.5" />
				<path d="M6 22h36M18 14v-4h12v4" fill="none" stroke="currentColor" strokeWidth="2.5" />
			</svg>
			<p className="empty-title">{title}</p>
			{body ? <p className="empty-body">{body}</p> : null}
			{action ? (
				<Link className="button" to={action.to}>
					{action.label}
				</Link>
			) : null}
		</div>
	);
}
