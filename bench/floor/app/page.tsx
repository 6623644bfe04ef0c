export const metadata = {
  title: 'Floor',
  description: 'A bare Next page to measure Tern against.',
};

export default function Page() {
  return (
    <main>
      <h1>Travel eSIMs for 200+ destinations</h1>
      <p>
        Buy a data plan before you fly, install it in a minute, and land connected. No roaming
        bills, no SIM swapping at the airport.
      </p>
      <p>
        This page is the floor of the web benchmark: one heading and two paragraphs, served by the
        same Next and React as the storefront, with nothing else.
      </p>
    </main>
  );
}
