import { serviceRoute } from '@/features/lounges';
import { getPreferredCurrency } from '@/features/preferences/server';

const route = serviceRoute('lounge', getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
