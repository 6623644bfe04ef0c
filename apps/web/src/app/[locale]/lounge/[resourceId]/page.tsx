import { serviceRoute } from '@/features/lounges';
import { getPreferredCurrency } from '@/features/preferences/preferred-currency';

const route = serviceRoute('lounge', getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
