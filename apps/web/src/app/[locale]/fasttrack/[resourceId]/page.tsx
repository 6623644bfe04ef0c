import { serviceRoute } from '@/features/lounges';
import { getPreferredCurrency } from '@/features/preferences/server';

const route = serviceRoute('fasttrack', getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
