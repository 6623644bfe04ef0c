import { comingSoonRoute } from '@/features/content';

const route = comingSoonRoute('itinerary');
export const generateMetadata = route.generateMetadata;
export default route.Page;
