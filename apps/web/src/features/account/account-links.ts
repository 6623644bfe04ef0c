/** Where a traveller's eSIMs and orders are listed (built by another team); shows sign-in when signed out. */
export const MY_ESIMS_HREF = '/profile?orderHistory=true';
export const SIGN_IN_HREF = '/sign-in';
