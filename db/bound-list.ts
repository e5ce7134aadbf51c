// One placeholder for a list of values, so a statement that reads "these rows" (a page of a list, the
// chosen statuses) can be prepared once per connection (perConnection) instead of built for each list
// length: the values go in as one JSON array text and SQLite's json_each spreads them. inArray would
// make one placeholder per value, a different SQL text for every length.
import { type AnyColumn, type SQL, sql } from "drizzle-orm";

/** `column IN (the values of the JSON array bound to the placeholder name)`; bind it with boundList. */
export function inBoundList(column: AnyColumn, name: string): SQL {
	return sql`${column} in (select value from json_each(${sql.placeholder(name)}))`;
}

/** The value to bind for inBoundList's placeholder. */
export function boundList(values: readonly string[]): string {
	return JSON.stringify(values);
}
