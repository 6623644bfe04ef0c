import { serviceRoute } from '@/features/lounges';
import { getPreferredCurrency } from '@/features/preferences/preferred-currency';

const route = serviceRoute('fasttrack', getPreferredCurrency);
export const generateMetadata = route.generateMetadata;
export default route.Page;
