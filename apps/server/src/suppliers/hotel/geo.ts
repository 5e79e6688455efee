/** Small-distance geometry on the sphere: good to metres within a city. */
const KM_PER_DEG_LAT = 111.32;

const round6 = (x: number) => Math.round(x * 1e6) / 1e6;

/** The point `eastKm` east and `northKm` north of a point. */
export function offsetKm(lat: number, lon: number, eastKm: number, northKm: number): { latitude: number; longitude: number } {
  const latitude = lat + northKm / KM_PER_DEG_LAT;
  const longitude = lon + eastKm / (KM_PER_DEG_LAT * Math.cos((lat * Math.PI) / 180));
  return { latitude: round6(latitude), longitude: round6(longitude) };
}
