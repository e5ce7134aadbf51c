import { Link, useLoaderData } from "react-router";

export function meta() {
	return [{ title: "Yardstick" }];
}

export function loader() {
	return { greeting: "안녕하세요", products: ["FCL", "LCL", "Air"], at: new Date().toISOString() };
}

export default function Home() {
	const { greeting, products, at } = useLoaderData<typeof loader>();
	return (
		<main>
			<h1>{greeting}</h1>
			<ul>
				{products.map((p) => (
					<li key={p}>{p}</li>
				))}
			</ul>
			<p>{at}</p>
			<Link to="/list">list</Link>
		</main>
	);
}
