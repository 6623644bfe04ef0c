import { eventRoute } from '@/features/attractions';
import { getPreferredCurrency } from '@/features/preferences/server';

const route = eventRoute(getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
