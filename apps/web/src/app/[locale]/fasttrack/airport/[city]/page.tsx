import { cityRoute } from '@/features/lounges';

const route = cityRoute('fasttrack');
export const generateMetadata = route.generateMetadata;
export default route.Page;
