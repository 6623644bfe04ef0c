/** The content feature's public entry: the static and coming-soon pages. */
export { ComingSoonPage, knownService } from './coming-soon-page';
export { comingSoonRoute } from './coming-soon-route';
export { ContactPage } from './contact-page';
export { FaqPage } from './faq-page';
export { LegalPage, legalPageMetadata } from './legal-page';
