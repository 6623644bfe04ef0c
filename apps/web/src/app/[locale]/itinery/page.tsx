import { comingSoonRoute } from '@/features/content/coming-soon-route';

const route = comingSoonRoute('itinerary');
export const generateMetadata = route.generateMetadata;
export default route.Page;
