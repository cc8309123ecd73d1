/**
 * Recipient ids are UUIDs (the server makes them with randomUUID). An id of any other shape cannot
 * name a recipient, so the page says "not found" at once instead of asking the server (SPEC.md §2.7:
 * a malformed id shows a not-found page; a well-formed unknown one redirects to the list).
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const isRecipientId = (id: string): boolean => UUID.test(id);
