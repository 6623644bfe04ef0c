import { plannerRoute } from '@/features/itinerary-planner';
import { ServiceWorkerRegistration } from '@/features/offline';
import { getPreferredCurrency } from '@/features/preferences/server';

const route = plannerRoute(getPreferredCurrency, <ServiceWorkerRegistration />);
export const generateMetadata = route.generateMetadata;
export default route.Page;
