/** The lounges feature's server-side entry: the e-pass route and the profile's passes. */
export { passRoute } from './pass-route';
export { loadMyPasses, ProfilePasses, passHref } from './profile-passes';
