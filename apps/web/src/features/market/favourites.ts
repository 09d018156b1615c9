import { useCallback, useState } from 'react';

const KEY = 'marketFavourites';

function read(): string[] {
  try {
    const value = JSON.parse(localStorage.getItem(KEY) ?? '[]') as unknown;
    return Array.isArray(value) ? value.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

/** Favourite market coins, remembered on this device. */
export function useFavourites(): { favourites: ReadonlySet<string>; toggle: (id: string) => void } {
  const [favourites, setFavourites] = useState<ReadonlySet<string>>(() => new Set(read()));
  const toggle = useCallback((id: string) => {
    setFavourites((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      localStorage.setItem(KEY, JSON.stringify([...next]));
      return next;
    });
  }, []);
  return { favourites, toggle };
}
