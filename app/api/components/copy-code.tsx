// A block of code to copy (the guide's curl call): the text is selectable in any browser; with
// JavaScript a Copy button appears (rendered only after hydration, so a page without JavaScript shows
// no button that would do nothing).
import { useEffect, useState } from "react";

export function CopyCode({
	code,
	copyLabel,
	copiedLabel,
	id,
}: {
	code: string;
	copyLabel: string;
	copiedLabel: string;
	id: string;
}) {
	const [canCopy, setCanCopy] = useState(false);
	const [copied, setCopied] = useState(false);
	useEffect(() => setCanCopy(typeof navigator !== "undefined" && Boolean(navigator.clipboard)), []);
	return (
		<div className="copy-code">
			<pre className="code-block" id={id} tabIndex={0}>
				<code>{code}</code>
			</pre>
			{canCopy ? (
				<button
					type="button"
					className="button button-secondary button-sm"
					aria-controls={id}
					data-testid="copy-code"
					onClick={() => {
						void navigator.clipboard.writeText(code).then(() => setCopied(true));
					}}
				>
					{copied ? copiedLabel : copyLabel}
				</button>
			) : null}
			<span className="visually-hidden" role="status">
				{copied ? copiedLabel : ""}
			</span>
		</div>
	);
}
