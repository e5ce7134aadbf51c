// Demo board posts for development and tests only (never production): a pinned notice in three
// languages, company news (one with only Korean, to show the fallback), a track-record entry and an
// event, all published; and a draft, so the staff desk at /admin/board shows both states. No pop-up is
// switched on (staff turn one on in the demo). Stable ids: seeding again changes nothing made before.
import type { AppDatabase } from "../client.ts";
import { boardPosts } from "../schema.ts";

const DAY = 24 * 60 * 60 * 1000;

export function seedDemoBoard(db: AppDatabase, now = new Date()): { posts: number } {
	const at = (daysAgo: number) => new Date(now.getTime() - daysAgo * DAY);
	const posts: (typeof boardPosts.$inferInsert)[] = [
		{
			id: "demo-post-holiday",
			kind: "notice",
			titleKr: "연말 운영 시간 안내",
			contentKr:
				"12월 31일은 **오후 3시**까지 운영합니다.\n\n- 견적은 언제든지 받을 수 있습니다.\n- 부킹 확인은 다음 영업일에 드립니다.",
			titleEn: "Year-end opening hours",
			contentEn:
				"On 31 December we work until **3 pm**.\n\n- Quotes are available at any time.\n- Bookings are confirmed on the next working day.",
			titleVn: "Giờ làm việc cuối năm",
			contentVn:
				"Ngày 31 tháng 12 chúng tôi làm việc đến **15 giờ**.\n\n- Bạn có thể nhận báo giá bất cứ lúc nào.\n- Đặt chỗ được xác nhận vào ngày làm việc tiếp theo.",
			pinned: true,
			createdAt: at(3),
		},
		{
			id: "demo-post-hcm-lane",
			kind: "news",
			titleKr: "부산-호찌민 주 2회 직항 서비스 개시",
			contentKr: "부산에서 호찌민(캣라이)까지 주 2회 직항 서비스를 시작했습니다. 운송 기간은 약 6일입니다.",
			titleEn: "Twice-weekly direct service Busan to Ho Chi Minh City",
			contentEn: "We now sail direct from Busan to Ho Chi Minh City (Cat Lai) twice a week, in about 6 days.",
			titleVn: "Tuyến trực tiếp Busan - TP. Hồ Chí Minh hai chuyến mỗi tuần",
			contentVn:
				"Chúng tôi đã mở tuyến trực tiếp từ Busan đến TP. Hồ Chí Minh (Cát Lái) hai chuyến mỗi tuần, khoảng 6 ngày.",
			createdAt: at(10),
		},
		{
			id: "demo-post-office",
			kind: "news",
			titleKr: "하노이 연락사무소 이전",
			contentKr: "하노이 연락사무소가 새 주소로 이전했습니다. 연락처는 그대로입니다.",
			createdAt: at(20),
		},
		{
			id: "demo-post-record",
			kind: "record",
			titleKr: "2026년 3분기 베트남 수출 컨테이너 1,200 TEU 처리",
			contentKr: "3분기에 한국에서 베트남으로 1,200 TEU를 운송했습니다. 정시 도착률은 96%입니다.",
			titleEn: "1,200 TEU to Vietnam in Q3 2026",
			contentEn: "In the third quarter we carried 1,200 TEU from Korea to Vietnam, 96% of them on time.",
			titleVn: "1.200 TEU sang Việt Nam trong quý 3 năm 2026",
			contentVn: "Trong quý 3, chúng tôi đã vận chuyển 1.200 TEU từ Hàn Quốc sang Việt Nam, 96% đúng hạn.",
			createdAt: at(30),
		},
		{
			id: "demo-post-event",
			kind: "event",
			titleKr: "첫 부킹 운임 할인 이벤트",
			contentKr: "신규 회원의 첫 부킹에 가입 쿠폰을 드립니다. 내 페이지의 쿠폰함에서 확인하세요.",
			titleEn: "A discount on your first booking",
			contentEn: "New members get a sign-up coupon for their first booking. Find it in My page, Coupons.",
			titleVn: "Giảm giá cho lần đặt chỗ đầu tiên",
			contentVn:
				"Thành viên mới nhận phiếu giảm giá cho lần đặt chỗ đầu tiên. Xem trong Trang của tôi, mục Phiếu giảm giá.",
			createdAt: at(40),
		},
	];
	let made = 0;
	for (const post of posts) {
		const done = db
			.insert(boardPosts)
			.values({ ...post, published: true, publishedAt: post.createdAt })
			.onConflictDoNothing()
			.run();
		made += done.changes;
	}
	made += db
		.insert(boardPosts)
		.values({
			id: "demo-post-draft",
			kind: "notice",
			titleKr: "(작성 중) 설 연휴 운영 안내",
			contentKr: "설 연휴 운영 시간은 확정되는 대로 알려 드립니다.",
			published: false,
			createdAt: at(1),
		})
		.onConflictDoNothing()
		.run().changes;
	return { posts: made };
}
