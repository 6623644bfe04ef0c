/** The attractions feature's server-side entry: the ticket route and the profile's tickets. */
export { loadMyTickets, ProfileTickets, ticketHref } from './profile-tickets';
export { ticketRoute } from './ticket-route';
