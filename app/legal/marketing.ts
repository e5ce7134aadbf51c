// The optional consent of sign-up (/privacyoption): marketing messages. PIPA art. 22 asks that an
// optional consent be asked separately from the required ones, say what is used, why, for how long,
// and that refusing changes nothing else. Bump `version` when the wording changes.
import type { LegalDocument } from "./types.ts";

export const MARKETING: LegalDocument = {
	id: "marketing",
	path: "/privacyoption",
	version: "1.0",
	effectiveDate: "2026-11-23",
	content: {
		kr: {
			title: "마케팅 정보 수신 동의(선택)",
			intro:
				"바른포워딩 주식회사는 회원이 따로 동의한 경우에만 할인, 이벤트, 새 항로 소식을 보냅니다. 이 동의는 선택 사항이며, 동의하지 않아도 서비스를 모두 이용할 수 있습니다.",
			sections: [
				{
					id: "what",
					heading: "1. 보내는 정보",
					blocks: [
						{
							ul: [
								"운임 할인과 쿠폰, 가입·이벤트 혜택 안내",
								"새로 여는 항로와 운송 상품, 성수기 선복 안내",
								"해상 운임 지수(SCFI) 등 시장 동향 소식",
							],
						},
						{
							p: "부킹 확정, 일정 변경, 결제와 같이 회원이 이용 중인 서비스에 관한 안내는 광고가 아니므로 이 동의와 관계없이 보냅니다.",
						},
					],
				},
				{
					id: "items",
					heading: "2. 이용하는 개인정보 항목",
					blocks: [
						{
							p: "이메일 주소, 휴대전화 번호, 담당자 이름, 회사명. 새로 수집하는 정보는 없으며, 가입할 때 입력한 정보를 이용합니다.",
						},
					],
				},
				{
					id: "purpose",
					heading: "3. 이용 목적",
					blocks: [
						{
							p: "1항의 정보를 이메일과 문자로 보내기 위하여 이용합니다. 관심 구간에 맞는 소식을 고르기 위하여 회원의 견적 구간(출발지·도착지)을 참고할 수 있으나, 회원을 평가하거나 외부에 제공하지 않습니다.",
						},
					],
				},
				{
					id: "retention",
					heading: "4. 보유와 이용 기간",
					blocks: [
						{
							p: "동의를 철회하거나 탈퇴할 때까지 이용합니다. 철회하면 그날부터 광고성 정보를 보내지 않으며, 「정보통신망 이용촉진 및 정보보호 등에 관한 법률」에 따라 동의를 유지하는지 2년마다 확인합니다.",
						},
					],
				},
				{
					id: "refusal",
					heading: "5. 동의를 거부할 권리",
					blocks: [
						{
							p: "이 동의를 거부할 수 있으며, 거부해도 회원 가입, 견적, 부킹, 쿠폰 사용 등 서비스 이용에 아무런 불이익이 없습니다. 달라지는 것은 마케팅 소식을 받지 않는다는 점뿐입니다.",
						},
					],
				},
				{
					id: "withdraw",
					heading: "6. 동의 철회 방법",
					blocks: [
						{
							ul: [
								"이메일 하단의 ‘수신 거부’ 안내나 문자의 무료 수신 거부 번호를 이용",
								"고객센터({supportPhone}) 또는 {privacyEmail}로 요청",
							],
						},
						{
							p: "야간(오후 9시~다음 날 오전 8시)에는 광고성 문자를 보내지 않으며, 광고성 메시지에는 제목 앞에 ‘(광고)’를 표시합니다.",
						},
					],
				},
			],
		},
		en: {
			title: "Marketing consent (optional)",
			intro:
				"Barun Forwarding Co., Ltd. sends news of discounts, events and new routes only to members who have separately agreed to it. This consent is optional: without it you can use every part of the service.",
			sections: [
				{
					id: "what",
					heading: "1. What we send",
					blocks: [
						{
							ul: [
								"freight discounts and coupons, sign-up and event offers;",
								"new routes and transport products, space in peak seasons;",
								"market news such as the Shanghai Containerized Freight Index (SCFI).",
							],
						},
						{
							p: "Messages about the service you are using, such as booking confirmations, schedule changes and payments, are not advertising and are sent whether or not you give this consent.",
						},
					],
				},
				{
					id: "items",
					heading: "2. Personal information used",
					blocks: [
						{
							p: "E-mail address, mobile phone number, contact person's name and company name. Nothing new is collected: we use what you entered at sign-up.",
						},
					],
				},
				{
					id: "purpose",
					heading: "3. Purpose",
					blocks: [
						{
							p: "To send the news in section 1 by e-mail and SMS. To choose news that fits, we may look at the routes (origin and destination) you asked quotes for; we do not use them to assess you or give them to anyone.",
						},
					],
				},
				{
					id: "retention",
					heading: "4. How long",
					blocks: [
						{
							p: "Until you withdraw this consent or close your account. From the day you withdraw we send no more advertising, and as the Act on Promotion of Information and Communications Network Utilization and Information Protection requires, we ask every two years whether you still agree.",
						},
					],
				},
				{
					id: "refusal",
					heading: "5. Your right to refuse",
					blocks: [
						{
							p: "You may refuse this consent. Refusing has no effect on signing up, quotes, bookings, coupons or anything else in the service; the only difference is that you receive no marketing news.",
						},
					],
				},
				{
					id: "withdraw",
					heading: "6. How to withdraw",
					blocks: [
						{
							ul: [
								"use the unsubscribe notice at the foot of our e-mails or the free opt-out number in our text messages;",
								"ask customer support ({supportPhone}) or write to {privacyEmail}.",
							],
						},
						{
							p: "We send no advertising text messages at night (9 p.m. to 8 a.m. Korea time), and advertising messages are marked “(광고)” (advertisement) before their subject.",
						},
					],
				},
			],
		},
		vn: {
			title: "Đồng ý nhận thông tin tiếp thị (tùy chọn)",
			intro:
				"Công ty Barun Forwarding chỉ gửi tin về giảm giá, sự kiện và tuyến mới cho thành viên đã đồng ý riêng. Sự đồng ý này là tùy chọn: không đồng ý, bạn vẫn dùng được mọi phần của dịch vụ.",
			sections: [
				{
					id: "what",
					heading: "1. Thông tin chúng tôi gửi",
					blocks: [
						{
							ul: [
								"giảm giá cước và phiếu giảm giá, ưu đãi đăng ký và sự kiện;",
								"tuyến và sản phẩm vận tải mới, chỗ trong mùa cao điểm;",
								"tin thị trường như Chỉ số cước container Thượng Hải (SCFI).",
							],
						},
						{
							p: "Thông báo về dịch vụ bạn đang dùng như xác nhận booking, thay đổi lịch trình, thanh toán không phải quảng cáo và được gửi dù bạn có đồng ý hay không.",
						},
					],
				},
				{
					id: "items",
					heading: "2. Thông tin cá nhân được sử dụng",
					blocks: [
						{
							p: "E-mail, số điện thoại di động, tên người phụ trách và tên công ty. Không thu thập thêm gì: chúng tôi dùng thông tin bạn đã nhập khi đăng ký.",
						},
					],
				},
				{
					id: "purpose",
					heading: "3. Mục đích",
					blocks: [
						{
							p: "Để gửi các tin ở mục 1 qua e-mail và SMS. Để chọn tin phù hợp, chúng tôi có thể tham khảo các tuyến (nơi đi, nơi đến) bạn đã yêu cầu báo giá; chúng tôi không dùng chúng để đánh giá bạn và không cung cấp cho ai.",
						},
					],
				},
				{
					id: "retention",
					heading: "4. Thời hạn",
					blocks: [
						{
							p: "Đến khi bạn rút lại sự đồng ý hoặc đóng tài khoản. Từ ngày rút lại, chúng tôi không gửi quảng cáo nữa, và theo Luật Thúc đẩy sử dụng mạng thông tin và truyền thông và bảo vệ thông tin của Hàn Quốc, cứ hai năm chúng tôi hỏi lại bạn có còn đồng ý không.",
						},
					],
				},
				{
					id: "refusal",
					heading: "5. Quyền từ chối",
					blocks: [
						{
							p: "Bạn có quyền từ chối sự đồng ý này. Việc từ chối không ảnh hưởng gì đến việc đăng ký, báo giá, booking, phiếu giảm giá hay bất kỳ phần nào của dịch vụ; khác biệt duy nhất là bạn không nhận tin tiếp thị.",
						},
					],
				},
				{
					id: "withdraw",
					heading: "6. Cách rút lại sự đồng ý",
					blocks: [
						{
							ul: [
								"dùng hướng dẫn hủy đăng ký ở cuối e-mail hoặc số từ chối miễn phí trong tin nhắn;",
								"liên hệ bộ phận hỗ trợ khách hàng ({supportPhone}) hoặc gửi e-mail đến {privacyEmail}.",
							],
						},
						{
							p: "Chúng tôi không gửi tin nhắn quảng cáo vào ban đêm (21:00 đến 08:00 giờ Hàn Quốc), và tin quảng cáo có ghi “(광고)” (quảng cáo) trước tiêu đề.",
						},
					],
				},
			],
		},
	},
};
