import type { City } from '@/api/contract/jobs';

/** Real cities with their real regions (län, fylke, region). */
export const CITIES: readonly City[] = [
  { name: 'Stockholm', region: 'Stockholm', country: 'SE' },
  { name: 'Göteborg', region: 'Västra Götaland', country: 'SE' },
  { name: 'Malmö', region: 'Skåne', country: 'SE' },
  { name: 'Uppsala', region: 'Uppsala', country: 'SE' },
  { name: 'Linköping', region: 'Östergötland', country: 'SE' },
  { name: 'Norrköping', region: 'Östergötland', country: 'SE' },
  { name: 'Örebro', region: 'Örebro', country: 'SE' },
  { name: 'Västerås', region: 'Västmanland', country: 'SE' },
  { name: 'Helsingborg', region: 'Skåne', country: 'SE' },
  { name: 'Lund', region: 'Skåne', country: 'SE' },
  { name: 'Jönköping', region: 'Jönköping', country: 'SE' },
  { name: 'Umeå', region: 'Västerbotten', country: 'SE' },
  { name: 'Luleå', region: 'Norrbotten', country: 'SE' },
  { name: 'Borås', region: 'Västra Götaland', country: 'SE' },
  { name: 'Sundsvall', region: 'Västernorrland', country: 'SE' },
  { name: 'Gävle', region: 'Gävleborg', country: 'SE' },
  { name: 'Karlstad', region: 'Värmland', country: 'SE' },
  { name: 'Växjö', region: 'Kronoberg', country: 'SE' },
  { name: 'Oslo', region: 'Oslo', country: 'NO' },
  { name: 'Bergen', region: 'Vestland', country: 'NO' },
  { name: 'Trondheim', region: 'Trøndelag', country: 'NO' },
  { name: 'Stavanger', region: 'Rogaland', country: 'NO' },
  { name: 'Tromsø', region: 'Troms', country: 'NO' },
  { name: 'Kristiansand', region: 'Agder', country: 'NO' },
  { name: 'Drammen', region: 'Buskerud', country: 'NO' },
  { name: 'Fredrikstad', region: 'Østfold', country: 'NO' },
  { name: 'Bodø', region: 'Nordland', country: 'NO' },
  { name: 'Ålesund', region: 'Møre og Romsdal', country: 'NO' },
  { name: 'København', region: 'Hovedstaden', country: 'DK' },
  { name: 'Aarhus', region: 'Midtjylland', country: 'DK' },
  { name: 'Odense', region: 'Syddanmark', country: 'DK' },
  { name: 'Aalborg', region: 'Nordjylland', country: 'DK' },
  { name: 'Esbjerg', region: 'Syddanmark', country: 'DK' },
  { name: 'Roskilde', region: 'Sjælland', country: 'DK' },
  { name: 'Vejle', region: 'Syddanmark', country: 'DK' },
  { name: 'Herning', region: 'Midtjylland', country: 'DK' },
  { name: 'Helsingør', region: 'Hovedstaden', country: 'DK' },
];

export function cityNamed(name: string): City {
  const city = CITIES.find((candidate) => candidate.name === name);
  if (!city) throw new Error(`Unknown demo city ${name}`);
  return city;
}
