import { useLoaderData } from "react-router";
import { latestQuotes } from "../db.server.ts";

export function meta() {
	return [{ title: "Yardstick list" }];
}

export function loader() {
	return latestQuotes("company-1");
}

export default function List() {
	const { rows, total } = useLoaderData<typeof loader>();
	return (
		<main>
			<h1>Quotes ({total})</h1>
			<table>
				<tbody>
					{rows.map((r) => (
						<tr key={r.id}>
							<td>{r.id}</td>
							<td>{r.companyName}</td>
							<td>{r.route}</td>
							<td>{r.amount.toLocaleString("ko-KR")}</td>
							<td>{r.createdAt}</td>
						</tr>
					))}
				</tbody>
			</table>
		</main>
	);
}
