// The pages bench:web measures against the floor. A page a later issue adds goes here too.
// The e-pass and ticket pages (/passes/{orderId}, /tickets/{orderId}) are not here: they need a
// paid order and its session.
export const BENCH_PAGES = [
  '/',
  '/esim-list',
  '/france-mobile-esim-plans',
  '/sign-in',
  '/faq',
  '/lounge/airport/Hanoi',
  '/lounge/LG-HAN-1',
  '/fasttrack/airport/Hanoi',
  '/adventure',
  '/events/eiffel-tower-summit',
  // Issue 24's itinerary landing page, in both languages (its islands' words differ in length).
  '/itinerary',
  '/vi/itinerary',
  // The itinerary planner (issue 24) with the spec's default trip, in both languages.
  '/itinery',
  '/vi/itinery',
  // Issue 26: Arabic, right to left, with its own font: the home page and a destination.
  '/ar',
  '/ar/france-mobile-esim-plans',
];
