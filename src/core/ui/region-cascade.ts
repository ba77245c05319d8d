// Mexico's region cascade as a hook, shared by the storefront's address forms and the purchase form widget.
import { useEffect, useRef, useState } from 'react';
import { fetchRegions, type Region } from '../api/checkout';

/** The chosen state, city and area (region ids; 0 = not chosen). */
export interface RegionIds {
  province: number;
  city: number;
  county: number;
}

export interface RegionCascade {
  ids: RegionIds;
  levels: { states: Region[]; cities: Region[]; areas: Region[] };
  setProvince(id: number): void;
  setCity(id: number): void;
  setCounty(id: number): void;
  /** the chosen regions' names, state first; [] until an area is chosen */
  names(): string[];
  /** a level failed to load (the network, the server): the form says so and offers `retry` */
  failed: boolean;
  /** loads the levels again */
  retry(): void;
}

/**
 * Mexico's three region levels (spec §3 "Region item"): each choice loads the next level and
 * clears the ones below it. `initialNames` (state, city, area) chooses them by name once their
 * level loads, for a form that keeps a region as text.
 */
export function useRegionCascade(
  initial: { [K in keyof RegionIds]?: number | null } = {},
  initialNames: readonly string[] = [],
): RegionCascade {
  const [ids, setIds] = useState<RegionIds>({ province: initial.province ?? 0, city: initial.city ?? 0, county: initial.county ?? 0 });
  const [levels, setLevels] = useState<RegionCascade['levels']>({ states: [], cities: [], areas: [] });
  const pending = useRef([...initialNames]);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);
  /** one level's regions; a failure is shown, not thrown into the page */
  const load = (parent: number, apply: (list: Region[]) => void) =>
    void fetchRegions(parent).then(
      (list) => {
        setFailed(false);
        apply(list);
      },
      () => setFailed(true),
    );

  // a level by name from `initialNames`, once, when that level arrives
  const pick = (list: Region[], depth: number, choose: (id: number) => void) => {
    const name = pending.current[depth];
    const found = name ? list.find((region) => region.local_name === name) : undefined;
    if (found) choose(found.id);
    else pending.current = [];
  };
  useEffect(
    () =>
      load(0, (states) => {
        setLevels((l) => ({ ...l, states }));
        if (pending.current.length > 0) pick(states, 0, (province) => setIds({ province, city: 0, county: 0 }));
      }),
    [attempt],
  );
  useEffect(() => {
    if (ids.province)
      load(ids.province, (cities) => {
        setLevels((l) => ({ ...l, cities }));
        if (pending.current.length > 0) pick(cities, 1, (city) => setIds((v) => ({ ...v, city, county: 0 })));
      });
  }, [ids.province, attempt]);
  useEffect(() => {
    if (ids.city)
      load(ids.city, (areas) => {
        setLevels((l) => ({ ...l, areas }));
        if (pending.current.length > 0) pick(areas, 2, (county) => setIds((v) => ({ ...v, county })));
        pending.current = [];
      });
  }, [ids.city, attempt]);

  return {
    ids,
    levels,
    failed,
    retry: () => setAttempt((n) => n + 1),
    // choosing the level's current value again keeps the levels below it (their list would not reload)
    setProvince: (province) => {
      pending.current = [];
      if (province === ids.province) return;
      setIds({ province, city: 0, county: 0 });
      setLevels((l) => ({ ...l, cities: [], areas: [] }));
    },
    setCity: (city) => {
      pending.current = [];
      if (city === ids.city) return;
      setIds((v) => ({ ...v, city, county: 0 }));
      setLevels((l) => ({ ...l, areas: [] }));
    },
    setCounty: (county) => setIds((v) => ({ ...v, county })),
    names: () => {
      if (!ids.county) return [];
      const name = (list: Region[], id: number) => list.find((region) => region.id === id)?.local_name ?? '';
      const all = [name(levels.states, ids.province), name(levels.cities, ids.city), name(levels.areas, ids.county)];
      return all.every(Boolean) ? all : [];
    },
  };
}
