export { DeviceCheckNotice } from './device-check-notice';
