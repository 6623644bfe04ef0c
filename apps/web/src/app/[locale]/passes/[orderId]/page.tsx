import { passRoute } from '@/features/lounges/server';
import { ServiceWorkerRegistration } from '@/features/offline';

/** Per request, with the visitor's session cookie: an e-pass is only ever shown to its owner. */
export const dynamic = 'force-dynamic';

/** The service worker keeps this page, so the e-pass opens at the lounge with no signal. */
const route = passRoute(<ServiceWorkerRegistration />);

export const generateMetadata = route.generateMetadata;
export default route.Page;
