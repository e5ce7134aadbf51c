// The one layout of every mail (decision 045), built with React Email's components so the HTML is
// what mail clients render alike: tables, inline styles, no external CSS. Loaded on first use only
// (decision 038): render.server.ts imports it with import() when a mail is rendered.
import { Body, Button, Container, Head, Hr, Html, Link, Preview, Section, Text } from "@react-email/components";
import type { MailContent } from "./templates/layout.ts";

// The app's design tokens (app/styles/app.css), copied as values: mail clients know no CSS variables.
const BRAND = "#0b3d91"; // --blue-700; white on it is 8.6:1
const INK = "#1f2933";
const MUTED = "#52606d"; // 7:1 on white
const PAGE = "#f6f8fa"; // --gray-50
const LINE = "#e1e6ec"; // --gray-200
// System fonts that carry Hangul and Vietnamese, so no client falls back to its default serif.
const FONT =
	'-apple-system, BlinkMacSystemFont, "Segoe UI", "Apple SD Gothic Neo", "Malgun Gothic", "Noto Sans KR", "Noto Sans", Roboto, Arial, sans-serif';

const paragraph = { fontSize: "15px", lineHeight: "24px", color: INK, margin: "0 0 14px" } as const;
const small = { fontSize: "13px", lineHeight: "20px", color: MUTED, margin: "0 0 8px" } as const;

export function MailLayout({ mail, lang }: { mail: MailContent; lang: string }) {
	return (
		<Html lang={lang}>
			<Head>
				<title>{mail.subject}</title>
			</Head>
			<Preview>{mail.before[0] ?? mail.subject}</Preview>
			<Body style={{ backgroundColor: PAGE, fontFamily: FONT, margin: 0, padding: "24px 12px" }}>
				<Container
					style={{ maxWidth: "560px", backgroundColor: "#ffffff", border: `1px solid ${LINE}`, borderRadius: "8px" }}
				>
					<Section style={{ backgroundColor: BRAND, borderRadius: "8px 8px 0 0", padding: "16px 28px" }}>
						<Text style={{ fontSize: "18px", lineHeight: "24px", fontWeight: 700, color: "#ffffff", margin: 0 }}>
							{mail.brand}
						</Text>
					</Section>
					<Section style={{ padding: "24px 28px 8px" }}>
						<Text style={paragraph}>{mail.greeting}</Text>
						{mail.before.map((p, i) => (
							<Text key={i} style={paragraph}>
								{p}
							</Text>
						))}
						<Section style={{ padding: "8px 0 18px" }}>
							<Button
								href={mail.action.link}
								style={{
									backgroundColor: BRAND,
									color: "#ffffff",
									fontSize: "15px",
									fontWeight: 700,
									borderRadius: "6px",
									padding: "12px 22px",
									textDecoration: "none",
								}}
							>
								{mail.action.label}
							</Button>
						</Section>
						{mail.after.map((p, i) => (
							<Text key={i} style={paragraph}>
								{p}
							</Text>
						))}
						<Text style={{ ...paragraph, margin: "18px 0 14px" }}>{mail.signature}</Text>
					</Section>
					<Hr style={{ borderColor: LINE, margin: 0 }} />
					<Section style={{ padding: "14px 28px 18px" }}>
						<Text style={small}>
							{mail.fallback}
							<br />
							<Link href={mail.action.link} style={{ color: BRAND, wordBreak: "break-all" }}>
								{mail.action.link}
							</Link>
						</Text>
						<Text style={small}>{mail.automated}</Text>
						{mail.company ? <Text style={small}>{mail.company}</Text> : null}
					</Section>
				</Container>
			</Body>
		</Html>
	);
}
