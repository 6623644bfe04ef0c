import { comingSoonRoute } from '@/features/content/coming-soon-route';

const route = comingSoonRoute('fast-track');
export const generateMetadata = route.generateMetadata;
export default route.Page;
