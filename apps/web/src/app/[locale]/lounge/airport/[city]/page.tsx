import { comingSoonRoute } from '@/features/content';

const route = comingSoonRoute('lounge');
export const generateMetadata = route.generateMetadata;
export default route.Page;
