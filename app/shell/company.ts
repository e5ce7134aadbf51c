// Contact details shown in the footer. One place, so mails and PDFs can use the same numbers later.
export const COMPANY = {
	supportPhone: "1588-0000",
	supportEmail: "help@barunforwarding.kr",
	social: {
		youtube: "https://www.youtube.com/@barunforwarding",
		facebook: "https://www.facebook.com/barunforwarding",
		blog: "https://blog.naver.com/barunforwarding",
	},
} as const;
