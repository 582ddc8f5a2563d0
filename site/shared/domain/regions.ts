/**
 * Where an ordered item runs (docs/decisions/vps-and-gpus-orderable.md): one of its locations, the
 * site's data centers where it says "All" (and for plans, which name none); the first until the
 * customer picks another.
 */
import { site } from '../config';

/** The regions a line may pick from. */
export function regionsOf(locations: readonly string[] | 'All' | null): readonly string[] {
  return locations === null || locations === 'All' || locations.length === 0 ? site.dataCenters : locations;
}

/** The region a line runs in: the one picked while it is still offered, else the first. */
export function regionOf(locations: readonly string[] | 'All' | null, picked: string | null): string {
  const regions = regionsOf(locations);
  return picked !== null && regions.includes(picked) ? picked : (regions[0] ?? site.dataCenters[0]);
}

/** The site's data centers as JSON, for SQL that checks a region where an item says "All". */
export const DATA_CENTERS_JSON = JSON.stringify(site.dataCenters);
