// Upload limits, shared by the server checks and the forms that state them to the user.
export const MAX_REGISTRATION_FILE_BYTES = 10 * 1024 * 1024;
/** A shipment document (CI/PL, MSDS, certificates): scans of several pages fit; the form states it. */
export const MAX_DOCUMENT_BYTES = 20 * 1024 * 1024;
