// Privacy policy of Barun Forwarding under Korea's Personal Information Protection Act (PIPA, art. 30),
// in kr (the governing text), en and vn. It describes what this product actually processes: the
// sign-up form, phone codes, quotes (members' and visitors' before sign-up, decision 086), bookings
// (shipper, consignee, notify party), trade documents, bank deposits, web push subscriptions (093), the
// optional consents of /privacyoption (091) and the tools they unlock (Channel Talk, an analytics tag, an
// ad-event tag: 092), the cookies (app/auth, app/accounts, app/quotes, app/consent, app/board), the mail
// (Postmark) and SMS (Solapi) providers, hosting on Fly.io (Tokyo, Singapore), and sharing with
// carriers, the customs broker, the insurer and agents in Vietnam. Bump `version` and `effectiveDate`
// whenever any of that, or the wording, changes.
import type { LegalDocument } from "./types.ts";

export const PRIVACY: LegalDocument = {
	id: "privacy",
	path: "/privacy",
	version: "1.1",
	effectiveDate: "2026-11-28",
	content: {
		kr: {
			title: "개인정보처리방침",
			intro:
				"바른포워딩 주식회사(이하 ‘회사’)는 「개인정보 보호법」 제30조에 따라 정보주체의 개인정보를 보호하고 관련 고충을 신속하게 처리하기 위하여 다음과 같이 개인정보처리방침을 정하여 공개합니다. 회사는 서비스 제공에 필요한 최소한의 개인정보만 처리합니다.",
			sections: [
				{
					id: "collection",
					heading: "1. 처리하는 개인정보의 항목, 목적과 보유기간",
					blocks: [
						{
							p: "회사는 다음의 목적으로만 개인정보를 처리하며, 목적이 바뀌면 법령에 따라 다시 동의를 받는 등 필요한 조치를 합니다.",
						},
						{
							table: {
								head: ["목적", "항목", "보유기간"],
								rows: [
									[
										"회원 가입과 관리 (본인 확인, 계정 보안, 회원 문의 응대, 공지)",
										"필수: 이메일, 비밀번호(복원할 수 없게 암호화하여 저장), 담당자 이름, 휴대전화 번호, 회사명 / 선택: 사업자등록번호",
										"탈퇴할 때까지 (법령상 보존 의무가 있는 기록은 3항의 기간)",
									],
									[
										"휴대전화 인증",
										"휴대전화 번호, 인증번호(암호화), 발송·확인 시각",
										"인증 완료 또는 인증번호 만료 후 지체 없이 파기 (인증 여부와 시각은 회원 정보와 함께 보관)",
									],
									[
										"견적, 할인 요청, 견적서 발송",
										"운송 조건(출발지·도착지, 화물 종류·수량·중량·부피, 출하 예정일), 회원이 견적서를 보낼 때 입력한 받는 사람의 이메일",
										"부킹으로 이어진 견적은 계약 기록으로 5년, 그 밖의 견적은 탈퇴할 때까지",
									],
									[
										"회원 가입 전 견적 (방문자가 계정 없이 견적을 받음, 같은 이메일로 가입할 때 고른 견적을 새 계정으로 옮김, 직원이 견적 요청을 확인하고 상담을 위해 연락)",
										"방문자가 입력한 업무용 이메일, 운송 조건, 견적의 연락처 단계에서 입력한 회사명·담당자 이름·전화번호, 화면 언어 / 접속한 IP 주소(IPv6는 앞 64비트): 같은 출처에서 오는 과도한 요청을 막는 데에만 사용",
										"방문자가 마지막으로 이용한 날부터 180일 (지나면 자동 삭제). 가입하면 고른 견적은 새 계정의 견적이 되어 위 견적의 보유기간을 따름. 요청 횟수 기록은 이틀이 지나면 삭제",
									],
									[
										"부킹과 운송 (선적 공간 확보, 운송 서류 작성, 통관, 배송, 일정 안내)",
										"송하인·수하인·통지처의 상호, 담당자 이름, 주소, 전화번호, 이메일 / 픽업 주소와 현장 연락처 / 품명, HS 코드, 포장 수, 화인 / 회원이 올린 무역 서류에 적힌 개인정보",
										"거래 종료 후 5년 (상업장부와 영업 관련 중요 서류는 10년)",
									],
									[
										"운임 청구와 결제 확인, 환불, 세금계산서 발행",
										"입금자명, 입금액과 입금일 / 환불 시: 은행명, 계좌번호, 예금주 / 세금계산서: 사업자등록번호, 상호, 대표자 이름, 사업장 주소, 업태·종목, 세금계산서 수신 이메일",
										"5년",
									],
									[
										"고객 상담, 불만과 분쟁 처리",
										"이름, 연락처, 상담 내용 (고객 상담 채팅을 켠 경우 채팅에 입력한 내용과 접속 정보 포함)",
										"3년",
									],
									[
										"웹 푸시 알림 (회원이 ‘이 기기에서 알림 받기’ 화면(/mypage/notifications)에서 알림을 켠 기기로 할인 요청 결과와 운송 단계를 알림)",
										"그 기기 브라우저의 푸시 구독 정보(푸시 서비스의 전송 주소와 알림 암호화 키), 받을 알림의 종류, 등록 일시",
										"그 기기에서 알림을 끄거나 푸시 서비스가 구독이 만료되었다고 알려 올 때까지 (탈퇴하면 삭제)",
									],
									[
										"선택 동의의 기록 (‘마케팅 정보 수신 동의(선택)’ 페이지(/privacyoption)에서 고른 대로 마케팅 정보 발송 여부를 정하고, 이용 통계·광고 효과 측정·고객 상담 채팅 도구는 동의한 경우에만 불러옴)",
										"마케팅 정보 수신, 이용 통계, 광고 효과 측정, 고객 상담 채팅 각각의 동의 여부와 안내 문구의 버전 / 회원: 계정에 저장하며 바꾼 일시도 기록 (마케팅 수신 동의는 가입 때처럼 동의 기록으로도 남김) / 로그인하지 않은 방문자: 이 브라우저의 쿠키(fp_consent)에만 저장",
										"회원: 선택을 바꿀 때까지(새 선택으로 대체) 또는 탈퇴할 때까지 / 방문자: 쿠키 1년",
									],
									[
										"서비스 안전과 부정 이용 방지 (로그인 시도 제한, 세션 관리, 장애 분석)",
										"서비스 이용 중 자동으로 생성되는 정보: IP 주소, 접속 일시, 브라우저 정보, 세션 쿠키, 로그인 시도 기록",
										"접속 기록 3개월, 세션은 로그아웃하거나 만료될 때까지",
									],
								],
							},
						},
						{
							p: "정보주체는 개인정보 수집·이용에 대한 동의를 거부할 수 있습니다. 다만 필수 항목에 동의하지 않으면 회원 가입과 회원 서비스 이용이 불가능하며, 선택 항목(사업자등록번호)은 입력하지 않아도 가입할 수 있습니다. 마케팅 정보 수신, 이용 통계, 광고 효과 측정, 고객 상담 채팅은 선택 동의로서 ‘마케팅 정보 수신 동의(선택)’ 페이지(/privacyoption)에서 따로 묻습니다. 처음에는 모두 꺼져 있으며, 동의하지 않아도 해당 기능 외의 서비스 이용에는 영향이 없습니다. 마케팅 정보 수신에 관한 자세한 내용은 같은 페이지에서 설명합니다.",
						},
					],
				},
				{
					id: "legal-basis",
					heading: "2. 처리의 법적 근거",
					blocks: [
						{
							ul: [
								"정보주체의 동의 (「개인정보 보호법」 제15조 제1항 제1호, 제17조 제1항 제1호): 회원 가입 시 받은 개인정보 수집·이용 동의, 제3자 제공 동의, 마케팅 수신 동의, ‘마케팅 정보 수신 동의(선택)’ 페이지에서 받은 선택 동의(이용 통계, 광고 효과 측정, 고객 상담 채팅)",
								"계약의 체결과 이행 (같은 법 제15조 제1항 제4호): 견적(회원 가입 전 방문자의 견적 요청 포함), 부킹, 운송, 결제, 회원이 켠 웹 푸시 알림 등 정보주체가 요청한 서비스의 제공",
								"법령상 의무의 준수 (같은 법 제15조 제1항 제2호): 거래 기록과 세무 자료의 보존, 수사기관 등의 적법한 요청에 대한 대응",
								"회사의 정당한 이익 (같은 법 제15조 제1항 제6호): 접속 기록을 이용한 부정 로그인 차단, 방문자 견적의 과도한 요청 제한과 서비스 보안. 이 이익이 정보주체의 권리보다 명백히 우선하는 범위에서만 처리합니다.",
							],
						},
					],
				},
				{
					id: "retention",
					heading: "3. 처리와 보유 기간",
					blocks: [
						{
							p: "회사는 1항에 적은 기간 동안 개인정보를 보유하고, 기간이 끝나거나 목적을 달성하면 지체 없이 파기합니다. 다만 다음 법령이 보존을 요구하는 정보는 그 기간 동안 다른 정보와 분리하여 보관하며, 그 법령이 정한 목적으로만 이용합니다.",
						},
						{
							table: {
								head: ["기록", "근거 법령", "보존 기간"],
								rows: [
									["계약 또는 청약철회 등에 관한 기록", "전자상거래 등에서의 소비자보호에 관한 법률", "5년"],
									["대금결제 및 재화 등의 공급에 관한 기록", "전자상거래 등에서의 소비자보호에 관한 법률", "5년"],
									["소비자의 불만 또는 분쟁처리에 관한 기록", "전자상거래 등에서의 소비자보호에 관한 법률", "3년"],
									["표시·광고에 관한 기록", "전자상거래 등에서의 소비자보호에 관한 법률", "6개월"],
									["상업장부와 영업에 관한 중요 서류", "상법 제33조", "10년"],
									["전표 또는 이와 유사한 서류", "상법 제33조", "5년"],
									["세금계산서 등 국세 관련 장부와 증빙", "국세기본법, 부가가치세법", "5년"],
									["서비스 접속 기록(로그인 기록)", "통신비밀보호법", "3개월"],
								],
							},
						},
					],
				},
				{
					id: "third-parties",
					heading: "4. 개인정보의 제3자 제공",
					blocks: [
						{
							p: "회사는 1항의 목적 범위에서만 개인정보를 처리하며, 정보주체의 동의가 있거나 법률에 특별한 규정이 있는 경우에만 제3자에게 제공합니다. 회원이 부킹하거나 통관·보험을 신청하면 그 업무를 하는 데 필요한 만큼 다음과 같이 제공합니다.",
						},
						{
							table: {
								head: ["받는 자", "제공 목적", "제공 항목", "받는 자의 보유기간"],
								rows: [
									[
										"운송인(선사, 항공사, 콘솔사, 내륙 운송사)",
										"선적 공간 확보, 운송, 화물 인도",
										"송하인·수하인·통지처의 상호, 담당자 이름, 주소, 연락처, 화물 정보, 화인",
										"운송 완료 후 해당 운송인이 법령에 따라 보존해야 하는 기간",
									],
									[
										"관세사 (회원이 통관을 신청한 부킹의 담당 관세사)",
										"수출입 신고와 통관 대행",
										"회사명, 사업자등록번호, 대표자·담당자 이름, 주소, 연락처, 상업송장·포장명세서, HS 코드, 물품 가격",
										"통관 완료 후 「관세법」이 정한 서류 보관 기간(5년)",
									],
									[
										"보험사 (회원이 적하보험을 신청한 부킹의 보험사)",
										"적하보험 청약, 증권 발행, 보험금 지급",
										"회사명, 사업자등록번호, 담당자 이름과 연락처, 품명, HS 코드, 송장 금액, 운송 구간과 방식, 상업송장·포장명세서",
										"보험계약 종료 후 관계 법령이 정한 기간",
									],
								],
							},
						},
						{
							p: "각 부킹의 담당 관세사와 보험사의 이름과 연락처는 통관·보험을 신청하는 화면과 부킹 확정 안내에 표시합니다. 이 밖에 수사기관이나 세관이 법률에 따라 요청하면 필요한 범위에서 제공할 수 있습니다.",
						},
						{
							p: "제3자 제공에 대한 동의는 거부할 수 있습니다. 다만 거부하면 운송 주선이라는 서비스의 성격상 부킹, 통관, 보험을 이용할 수 없습니다.",
						},
					],
				},
				{
					id: "entrustment",
					heading: "5. 개인정보 처리의 위탁",
					blocks: [
						{
							p: "회사는 서비스를 운영하기 위하여 다음과 같이 개인정보 처리 업무를 위탁합니다. 위탁 계약에 위탁 목적 외 처리 금지, 안전성 확보 조치, 재위탁 제한, 손해배상 책임을 정하고, 수탁자가 개인정보를 안전하게 처리하는지 감독합니다. 수탁자가 바뀌면 이 방침을 고쳐 알립니다.",
						},
						{
							table: {
								head: ["수탁자", "위탁 업무"],
								rows: [
									[
										"ActiveCampaign, LLC (Postmark)",
										"이메일 발송 (가입 인증, 비밀번호 재설정, 견적서, 부킹·결제 안내)",
									],
									["솔라피 (Solapi)", "휴대전화 인증번호와 안내 문자 발송"],
									["Fly.io, Inc.", "서비스 서버와 데이터베이스, 업로드한 서류의 보관(클라우드 호스팅)"],
									[
										"주식회사 채널코퍼레이션 (채널톡, Channel Talk)",
										"고객 상담 채팅의 운영: 채팅에 입력한 내용과 접속 정보의 처리 (회사가 설정하고 정보주체가 ‘고객 상담 채팅’에 동의한 경우에만 불러옴)",
									],
								],
							},
						},
						{
							p: "이용 통계 분석 도구와 광고 효과 측정 도구는 회사가 설정한 경우에만, 그리고 정보주체가 ‘마케팅 정보 수신 동의(선택)’ 페이지(/privacyoption)에서 해당 항목에 동의한 뒤에만 불러옵니다. 각 도구에 전달되는 정보(분석 도구: 이름이나 연락처를 뺀 방문 기록, 광고 도구: 회원 가입·로그인 화면 방문 같은 광고 성과)와 보관 기간은 그 페이지의 선택 항목 옆에 적혀 있으며, 광고 도구에 전달된 정보는 맞춤형 광고에 쓰일 수 있습니다. 회사가 이 도구를 사용하면 그 제공자의 이름을 이 방침에 적어 알립니다.",
						},
						{
							p: "회원이 켠 웹 푸시 알림은 그 브라우저가 쓰는 푸시 서비스(예: 브라우저 제조사가 운영하는 푸시 서비스)를 거쳐 기기에 전달됩니다. 회사는 알림을 암호화하여 보내므로 푸시 서비스는 그 서비스가 발급한 전송 주소로 암호화된 알림을 받을 뿐 내용을 볼 수 없습니다. 푸시 서비스는 브라우저가 정하는 것으로, 회사가 처리를 위탁한 곳이 아닙니다.",
						},
					],
				},
				{
					id: "abroad",
					heading: "6. 개인정보의 국외 이전",
					blocks: [
						{
							p: "회사는 「개인정보 보호법」 제28조의8에 따라 다음과 같이 개인정보를 국외로 이전합니다. 호스팅과 메일 발송은 계약 이행을 위한 처리위탁·보관으로서 이 방침에 공개하여 이전하며, 베트남 파트너에 대한 제공은 가입 시 받은 제3자 제공(국외 이전 포함) 동의에 따릅니다. 이전을 원하지 않으면 회사에 거부를 요청할 수 있으나, 그 경우 서비스(베트남 구간은 해당 부킹)를 이용할 수 없습니다.",
						},
						{
							table: {
								head: ["이전받는 자 (연락처)", "국가", "이전 항목", "목적", "시기와 방법", "보유기간"],
								rows: [
									[
										"Fly.io, Inc. (fly.io)",
										"일본(도쿄), 싱가포르",
										"서비스가 처리하는 모든 개인정보 (1항의 항목)",
										"서버와 데이터베이스 호스팅, 복제본 운영",
										"서비스 이용 시 암호화된 통신(TLS)으로 수시 전송",
										"1항과 3항의 보유기간 동안 (회사의 삭제에 따름)",
									],
									[
										"ActiveCampaign, LLC — Postmark (postmarkapp.com)",
										"미국",
										"받는 사람의 이메일 주소와 이름, 메일 내용",
										"이메일 발송",
										"메일을 보낼 때마다 암호화된 통신(TLS)으로 전송",
										"발송 기록은 최대 45일 후 삭제",
									],
									[
										"부킹의 베트남 현지 파트너 대리점 (부킹 확정 안내에 이름과 연락처 표시)",
										"베트남",
										"송하인·수하인·통지처의 상호, 담당자 이름, 주소, 연락처, 화물 정보, 무역 서류",
										"베트남 측 통관, 화물 인수·인도, 현지 운송",
										"부킹 확정 후 이메일 또는 전자 문서로 전송",
										"운송 완료 후 베트남 법령이 정한 통관·회계 서류 보관 기간",
									],
								],
							},
						},
						{
							p: "고객 상담 채팅을 운영하는 주식회사 채널코퍼레이션은 한국 회사로서 5항의 수탁자입니다. 웹 푸시 알림이 거쳐 가는 브라우저의 푸시 서비스는 국외에 있을 수 있으나, 그곳에는 내용을 볼 수 없게 암호화된 알림만 전달됩니다(5항). 이용 통계나 광고 효과 측정 도구로 개인정보가 국외로 이전되게 되면, 그 도구를 사용하기 전에 이전받는 자, 국가, 항목, 목적, 시기와 방법, 보유기간을 이 표에 적어 알립니다.",
						},
					],
				},
				{
					id: "destruction",
					heading: "7. 개인정보의 파기 절차와 방법",
					blocks: [
						{
							ol: [
								"보유기간이 끝나거나 처리 목적을 달성한 개인정보는 그날부터 5일 이내에 파기합니다.",
								"법령에 따라 보존하는 정보는 별도의 데이터베이스나 보관 장소로 옮겨 접근을 제한하고, 보존 기간이 끝나면 파기합니다.",
								"전자 파일은 복구할 수 없는 방법으로 삭제하고, 종이 문서는 분쇄하거나 소각합니다.",
							],
						},
					],
				},
				{
					id: "rights",
					heading: "8. 정보주체의 권리와 행사 방법",
					blocks: [
						{
							ol: [
								"정보주체는 언제든지 자신의 개인정보에 대하여 열람, 정정·삭제, 처리정지, 동의 철회를 요구할 수 있습니다.",
								"이름, 연락처, 회사 정보는 ‘마이페이지’에서 직접 열람하고 고칠 수 있습니다. 선택 동의(마케팅 정보 수신, 이용 통계, 광고 효과 측정, 고객 상담 채팅)는 ‘마케팅 정보 수신 동의(선택)’ 페이지(/privacyoption)에서 언제든지 바꾸거나 철회할 수 있고, 웹 푸시 알림은 ‘이 기기에서 알림 받기’ 화면(/mypage/notifications)에서 기기마다 끌 수 있습니다. 그 밖의 요구는 개인정보 보호책임자에게 이메일({privacyEmail})이나 전화({supportPhone})로 할 수 있습니다.",
								"법정대리인이나 위임을 받은 사람을 통하여 요구할 수도 있으며, 이때는 위임장을 제출해야 합니다.",
								"회사는 요구를 받은 날부터 10일 이내에 조치하고 결과를 알립니다. 다른 법령이 보존을 요구하거나 다른 사람의 권리를 침해할 우려가 있는 등 법률이 정한 사유로 요구를 거절하거나 일부만 받아들이면 그 이유와 이의 제기 방법을 알립니다.",
								"회사는 정보주체에게 중대한 영향을 미치는 결정을 완전히 자동화된 방식으로 하지 않습니다. 견적 금액은 등록된 운임표에 따라 자동으로 계산되지만, 이는 개인에 대한 평가가 아닙니다.",
								"서비스는 사업자를 위한 것으로 만 14세 미만 아동의 가입을 받지 않습니다.",
							],
						},
					],
				},
				{
					id: "cookies",
					heading: "9. 쿠키의 사용",
					blocks: [
						{
							p: "회사는 서비스 운영에 필요한 아래 쿠키를 사용합니다. 이용 통계 분석, 광고 효과 측정, 고객 상담 채팅 도구(와 그 도구가 저장하는 쿠키)는 정보주체가 ‘마케팅 정보 수신 동의(선택)’ 페이지(/privacyoption)에서 해당 항목에 동의한 경우에만 불러오며, 선택하기 전에는 어떤 외부 스크립트도 불러오지 않습니다. 선택은 그 페이지에서 언제든지 바꿀 수 있습니다. 동의를 철회하면 다음에 서비스를 열 때부터 해당 도구를 불러오지 않으며, 그 도구가 이미 저장한 쿠키는 브라우저 설정에서 지울 수 있습니다.",
						},
						{
							table: {
								head: ["쿠키", "용도", "유지 기간"],
								rows: [
									[
										"세션 쿠키 (fp_session)",
										"로그인 상태 유지 (무작위 식별자만 담고 서명하여 보호)",
										"브라우저를 닫을 때까지, ‘로그인 상태 유지’를 고르면 30일",
									],
									["언어 쿠키 (lng)", "고른 화면 언어 기억", "1년"],
									[
										"단계 쿠키 (fp_signup_consent, fp_greeting, fp_pwreset)",
										"가입 동의, 가입 완료 안내, 비밀번호 재설정의 다음 단계로 정보 전달",
										"30분~1시간",
									],
									[
										"방문자 견적 쿠키 (fp_visitor)",
										"회원 가입 전에 견적을 받는 방문자를 알아봄 (무작위 식별자와 방문자가 입력한 업무용 이메일을 담고 서명하여 보호)",
										"30일 (같은 이메일로 가입하여 견적을 옮기면 삭제)",
									],
									[
										"선택 동의 쿠키 (fp_consent)",
										"로그인하지 않은 상태에서 고른 선택 동의(마케팅 정보 수신, 이용 통계, 광고 효과 측정, 고객 상담 채팅)와 그 안내 문구의 버전을 기억",
										"1년",
									],
									[
										"공지 팝업 쿠키 (fp_popup_hidden)",
										"홈 화면의 공지 팝업을 ‘일주일 동안 보지 않기’로 닫았음을 기억 (공지의 식별자와 숨김이 끝나는 시각만 담음)",
										"7일",
									],
									[
										"로그인 기기 쿠키 (fp_device)",
										"이 브라우저에서 최근 로그인에 성공한 계정(최대 5개)을 기억하여, 다른 사람의 잘못된 로그인 시도로 계정이 잠겨도 본인은 이 브라우저에서 로그인할 수 있게 함 (이메일 주소가 아니라 그로부터 계산한 값만 담고 서명하여 보호)",
										"마지막 로그인부터 180일",
									],
									[
										"잠금 해제 쿠키 (fp_unlock)",
										"로그인 실패가 많아 계정이 잠겼을 때 메일로 받은 해제 링크를 연 브라우저에서 본인이 로그인할 수 있게 함 (계정의 이메일 주소와 만료 시각을 담고 서명하여 보호)",
										"24시간",
									],
									[
										"API 키 쿠키 (fp_new_api_key)",
										"관리자가 새로 만든 파트너 API 키를 다음 화면으로 전달하여 한 번만 보여 줌 (관리 화면에서만 사용, 서명하여 보호)",
										"2분 (보여 준 뒤 바로 삭제)",
									],
								],
							},
						},
						{
							p: "브라우저 설정에서 쿠키 저장을 거부하거나 삭제할 수 있습니다. 다만 세션 쿠키를 거부하면 로그인이 필요한 서비스를, 방문자 견적 쿠키를 거부하면 회원 가입 전 견적을 이용할 수 없습니다.",
						},
					],
				},
				{
					id: "safety",
					heading: "10. 개인정보의 안전성 확보 조치",
					blocks: [
						{
							ul: [
								"관리적 조치: 내부 관리계획 수립과 시행, 개인정보 취급자 최소화와 정기 교육",
								"기술적 조치: 비밀번호와 인증번호의 일방향 암호화(argon2id, SHA-256), 모든 통신의 암호화(HTTPS/TLS), 역할과 소속 회사에 따른 접근 권한 관리, 접속 기록 보관과 점검, 업로드 서류를 공개 웹 영역 밖에 보관, 보안 업데이트 적용",
								"물리적 조치: 출입이 통제되는 호스팅 사업자의 데이터센터에 보관",
							],
						},
					],
				},
				{
					id: "officer",
					heading: "11. 개인정보 보호책임자와 고충 처리",
					blocks: [
						{
							p: "회사는 개인정보 처리에 관한 업무를 총괄하고 관련 불만 처리와 피해 구제를 위하여 아래와 같이 개인정보 보호책임자를 지정하고 있습니다.",
						},
						{
							ul: [
								"개인정보 보호책임자: 김바른 (대표이사)",
								"담당 부서: 고객지원팀",
								"이메일: {privacyEmail}",
								"전화: {supportPhone} (평일 09:00~18:00)",
								"주소: 서울특별시 중구 세종대로 110, 10층 바른포워딩 주식회사",
							],
						},
					],
				},
				{
					id: "remedies",
					heading: "12. 권익침해 구제 방법",
					blocks: [
						{ p: "개인정보 침해에 대한 상담이나 분쟁 해결이 필요하면 다음 기관에 문의할 수 있습니다." },
						{
							ul: [
								"개인정보분쟁조정위원회: 1833-6972, www.kopico.go.kr",
								"개인정보침해신고센터(한국인터넷진흥원): 118, privacy.kisa.or.kr",
								"대검찰청: 1301, www.spo.go.kr",
								"경찰청: 182, ecrm.police.go.kr",
							],
						},
					],
				},
				{
					id: "changes",
					heading: "13. 개인정보처리방침의 변경",
					blocks: [
						{
							p: "이 방침은 2026년 11월 28일부터 적용됩니다(버전 1.1). 내용을 바꾸면 시행 7일 전부터, 수집 항목이나 제3자 제공처럼 정보주체의 권리에 중요한 변경은 시행 30일 전부터 서비스에 공지합니다. 이전 버전은 개인정보 보호책임자에게 요청하면 받아 볼 수 있습니다. 한국어본과 번역본의 뜻이 다르면 한국어본을 따릅니다.",
						},
					],
				},
			],
		},
		en: {
			title: "Privacy policy",
			intro:
				"Barun Forwarding Co., Ltd. (the “Company”) publishes this privacy policy under Article 30 of Korea's Personal Information Protection Act (PIPA) to protect the personal information of the people whose data it handles and to deal promptly with their concerns. The Company processes only the personal information it needs to provide the service.",
			sections: [
				{
					id: "collection",
					heading: "1. What we process, why, and for how long",
					blocks: [
						{
							p: "The Company processes personal information only for the purposes below; if a purpose changes, it takes the steps the law requires, such as asking for consent again.",
						},
						{
							table: {
								head: ["Purpose", "Items", "Kept for"],
								rows: [
									[
										"Sign-up and membership (identifying you, account security, answering your enquiries, notices)",
										"Required: e-mail address, password (stored only as an irreversible hash), contact person's name, mobile phone number, company name / Optional: business registration number",
										"Until you close the account (records the law requires us to keep: the periods in section 3)",
									],
									[
										"Mobile phone verification",
										"Mobile phone number, verification code (hashed), times sent and confirmed",
										"Destroyed once verified or once the code expires (that and when you verified is kept with your account)",
									],
									[
										"Quotes, discount requests, sending quotes",
										"Transport conditions (origin and destination, kind, quantity, weight and volume of cargo, cargo-ready date), the recipient's e-mail address you enter to send a quote",
										"Quotes that led to a booking: 5 years as contract records; other quotes: until you close the account",
									],
									[
										"Quotes before sign-up (a visitor getting quotes without an account, moving the chosen quote into the new account on sign-up with the same e-mail address, staff reviewing the quote request and contacting the visitor about it)",
										"The work e-mail address the visitor enters, transport conditions, the company name, contact person's name and phone number entered at the quote's contact step, screen language / the connection's IP address (for IPv6, its first 64 bits): used only to stop excessive requests from the same source",
										"180 days from the visitor's last use (then deleted automatically). On sign-up the chosen quote becomes a quote of the new account and is kept as quotes are (above). Request counts are deleted after two days",
									],
									[
										"Bookings and carriage (securing space, preparing transport documents, clearance, delivery, schedule information)",
										"Names, contact persons, addresses, phone numbers and e-mail addresses of the shipper, consignee and notify party / pick-up address and on-site contact / description of goods, HS code, packages, marks / personal information in the trade documents you upload",
										"5 years after the transaction ends (commercial books and important business documents: 10 years)",
									],
									[
										"Invoicing, confirming payments, refunds, tax invoices",
										"Depositor's name, amount and date of deposit / for refunds: bank, account number, account holder / for tax invoices: business registration number, company name, representative's name, business address, business type, e-mail address for tax invoices",
										"5 years",
									],
									[
										"Customer support, complaints and disputes",
										"Name, contact details, what was discussed (if you turned on the customer chat: what you type in the chat and your connection details)",
										"3 years",
									],
									[
										"Web push notifications (discount-request results and shipment stages sent to a device on which a member turned notifications on at “Notifications on this device”, /mypage/notifications)",
										"That browser's push subscription (the push service's delivery address and the notification encryption keys), which notifications it should receive, when it was registered",
										"Until notifications are turned off on that device or the push service reports that the subscription has expired (deleted when the account is closed)",
									],
									[
										"Recording optional consents (deciding from the choices made on the “Marketing consent (optional)” page (/privacyoption) whether to send marketing messages, and loading the usage-statistics, advertising-measurement and customer-chat tools only where agreed)",
										"Whether you agreed to each of marketing messages, usage statistics, advertising measurement and customer chat, and the version of the wording shown / members: stored on the account with the time of the change (a marketing consent is also recorded as a consent, as at sign-up) / visitors not signed in: stored only in a cookie in this browser (fp_consent)",
										"Members: until you change your choice (the new choice replaces it) or close the account / visitors: the cookie, 1 year",
									],
									[
										"Security and preventing misuse (limits on sign-in attempts, sessions, fault analysis)",
										"Generated automatically while you use the service: IP address, time of access, browser information, session cookie, sign-in attempts",
										"Access records 3 months; sessions until you sign out or they expire",
									],
								],
							},
						},
						{
							p: "You may refuse consent to the collection and use of personal information. Without the required items you cannot sign up or use the members' services; the optional item (business registration number) may be left out. Marketing messages, usage statistics, advertising measurement and customer chat are optional consents, asked separately on the “Marketing consent (optional)” page (/privacyoption). All are off until you turn them on, and refusing them affects nothing in the service but the feature concerned. The same page explains the marketing consent in detail.",
						},
					],
				},
				{
					id: "legal-basis",
					heading: "2. Legal basis",
					blocks: [
						{
							ul: [
								"Your consent (PIPA Article 15(1)1 and Article 17(1)1): consent to collection and use, to provision to third parties and to marketing messages, given at sign-up, and the optional consents given on the “Marketing consent (optional)” page (usage statistics, advertising measurement, customer chat).",
								"Entering into and performing a contract (Article 15(1)4): providing what you ask for, such as quotes (including a visitor's quote request before sign-up), bookings, carriage, payment and the web push notifications a member turns on.",
								"Complying with legal obligations (Article 15(1)2): keeping transaction and tax records, answering lawful requests from investigating authorities and others.",
								"The Company's legitimate interest (Article 15(1)6): using access records to block fraudulent sign-ins, limiting excessive visitor quote requests and keeping the service secure, only as far as that interest clearly outweighs your rights.",
							],
						},
					],
				},
				{
					id: "retention",
					heading: "3. Retention periods",
					blocks: [
						{
							p: "The Company keeps personal information for the periods in section 1 and destroys it without delay when the period ends or the purpose is achieved. Information that the laws below require to be kept is stored separately from other information for the period they set and used only for their purposes.",
						},
						{
							table: {
								head: ["Record", "Law", "Kept for"],
								rows: [
									[
										"Records of contracts or withdrawal of offers",
										"Act on the Consumer Protection in Electronic Commerce",
										"5 years",
									],
									[
										"Records of payment and supply of goods and services",
										"Act on the Consumer Protection in Electronic Commerce",
										"5 years",
									],
									[
										"Records of consumer complaints or dispute handling",
										"Act on the Consumer Protection in Electronic Commerce",
										"3 years",
									],
									[
										"Records of labelling and advertising",
										"Act on the Consumer Protection in Electronic Commerce",
										"6 months",
									],
									["Commercial books and important business documents", "Commercial Act, Article 33", "10 years"],
									["Slips and similar documents", "Commercial Act, Article 33", "5 years"],
									[
										"Tax invoices and other national tax records",
										"Framework Act on National Taxes, Value-Added Tax Act",
										"5 years",
									],
									[
										"Records of access to the service (sign-in records)",
										"Protection of Communications Secrets Act",
										"3 months",
									],
								],
							},
						},
					],
				},
				{
					id: "third-parties",
					heading: "4. Provision to third parties",
					blocks: [
						{
							p: "The Company processes personal information only within the purposes of section 1, and provides it to third parties only with your consent or where a law specifically provides. When you book, or ask for clearance or insurance, it provides what is needed for that work as follows.",
						},
						{
							table: {
								head: ["Recipient", "Purpose", "Items", "Kept by the recipient for"],
								rows: [
									[
										"Carriers (shipping lines, airlines, consolidators, inland hauliers)",
										"Securing space, carriage, delivery of the cargo",
										"Names, contact persons, addresses and contact details of the shipper, consignee and notify party; cargo details; marks",
										"After carriage, as long as the law requires that carrier to keep them",
									],
									[
										"Customs broker (the broker handling a booking for which you asked for clearance)",
										"Import and export declarations and clearance on your behalf",
										"Company name, business registration number, names of the representative and contact person, address, contact details, commercial invoice and packing list, HS code, value of goods",
										"After clearance, the document-keeping period of the Customs Act (5 years)",
									],
									[
										"Insurer (the insurer of a booking for which you asked for cargo insurance)",
										"Applying for cargo insurance, issuing the certificate, paying claims",
										"Company name, business registration number, contact person's name and contact details, description of goods, HS code, invoice value, route and mode of transport, commercial invoice and packing list",
										"After the insurance contract ends, the period the relevant laws set",
									],
								],
							},
						},
						{
							p: "The name and contact details of the customs broker and insurer for a booking are shown on the screen where you ask for clearance or insurance and in the booking confirmation. Apart from this, information may be provided where investigating authorities or customs request it under a law, to the extent needed.",
						},
						{
							p: "You may refuse consent to provision to third parties. Because the service is the arranging of carriage, you then cannot book, or use clearance or insurance.",
						},
					],
				},
				{
					id: "entrustment",
					heading: "5. Processing entrusted to others",
					blocks: [
						{
							p: "To run the service, the Company entrusts the processing of personal information as below. The contracts forbid processing for other purposes, require safety measures, restrict sub-entrustment and set liability for damage, and the Company supervises that processors handle the information safely. When a processor changes, this policy is updated and the change announced.",
						},
						{
							table: {
								head: ["Processor", "Task"],
								rows: [
									[
										"ActiveCampaign, LLC (Postmark)",
										"Sending e-mail (sign-up verification, password reset, quotes, booking and payment notices)",
									],
									["Solapi", "Sending phone verification codes and notices by SMS"],
									[
										"Fly.io, Inc.",
										"Servers and database of the service and storage of uploaded documents (cloud hosting)",
									],
									[
										"Channel Corporation (Channel Talk)",
										"Running the customer chat: processing what you type in the chat and your connection details (loaded only when the Company has set it up and you agreed to “Customer chat”)",
									],
								],
							},
						},
						{
							p: "The usage-statistics (analytics) tool and the advertising-measurement (ad-event) tool are loaded only when the Company has set them up, and only after you agree to the matching item on the “Marketing consent (optional)” page (/privacyoption). What each tool receives (the analytics tool: records of visits without names or contact details; the ad-event tool: advertising results such as visits to the sign-up and sign-in pages) and how long it is kept are stated next to the choice on that page; what the ad-event tool receives may be used for personalised advertising. When the Company uses one of these tools, it names the provider in this policy and announces it.",
						},
						{
							p: "Web push notifications a member turns on reach the device through the push service its browser uses (for example the push service run by the browser's maker). The Company encrypts each notification, so the push service only receives an encrypted message for the delivery address it issued and cannot read it. The push service is determined by the browser; it is not a processor the Company has entrusted.",
						},
					],
				},
				{
					id: "abroad",
					heading: "6. Transfer of personal information abroad",
					blocks: [
						{
							p: "Under PIPA Article 28-8 the Company transfers personal information abroad as follows. Hosting and mail are entrusted processing and storage needed to perform the contract and are disclosed in this policy; provision to partners in Vietnam is based on the consent to provision to third parties (including transfer abroad) given at sign-up. You may ask the Company to stop a transfer, but you then cannot use the service (for Vietnam, the booking concerned).",
						},
						{
							table: {
								head: ["Recipient (contact)", "Country", "Items", "Purpose", "When and how", "Kept for"],
								rows: [
									[
										"Fly.io, Inc. (fly.io)",
										"Japan (Tokyo), Singapore",
										"All personal information the service processes (the items in section 1)",
										"Hosting the servers and database, running replicas",
										"Continuously while the service is used, over encrypted connections (TLS)",
										"For the periods in sections 1 and 3 (deleted as the Company deletes)",
									],
									[
										"ActiveCampaign, LLC — Postmark (postmarkapp.com)",
										"United States",
										"Recipient's e-mail address and name, content of the message",
										"Sending e-mail",
										"Each time a message is sent, over encrypted connections (TLS)",
										"Sending records deleted after at most 45 days",
									],
									[
										"The booking's partner agent in Vietnam (name and contact shown in the booking confirmation)",
										"Vietnam",
										"Names, contact persons, addresses and contact details of the shipper, consignee and notify party; cargo details; trade documents",
										"Clearance on the Vietnamese side, receiving and delivering the cargo, local transport",
										"After the booking is confirmed, by e-mail or electronic documents",
										"After carriage, the period Vietnamese law sets for customs and accounting records",
									],
								],
							},
						},
						{
							p: "Channel Corporation, which runs the customer chat, is a Korean company and a processor under section 5. The browser's push service that web push notifications pass through may be abroad, but it receives only notifications encrypted so that it cannot read them (section 5). If the usage-statistics or advertising-measurement tool would transfer personal information abroad, the recipient, country, items, purpose, timing and method, and retention period are added to this table and announced before the tool is used.",
						},
					],
				},
				{
					id: "destruction",
					heading: "7. How personal information is destroyed",
					blocks: [
						{
							ol: [
								"Personal information whose retention period has ended or whose purpose is achieved is destroyed within 5 days.",
								"Information kept because a law requires it is moved to a separate database or storage place with restricted access and destroyed when its period ends.",
								"Electronic files are deleted so that they cannot be recovered; paper documents are shredded or incinerated.",
							],
						},
					],
				},
				{
					id: "rights",
					heading: "8. Your rights and how to exercise them",
					blocks: [
						{
							ol: [
								"You may at any time ask to access, correct or delete your personal information, to suspend its processing, or withdraw your consent.",
								"You can see and correct your name, contact details and company details yourself under “My page”. You can change or withdraw the optional consents (marketing messages, usage statistics, advertising measurement, customer chat) at any time on the “Marketing consent (optional)” page (/privacyoption), and turn web push notifications off for each device at “Notifications on this device” (/mypage/notifications). For anything else, write to the privacy officer ({privacyEmail}) or call {supportPhone}.",
								"A legal representative or a person you have authorised may also make requests, with a power of attorney.",
								"The Company acts on a request within 10 days and tells you the result. If it refuses a request or grants it in part for a reason the law allows (for example another law requires the information to be kept, or someone else's rights would be harmed), it tells you why and how to object.",
								"The Company makes no decision that significantly affects you by fully automated means. Quote amounts are calculated automatically from the registered rates, but that is not an assessment of a person.",
								"The service is for businesses; children under 14 may not sign up.",
							],
						},
					],
				},
				{
					id: "cookies",
					heading: "9. Cookies",
					blocks: [
						{
							p: "The Company uses the cookies below, which the service needs. The usage-statistics, advertising-measurement and customer-chat tools (and the cookies they store) are loaded only if you agree to the matching item on the “Marketing consent (optional)” page (/privacyoption); until you choose, no outside script is loaded. You can change your choice there at any time. After you withdraw a consent, the tool is no longer loaded from the next time you open the service, and cookies it has already stored can be deleted in your browser's settings.",
						},
						{
							table: {
								head: ["Cookie", "Use", "Lasts"],
								rows: [
									[
										"Session cookie (fp_session)",
										"Keeps you signed in (holds only a random, signed identifier)",
										"Until the browser closes; 30 days if you choose “Stay logged in”",
									],
									["Language cookie (lng)", "Remembers the language you chose", "1 year"],
									[
										"Step cookies (fp_signup_consent, fp_greeting, fp_pwreset)",
										"Carry your sign-up consents, the sign-up welcome and a password reset to their next step",
										"30 minutes to 1 hour",
									],
									[
										"Visitor quote cookie (fp_visitor)",
										"Recognises a visitor getting quotes before sign-up (holds a random identifier and the work e-mail address the visitor entered, signed)",
										"30 days (deleted when a sign-up with the same address takes the quote along)",
									],
									[
										"Consent cookie (fp_consent)",
										"Remembers the optional consents (marketing messages, usage statistics, advertising measurement, customer chat) chosen while not signed in, and the version of their wording",
										"1 year",
									],
									[
										"Notice pop-up cookie (fp_popup_hidden)",
										"Remembers that the home page's notice pop-up was closed with “Don't show for a week” (holds only the notice's identifier and when the hiding ends)",
										"7 days",
									],
									[
										"Sign-in device cookie (fp_device)",
										"Remembers the accounts (up to 5) recently signed in successfully from this browser, so that the owner can still sign in here when someone else's failed attempts have locked the account (holds values computed from the e-mail addresses, not the addresses, signed)",
										"180 days from the latest sign-in",
									],
									[
										"Unlock cookie (fp_unlock)",
										"Lets the owner sign in from the browser in which they opened the unlock link mailed after too many failed sign-ins locked the account (holds the account's e-mail address and an expiry time, signed)",
										"24 hours",
									],
									[
										"API key cookie (fp_new_api_key)",
										"Carries a partner API key an administrator has just created to the next screen, to show it once (administration pages only, signed)",
										"2 minutes (deleted once shown)",
									],
								],
							},
						},
						{
							p: "You can refuse or delete cookies in your browser's settings; without the session cookie you cannot use the parts of the service that need signing in, and without the visitor quote cookie you cannot get quotes before sign-up.",
						},
					],
				},
				{
					id: "safety",
					heading: "10. Safety measures",
					blocks: [
						{
							ul: [
								"Managerial: an internal management plan, as few staff handling personal information as possible, and regular training.",
								"Technical: one-way hashing of passwords and verification codes (argon2id, SHA-256); encryption of all traffic (HTTPS/TLS); access rights by role and company; keeping and reviewing access records; uploaded documents stored outside the public web space; security updates.",
								"Physical: storage in the hosting provider's access-controlled data centres.",
							],
						},
					],
				},
				{
					id: "officer",
					heading: "11. Privacy officer and complaints",
					blocks: [
						{
							p: "The Company has appointed the privacy officer below to be responsible for its processing of personal information and to handle complaints and remedies.",
						},
						{
							ul: [
								"Privacy officer: Kim Ba-reun (Chief Executive Officer)",
								"Department: Customer Support",
								"E-mail: {privacyEmail}",
								"Phone: {supportPhone} (weekdays 09:00–18:00 Korea time)",
								"Address: Barun Forwarding Co., Ltd., 10F, 110 Sejong-daero, Jung-gu, Seoul, Republic of Korea",
							],
						},
					],
				},
				{
					id: "remedies",
					heading: "12. Remedies",
					blocks: [
						{ p: "For advice or dispute resolution about an infringement of personal information, you may contact:" },
						{
							ul: [
								"Personal Information Dispute Mediation Committee: 1833-6972, www.kopico.go.kr",
								"Personal Information Infringement Report Center (Korea Internet & Security Agency): 118, privacy.kisa.or.kr",
								"Supreme Prosecutors' Office: 1301, www.spo.go.kr",
								"Korean National Police Agency: 182, ecrm.police.go.kr",
							],
						},
					],
				},
				{
					id: "changes",
					heading: "13. Changes to this policy",
					blocks: [
						{
							p: "This policy applies from 28 November 2026 (version 1.1). Changes are announced in the service at least 7 days before they take effect, and at least 30 days before for changes that matter to your rights, such as new items collected or new recipients. Earlier versions are available from the privacy officer on request. Where a translation differs in meaning from the Korean text, the Korean text prevails.",
						},
					],
				},
			],
		},
		vn: {
			title: "Chính sách quyền riêng tư",
			intro:
				"Công ty Barun Forwarding (Barun Forwarding Co., Ltd., “Công ty”) công bố Chính sách quyền riêng tư này theo Điều 30 Luật Bảo vệ thông tin cá nhân của Hàn Quốc (PIPA) để bảo vệ thông tin cá nhân của chủ thể dữ liệu và giải quyết nhanh các khiếu nại liên quan. Công ty chỉ xử lý những thông tin cá nhân tối thiểu cần để cung cấp dịch vụ.",
			sections: [
				{
					id: "collection",
					heading: "1. Thông tin xử lý, mục đích và thời hạn lưu giữ",
					blocks: [
						{
							p: "Công ty chỉ xử lý thông tin cá nhân cho các mục đích dưới đây; khi mục đích thay đổi, Công ty thực hiện các biện pháp pháp luật yêu cầu như xin lại sự đồng ý.",
						},
						{
							table: {
								head: ["Mục đích", "Thông tin", "Thời hạn lưu giữ"],
								rows: [
									[
										"Đăng ký và quản lý thành viên (xác định danh tính, bảo mật tài khoản, trả lời yêu cầu, thông báo)",
										"Bắt buộc: e-mail, mật khẩu (chỉ lưu dạng băm không thể khôi phục), tên người phụ trách, số điện thoại di động, tên công ty / Tùy chọn: số đăng ký kinh doanh",
										"Đến khi đóng tài khoản (hồ sơ pháp luật yêu cầu lưu: theo thời hạn ở mục 3)",
									],
									[
										"Xác minh số điện thoại di động",
										"Số điện thoại, mã xác minh (đã băm), thời điểm gửi và xác nhận",
										"Hủy khi đã xác minh hoặc mã hết hạn (việc đã xác minh và thời điểm được lưu cùng tài khoản)",
									],
									[
										"Báo giá, yêu cầu giảm giá, gửi báo giá",
										"Điều kiện vận chuyển (nơi đi, nơi đến, loại, số lượng, trọng lượng, thể tích hàng, ngày hàng sẵn sàng), e-mail người nhận do bạn nhập khi gửi báo giá",
										"Báo giá dẫn đến booking: 5 năm như hồ sơ hợp đồng; báo giá khác: đến khi đóng tài khoản",
									],
									[
										"Báo giá trước khi đăng ký (khách nhận báo giá mà không cần tài khoản; khi đăng ký bằng cùng địa chỉ e-mail, báo giá đã chọn được chuyển sang tài khoản mới; nhân viên xem yêu cầu báo giá và liên hệ với khách về yêu cầu đó)",
										"E-mail công việc do khách nhập, điều kiện vận chuyển, tên công ty, tên người phụ trách và số điện thoại nhập ở bước thông tin liên hệ của báo giá, ngôn ngữ màn hình / địa chỉ IP của kết nối (với IPv6 là 64 bit đầu): chỉ dùng để chặn yêu cầu quá mức từ cùng một nguồn",
										"180 ngày kể từ lần sử dụng cuối của khách (sau đó tự động xóa). Khi đăng ký, báo giá đã chọn trở thành báo giá của tài khoản mới và được lưu như các báo giá (ở trên). Số lần yêu cầu được xóa sau hai ngày",
									],
									[
										"Booking và vận chuyển (giữ chỗ, lập chứng từ vận tải, thông quan, giao hàng, thông tin lịch trình)",
										"Tên, người liên hệ, địa chỉ, số điện thoại, e-mail của người gửi hàng, người nhận hàng, bên được thông báo / địa chỉ lấy hàng và người liên hệ tại chỗ / tên hàng, mã HS, số kiện, ký mã hiệu / thông tin cá nhân trong chứng từ thương mại bạn tải lên",
										"5 năm sau khi giao dịch kết thúc (sổ sách thương mại và tài liệu kinh doanh quan trọng: 10 năm)",
									],
									[
										"Lập hóa đơn, xác nhận thanh toán, hoàn tiền, hóa đơn thuế",
										"Tên người chuyển tiền, số tiền và ngày chuyển / khi hoàn tiền: ngân hàng, số tài khoản, chủ tài khoản / hóa đơn thuế: số đăng ký kinh doanh, tên công ty, tên người đại diện, địa chỉ kinh doanh, ngành nghề, e-mail nhận hóa đơn thuế",
										"5 năm",
									],
									[
										"Hỗ trợ khách hàng, khiếu nại và tranh chấp",
										"Tên, thông tin liên hệ, nội dung trao đổi (nếu bạn bật trò chuyện hỗ trợ: nội dung bạn nhập trong cuộc trò chuyện và thông tin kết nối)",
										"3 năm",
									],
									[
										"Thông báo đẩy trên web (gửi kết quả yêu cầu giảm giá và các giai đoạn vận chuyển đến thiết bị mà thành viên đã bật thông báo ở “Thông báo trên thiết bị này”, /mypage/notifications)",
										"Thông tin đăng ký nhận thông báo đẩy của trình duyệt trên thiết bị đó (địa chỉ gửi của dịch vụ đẩy và khóa mã hóa thông báo), loại thông báo muốn nhận, thời điểm đăng ký",
										"Đến khi tắt thông báo trên thiết bị đó hoặc dịch vụ đẩy báo rằng đăng ký đã hết hạn (xóa khi đóng tài khoản)",
									],
									[
										"Ghi nhận các đồng ý tùy chọn (theo lựa chọn ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (/privacyoption), quyết định có gửi thông tin tiếp thị hay không, và chỉ tải công cụ thống kê sử dụng, đo lường quảng cáo, trò chuyện hỗ trợ khi đã đồng ý)",
										"Việc đồng ý hay không với từng mục: nhận tin tiếp thị, thống kê sử dụng, đo lường quảng cáo, trò chuyện hỗ trợ, và phiên bản nội dung đã hiển thị / thành viên: lưu trong tài khoản kèm thời điểm thay đổi (đồng ý nhận tin tiếp thị cũng được ghi như một sự đồng ý, giống khi đăng ký) / khách chưa đăng nhập: chỉ lưu trong cookie của trình duyệt này (fp_consent)",
										"Thành viên: đến khi bạn thay đổi lựa chọn (lựa chọn mới thay thế) hoặc đóng tài khoản / khách: cookie 1 năm",
									],
									[
										"An toàn dịch vụ và chống lạm dụng (giới hạn số lần đăng nhập, phiên, phân tích sự cố)",
										"Thông tin tự động tạo khi sử dụng: địa chỉ IP, thời điểm truy cập, thông tin trình duyệt, cookie phiên, lịch sử đăng nhập",
										"Nhật ký truy cập 3 tháng; phiên đến khi đăng xuất hoặc hết hạn",
									],
								],
							},
						},
						{
							p: "Bạn có quyền từ chối đồng ý thu thập và sử dụng thông tin cá nhân. Nếu không đồng ý các mục bắt buộc, bạn không thể đăng ký và sử dụng các dịch vụ dành cho thành viên; mục tùy chọn (số đăng ký kinh doanh) có thể bỏ trống. Nhận tin tiếp thị, thống kê sử dụng, đo lường quảng cáo và trò chuyện hỗ trợ là các đồng ý tùy chọn, được hỏi riêng ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (/privacyoption). Tất cả đều tắt cho đến khi bạn bật, và việc từ chối không ảnh hưởng đến dịch vụ ngoài chính tính năng đó. Trang này cũng giải thích chi tiết về đồng ý nhận thông tin tiếp thị.",
						},
					],
				},
				{
					id: "legal-basis",
					heading: "2. Cơ sở pháp lý",
					blocks: [
						{
							ul: [
								"Sự đồng ý của bạn (PIPA Điều 15 khoản 1 điểm 1, Điều 17 khoản 1 điểm 1): đồng ý thu thập và sử dụng, cung cấp cho bên thứ ba và nhận tin tiếp thị khi đăng ký, và các đồng ý tùy chọn ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (thống kê sử dụng, đo lường quảng cáo, trò chuyện hỗ trợ).",
								"Giao kết và thực hiện hợp đồng (Điều 15 khoản 1 điểm 4): cung cấp những gì bạn yêu cầu như báo giá (kể cả yêu cầu báo giá của khách trước khi đăng ký), booking, vận chuyển, thanh toán và thông báo đẩy trên web mà thành viên bật.",
								"Tuân thủ nghĩa vụ pháp lý (Điều 15 khoản 1 điểm 2): lưu hồ sơ giao dịch và thuế, trả lời yêu cầu hợp pháp của cơ quan điều tra và các cơ quan khác.",
								"Lợi ích chính đáng của Công ty (Điều 15 khoản 1 điểm 6): dùng nhật ký truy cập để chặn đăng nhập gian lận, hạn chế yêu cầu báo giá quá mức của khách và bảo mật dịch vụ, chỉ trong phạm vi lợi ích đó rõ ràng lớn hơn quyền của bạn.",
							],
						},
					],
				},
				{
					id: "retention",
					heading: "3. Thời hạn lưu giữ",
					blocks: [
						{
							p: "Công ty lưu giữ thông tin cá nhân trong thời hạn ở mục 1 và hủy ngay khi hết hạn hoặc đã đạt mục đích. Thông tin mà các luật dưới đây yêu cầu lưu giữ được lưu riêng với thông tin khác trong thời hạn luật định và chỉ dùng cho mục đích của luật đó.",
						},
						{
							table: {
								head: ["Hồ sơ", "Luật", "Thời hạn"],
								rows: [
									[
										"Hồ sơ hợp đồng hoặc rút lại đề nghị",
										"Luật Bảo vệ người tiêu dùng trong thương mại điện tử",
										"5 năm",
									],
									[
										"Hồ sơ thanh toán và cung cấp hàng hóa, dịch vụ",
										"Luật Bảo vệ người tiêu dùng trong thương mại điện tử",
										"5 năm",
									],
									[
										"Hồ sơ khiếu nại hoặc giải quyết tranh chấp của người tiêu dùng",
										"Luật Bảo vệ người tiêu dùng trong thương mại điện tử",
										"3 năm",
									],
									["Hồ sơ ghi nhãn và quảng cáo", "Luật Bảo vệ người tiêu dùng trong thương mại điện tử", "6 tháng"],
									["Sổ sách thương mại và tài liệu kinh doanh quan trọng", "Luật Thương mại, Điều 33", "10 năm"],
									["Phiếu kế toán và tài liệu tương tự", "Luật Thương mại, Điều 33", "5 năm"],
									[
										"Hóa đơn thuế và hồ sơ thuế quốc gia",
										"Luật Cơ bản về thuế quốc gia, Luật Thuế giá trị gia tăng",
										"5 năm",
									],
									["Nhật ký truy cập dịch vụ (lịch sử đăng nhập)", "Luật Bảo vệ bí mật thông tin liên lạc", "3 tháng"],
								],
							},
						},
					],
				},
				{
					id: "third-parties",
					heading: "4. Cung cấp cho bên thứ ba",
					blocks: [
						{
							p: "Công ty chỉ xử lý thông tin cá nhân trong phạm vi mục đích ở mục 1 và chỉ cung cấp cho bên thứ ba khi có sự đồng ý của bạn hoặc luật có quy định riêng. Khi bạn booking, hoặc yêu cầu thông quan hay bảo hiểm, Công ty cung cấp những gì cần cho công việc đó như sau.",
						},
						{
							table: {
								head: ["Bên nhận", "Mục đích", "Thông tin", "Thời hạn bên nhận lưu giữ"],
								rows: [
									[
										"Người vận chuyển (hãng tàu, hãng hàng không, công ty gom hàng, vận tải nội địa)",
										"Giữ chỗ, vận chuyển, giao hàng",
										"Tên, người liên hệ, địa chỉ, thông tin liên hệ của người gửi hàng, người nhận hàng, bên được thông báo; thông tin hàng; ký mã hiệu",
										"Sau khi vận chuyển, theo thời hạn pháp luật yêu cầu người vận chuyển đó lưu giữ",
									],
									[
										"Đại lý hải quan (phụ trách booking bạn yêu cầu thông quan)",
										"Khai báo xuất nhập khẩu và thông quan thay mặt bạn",
										"Tên công ty, số đăng ký kinh doanh, tên người đại diện và người liên hệ, địa chỉ, thông tin liên hệ, hóa đơn thương mại và phiếu đóng gói, mã HS, giá trị hàng",
										"Sau khi thông quan, thời hạn lưu chứng từ theo Luật Hải quan Hàn Quốc (5 năm)",
									],
									[
										"Công ty bảo hiểm (của booking bạn yêu cầu bảo hiểm hàng hóa)",
										"Yêu cầu bảo hiểm hàng hóa, cấp giấy chứng nhận, chi trả bồi thường",
										"Tên công ty, số đăng ký kinh doanh, tên và thông tin liên hệ của người phụ trách, tên hàng, mã HS, giá trị hóa đơn, tuyến và phương thức vận tải, hóa đơn thương mại và phiếu đóng gói",
										"Sau khi hợp đồng bảo hiểm kết thúc, theo thời hạn luật liên quan quy định",
									],
								],
							},
						},
						{
							p: "Tên và thông tin liên hệ của đại lý hải quan và công ty bảo hiểm cho một booking được hiển thị ở màn hình yêu cầu thông quan hoặc bảo hiểm và trong thông báo xác nhận booking. Ngoài ra, thông tin có thể được cung cấp trong phạm vi cần thiết khi cơ quan điều tra hoặc hải quan yêu cầu theo luật.",
						},
						{
							p: "Bạn có quyền từ chối đồng ý cung cấp cho bên thứ ba. Vì bản chất của dịch vụ là thu xếp vận chuyển, khi đó bạn không thể booking, thông quan hay mua bảo hiểm.",
						},
					],
				},
				{
					id: "entrustment",
					heading: "5. Ủy thác xử lý",
					blocks: [
						{
							p: "Để vận hành dịch vụ, Công ty ủy thác việc xử lý thông tin cá nhân như dưới đây. Hợp đồng ủy thác cấm xử lý ngoài mục đích, yêu cầu biện pháp an toàn, hạn chế ủy thác lại và quy định trách nhiệm bồi thường; Công ty giám sát để bên nhận ủy thác xử lý thông tin an toàn. Khi bên nhận ủy thác thay đổi, Chính sách này được cập nhật và thông báo.",
						},
						{
							table: {
								head: ["Bên nhận ủy thác", "Công việc"],
								rows: [
									[
										"ActiveCampaign, LLC (Postmark)",
										"Gửi e-mail (xác minh đăng ký, đặt lại mật khẩu, báo giá, thông báo booking và thanh toán)",
									],
									["Solapi", "Gửi mã xác minh và thông báo qua SMS"],
									["Fly.io, Inc.", "Máy chủ và cơ sở dữ liệu của dịch vụ, lưu trữ chứng từ tải lên (lưu trữ đám mây)"],
									[
										"Channel Corporation (Channel Talk)",
										"Vận hành trò chuyện hỗ trợ: xử lý nội dung bạn nhập trong cuộc trò chuyện và thông tin kết nối (chỉ được tải khi Công ty đã thiết lập và bạn đồng ý mục “Trò chuyện hỗ trợ”)",
									],
								],
							},
						},
						{
							p: "Công cụ thống kê sử dụng (phân tích) và công cụ đo lường quảng cáo chỉ được tải khi Công ty đã thiết lập, và chỉ sau khi bạn đồng ý mục tương ứng ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (/privacyoption). Thông tin mỗi công cụ nhận (công cụ phân tích: lượt truy cập, không có tên hay thông tin liên hệ; công cụ quảng cáo: kết quả quảng cáo như lượt vào trang đăng ký, đăng nhập) và thời hạn lưu được ghi cạnh lựa chọn trên trang đó; thông tin gửi đến công cụ quảng cáo có thể được dùng cho quảng cáo cá nhân hóa. Khi Công ty sử dụng một trong các công cụ này, Công ty ghi tên nhà cung cấp vào Chính sách này và thông báo.",
						},
						{
							p: "Thông báo đẩy trên web mà thành viên bật được chuyển đến thiết bị qua dịch vụ đẩy mà trình duyệt sử dụng (ví dụ dịch vụ đẩy do nhà sản xuất trình duyệt vận hành). Công ty mã hóa từng thông báo, nên dịch vụ đẩy chỉ nhận thông báo đã mã hóa cho địa chỉ gửi do chính nó cấp và không đọc được nội dung. Dịch vụ đẩy do trình duyệt quyết định, không phải bên nhận ủy thác của Công ty.",
						},
					],
				},
				{
					id: "abroad",
					heading: "6. Chuyển thông tin cá nhân ra nước ngoài",
					blocks: [
						{
							p: "Theo Điều 28-8 PIPA, Công ty chuyển thông tin cá nhân ra nước ngoài như sau. Lưu trữ máy chủ và gửi thư là ủy thác xử lý và lưu giữ cần để thực hiện hợp đồng và được công bố trong Chính sách này; việc cung cấp cho đối tác tại Việt Nam dựa trên sự đồng ý cung cấp cho bên thứ ba (bao gồm chuyển ra nước ngoài) khi đăng ký. Bạn có thể yêu cầu Công ty ngừng chuyển, nhưng khi đó không thể sử dụng dịch vụ (với Việt Nam: booking liên quan).",
						},
						{
							table: {
								head: [
									"Bên nhận (liên hệ)",
									"Quốc gia",
									"Thông tin",
									"Mục đích",
									"Thời điểm và cách thức",
									"Thời hạn lưu giữ",
								],
								rows: [
									[
										"Fly.io, Inc. (fly.io)",
										"Nhật Bản (Tokyo), Singapore",
										"Mọi thông tin cá nhân dịch vụ xử lý (các mục ở mục 1)",
										"Lưu trữ máy chủ và cơ sở dữ liệu, vận hành bản sao",
										"Liên tục khi sử dụng dịch vụ, qua kết nối mã hóa (TLS)",
										"Theo thời hạn ở mục 1 và 3 (xóa khi Công ty xóa)",
									],
									[
										"ActiveCampaign, LLC — Postmark (postmarkapp.com)",
										"Hoa Kỳ",
										"E-mail và tên người nhận, nội dung thư",
										"Gửi e-mail",
										"Mỗi lần gửi thư, qua kết nối mã hóa (TLS)",
										"Lịch sử gửi bị xóa sau tối đa 45 ngày",
									],
									[
										"Đại lý đối tác tại Việt Nam của booking (tên và liên hệ ghi trong xác nhận booking)",
										"Việt Nam",
										"Tên, người liên hệ, địa chỉ, thông tin liên hệ của người gửi hàng, người nhận hàng, bên được thông báo; thông tin hàng; chứng từ thương mại",
										"Thông quan phía Việt Nam, nhận và giao hàng, vận chuyển nội địa",
										"Sau khi booking được xác nhận, qua e-mail hoặc chứng từ điện tử",
										"Sau khi vận chuyển, theo thời hạn pháp luật Việt Nam quy định cho hồ sơ hải quan và kế toán",
									],
								],
							},
						},
						{
							p: "Channel Corporation, đơn vị vận hành trò chuyện hỗ trợ, là công ty Hàn Quốc và là bên nhận ủy thác ở mục 5. Dịch vụ đẩy của trình duyệt mà thông báo đẩy trên web đi qua có thể ở nước ngoài, nhưng chỉ nhận thông báo đã được mã hóa để nó không đọc được (mục 5). Nếu công cụ thống kê sử dụng hoặc đo lường quảng cáo sẽ chuyển thông tin cá nhân ra nước ngoài, bên nhận, quốc gia, thông tin, mục đích, thời điểm và cách thức, thời hạn lưu giữ sẽ được ghi vào bảng này và thông báo trước khi sử dụng công cụ đó.",
						},
					],
				},
				{
					id: "destruction",
					heading: "7. Thủ tục và phương pháp hủy",
					blocks: [
						{
							ol: [
								"Thông tin cá nhân hết thời hạn lưu giữ hoặc đã đạt mục đích được hủy trong vòng 5 ngày.",
								"Thông tin lưu theo yêu cầu của luật được chuyển sang cơ sở dữ liệu hoặc nơi lưu riêng có hạn chế truy cập và được hủy khi hết thời hạn.",
								"Tệp điện tử được xóa để không thể khôi phục; tài liệu giấy được cắt nhỏ hoặc đốt.",
							],
						},
					],
				},
				{
					id: "rights",
					heading: "8. Quyền của bạn và cách thực hiện",
					blocks: [
						{
							ol: [
								"Bạn có thể yêu cầu bất cứ lúc nào việc xem, sửa, xóa thông tin cá nhân của mình, tạm ngừng xử lý, hoặc rút lại sự đồng ý.",
								"Bạn có thể tự xem và sửa tên, thông tin liên hệ, thông tin công ty ở “Trang của tôi”. Bạn có thể thay đổi hoặc rút lại các đồng ý tùy chọn (nhận tin tiếp thị, thống kê sử dụng, đo lường quảng cáo, trò chuyện hỗ trợ) bất cứ lúc nào ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (/privacyoption), và tắt thông báo đẩy trên web cho từng thiết bị ở “Thông báo trên thiết bị này” (/mypage/notifications). Với các yêu cầu khác, hãy gửi e-mail cho người phụ trách bảo vệ thông tin cá nhân ({privacyEmail}) hoặc gọi {supportPhone}.",
								"Người đại diện theo pháp luật hoặc người được bạn ủy quyền cũng có thể yêu cầu, kèm giấy ủy quyền.",
								"Công ty xử lý yêu cầu trong vòng 10 ngày và thông báo kết quả. Nếu từ chối hoặc chỉ chấp nhận một phần vì lý do luật cho phép (ví dụ luật khác yêu cầu lưu giữ, hoặc có thể xâm phạm quyền của người khác), Công ty cho biết lý do và cách phản đối.",
								"Công ty không đưa ra quyết định ảnh hưởng đáng kể đến bạn bằng phương thức hoàn toàn tự động. Số tiền báo giá được tính tự động theo biểu cước đã đăng ký, nhưng đó không phải là đánh giá về một cá nhân.",
								"Dịch vụ dành cho doanh nghiệp; trẻ em dưới 14 tuổi không được đăng ký.",
							],
						},
					],
				},
				{
					id: "cookies",
					heading: "9. Cookie",
					blocks: [
						{
							p: "Công ty dùng các cookie dưới đây, cần thiết để dịch vụ hoạt động. Công cụ thống kê sử dụng, đo lường quảng cáo và trò chuyện hỗ trợ (cùng các cookie chúng lưu) chỉ được tải nếu bạn đồng ý mục tương ứng ở trang “Đồng ý nhận thông tin tiếp thị (tùy chọn)” (/privacyoption); trước khi bạn chọn, không có tập lệnh bên ngoài nào được tải. Bạn có thể thay đổi lựa chọn ở đó bất cứ lúc nào. Sau khi bạn rút lại đồng ý, công cụ không còn được tải từ lần mở dịch vụ tiếp theo, và cookie mà công cụ đã lưu có thể xóa trong cài đặt trình duyệt.",
						},
						{
							table: {
								head: ["Cookie", "Công dụng", "Thời hạn"],
								rows: [
									[
										"Cookie phiên (fp_session)",
										"Duy trì đăng nhập (chỉ chứa mã định danh ngẫu nhiên đã ký)",
										"Đến khi đóng trình duyệt; 30 ngày nếu chọn “Duy trì đăng nhập”",
									],
									["Cookie ngôn ngữ (lng)", "Ghi nhớ ngôn ngữ bạn chọn", "1 năm"],
									[
										"Cookie bước (fp_signup_consent, fp_greeting, fp_pwreset)",
										"Chuyển sự đồng ý khi đăng ký, lời chào sau đăng ký và việc đặt lại mật khẩu sang bước tiếp theo",
										"30 phút đến 1 giờ",
									],
									[
										"Cookie báo giá của khách (fp_visitor)",
										"Nhận biết khách đang nhận báo giá trước khi đăng ký (chứa mã định danh ngẫu nhiên và e-mail công việc khách đã nhập, đã ký)",
										"30 ngày (xóa khi đăng ký bằng cùng địa chỉ và báo giá được chuyển sang)",
									],
									[
										"Cookie đồng ý (fp_consent)",
										"Ghi nhớ các đồng ý tùy chọn (nhận tin tiếp thị, thống kê sử dụng, đo lường quảng cáo, trò chuyện hỗ trợ) đã chọn khi chưa đăng nhập và phiên bản nội dung của chúng",
										"1 năm",
									],
									[
										"Cookie cửa sổ thông báo (fp_popup_hidden)",
										"Ghi nhớ rằng cửa sổ thông báo ở trang chủ đã được đóng bằng “Không hiện trong một tuần” (chỉ chứa mã của thông báo và thời điểm hết ẩn)",
										"7 ngày",
									],
									[
										"Cookie thiết bị đăng nhập (fp_device)",
										"Ghi nhớ các tài khoản (tối đa 5) đã đăng nhập thành công gần đây từ trình duyệt này, để chủ tài khoản vẫn đăng nhập được ở đây khi tài khoản bị khóa do người khác đăng nhập sai nhiều lần (chứa giá trị tính từ địa chỉ e-mail, không phải chính địa chỉ, đã ký)",
										"180 ngày kể từ lần đăng nhập gần nhất",
									],
									[
										"Cookie mở khóa (fp_unlock)",
										"Cho phép chủ tài khoản đăng nhập từ trình duyệt đã mở liên kết mở khóa được gửi qua e-mail khi tài khoản bị khóa do đăng nhập sai quá nhiều lần (chứa e-mail của tài khoản và thời điểm hết hạn, đã ký)",
										"24 giờ",
									],
									[
										"Cookie khóa API (fp_new_api_key)",
										"Chuyển khóa API đối tác mà quản trị viên vừa tạo sang màn hình tiếp theo để hiển thị một lần (chỉ ở trang quản trị, đã ký)",
										"2 phút (xóa ngay khi đã hiển thị)",
									],
								],
							},
						},
						{
							p: "Bạn có thể từ chối hoặc xóa cookie trong cài đặt trình duyệt; không có cookie phiên thì không dùng được các phần cần đăng nhập, và không có cookie báo giá của khách thì không nhận được báo giá trước khi đăng ký.",
						},
					],
				},
				{
					id: "safety",
					heading: "10. Biện pháp bảo đảm an toàn",
					blocks: [
						{
							ul: [
								"Quản lý: kế hoạch quản lý nội bộ, số nhân viên xử lý thông tin cá nhân ở mức tối thiểu và đào tạo định kỳ.",
								"Kỹ thuật: băm một chiều mật khẩu và mã xác minh (argon2id, SHA-256); mã hóa mọi kết nối (HTTPS/TLS); phân quyền truy cập theo vai trò và công ty; lưu và kiểm tra nhật ký truy cập; chứng từ tải lên được lưu ngoài vùng web công khai; cập nhật bảo mật.",
								"Vật lý: lưu trữ tại trung tâm dữ liệu có kiểm soát ra vào của nhà cung cấp lưu trữ.",
							],
						},
					],
				},
				{
					id: "officer",
					heading: "11. Người phụ trách bảo vệ thông tin cá nhân và khiếu nại",
					blocks: [
						{
							p: "Công ty chỉ định người phụ trách bảo vệ thông tin cá nhân dưới đây để chịu trách nhiệm chung về xử lý thông tin cá nhân, giải quyết khiếu nại và khắc phục thiệt hại.",
						},
						{
							ul: [
								"Người phụ trách: Kim Ba-reun (Tổng giám đốc)",
								"Bộ phận: Hỗ trợ khách hàng",
								"E-mail: {privacyEmail}",
								"Điện thoại: {supportPhone} (ngày làm việc 09:00–18:00 giờ Hàn Quốc)",
								"Địa chỉ: Barun Forwarding Co., Ltd., tầng 10, 110 Sejong-daero, Jung-gu, Seoul, Hàn Quốc",
							],
						},
					],
				},
				{
					id: "remedies",
					heading: "12. Biện pháp khắc phục",
					blocks: [
						{
							p: "Để được tư vấn hoặc giải quyết tranh chấp về xâm phạm thông tin cá nhân, bạn có thể liên hệ các cơ quan của Hàn Quốc:",
						},
						{
							ul: [
								"Ủy ban Hòa giải tranh chấp thông tin cá nhân: 1833-6972, www.kopico.go.kr",
								"Trung tâm tiếp nhận báo cáo xâm phạm thông tin cá nhân (Cơ quan Internet và An ninh Hàn Quốc): 118, privacy.kisa.or.kr",
								"Viện Kiểm sát tối cao: 1301, www.spo.go.kr",
								"Cơ quan Cảnh sát Quốc gia: 182, ecrm.police.go.kr",
							],
						},
					],
				},
				{
					id: "changes",
					heading: "13. Thay đổi Chính sách",
					blocks: [
						{
							p: "Chính sách này áp dụng từ ngày 28 tháng 11 năm 2026 (phiên bản 1.1). Thay đổi được thông báo trên dịch vụ ít nhất 7 ngày trước khi có hiệu lực, và ít nhất 30 ngày trước với thay đổi quan trọng đối với quyền của bạn như thu thập thêm thông tin hoặc thêm bên nhận. Bạn có thể yêu cầu người phụ trách cung cấp các phiên bản trước. Khi bản dịch khác nghĩa với bản tiếng Hàn, bản tiếng Hàn được ưu tiên.",
						},
					],
				},
			],
		},
	},
};
