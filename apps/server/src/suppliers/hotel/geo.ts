/** Small-distance geometry on the sphere: good to metres within a city. */
const KM_PER_DEG_LAT = 111.32;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The point `eastKm` east and `northKm` north of a point. */
export function offsetKm(lat: number, lon: number, eastKm: number, northKm: number): { latitude: number; longitude: number } {
  const latitude = lat + northKm / KM_PER_DEG_LAT;
  const longitude = lon + eastKm / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  return { latitude: round6(latitude), longitude: round6(longitude) };
}

/** Great-circle distance in km (haversine). */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 2 * 6371 * Math.asin(Math.min(1, Math.sqrt(a)));
}
