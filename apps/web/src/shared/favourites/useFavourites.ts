import type { Favourite } from '@gymfuel/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { getFavouritesQueryOptions } from '../api/get-favourites';
import { setFavourites } from '../api/set-favourites';
import { useAuth } from '../auth/auth-context';
import { notify } from '../ui/notify';

/** The favourites list could not be saved (docs/product.md#product-detail). */
export const FAVOURITE_SAVE_FAILED_MESSAGE = 'Something went wrong';

export type FavouriteChange = 'added' | 'removed';

interface FavouritesSave {
  list: Favourite[];
  change: FavouriteChange;
}

/**
 * The signed-in user's favourites and a toggle shared by the product page, the cart rows and the
 * dashboard. /addfav replaces the whole list, so saves run one at a time (one mutation scope)
 * and each sends the list as it stood right after its own change. The heart turns at once (the
 * cache changes before the save); a failed save says 'Something went wrong' and reloads the
 * server's list. `onSaved` tells the screen which way a save went, as each words it differently.
 */
export function useFavourites(onSaved: (change: FavouriteChange) => void) {
  const { user } = useAuth();
  const queryClient = useQueryClient();
  const options = getFavouritesQueryOptions(user?._id ?? null);
  const { queryKey } = options;
  const query = useQuery(options);

  const save = useMutation({
    scope: { id: 'favourites' },
    mutationFn: ({ list }: FavouritesSave) => setFavourites(list),
    onMutate: ({ list }) => {
      void queryClient.cancelQueries({ queryKey });
      queryClient.setQueryData(queryKey, list);
    },
    onSuccess: (_answer, { change }) => onSaved(change),
    onError: () => {
      notify.error(FAVOURITE_SAVE_FAILED_MESSAGE);
      void queryClient.invalidateQueries({ queryKey });
    },
  });

  /** Saves the list with the entry on or off, as `wantOn` decides from whether it is on now. */
  const change = async (entry: Favourite, wantOn: (isOn: boolean) => boolean) => {
    if (!user) return;
    let loaded: Favourite[];
    try {
      // The list must be known before it is replaced, or a fast click would wipe it.
      loaded = await queryClient.ensureQueryData(options);
    } catch {
      notify.error(FAVOURITE_SAVE_FAILED_MESSAGE);
      return;
    }
    // The cache, not the value awaited: clicks made while the list was loading all wait for the
    // same read, and each must see the change the click before it made.
    const current = queryClient.getQueryData(queryKey) ?? loaded;
    const isOn = current.some((favourite) => favourite.proId === entry.proId);
    if (wantOn(isOn) === isOn) return;
    save.mutate({
      list: isOn
        ? current.filter((favourite) => favourite.proId !== entry.proId)
        : [...current, entry],
      change: isOn ? 'removed' : 'added',
    });
  };

  const favourites = query.data ?? [];
  return {
    favourites,
    isPending: query.isPending,
    isError: query.isError,
    isFavourite: (proId: string) => favourites.some((favourite) => favourite.proId === proId),
    toggle: (entry: Favourite) => change(entry, (isOn) => !isOn),
    /** Makes sure the entry is on (a heart pressed before logging in); nothing if it already is. */
    add: (entry: Favourite) => change(entry, () => true),
  };
}
