// subset-font ships no types: the one call scripts/subset-fonts.ts makes.
declare module "subset-font" {
	type Options = {
		targetFormat?: "sfnt" | "woff" | "woff2";
		noHinting?: boolean;
		noLayoutClosure?: boolean;
		dropTables?: string[];
	};
	export default function subsetFont(font: Buffer, text: string, options?: Options): Promise<Buffer>;
}
