import { redirect } from "react-router";

// /mypage alone opens the first section, the quote list.
export const loader = () => redirect("/mypage/estimate");
