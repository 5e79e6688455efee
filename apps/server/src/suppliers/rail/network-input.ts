import type { ReferenceData } from '../../modules/common/reference-cache';
import type { ReferenceFiles } from '../../modules/common/reference-files';

/** What generation reads of the reference data: the lines with their stations in km order. */
export interface LineInput {
  id: number;
  name: string;
  kind: 'HSR' | 'intercity' | 'conventional';
  maxSpeedKmh: number;
  stations: { telecode: string; name: string; km: number; city: string }[];
}

export function linesFromReference(ref: Pick<ReferenceData, 'railLines' | 'stationByCode'>): LineInput[] {
  return ref.railLines.map((line) => ({
    id: line.id,
    name: line.name,
    kind: line.kind === 'HSR' || line.kind === 'intercity' ? line.kind : 'conventional',
    maxSpeedKmh: line.maxSpeedKmh,
    stations: line.stations.map((s) => ({
      telecode: s.telecode,
      name: s.name,
      km: s.km,
      city: ref.stationByCode.get(s.telecode)?.city ?? s.name,
    })),
  }));
}

/** The same from the files themselves (unit tests and scripts, without a database); line ids as the loader gives them. */
export function linesFromFiles(files: Pick<ReferenceFiles, 'railLines' | 'stations'>): LineInput[] {
  const byName = new Map(files.stations.map((s) => [s.name, s]));
  return files.railLines.map((line, idx) => ({
    id: idx + 1,
    name: line.name,
    kind: line.kind,
    maxSpeedKmh: line.maxSpeedKmh,
    stations: line.stations.map((s) => {
      const station = byName.get(s.name);
      if (!station) throw new Error(`station ${s.name} of ${line.name} is not in stations.csv`);
      return { telecode: station.telecode, name: station.name, km: s.km, city: station.city };
    }),
  }));
}
