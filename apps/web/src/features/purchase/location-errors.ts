/**
 * Spec §8 "Geolocation" texts, logged when a purchase cannot get the device's position. They are
 * for the log; the traveller sees the single translated "Please enable your location service!".
 * They live in lib so the weather modal shows the same words.
 */
export { LOCATION_ERRORS, locationErrorMessage } from '@/lib/geolocation';
