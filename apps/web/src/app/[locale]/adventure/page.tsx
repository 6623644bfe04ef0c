import { adventureRoute } from '@/features/attractions';
import { getPreferredCurrency } from '@/features/preferences/server';

const route = adventureRoute(getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
