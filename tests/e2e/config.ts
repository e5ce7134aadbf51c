export const E2E_PORT = Number(process.env.E2E_PORT || 3210);
export const E2E_BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
export const E2E_DATABASE = "tests/.tmp/e2e.db";
export const E2E_SESSION_SECRET = "e2e-session-secret-0123456789abcdef";
