/** /events/{attractionId}, without the locale. */
export const eventPath = (attractionId: string) => `/events/${encodeURIComponent(attractionId)}`;

/** /tickets/{orderId}, without the locale. */
export const ticketPath = (orderId: string) => `/tickets/${encodeURIComponent(orderId)}`;
