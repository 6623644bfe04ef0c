import { ticketRoute } from '@/features/attractions/server';
import { ServiceWorkerRegistration } from '@/features/offline';

/** Per request, with the visitor's session cookie: tickets are only ever shown to their owner. */
export const dynamic = 'force-dynamic';

/** The service worker keeps this page, so the tickets open at the entrance with no signal. */
const route = ticketRoute(<ServiceWorkerRegistration />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
