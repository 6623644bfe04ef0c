export { type UtilityKind, type UtilityMessages, utilityMessages } from './utility-messages';
export { UtilityTile } from './utility-tile';
