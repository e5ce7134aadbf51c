// Upload limits, shared by the server checks and the forms that state them to the user.
export const MAX_REGISTRATION_FILE_BYTES = 10 * 1024 * 1024;
