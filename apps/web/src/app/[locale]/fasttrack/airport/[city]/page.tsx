import { comingSoonRoute } from '@/features/content';

const route = comingSoonRoute('fast-track');
export const generateMetadata = route.generateMetadata;
export default route.Page;
