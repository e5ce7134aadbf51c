import { data } from "react-router";
import { Page } from "#app/shell/page.tsx";

// No event exists until the board-post issue lands, so every id is honestly "not found".
export function loader() {
	throw data(null, { status: 404 });
}

export default function EventDetail() {
	return <Page titleKey="page.event.title" />;
}
