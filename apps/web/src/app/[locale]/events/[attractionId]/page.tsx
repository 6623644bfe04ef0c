import { comingSoonRoute } from '@/features/content';

const route = comingSoonRoute('adventure');
export const generateMetadata = route.generateMetadata;
export default route.Page;
