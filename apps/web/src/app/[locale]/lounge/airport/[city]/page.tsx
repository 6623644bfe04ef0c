import { cityRoute } from '@/features/lounges';

const route = cityRoute('lounge');
export const generateMetadata = route.generateMetadata;
export default route.Page;
