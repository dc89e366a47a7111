/**
 * A job's place as people write it: the city, then its region, but the name once where the city
 * gives the region its name ("Stockholm", not "Stockholm, Stockholm"). Either may be empty.
 */
export function placeName(city: string, region: string): string {
  const same = city.trim().toLocaleLowerCase() === region.trim().toLocaleLowerCase();
  return (same ? [city] : [city, region]).filter((part) => part.trim() !== '').join(', ');
}
