/** The destination-selection feature's public entry: choosing a destination (or the device's). */
export { requestDeviceLocation } from './device-location';
export { useSelectDestination } from './use-select-destination';
