// Terms of service of Barun Forwarding, in kr (the governing text), en and vn. Written for this
// product: an online freight forwarder for companies, quotes with a validity, bookings, payment by
// bank deposit, trade documents, Korean law. Bump `version` and `effectiveDate` when any wording changes.
import type { LegalDocument } from "./types.ts";

export const TERMS: LegalDocument = {
	id: "terms",
	path: "/termsofconditions",
	version: "1.0",
	effectiveDate: "2026-11-23",
	content: {
		kr: {
			title: "이용약관",
			intro:
				"이 약관은 바른포워딩 주식회사가 운영하는 온라인 국제물류 주선 서비스 ‘바른포워딩’을 이용하는 조건과 절차, 회사와 회원의 권리·의무 및 책임을 정합니다. 가입 전에 끝까지 읽어 주세요.",
			sections: [
				{
					id: "purpose",
					heading: "제1조 (목적)",
					blocks: [
						{
							p: "이 약관은 바른포워딩 주식회사(이하 ‘회사’)가 웹사이트를 통하여 제공하는 해상·항공 화물운송 주선 서비스와 그에 딸린 서비스(이하 ‘서비스’)의 이용에 관하여 회사와 회원 사이의 권리, 의무, 책임 및 그 밖에 필요한 사항을 정하는 것을 목적으로 합니다.",
						},
					],
				},
				{
					id: "definitions",
					heading: "제2조 (정의)",
					blocks: [
						{
							ol: [
								"‘회원’이란 이 약관과 개인정보처리방침에 동의하고 계정을 만든 사업자(법인 또는 개인사업자)와 그 사업자를 위하여 계정을 사용하는 담당자를 말합니다.",
								"‘견적’이란 회원이 입력한 운송 조건(구간, 화물, 출하 예정일 등)에 따라 회사가 제시하는 운임과 부대비용의 합계 및 그 내역을 말합니다. 시스템이 즉시 계산한 견적과 담당자가 작성한 견적을 모두 포함합니다.",
								"‘부킹’이란 회원이 유효한 견적을 바탕으로 회사에 운송 주선을 신청하고 회사가 이를 확인하여 성립한 운송 주선 계약을 말합니다.",
								"‘운송인’이란 실제로 화물을 운송하는 선사, 항공사, 내륙 운송사 및 그 대리인을 말합니다.",
								"‘협력사’란 회원의 신청에 따라 통관을 대행하는 관세사, 적하보험을 인수하는 보험사, 해외 현지에서 업무를 수행하는 파트너 대리점을 말합니다.",
								"‘무역 서류’란 상업송장(C/I), 포장명세서(P/L), 선하증권(B/L), 항공화물운송장(AWB), 화물인도지시서(D/O), 통관·보험 관련 증명서 등 운송과 통관에 필요한 서류를 말합니다.",
							],
						},
					],
				},
				{
					id: "amendment",
					heading: "제3조 (약관의 게시와 개정)",
					blocks: [
						{
							ol: [
								"회사는 이 약관을 서비스 화면 하단의 ‘이용약관’ 링크로 누구나 볼 수 있게 게시합니다. 각 판에는 버전과 시행일을 적습니다.",
								"회사는 「약관의 규제에 관한 법률」 등 관련 법령을 위반하지 않는 범위에서 이 약관을 개정할 수 있습니다.",
								"약관을 개정하면 개정 내용과 시행일을 시행 7일 전부터 서비스에 공지하고, 회원에게 불리한 변경은 시행 30일 전부터 공지하며 가입 시 등록한 이메일로도 알립니다.",
								"회원이 개정 약관의 시행일까지 거부 의사를 표시하지 않고 서비스를 계속 이용하면 개정 약관에 동의한 것으로 봅니다. 동의하지 않는 회원은 탈퇴할 수 있습니다.",
								"이 약관은 한국어로 작성되며, 영어·베트남어 번역본과 뜻이 다를 때에는 한국어본이 우선합니다.",
							],
						},
					],
				},
				{
					id: "services",
					heading: "제4조 (서비스의 내용)",
					blocks: [
						{ p: "회사는 다음 서비스를 제공합니다." },
						{
							ul: [
								"해상(FCL·LCL) 및 항공 화물의 온라인 견적, 견적서(PDF) 발급과 이메일 발송",
								"운임 할인 요청(네고)과 담당자 견적",
								"운송 주선 신청(부킹), 운송인 선적 공간 확보, 일정 안내와 화물 추적",
								"무역 서류의 업로드·발급·보관",
								"회원이 신청한 경우 통관 대행(관세사 연결)과 적하보험 가입(보험사 연결)",
								"운임 청구, 입금 확인, 세금계산서 발행 및 쿠폰 혜택",
							],
						},
						{
							p: "회사는 화물운송주선업자로서 운송을 주선하며, 회사 명의의 선하증권 등을 발행한 경우에는 그 서류에 따른 운송인의 지위를 가집니다. 실제 운송은 운송인이 수행합니다.",
						},
					],
				},
				{
					id: "membership",
					heading: "제5조 (회원가입)",
					blocks: [
						{
							ol: [
								"서비스는 수출입 등 사업 목적의 화물을 보내거나 받는 사업자를 위한 것입니다. 가입하려는 사람은 이 약관과 개인정보처리방침에 동의하고 회사가 정한 정보를 사실대로 입력해야 합니다.",
								"회사는 다음의 경우 가입을 거절하거나 사후에 이용계약을 해지할 수 있습니다: 다른 사람의 정보를 도용한 경우, 허위 정보를 입력한 경우, 이전에 이 약관 위반으로 이용이 제한된 경우, 만 14세 미만인 경우.",
								"이용계약은 회사가 가입 신청을 받아 계정을 만든 때 성립합니다. 주문과 부킹은 이메일과 휴대전화 인증을 마친 뒤에 할 수 있습니다.",
								"같은 회사의 여러 담당자가 각자 계정을 만들 수 있으며, 같은 회사의 견적과 부킹은 그 회사의 담당자들이 함께 볼 수 있습니다.",
							],
						},
					],
				},
				{
					id: "account",
					heading: "제6조 (계정의 관리)",
					blocks: [
						{
							ol: [
								"회원은 자신의 이메일과 비밀번호를 관리할 책임이 있으며, 제3자가 이용하게 해서는 안 됩니다.",
								"계정이 도용되었거나 그럴 우려가 있음을 알게 되면 즉시 비밀번호를 바꾸고 회사에 알려야 합니다.",
								"회원 정보(담당자, 연락처, 회사 정보)가 바뀌면 ‘마이페이지’에서 바로 수정해야 합니다. 수정하지 않아 생긴 불이익은 회사가 책임지지 않습니다.",
							],
						},
					],
				},
				{
					id: "quotes",
					heading: "제7조 (견적과 유효기간)",
					blocks: [
						{
							ol: [
								"견적은 견적 시점에 회사에 등록된 운임표, 부대비용, 환율을 기준으로 계산합니다. 외화 운임을 원화로 환산할 때 적용한 환율과 그 기준일은 견적서에 표시합니다.",
								"견적의 유효기간은 견적서에 적힌 날까지입니다. 유효기간은 견적에 적용된 운임의 적용 종료일과 운송 방식별로 회사가 정한 견적 유효기간(별도로 알리지 않으면 해상 14일, 항공 7일) 가운데 먼저 오는 날입니다.",
								"견적은 선적 공간을 보장하지 않습니다. 선적 공간은 부킹이 확정될 때 확보됩니다.",
								"견적 후 운송인이 유류할증료(BAF), 통화할증료(CAF), 성수기 할증료 등 법령이나 운송인의 결정에 따른 비용을 새로 부과하거나 바꾸면, 회사는 그 근거를 알리고 차액을 청구하거나 돌려드릴 수 있습니다.",
								"견적은 회원이 입력한 화물 정보(종류, 수량, 중량, 부피, 위험물 여부)를 전제로 합니다. 실제 화물이 다르면 실제 화물 기준으로 다시 계산합니다.",
								"할인 요청에 대한 회사의 답변과 담당자 견적에도 이 조항이 적용되며, 각 견적서에 적힌 유효기간을 따릅니다.",
							],
						},
					],
				},
				{
					id: "booking",
					heading: "제8조 (부킹)",
					blocks: [
						{
							ol: [
								"회원은 유효기간 안의 견적으로 부킹을 신청할 수 있습니다. 신청할 때 송하인, 수하인, 통지처, 픽업 주소, 품명과 HS 코드, 포장 수와 화인 등 운송과 서류 작성에 필요한 정보를 정확히 입력해야 합니다.",
								"부킹은 회사가 운송인의 선적 공간을 확인하고 부킹 번호와 함께 확정을 알린 때 성립합니다. 공간이 없거나 화물이 운송 조건에 맞지 않으면 회사는 그 이유를 알리고 부킹을 거절하거나 다른 일정을 제안할 수 있습니다.",
								"인코텀즈(Incoterms®)는 회원과 거래 상대방 사이의 비용 부담을 정할 뿐이며, 회사에 대한 운임 지급 의무는 부킹에 적힌 청구 대상 비용에 따릅니다.",
								"선박·항공기의 일정은 운송인이 정하며, 날씨, 항만 혼잡, 운송인의 사정으로 바뀔 수 있습니다. 회사는 바뀐 일정을 알게 되는 대로 알립니다.",
							],
						},
					],
				},
				{
					id: "cancellation",
					heading: "제9조 (부킹의 변경과 취소)",
					blocks: [
						{
							ol: [
								"회원은 화물이 선적(항공편 탑재)되기 전까지 서비스 화면이나 담당자를 통하여 부킹을 변경하거나 취소할 수 있습니다. 취소는 확인 단계를 거쳐야 완료됩니다.",
								"회사가 운송인에게 선적 공간을 확정받기 전의 취소에는 비용이 없습니다.",
								"선적 공간 확정 후의 취소·변경에는 그때까지 실제로 생긴 비용(운송인의 취소 수수료나 노쇼(no-show) 비용, 공컨테이너 반출·반입 비용, 이미 배차된 내륙 운송비, 서류 수정 비용 등)을 회원이 부담합니다. 회사는 그 내역과 근거를 함께 알립니다.",
								"화물이 선적된 뒤에는 취소할 수 없으며, 목적지나 수하인의 변경은 운송인이 받아들이는 범위에서 그 비용을 부담하여 요청할 수 있습니다.",
								"회사는 회원이 지급 기한까지 운임을 내지 않거나, 신고한 화물이 실제와 다르거나, 운송이 금지된 화물인 경우 부킹을 취소할 수 있습니다. 이때 받은 금액에서 실제로 생긴 비용을 뺀 나머지를 돌려드립니다.",
							],
						},
					],
				},
				{
					id: "payment",
					heading: "제10조 (운임의 청구와 결제)",
					blocks: [
						{
							ol: [
								"운임과 비용은 청구서(인보이스)에 적힌 통화(원화 또는 미화)와 금액으로 청구합니다.",
								"결제는 청구서와 견적서에 안내된 회사 명의의 은행 계좌로 입금하는 방법으로 합니다. 입금자명에는 회사명이나 부킹 번호를 적어 주세요. 해외 송금 수수료와 중계 은행 수수료는 회원이 부담합니다.",
								"지급 기한은 청구서에 적힌 날입니다. 따로 적혀 있지 않으면 청구서 발행일부터 7일 이내이며, 어떤 경우에도 목적지에서 화물이 인도되기 전이어야 합니다.",
								"회사 담당자가 입금을 확인하면 결제 상태가 ‘결제 완료’로 바뀌고, 부가가치세법에 따라 세금계산서를 발행합니다.",
								"운임이 지급될 때까지 회사는 「상법」이 운송주선인에게 인정하는 유치권에 따라 화물이나 화물인도에 필요한 서류의 인도를 보류할 수 있습니다.",
								"환불할 금액이 생기면 회원이 알려 준 회원 명의의 계좌로 환불 금액이 정해진 날부터 7영업일 이내에 돌려드립니다.",
								"쿠폰은 쿠폰에 적힌 조건(유효기간, 최소 금액, 중복 사용 제한)에 따라 부킹에 적용되며, 현금으로 바꿀 수 없습니다.",
							],
						},
					],
				},
				{
					id: "documents",
					heading: "제11조 (무역 서류)",
					blocks: [
						{
							ol: [
								"회원은 운송과 통관에 필요한 서류(상업송장, 포장명세서, 위험물은 물질안전보건자료(MSDS) 등)를 기한 안에 서비스에 올리거나 제출해야 합니다.",
								"회원이 제공한 서류와 정보의 내용이 정확하고 적법한지에 대한 책임은 회원에게 있습니다. 회사는 이를 바탕으로 선하증권, 항공화물운송장 등의 초안을 만들며, 회원은 초안을 확인하여 오류를 바로 알려야 합니다.",
								"서비스에서 내려받는 서류는 사본이며, 원본이 필요한 서류(원본 선하증권 등)는 운송인과 관련 법령이 정한 방법으로 발급·인도합니다.",
								"관세사와 보험사는 회원이 통관이나 보험을 신청한 부킹에 한하여 그 업무에 필요한 서류를 열람하고 증명서를 올립니다.",
							],
						},
					],
				},
				{
					id: "customer-duties",
					heading: "제12조 (회원의 의무)",
					blocks: [
						{
							ul: [
								"화물의 품명, 수량, 중량, 부피, 가격을 사실대로 신고할 것",
								"위험물, 온도 관리가 필요한 화물, 고가품은 미리 알리고 필요한 서류를 제출할 것",
								"마약, 무기, 위조품, 수출입이 금지되거나 제한된 물품 등 법령이나 운송인의 규정이 금지하는 화물을 맡기지 않을 것",
								"화물을 운송에 알맞게 포장하고 화인을 표시할 것",
								"수출입 관련 법령, 제재 규정, 원산지 규정을 지킬 것",
								"서비스를 자동화된 수단으로 대량 조회하거나, 다른 회원의 정보에 접근하려 하거나, 서비스 운영을 방해하지 않을 것",
							],
						},
						{
							p: "회원이 이 의무를 어겨 회사, 운송인 또는 제3자에게 손해(벌금, 과태료, 검사 비용, 다른 화물의 손해 등)가 생기면 회원이 배상해야 합니다.",
						},
					],
				},
				{
					id: "carriage-insurance",
					heading: "제13조 (운송 조건과 보험)",
					blocks: [
						{
							ol: [
								"실제 운송에는 이 약관과 함께 운송인의 운송약관과 발행된 선하증권·항공화물운송장의 약관이 적용됩니다.",
								"운송인의 책임은 법령과 국제협약이 정한 한도로 제한되므로, 회사는 화물 가액에 맞는 적하보험 가입을 권합니다. 보험은 회원이 신청한 경우에만 보험사를 통하여 가입하며, 보험 조건과 보상은 보험사가 발행한 증권에 따릅니다.",
								"통관은 회원이 신청한 경우 관세사가 회원을 대리하여 수행합니다. 세관의 검사, 보류, 추가 서류 요구로 생긴 지연과 비용은 회사의 책임이 아닙니다.",
							],
						},
					],
				},
				{
					id: "liability",
					heading: "제14조 (책임의 제한)",
					blocks: [
						{
							ol: [
								"회사는 운송 주선인으로서 운송인, 협력사의 선택과 화물의 수령·인도·보관 그 밖의 운송에 관한 주의를 다하지 않아 생긴 손해를 배상합니다. 회사 명의로 운송 서류를 발행한 경우의 책임은 「상법」과 그 서류가 정한 국제협약(해상은 헤이그-비스비 규칙 등, 항공은 몬트리올 협약 등)의 책임 한도에 따릅니다.",
								"회사는 다음으로 생긴 손해에 대하여 책임을 지지 않습니다: 천재지변, 전쟁, 파업, 전염병, 정부나 세관의 조치 등 불가항력; 회원이 제공한 정보나 서류의 오류; 포장 불량이나 화물 고유의 성질; 운송인의 일정 변경이나 결항으로 인한 지연(회사의 과실이 없는 경우).",
								"화물의 멸실·손상·지연과 관계없는 서비스 이용(견적 조회, 서류 열람 등)에 관한 회사의 배상은 해당 부킹에 대하여 회사가 받은 주선 수수료를 한도로 하며, 영업 손실 등 간접 손해는 배상하지 않습니다.",
								"앞의 두 항에도 불구하고 회사의 고의나 중대한 과실로 생긴 손해에 대한 책임은 제한되지 않습니다.",
								"화물의 손해는 인도받은 때 바로, 겉으로 드러나지 않는 손해는 법령과 운송 서류가 정한 기간 안에 서면으로 알려야 합니다. 알리지 않으면 화물이 좋은 상태로 인도된 것으로 추정될 수 있습니다.",
							],
						},
					],
				},
				{
					id: "service-changes",
					heading: "제15조 (서비스의 변경과 중단)",
					blocks: [
						{
							ol: [
								"회사는 서비스를 개선하기 위하여 화면과 기능을 바꿀 수 있으며, 회원에게 중요한 변경은 미리 알립니다.",
								"회사는 설비 점검, 장애, 통신 두절 등 부득이한 경우 서비스를 일시 중단할 수 있습니다. 예정된 점검은 미리 알리며, 중단 중에도 진행 중인 부킹의 운송 업무는 담당자가 계속 처리합니다.",
							],
						},
					],
				},
				{
					id: "termination",
					heading: "제16조 (탈퇴와 이용 제한)",
					blocks: [
						{
							ol: [
								"회원은 언제든지 고객센터나 이메일로 탈퇴를 요청할 수 있습니다. 진행 중인 부킹이나 미정산 금액이 있으면 이를 마친 뒤에 탈퇴가 처리됩니다.",
								"회원이 이 약관이나 법령을 위반하면 회사는 그 이유를 알리고 이용을 일시 정지하거나 이용계약을 해지할 수 있습니다. 회원은 이에 대하여 이의를 제기할 수 있습니다.",
								"탈퇴 후 회원의 개인정보는 개인정보처리방침에 따라 파기하거나 법령이 정한 기간 동안 분리하여 보관합니다.",
							],
						},
					],
				},
				{
					id: "privacy",
					heading: "제17조 (개인정보 보호)",
					blocks: [
						{
							p: "회사는 「개인정보 보호법」 등 관련 법령에 따라 회원의 개인정보를 보호하며, 자세한 내용은 ‘개인정보처리방침’에서 정합니다.",
						},
					],
				},
				{
					id: "notices",
					heading: "제18조 (회원에 대한 통지)",
					blocks: [
						{
							p: "회사는 회원에게 알릴 내용을 가입 시 등록한 이메일이나 휴대전화 문자로 보냅니다. 회원 전체에 대한 통지는 서비스 화면에 7일 이상 게시하는 것으로 갈음할 수 있습니다. 부킹, 일정, 결제에 관한 통지는 마케팅 수신 동의와 관계없이 보냅니다.",
						},
					],
				},
				{
					id: "governing-law",
					heading: "제19조 (준거법과 관할)",
					blocks: [
						{
							ol: [
								"이 약관과 서비스 이용에 관한 법률관계에는 대한민국 법을 적용합니다.",
								"서비스 이용과 관련하여 회사와 회원 사이에 생긴 소송의 제1심 관할 법원은 서울중앙지방법원으로 합니다. 다만 법령이 따로 전속관할을 정한 경우에는 그에 따릅니다.",
							],
						},
					],
				},
				{
					id: "disputes",
					heading: "제20조 (분쟁의 해결)",
					blocks: [
						{
							ol: [
								"회사와 회원은 분쟁이 생기면 먼저 성실히 협의하여 해결하도록 노력합니다. 회원은 고객센터({supportPhone}, {supportEmail})로 이의나 불만을 제기할 수 있으며, 회사는 접수한 날부터 7영업일 이내에 처리 결과나 일정을 알립니다.",
								"협의로 해결되지 않으면 양 당사자가 합의하여 대한상사중재원의 중재에 따르거나, 제19조의 법원에 소를 제기할 수 있습니다.",
							],
						},
					],
				},
				{
					id: "addendum",
					heading: "부칙",
					blocks: [{ p: "이 약관(버전 1.0)은 2026년 11월 23일부터 시행합니다." }],
				},
			],
		},
		en: {
			title: "Terms of service",
			intro:
				"These terms set out how you may use Barun Forwarding, the online freight forwarding service run by Barun Forwarding Co., Ltd., and the rights, duties and liability of the company and its members. Please read them to the end before you sign up.",
			sections: [
				{
					id: "purpose",
					heading: "Article 1 (Purpose)",
					blocks: [
						{
							p: "These terms govern the rights, duties and liability of Barun Forwarding Co., Ltd. (the “Company”) and its members in the use of the sea and air freight forwarding services and related services the Company offers through its website (the “Service”).",
						},
					],
				},
				{
					id: "definitions",
					heading: "Article 2 (Definitions)",
					blocks: [
						{
							ol: [
								"“Member” means a business (a company or a sole proprietor) that has agreed to these terms and the privacy policy and created an account, and the people who use the account on its behalf.",
								"“Quote” means the total of freight and charges, with their breakdown, that the Company offers for the transport conditions a member enters (route, cargo, cargo-ready date and so on). It covers both quotes calculated instantly by the system and quotes prepared by staff.",
								"“Booking” means the forwarding contract made when a member asks the Company to arrange a shipment on the basis of a valid quote and the Company confirms it.",
								"“Carrier” means the shipping line, airline or inland haulier that actually carries the cargo, and its agents.",
								"“Partners” means the customs broker who clears goods at a member's request, the insurer who underwrites cargo insurance, and the agents who act for the Company abroad.",
								"“Trade documents” means the documents needed for carriage and customs clearance, such as the commercial invoice (C/I), packing list (P/L), bill of lading (B/L), air waybill (AWB), delivery order (D/O) and clearance and insurance certificates.",
							],
						},
					],
				},
				{
					id: "amendment",
					heading: "Article 3 (Publication and amendment of these terms)",
					blocks: [
						{
							ol: [
								"The Company publishes these terms for anyone to read through the “Terms of service” link at the foot of every page. Each edition states its version and effective date.",
								"The Company may amend these terms within the limits of the Act on the Regulation of Terms and Conditions and other laws.",
								"Amendments are announced in the Service, with their effective date, at least 7 days in advance; changes that are unfavourable to members are announced at least 30 days in advance and also sent to the e-mail address each member registered.",
								"A member who keeps using the Service after the effective date without objecting is taken to have accepted the amended terms. A member who does not accept them may close the account.",
								"These terms are written in Korean. Where the English or Vietnamese translation differs in meaning, the Korean text prevails.",
							],
						},
					],
				},
				{
					id: "services",
					heading: "Article 4 (The Service)",
					blocks: [
						{ p: "The Company provides:" },
						{
							ul: [
								"online quotes for sea (FCL and LCL) and air freight, quote documents (PDF) and sending them by e-mail;",
								"discount requests (negotiation) and quotes prepared by staff;",
								"booking requests, securing space with carriers, schedule information and cargo tracking;",
								"uploading, issuing and keeping trade documents;",
								"at a member's request, customs clearance through a customs broker and cargo insurance through an insurer;",
								"invoicing, confirmation of payments, tax invoices, and coupon benefits.",
							],
						},
						{
							p: "The Company arranges carriage as a freight forwarder. Where it issues a bill of lading or other transport document in its own name, it is the carrier under that document. The carriage itself is performed by carriers.",
						},
					],
				},
				{
					id: "membership",
					heading: "Article 5 (Becoming a member)",
					blocks: [
						{
							ol: [
								"The Service is for businesses that send or receive cargo for business purposes such as import and export. To sign up, a person must agree to these terms and the privacy policy and give the information the Company asks for truthfully.",
								"The Company may refuse a sign-up, or end the contract later, if someone else's details were used, false information was given, the applicant was previously restricted for breaching these terms, or the applicant is under 14.",
								"The contract of use is made when the Company accepts the sign-up and creates the account. Orders and bookings are possible once the e-mail address and mobile phone have been verified.",
								"Several people of one company may each have an account; the quotes and bookings of a company are visible to all of its people.",
							],
						},
					],
				},
				{
					id: "account",
					heading: "Article 6 (Looking after the account)",
					blocks: [
						{
							ol: [
								"Members are responsible for their e-mail address and password and must not let anyone else use them.",
								"A member who learns that the account has been, or may have been, misused must change the password at once and tell the Company.",
								"When member details (contact person, phone, company details) change, the member must update them under “My page”. The Company is not responsible for consequences of details left out of date.",
							],
						},
					],
				},
				{
					id: "quotes",
					heading: "Article 7 (Quotes and their validity)",
					blocks: [
						{
							ol: [
								"A quote is calculated from the rates, charges and exchange rate registered with the Company at the time of the quote. The exchange rate used to convert foreign-currency charges into won, and the day it is for, are printed on the quote.",
								"A quote is valid until the date printed on it: the earlier of the end of the rates it uses and the quote validity the Company sets per transport mode (14 days for sea and 7 days for air unless announced otherwise).",
								"A quote does not reserve space. Space is secured when a booking is confirmed.",
								"If, after a quote, a carrier introduces or changes charges such as bunker (BAF), currency (CAF) or peak-season surcharges, or a law does, the Company may charge or refund the difference, explaining the reason.",
								"A quote assumes the cargo details the member entered (kind, quantity, weight, volume, dangerous goods). If the actual cargo differs, the charges are recalculated for the actual cargo.",
								"This article also applies to the Company's answers to discount requests and to quotes prepared by staff, each with the validity printed on it.",
							],
						},
					],
				},
				{
					id: "booking",
					heading: "Article 8 (Bookings)",
					blocks: [
						{
							ol: [
								"A member may book on a quote that is still valid. The member must give accurately the details needed for carriage and documents: shipper, consignee, notify party, pick-up address, description of goods and HS code, number of packages and marks.",
								"A booking is made when the Company has confirmed space with a carrier and notified the member with a booking number. If there is no space or the cargo does not meet the conditions of carriage, the Company says why and may decline the booking or offer another sailing or flight.",
								"Incoterms® rules only divide costs between the member and its trading partner; what the member owes the Company is the charges the booking bills to the member.",
								"Sailing and flight schedules are set by carriers and may change because of weather, port congestion or carriers' decisions. The Company passes on changes as soon as it learns of them.",
							],
						},
					],
				},
				{
					id: "cancellation",
					heading: "Article 9 (Changing and cancelling a booking)",
					blocks: [
						{
							ol: [
								"A member may change or cancel a booking in the Service or through staff until the cargo is loaded on the vessel or aircraft. A cancellation is complete only after its confirming step.",
								"Cancelling before the Company has had space confirmed by the carrier costs nothing.",
								"After space is confirmed, the member bears the costs actually incurred up to the change or cancellation, such as the carrier's cancellation or no-show fee, empty container pick-up and return, trucking already dispatched, and document amendment fees. The Company shows these costs with their grounds.",
								"Once the cargo is loaded, a booking cannot be cancelled; a change of destination or consignee may be requested at the member's cost as far as the carrier accepts it.",
								"The Company may cancel a booking if the member does not pay by the due date, the declared cargo differs from the actual cargo, or the cargo may not be carried. It then refunds what it received less the costs actually incurred.",
							],
						},
					],
				},
				{
					id: "payment",
					heading: "Article 10 (Invoices and payment)",
					blocks: [
						{
							ol: [
								"Freight and charges are invoiced in the currency (KRW or USD) and amount shown on the invoice.",
								"Payment is made by bank deposit to the Company's account shown on the invoice and the quote. Please put the company name or booking number as the depositor's reference. Overseas transfer and intermediary bank fees are borne by the member.",
								"Payment is due by the date on the invoice; if none is given, within 7 days of the invoice date, and in any case before the cargo is delivered at destination.",
								"When staff have confirmed the deposit, the payment status becomes “Paid” and the Company issues a tax invoice under the Value-Added Tax Act.",
								"Until the charges are paid, the Company may hold the cargo or the documents needed to release it, under the lien the Commercial Act grants a freight forwarder.",
								"Any refund is paid to an account in the member's name that the member gives, within 7 business days of the day the amount is settled.",
								"Coupons apply to bookings under their own conditions (validity, minimum amount, limits on combining) and cannot be exchanged for cash.",
							],
						},
					],
				},
				{
					id: "documents",
					heading: "Article 11 (Trade documents)",
					blocks: [
						{
							ol: [
								"Members must upload or hand over in time the documents needed for carriage and clearance (commercial invoice, packing list, a safety data sheet (MSDS) for dangerous goods, and so on).",
								"Members are responsible for the documents and information they provide being accurate and lawful. The Company prepares drafts of bills of lading and air waybills from them; members must check the drafts and report errors at once.",
								"Documents downloaded from the Service are copies. Documents needed in original (such as original bills of lading) are issued and handed over as the carrier and the law provide.",
								"Customs brokers and insurers see the documents they need, and upload their certificates, only for bookings on which the member asked for clearance or insurance.",
							],
						},
					],
				},
				{
					id: "customer-duties",
					heading: "Article 12 (Members' duties)",
					blocks: [
						{
							ul: [
								"declare the description, quantity, weight, volume and value of the cargo truthfully;",
								"tell the Company in advance about dangerous goods, temperature-controlled cargo and valuables, and provide the documents they need;",
								"not hand over cargo that the law or the carrier forbids, such as drugs, weapons, counterfeit goods or goods whose import or export is banned or restricted;",
								"pack the cargo fit for carriage and mark it;",
								"comply with import and export laws, sanctions and rules of origin;",
								"not query the Service in bulk by automated means, try to reach other members' information, or disrupt the Service.",
							],
						},
						{
							p: "A member who breaches these duties compensates the Company, carriers or third parties for the resulting loss (fines, inspection costs, damage to other cargo and so on).",
						},
					],
				},
				{
					id: "carriage-insurance",
					heading: "Article 13 (Conditions of carriage and insurance)",
					blocks: [
						{
							ol: [
								"Besides these terms, the carrier's conditions of carriage and the terms of the bill of lading or air waybill issued apply to the carriage.",
								"Because carriers' liability is limited by law and international conventions, the Company recommends cargo insurance for the value of the goods. Insurance is taken out through the insurer only at the member's request; cover and claims follow the policy the insurer issues.",
								"Customs clearance, when requested, is carried out by the customs broker on the member's behalf. Delays and costs caused by customs inspections, holds or requests for further documents are not the Company's responsibility.",
							],
						},
					],
				},
				{
					id: "liability",
					heading: "Article 14 (Limits of liability)",
					blocks: [
						{
							ol: [
								"As a freight forwarder, the Company compensates loss caused by its failure to take due care in choosing carriers and partners and in receiving, delivering, keeping and otherwise handling the cargo. Where the Company has issued a transport document in its own name, its liability follows the Commercial Act and the limits of the international rules that document incorporates (for sea, such as the Hague-Visby Rules; for air, such as the Montreal Convention).",
								"The Company is not liable for loss caused by force majeure (natural disasters, war, strikes, epidemics, acts of governments or customs), errors in information or documents the member provided, insufficient packing or the inherent nature of the goods, or delays from carriers' schedule changes or cancellations where the Company is not at fault.",
								"For use of the Service not involving loss of, damage to or delay of cargo (looking up quotes, reading documents and so on), the Company's liability is limited to the forwarding fee it received for the booking concerned, and it is not liable for indirect loss such as lost profit.",
								"Nothing in the two paragraphs above limits the Company's liability for loss caused by its intent or gross negligence.",
								"Loss of or damage to cargo must be notified in writing on delivery, or, where it is not apparent, within the periods set by law and the transport document. Without such notice the cargo may be presumed delivered in good order.",
							],
						},
					],
				},
				{
					id: "service-changes",
					heading: "Article 15 (Changes to and interruption of the Service)",
					blocks: [
						{
							ol: [
								"The Company may change screens and functions to improve the Service, announcing in advance changes that matter to members.",
								"The Company may suspend the Service for maintenance, failures or loss of communications. Planned maintenance is announced in advance; during an interruption, staff keep handling the carriage of bookings in progress.",
							],
						},
					],
				},
				{
					id: "termination",
					heading: "Article 16 (Closing the account and restrictions)",
					blocks: [
						{
							ol: [
								"A member may ask to close the account at any time through customer support or by e-mail. If bookings are in progress or amounts are unsettled, the account is closed once they are completed.",
								"If a member breaches these terms or the law, the Company may, giving its reasons, suspend use or end the contract. The member may object.",
								"After an account is closed, the member's personal information is destroyed, or kept separately for the periods the law requires, as the privacy policy describes.",
							],
						},
					],
				},
				{
					id: "privacy",
					heading: "Article 17 (Protection of personal information)",
					blocks: [
						{
							p: "The Company protects members' personal information under the Personal Information Protection Act and other laws; the details are in the privacy policy.",
						},
					],
				},
				{
					id: "notices",
					heading: "Article 18 (Notices to members)",
					blocks: [
						{
							p: "The Company sends notices to the e-mail address or mobile phone a member registered. A notice to all members may instead be posted in the Service for at least 7 days. Notices about bookings, schedules and payments are sent whether or not the member agreed to marketing messages.",
						},
					],
				},
				{
					id: "governing-law",
					heading: "Article 19 (Governing law and jurisdiction)",
					blocks: [
						{
							ol: [
								"These terms and the use of the Service are governed by the laws of the Republic of Korea.",
								"The Seoul Central District Court has jurisdiction at first instance over lawsuits between the Company and a member about the Service, unless a law provides for another exclusive jurisdiction.",
							],
						},
					],
				},
				{
					id: "disputes",
					heading: "Article 20 (Settling disputes)",
					blocks: [
						{
							ol: [
								"If a dispute arises, the Company and the member first try in good faith to settle it by consultation. Members may raise objections or complaints with customer support ({supportPhone}, {supportEmail}); the Company replies with the outcome or a timetable within 7 business days of receipt.",
								"If consultation does not settle the dispute, the parties may by agreement refer it to arbitration by the Korean Commercial Arbitration Board, or bring it before the court named in Article 19.",
							],
						},
					],
				},
				{
					id: "addendum",
					heading: "Supplementary provision",
					blocks: [{ p: "These terms (version 1.0) take effect on 23 November 2026." }],
				},
			],
		},
		vn: {
			title: "Điều khoản dịch vụ",
			intro:
				"Điều khoản này quy định điều kiện và thủ tục sử dụng Barun Forwarding, dịch vụ giao nhận vận tải quốc tế trực tuyến do Công ty Barun Forwarding (Barun Forwarding Co., Ltd.) vận hành, cùng quyền, nghĩa vụ và trách nhiệm của công ty và thành viên. Vui lòng đọc hết trước khi đăng ký.",
			sections: [
				{
					id: "purpose",
					heading: "Điều 1 (Mục đích)",
					blocks: [
						{
							p: "Điều khoản này quy định quyền, nghĩa vụ và trách nhiệm giữa Công ty Barun Forwarding (“Công ty”) và thành viên khi sử dụng dịch vụ giao nhận hàng hóa đường biển, đường hàng không và các dịch vụ kèm theo mà Công ty cung cấp qua trang web (“Dịch vụ”).",
						},
					],
				},
				{
					id: "definitions",
					heading: "Điều 2 (Định nghĩa)",
					blocks: [
						{
							ol: [
								"“Thành viên” là doanh nghiệp (pháp nhân hoặc hộ kinh doanh cá thể) đã đồng ý với Điều khoản này và Chính sách quyền riêng tư và tạo tài khoản, cùng những người sử dụng tài khoản thay mặt doanh nghiệp đó.",
								"“Báo giá” là tổng cước và phụ phí kèm chi tiết mà Công ty đưa ra theo điều kiện vận chuyển thành viên nhập (tuyến, hàng hóa, ngày hàng sẵn sàng…), gồm cả báo giá do hệ thống tính ngay và báo giá do nhân viên lập.",
								"“Booking” là hợp đồng giao nhận được lập khi thành viên yêu cầu Công ty thu xếp vận chuyển trên cơ sở một báo giá còn hiệu lực và Công ty xác nhận.",
								"“Người vận chuyển” là hãng tàu, hãng hàng không, đơn vị vận tải nội địa thực sự chở hàng và đại lý của họ.",
								"“Đối tác” là đại lý hải quan làm thủ tục thông quan theo yêu cầu của thành viên, công ty bảo hiểm nhận bảo hiểm hàng hóa và các đại lý làm việc cho Công ty ở nước ngoài.",
								"“Chứng từ thương mại” là các chứng từ cần cho vận chuyển và thông quan như hóa đơn thương mại (C/I), phiếu đóng gói (P/L), vận đơn (B/L), vận đơn hàng không (AWB), lệnh giao hàng (D/O), giấy chứng nhận thông quan và bảo hiểm.",
							],
						},
					],
				},
				{
					id: "amendment",
					heading: "Điều 3 (Công bố và sửa đổi Điều khoản)",
					blocks: [
						{
							ol: [
								"Công ty công bố Điều khoản này để mọi người đều xem được qua liên kết “Điều khoản dịch vụ” ở cuối mỗi trang. Mỗi bản ghi rõ phiên bản và ngày hiệu lực.",
								"Công ty có thể sửa đổi Điều khoản trong phạm vi Luật về Quy chế điều khoản và điều kiện của Hàn Quốc và các luật liên quan.",
								"Nội dung sửa đổi và ngày hiệu lực được thông báo trên Dịch vụ ít nhất 7 ngày trước; thay đổi bất lợi cho thành viên được thông báo ít nhất 30 ngày trước và gửi cả vào e-mail thành viên đã đăng ký.",
								"Thành viên tiếp tục sử dụng Dịch vụ sau ngày hiệu lực mà không phản đối được coi là đã chấp nhận Điều khoản sửa đổi. Thành viên không đồng ý có thể đóng tài khoản.",
								"Điều khoản này được soạn bằng tiếng Hàn. Khi bản dịch tiếng Anh hoặc tiếng Việt khác nghĩa, bản tiếng Hàn được ưu tiên áp dụng.",
							],
						},
					],
				},
				{
					id: "services",
					heading: "Điều 4 (Nội dung Dịch vụ)",
					blocks: [
						{ p: "Công ty cung cấp:" },
						{
							ul: [
								"báo giá trực tuyến cho hàng đường biển (FCL, LCL) và hàng không, phát hành báo giá (PDF) và gửi qua e-mail;",
								"yêu cầu giảm giá (thương lượng) và báo giá do nhân viên lập;",
								"yêu cầu booking, giữ chỗ với người vận chuyển, thông tin lịch trình và theo dõi lô hàng;",
								"tải lên, phát hành và lưu giữ chứng từ thương mại;",
								"theo yêu cầu của thành viên: thông quan qua đại lý hải quan và mua bảo hiểm hàng hóa qua công ty bảo hiểm;",
								"lập hóa đơn, xác nhận thanh toán, hóa đơn thuế và ưu đãi phiếu giảm giá.",
							],
						},
						{
							p: "Công ty thu xếp vận chuyển với tư cách người giao nhận. Khi phát hành vận đơn hoặc chứng từ vận tải dưới tên mình, Công ty là người vận chuyển theo chứng từ đó. Việc chở hàng do người vận chuyển thực hiện.",
						},
					],
				},
				{
					id: "membership",
					heading: "Điều 5 (Đăng ký thành viên)",
					blocks: [
						{
							ol: [
								"Dịch vụ dành cho doanh nghiệp gửi hoặc nhận hàng vì mục đích kinh doanh như xuất nhập khẩu. Người đăng ký phải đồng ý với Điều khoản này và Chính sách quyền riêng tư và cung cấp trung thực thông tin Công ty yêu cầu.",
								"Công ty có thể từ chối đăng ký hoặc chấm dứt hợp đồng sau đó nếu dùng thông tin của người khác, khai thông tin sai, đã từng bị hạn chế vì vi phạm Điều khoản này, hoặc người đăng ký dưới 14 tuổi.",
								"Hợp đồng sử dụng được lập khi Công ty chấp nhận đăng ký và tạo tài khoản. Chỉ có thể đặt hàng và booking sau khi đã xác minh e-mail và số điện thoại di động.",
								"Nhiều người của cùng một công ty có thể mỗi người một tài khoản; báo giá và booking của một công ty được mọi người của công ty đó xem.",
							],
						},
					],
				},
				{
					id: "account",
					heading: "Điều 6 (Quản lý tài khoản)",
					blocks: [
						{
							ol: [
								"Thành viên chịu trách nhiệm về e-mail và mật khẩu của mình và không được để người khác sử dụng.",
								"Khi biết tài khoản bị hoặc có thể bị sử dụng trái phép, thành viên phải đổi mật khẩu ngay và báo cho Công ty.",
								"Khi thông tin thành viên (người phụ trách, điện thoại, thông tin công ty) thay đổi, thành viên phải cập nhật tại “Trang của tôi”. Công ty không chịu trách nhiệm về hậu quả do thông tin không được cập nhật.",
							],
						},
					],
				},
				{
					id: "quotes",
					heading: "Điều 7 (Báo giá và thời hạn hiệu lực)",
					blocks: [
						{
							ol: [
								"Báo giá được tính theo biểu cước, phụ phí và tỷ giá đã đăng ký tại Công ty vào thời điểm báo giá. Tỷ giá dùng để quy đổi cước ngoại tệ sang won và ngày của tỷ giá đó được in trên báo giá.",
								"Báo giá có hiệu lực đến ngày in trên báo giá: ngày sớm hơn giữa ngày hết hạn của biểu cước được áp dụng và thời hạn báo giá Công ty đặt cho từng phương thức vận tải (đường biển 14 ngày, hàng không 7 ngày nếu không thông báo khác).",
								"Báo giá không giữ chỗ. Chỗ chỉ được đảm bảo khi booking được xác nhận.",
								"Nếu sau khi báo giá, người vận chuyển hoặc pháp luật đặt ra hay thay đổi các khoản như phụ phí nhiên liệu (BAF), phụ phí tiền tệ (CAF), phụ phí mùa cao điểm, Công ty có thể thu thêm hoặc hoàn lại phần chênh lệch và nêu rõ căn cứ.",
								"Báo giá dựa trên thông tin hàng hóa thành viên nhập (loại, số lượng, trọng lượng, thể tích, hàng nguy hiểm). Nếu hàng thực tế khác, cước được tính lại theo hàng thực tế.",
								"Điều này cũng áp dụng cho câu trả lời của Công ty về yêu cầu giảm giá và báo giá do nhân viên lập, theo thời hạn in trên từng báo giá.",
							],
						},
					],
				},
				{
					id: "booking",
					heading: "Điều 8 (Booking)",
					blocks: [
						{
							ol: [
								"Thành viên có thể booking trên một báo giá còn hiệu lực và phải cung cấp chính xác thông tin cần cho vận chuyển và chứng từ: người gửi hàng, người nhận hàng, bên được thông báo, địa chỉ lấy hàng, tên hàng và mã HS, số kiện và ký mã hiệu.",
								"Booking được lập khi Công ty đã được người vận chuyển xác nhận chỗ và báo cho thành viên kèm số booking. Nếu hết chỗ hoặc hàng không đáp ứng điều kiện vận chuyển, Công ty nêu lý do và có thể từ chối booking hoặc đề xuất chuyến khác.",
								"Quy tắc Incoterms® chỉ phân chia chi phí giữa thành viên và đối tác thương mại của họ; số tiền thành viên phải trả cho Công ty là các khoản booking ghi thu của thành viên.",
								"Lịch tàu và chuyến bay do người vận chuyển quyết định và có thể thay đổi do thời tiết, ùn tắc cảng hoặc quyết định của người vận chuyển. Công ty thông báo thay đổi ngay khi biết.",
							],
						},
					],
				},
				{
					id: "cancellation",
					heading: "Điều 9 (Thay đổi và hủy booking)",
					blocks: [
						{
							ol: [
								"Thành viên có thể thay đổi hoặc hủy booking trên Dịch vụ hoặc qua nhân viên cho đến khi hàng được xếp lên tàu hoặc máy bay. Việc hủy chỉ hoàn tất sau bước xác nhận.",
								"Hủy trước khi Công ty được người vận chuyển xác nhận chỗ thì không mất phí.",
								"Sau khi chỗ đã được xác nhận, thành viên chịu các chi phí thực tế phát sinh đến lúc thay đổi hoặc hủy, như phí hủy hoặc phí no-show của người vận chuyển, phí lấy và trả container rỗng, phí xe tải đã điều đi, phí sửa chứng từ. Công ty cho biết các chi phí này kèm căn cứ.",
								"Khi hàng đã được xếp lên, booking không thể hủy; có thể yêu cầu đổi nơi đến hoặc người nhận hàng với chi phí do thành viên chịu, trong phạm vi người vận chuyển chấp nhận.",
								"Công ty có thể hủy booking nếu thành viên không thanh toán đúng hạn, hàng khai báo khác hàng thực tế, hoặc hàng không được phép vận chuyển. Khi đó Công ty hoàn lại số đã nhận sau khi trừ chi phí thực tế phát sinh.",
							],
						},
					],
				},
				{
					id: "payment",
					heading: "Điều 10 (Hóa đơn và thanh toán)",
					blocks: [
						{
							ol: [
								"Cước và phí được lập hóa đơn theo loại tiền (KRW hoặc USD) và số tiền ghi trên hóa đơn.",
								"Thanh toán bằng chuyển khoản vào tài khoản ngân hàng của Công ty ghi trên hóa đơn và báo giá. Vui lòng ghi tên công ty hoặc số booking ở nội dung chuyển khoản. Phí chuyển tiền quốc tế và phí ngân hàng trung gian do thành viên chịu.",
								"Hạn thanh toán là ngày ghi trên hóa đơn; nếu không ghi, trong vòng 7 ngày kể từ ngày hóa đơn, và trong mọi trường hợp trước khi hàng được giao tại nơi đến.",
								"Khi nhân viên xác nhận đã nhận tiền, trạng thái thanh toán chuyển thành “Đã thanh toán” và Công ty phát hành hóa đơn thuế theo Luật Thuế giá trị gia tăng của Hàn Quốc.",
								"Cho đến khi cước được thanh toán, Công ty có thể giữ hàng hoặc chứng từ cần để nhận hàng theo quyền lưu giữ mà Luật Thương mại Hàn Quốc dành cho người giao nhận.",
								"Khoản hoàn tiền được chuyển vào tài khoản đứng tên thành viên do thành viên cung cấp, trong vòng 7 ngày làm việc kể từ ngày số tiền được xác định.",
								"Phiếu giảm giá áp dụng cho booking theo điều kiện riêng (thời hạn, số tiền tối thiểu, giới hạn dùng chung) và không đổi thành tiền mặt.",
							],
						},
					],
				},
				{
					id: "documents",
					heading: "Điều 11 (Chứng từ thương mại)",
					blocks: [
						{
							ol: [
								"Thành viên phải tải lên hoặc giao đúng hạn các chứng từ cần cho vận chuyển và thông quan (hóa đơn thương mại, phiếu đóng gói, bảng dữ liệu an toàn (MSDS) cho hàng nguy hiểm…).",
								"Thành viên chịu trách nhiệm về tính chính xác và hợp pháp của chứng từ và thông tin mình cung cấp. Công ty lập bản nháp vận đơn, vận đơn hàng không từ đó; thành viên phải kiểm tra bản nháp và báo lỗi ngay.",
								"Chứng từ tải xuống từ Dịch vụ là bản sao. Chứng từ cần bản gốc (như vận đơn gốc) được phát hành và giao theo quy định của người vận chuyển và pháp luật.",
								"Đại lý hải quan và công ty bảo hiểm chỉ xem chứng từ cần thiết và tải lên giấy chứng nhận đối với booking mà thành viên đã yêu cầu thông quan hoặc bảo hiểm.",
							],
						},
					],
				},
				{
					id: "customer-duties",
					heading: "Điều 12 (Nghĩa vụ của thành viên)",
					blocks: [
						{
							ul: [
								"khai trung thực tên hàng, số lượng, trọng lượng, thể tích và giá trị hàng hóa;",
								"báo trước cho Công ty về hàng nguy hiểm, hàng cần kiểm soát nhiệt độ, hàng giá trị cao và cung cấp chứng từ cần thiết;",
								"không giao hàng mà pháp luật hoặc người vận chuyển cấm như ma túy, vũ khí, hàng giả, hàng cấm hoặc hạn chế xuất nhập khẩu;",
								"đóng gói hàng phù hợp để vận chuyển và ghi ký mã hiệu;",
								"tuân thủ pháp luật xuất nhập khẩu, các biện pháp trừng phạt và quy tắc xuất xứ;",
								"không truy vấn Dịch vụ hàng loạt bằng công cụ tự động, không tìm cách truy cập thông tin của thành viên khác và không cản trở hoạt động của Dịch vụ.",
							],
						},
						{
							p: "Thành viên vi phạm các nghĩa vụ này phải bồi thường thiệt hại phát sinh cho Công ty, người vận chuyển hoặc bên thứ ba (tiền phạt, chi phí kiểm tra, thiệt hại cho hàng khác…).",
						},
					],
				},
				{
					id: "carriage-insurance",
					heading: "Điều 13 (Điều kiện vận chuyển và bảo hiểm)",
					blocks: [
						{
							ol: [
								"Ngoài Điều khoản này, điều kiện vận chuyển của người vận chuyển và các điều khoản của vận đơn hoặc vận đơn hàng không đã phát hành được áp dụng cho việc vận chuyển.",
								"Vì trách nhiệm của người vận chuyển bị giới hạn theo pháp luật và công ước quốc tế, Công ty khuyến nghị mua bảo hiểm hàng hóa theo giá trị hàng. Bảo hiểm chỉ được mua qua công ty bảo hiểm khi thành viên yêu cầu; phạm vi và bồi thường theo đơn bảo hiểm do công ty bảo hiểm phát hành.",
								"Khi được yêu cầu, việc thông quan do đại lý hải quan thực hiện thay mặt thành viên. Công ty không chịu trách nhiệm về chậm trễ và chi phí do hải quan kiểm tra, giữ hàng hoặc yêu cầu thêm chứng từ.",
							],
						},
					],
				},
				{
					id: "liability",
					heading: "Điều 14 (Giới hạn trách nhiệm)",
					blocks: [
						{
							ol: [
								"Với tư cách người giao nhận, Công ty bồi thường thiệt hại do không thực hiện sự cẩn trọng cần thiết trong việc chọn người vận chuyển và đối tác, và trong việc nhận, giao, lưu giữ hay xử lý hàng hóa. Khi Công ty phát hành chứng từ vận tải dưới tên mình, trách nhiệm theo Luật Thương mại Hàn Quốc và giới hạn của các quy tắc quốc tế mà chứng từ đó dẫn chiếu (đường biển như Quy tắc Hague-Visby; hàng không như Công ước Montreal).",
								"Công ty không chịu trách nhiệm về thiệt hại do bất khả kháng (thiên tai, chiến tranh, đình công, dịch bệnh, hành động của chính quyền hoặc hải quan), do sai sót trong thông tin hoặc chứng từ thành viên cung cấp, do đóng gói không đủ hoặc tính chất vốn có của hàng, hoặc do chậm trễ vì người vận chuyển thay đổi hay hủy lịch mà Công ty không có lỗi.",
								"Với việc sử dụng Dịch vụ không liên quan đến mất mát, hư hỏng hoặc chậm trễ của hàng (xem báo giá, đọc chứng từ…), trách nhiệm của Công ty giới hạn ở phí giao nhận đã nhận cho booking liên quan, và Công ty không chịu thiệt hại gián tiếp như lợi nhuận bị mất.",
								"Hai khoản trên không giới hạn trách nhiệm của Công ty đối với thiệt hại do cố ý hoặc lỗi nghiêm trọng của Công ty.",
								"Mất mát hoặc hư hỏng hàng phải được thông báo bằng văn bản khi nhận hàng, hoặc nếu không thấy rõ bên ngoài, trong thời hạn do pháp luật và chứng từ vận tải quy định. Nếu không thông báo, hàng có thể được coi là đã giao trong tình trạng tốt.",
							],
						},
					],
				},
				{
					id: "service-changes",
					heading: "Điều 15 (Thay đổi và gián đoạn Dịch vụ)",
					blocks: [
						{
							ol: [
								"Công ty có thể thay đổi màn hình và chức năng để cải thiện Dịch vụ và báo trước những thay đổi quan trọng với thành viên.",
								"Công ty có thể tạm ngừng Dịch vụ để bảo trì, khi có sự cố hoặc mất kết nối. Bảo trì theo kế hoạch được báo trước; trong thời gian gián đoạn, nhân viên vẫn tiếp tục xử lý vận chuyển của các booking đang thực hiện.",
							],
						},
					],
				},
				{
					id: "termination",
					heading: "Điều 16 (Đóng tài khoản và hạn chế sử dụng)",
					blocks: [
						{
							ol: [
								"Thành viên có thể yêu cầu đóng tài khoản bất cứ lúc nào qua bộ phận hỗ trợ khách hàng hoặc e-mail. Nếu còn booking đang thực hiện hoặc khoản chưa thanh toán, tài khoản được đóng sau khi hoàn tất.",
								"Nếu thành viên vi phạm Điều khoản này hoặc pháp luật, Công ty có thể nêu lý do và tạm ngừng sử dụng hoặc chấm dứt hợp đồng. Thành viên có quyền phản đối.",
								"Sau khi đóng tài khoản, thông tin cá nhân của thành viên được hủy hoặc lưu riêng trong thời hạn pháp luật yêu cầu như Chính sách quyền riêng tư mô tả.",
							],
						},
					],
				},
				{
					id: "privacy",
					heading: "Điều 17 (Bảo vệ thông tin cá nhân)",
					blocks: [
						{
							p: "Công ty bảo vệ thông tin cá nhân của thành viên theo Luật Bảo vệ thông tin cá nhân của Hàn Quốc và các luật liên quan; chi tiết có trong Chính sách quyền riêng tư.",
						},
					],
				},
				{
					id: "notices",
					heading: "Điều 18 (Thông báo cho thành viên)",
					blocks: [
						{
							p: "Công ty gửi thông báo đến e-mail hoặc số điện thoại di động thành viên đã đăng ký. Thông báo cho mọi thành viên có thể thay bằng việc đăng trên Dịch vụ ít nhất 7 ngày. Thông báo về booking, lịch trình và thanh toán được gửi dù thành viên có đồng ý nhận tin tiếp thị hay không.",
						},
					],
				},
				{
					id: "governing-law",
					heading: "Điều 19 (Luật áp dụng và thẩm quyền)",
					blocks: [
						{
							ol: [
								"Điều khoản này và việc sử dụng Dịch vụ được điều chỉnh bởi pháp luật Đại Hàn Dân Quốc.",
								"Tòa án Quận Trung tâm Seoul có thẩm quyền sơ thẩm đối với vụ kiện giữa Công ty và thành viên về Dịch vụ, trừ khi pháp luật quy định thẩm quyền riêng khác.",
							],
						},
					],
				},
				{
					id: "disputes",
					heading: "Điều 20 (Giải quyết tranh chấp)",
					blocks: [
						{
							ol: [
								"Khi có tranh chấp, Công ty và thành viên trước hết cố gắng thương lượng thiện chí. Thành viên có thể khiếu nại qua bộ phận hỗ trợ khách hàng ({supportPhone}, {supportEmail}); Công ty trả lời kết quả hoặc lịch xử lý trong vòng 7 ngày làm việc kể từ khi nhận.",
								"Nếu thương lượng không thành, các bên có thể thỏa thuận đưa ra trọng tài tại Ủy ban Trọng tài Thương mại Hàn Quốc (KCAB), hoặc khởi kiện tại tòa án nêu ở Điều 19.",
							],
						},
					],
				},
				{
					id: "addendum",
					heading: "Điều khoản bổ sung",
					blocks: [{ p: "Điều khoản này (phiên bản 1.0) có hiệu lực từ ngày 23 tháng 11 năm 2026." }],
				},
			],
		},
	},
};
