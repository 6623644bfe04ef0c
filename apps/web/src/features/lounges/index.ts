export { CityNotFound } from './city-not-found';
export { CityPickerButton } from './city-picker-button';
export { cityRoute } from './city-route';
export { cityPickerMessages } from './lounge-messages';
export { serviceRoute } from './service-route';
