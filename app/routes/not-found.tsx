// Any path the route table does not know: the not-found view, with HTTP 404 (root ErrorBoundary).
import { data } from "react-router";

export function loader() {
	throw data(null, { status: 404 });
}

export function action() {
	throw data(null, { status: 404 });
}

export default function NotFound() {
	return null;
}
