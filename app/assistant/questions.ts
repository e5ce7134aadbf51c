// The assistant's quality table (issue: "a table of at least 60 real questions"): questions a shipper
// asks, in kr, en and vn, with the intent the built-in engine must find, the screen the answer must
// link and the facts it must state. {sailing}, {delayed}, ... stand for the demo shipments' numbers,
// which depend on the month the data is seeded in. The test (engine.server.test.ts) and the bench
// (bench/chatbot.ts) both read it; the required accuracy is 90%.
import type { Intent } from "./intents.ts";

export type QuestionCase = {
	q: string;
	locale: "kr" | "en" | "vn";
	intent: Intent;
	/** the start of a source link the answer must carry ("" for none) */
	source: string;
	/** words the answer text must contain (in the reader's language) */
	facts?: string[];
	/** the answer must offer the quote to open in the wizard */
	quote?: boolean;
};

export const QUESTIONS: QuestionCase[] = [
	// where is my cargo: a shipment by number, or the company's list
	{
		q: "{sailing} 어디쯤 왔어요?",
		locale: "kr",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["운항 중", "ETA"],
	},
	{
		q: "제 화물 지금 어디 있나요?",
		locale: "kr",
		intent: "shipment",
		source: "/mypage/shipment",
		facts: ["{sailing}"],
	},
	{
		q: "{delayed} 도착 언제예요? 늦어지나요?",
		locale: "kr",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["3일 늦어"],
	},
	{
		q: "Where is my shipment {sailing}?",
		locale: "en",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["Vessel sailing", "ETA"],
	},
	{
		q: "When will {delayed} arrive? Is it delayed?",
		locale: "en",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["3 days later"],
	},
	{ q: "where's my cargo", locale: "en", intent: "shipment", source: "/mypage/shipment", facts: ["{delayed}"] },
	{
		q: "What's the ETA of {pending}",
		locale: "en",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["Schedule pending", "not confirmed"],
	},
	{ q: "Lô hàng {sailing} đang ở đâu?", locale: "vn", intent: "shipment", source: "/mypage/shipment/", facts: ["ETA"] },
	{
		q: "Hàng của tôi khi nào đến?",
		locale: "vn",
		intent: "shipment",
		source: "/mypage/shipment",
		facts: ["{sailing}"],
	},
	{ q: "{air} 비행기 출발했어요?", locale: "kr", intent: "shipment", source: "/mypage/shipment/", facts: ["KE 681"] },
	{
		q: "status of {delivered}",
		locale: "en",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["Transport complete"],
	},
	{
		q: "{transhipped} tình trạng thế nào",
		locale: "vn",
		intent: "shipment",
		source: "/mypage/shipment/",
		facts: ["ETA"],
	},
	{ q: "B9999-9999 어디 있어요?", locale: "kr", intent: "shipment", source: "", facts: ["찾을 수 없습니다"] },
	// documents a shipment still needs
	{
		q: "{confirmed} 빠진 서류 있어요?",
		locale: "kr",
		intent: "documents",
		source: "/mypage/upload/",
		facts: ["선적 서류"],
	},
	{ q: "What documents are missing for {loading}?", locale: "en", intent: "documents", source: "/mypage/upload/" },
	{ q: "{confirmed} còn thiếu chứng từ gì?", locale: "vn", intent: "documents", source: "/mypage/upload/" },
	// quotes and bookings
	{ q: "내 견적 목록 보여줘", locale: "kr", intent: "quote", source: "/mypage/estimate", facts: ["{request}"] },
	{ q: "What is the status of my quotes?", locale: "en", intent: "quote", source: "/mypage/estimate" },
	{ q: "Báo giá của tôi còn hiệu lực không?", locale: "vn", intent: "quote", source: "/mypage/estimate" },
	{
		q: "{request} 견적 상태가 어떻게 되나요?",
		locale: "kr",
		intent: "quote",
		source: "/mypage/estimate/",
		facts: ["부킹 요청"],
	},
	// invoices and payment
	{ q: "결제 상태 알려줘", locale: "kr", intent: "invoice", source: "/mypage/payment", facts: ["미입금"] },
	{
		q: "{delivered} 청구서 금액이 얼마예요?",
		locale: "kr",
		intent: "invoice",
		source: "/mypage/payment/",
		facts: ["₩"],
	},
	{ q: "Have I paid the invoice for {delivered}?", locale: "en", intent: "invoice", source: "/mypage/payment/" },
	{ q: "Do I have unpaid invoices?", locale: "en", intent: "invoice", source: "/mypage/payment", facts: ["Unpaid"] },
	{ q: "Tôi đã thanh toán hóa đơn chưa?", locale: "vn", intent: "invoice", source: "/mypage/payment" },
	// coupons
	{
		q: "쓸 수 있는 쿠폰 있어요?",
		locale: "kr",
		intent: "coupon",
		source: "/mypage/coupons",
		facts: ["CP-DEMO-SIGNUP1"],
	},
	{
		q: "Do I have any coupons?",
		locale: "en",
		intent: "coupon",
		source: "/mypage/coupons",
		facts: ["CP-DEMO-EVENT01"],
	},
	{ q: "Tôi có phiếu giảm giá nào không?", locale: "vn", intent: "coupon", source: "/mypage/coupons" },
	// the charge glossary
	{ q: "THC가 뭐예요?", locale: "kr", intent: "glossary", source: "/standardestimate", facts: ["터미널"] },
	{ q: "What is THC?", locale: "en", intent: "glossary", source: "/standardestimate", facts: ["terminal"] },
	{ q: "THC là gì?", locale: "vn", intent: "glossary", source: "/standardestimate", facts: ["container"] },
	{ q: "BAF는 무슨 비용인가요?", locale: "kr", intent: "glossary", source: "/standardestimate", facts: ["BAF"] },
	{ q: "what does BAF mean", locale: "en", intent: "glossary", source: "/standardestimate", facts: ["BAF"] },
	{ q: "Phí CFS nghĩa là gì?", locale: "vn", intent: "glossary", source: "/standardestimate", facts: ["CFS"] },
	{ q: "DOC fee 가 뭔가요", locale: "kr", intent: "glossary", source: "/standardestimate" },
	{ q: "what is the wharfage charge", locale: "en", intent: "glossary", source: "/standardestimate" },
	{ q: "LSS 뜻이 뭐야", locale: "kr", intent: "glossary", source: "/standardestimate", facts: ["LSS"] },
	{ q: "Explain CAF", locale: "en", intent: "glossary", source: "/standardestimate", facts: ["CAF"] },
	{ q: "EBS là phí gì?", locale: "vn", intent: "glossary", source: "/standardestimate", facts: ["EBS"] },
	// how-to help texts
	{ q: "D/O는 어떻게 받아요?", locale: "kr", intent: "help", source: "/mypage/download", facts: ["D/O"] },
	{ q: "How do I get a D/O?", locale: "en", intent: "help", source: "/mypage/download", facts: ["delivery order"] },
	{ q: "Làm sao để nhận D/O?", locale: "vn", intent: "help", source: "/mypage/download" },
	{ q: "가격이 왜 바뀌었어요?", locale: "kr", intent: "help", source: "/mypage/estimate", facts: ["환율"] },
	{
		q: "Why did the price change?",
		locale: "en",
		intent: "help",
		source: "/mypage/estimate",
		facts: ["exchange rate"],
	},
	{ q: "Tại sao giá thay đổi?", locale: "vn", intent: "help", source: "/mypage/estimate", facts: ["tỷ giá"] },
	{ q: "입금은 어떻게 하나요?", locale: "kr", intent: "help", source: "/mypage/payment", facts: ["계좌"] },
	{ q: "How can I pay by bank transfer?", locale: "en", intent: "help", source: "/mypage/payment" },
	{ q: "Làm thế nào để chuyển khoản thanh toán?", locale: "vn", intent: "help", source: "/mypage/payment" },
	{ q: "할인 요청은 어떻게 해요?", locale: "kr", intent: "help", source: "/mypage/estimate", facts: ["할인"] },
	{
		q: "How do I cancel a booking?",
		locale: "en",
		intent: "help",
		source: "/mypage/estimate",
		facts: ["Cancel booking"],
	},
	{ q: "통관은 어떻게 신청하나요?", locale: "kr", intent: "help", source: "/mypage/upload", facts: ["관세사"] },
	{
		q: "How do I upload the commercial invoice and packing list?",
		locale: "en",
		intent: "help",
		source: "/mypage/upload",
	},
	{ q: "Cách mua bảo hiểm hàng hóa?", locale: "vn", intent: "help", source: "/mypage/upload" },
	{ q: "비밀번호를 바꾸고 싶어요 어떻게 하나요", locale: "kr", intent: "help", source: "/mypage/info" },
	{ q: "How is LCL charged?", locale: "en", intent: "help", source: "/order", facts: ["revenue ton"] },
	{ q: "FOB와 CIF 차이가 뭐예요?", locale: "kr", intent: "help", source: "/standardestimate", facts: ["FOB"] },
	{ q: "견적 유효기간은 얼마나 되나요?", locale: "kr", intent: "help", source: "/mypage/estimate" },
	// a new price, handed to the wizard
	{
		q: "부산에서 하이퐁까지 40피트 2대 다음 달 가격 얼마예요?",
		locale: "kr",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩"],
		quote: true,
	},
	{
		q: "Price 1 x 20ft to Ho Chi Minh",
		locale: "en",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩", "Busan"],
		quote: true,
	},
	{
		q: "2 x 40ft Busan to Hai Phong next month",
		locale: "en",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩"],
		quote: true,
	},
	{
		q: "Giá 1 container 20 feet từ Busan đi Hải Phòng tuần sau?",
		locale: "vn",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩"],
		quote: true,
	},
	{
		q: "인천에서 상하이 20피트 1개 운임",
		locale: "kr",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩"],
		quote: true,
	},
	{
		q: "how much for 3x40HC from Busan to Shanghai",
		locale: "en",
		intent: "price",
		source: "/order/shipline",
		facts: ["₩"],
		quote: true,
	},
	{
		q: "Cước 40 feet Busan đi Đà Nẵng bao nhiêu?",
		locale: "vn",
		intent: "price",
		source: "/order/shipline",
		quote: true,
	},
	{ q: "부산에서 하이퐁 LCL 견적 받고 싶어요", locale: "kr", intent: "price", source: "/order/shipline", quote: true },
	{ q: "air freight price Incheon to Vietnam", locale: "en", intent: "price", source: "/order/airline", quote: true },
	// greetings and out of scope
	{ q: "안녕하세요", locale: "kr", intent: "greeting", source: "" },
	{ q: "Hello!", locale: "en", intent: "greeting", source: "" },
	{ q: "오늘 날씨 어때요?", locale: "kr", intent: "out_of_scope", source: "/company", facts: ["고객센터"] },
	{
		q: "Who won the football match yesterday?",
		locale: "en",
		intent: "out_of_scope",
		source: "/company",
		facts: ["customer service"],
	},
	{ q: "Công thức nấu phở bò là gì?", locale: "vn", intent: "out_of_scope", source: "/company" },
	{ q: "맛집 추천해 주세요", locale: "kr", intent: "out_of_scope", source: "/company" },
	{ q: "Can you write me a poem about the sea?", locale: "en", intent: "out_of_scope", source: "/company" },
];
