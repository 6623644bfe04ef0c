/**
 * Tern's launch partners for attractions and tours: each booking comes with free travel data.
 * This is catalogue content (like product copy), not reference data, so it lives here.
 */
export interface AttractionEntry {
  id: string;
  name: string;
  isoCode: string;
  dataDescription: string;
}

export const ATTRACTIONS: readonly AttractionEntry[] = [
  {
    id: 'eiffel-tower-summit',
    name: 'Eiffel Tower summit access',
    isoCode: 'FR',
    dataDescription: '1 GB of France data free with your ticket',
  },
  {
    id: 'louvre-priority',
    name: 'Louvre Museum priority entry',
    isoCode: 'FR',
    dataDescription: '1 GB of France data free with your ticket',
  },
  {
    id: 'sagrada-familia',
    name: 'Sagrada Família guided tour',
    isoCode: 'ES',
    dataDescription: '1 GB of Spain data free with your booking',
  },
  {
    id: 'alhambra-nasrid',
    name: 'Alhambra and Nasrid Palaces',
    isoCode: 'ES',
    dataDescription: '1 GB of Spain data free with your booking',
  },
  {
    id: 'colosseum-arena',
    name: 'Colosseum arena floor tour',
    isoCode: 'IT',
    dataDescription: '1 GB of Italy data free with your ticket',
  },
  {
    id: 'venice-gondola',
    name: 'Venice gondola ride',
    isoCode: 'IT',
    dataDescription: '500 MB of Italy data free with your ride',
  },
  {
    id: 'cappadocia-balloon',
    name: 'Cappadocia sunrise balloon flight',
    isoCode: 'TR',
    dataDescription: '2 GB of Türkiye data free with your flight',
  },
  {
    id: 'bosphorus-cruise',
    name: 'Bosphorus sunset cruise',
    isoCode: 'TR',
    dataDescription: '1 GB of Türkiye data free with your cruise',
  },
  {
    id: 'burj-khalifa-top',
    name: 'Burj Khalifa At the Top',
    isoCode: 'AE',
    dataDescription: '1 GB of UAE data free with your ticket',
  },
  {
    id: 'desert-safari-dubai',
    name: 'Dubai desert safari with dinner',
    isoCode: 'AE',
    dataDescription: '2 GB of UAE data free with your safari',
  },
  {
    id: 'tokyo-skytree',
    name: 'Tokyo Skytree observation deck',
    isoCode: 'JP',
    dataDescription: '1 GB of Japan data free with your ticket',
  },
  {
    id: 'kyoto-tea-ceremony',
    name: 'Kyoto tea ceremony in a machiya',
    isoCode: 'JP',
    dataDescription: '1 GB of Japan data free with your booking',
  },
  {
    id: 'bangkok-temples',
    name: 'Bangkok Grand Palace and temples',
    isoCode: 'TH',
    dataDescription: '1 GB of Thailand data free with your tour',
  },
  {
    id: 'phi-phi-islands',
    name: 'Phi Phi Islands speedboat day',
    isoCode: 'TH',
    dataDescription: '2 GB of Thailand data free with your trip',
  },
  {
    id: 'ha-long-bay-cruise',
    name: 'Ha Long Bay overnight cruise',
    isoCode: 'VN',
    dataDescription: '2 GB of Vietnam data free with your cruise',
  },
  {
    id: 'bali-ubud-rice-terraces',
    name: 'Ubud rice terraces and waterfalls',
    isoCode: 'ID',
    dataDescription: '1 GB of Indonesia data free with your tour',
  },
  {
    id: 'marina-bay-sands',
    name: 'Marina Bay Sands SkyPark',
    isoCode: 'SG',
    dataDescription: '1 GB of Singapore data free with your ticket',
  },
  {
    id: 'london-eye',
    name: 'London Eye flexi ticket',
    isoCode: 'GB',
    dataDescription: '1 GB of UK data free with your ticket',
  },
  {
    id: 'statue-of-liberty',
    name: 'Statue of Liberty and Ellis Island',
    isoCode: 'US',
    dataDescription: '1 GB of USA data free with your ticket',
  },
  {
    id: 'grand-canyon-helicopter',
    name: 'Grand Canyon helicopter tour',
    isoCode: 'US',
    dataDescription: '2 GB of USA data free with your flight',
  },
  {
    id: 'chichen-itza',
    name: 'Chichén Itzá early access',
    isoCode: 'MX',
    dataDescription: '1 GB of Mexico data free with your tour',
  },
  {
    id: 'acropolis-guided',
    name: 'Acropolis guided morning tour',
    isoCode: 'GR',
    dataDescription: '1 GB of Greece data free with your tour',
  },
  {
    id: 'santorini-catamaran',
    name: 'Santorini catamaran cruise',
    isoCode: 'GR',
    dataDescription: '1 GB of Greece data free with your cruise',
  },
  {
    id: 'sydney-opera-house',
    name: 'Sydney Opera House backstage tour',
    isoCode: 'AU',
    dataDescription: '1 GB of Australia data free with your tour',
  },
  {
    id: 'jungfraujoch',
    name: 'Jungfraujoch Top of Europe rail',
    isoCode: 'CH',
    dataDescription: '1 GB of Switzerland data free with your ticket',
  },
  {
    id: 'pyramids-giza',
    name: 'Pyramids of Giza and Sphinx',
    isoCode: 'EG',
    dataDescription: '2 GB of Egypt data free with your tour',
  },
];
