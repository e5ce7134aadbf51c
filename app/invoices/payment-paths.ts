// Where the payment pages live: used by the screens, the server module and the mail, so a
// plain module (a screen's component may not import a .server module).
export const billingPath = (estimateId: string) => `/mypage/payment/${estimateId}`;
export const staffPaymentPath = (estimateId: string) => `/admin/payments/${estimateId}`;
export const slipPath = (estimateId: string, eventId: number) => `/mypage/payment/${estimateId}/slip/${eventId}`;
export const invoicePdfPath = (estimateId: string) => `/mypage/payment/${estimateId}/invoice.pdf`;
