import { DEFAULT_INCREMENTS, type IncrementBand } from '@trove/core/auction';
import { incrementTableError, mayEditIncrements } from '@trove/core/auction-admin';
import type { User } from '@trove/core/auth';
import { HttpError } from '../../http/httpError';
import type { AuctionsContext } from './context';

// Increments: the table an organisation's new lots take, and who may set it (core's rule).

export function createIncrements({ repository }: AuctionsContext) {
  return {
    /** The increment table `organisationId`'s new lots take (minor units), and whether it is the default. */
    async increments(
      organisationId: number,
    ): Promise<{ bands: readonly IncrementBand[]; isDefault: boolean }> {
      const found = await repository.findOrganisationIncrements(organisationId);
      if (!found) throw HttpError.notFound();
      return found.increments === null
        ? { bands: DEFAULT_INCREMENTS, isDefault: true }
        : { bands: found.increments, isDefault: false };
    },

    /**
     * Replaces an organisation's increment table (null: back to the default), for its admins and
     * owners and the site's admins. Lots listed from then on take it; listed lots keep theirs, so
     * no bidder's next bid moves under them.
     */
    async setIncrements(
      editor: User,
      organisationId: number,
      bands: IncrementBand[] | null,
    ): Promise<{ bands: readonly IncrementBand[]; isDefault: boolean }> {
      if (!mayEditIncrements(editor, organisationId)) {
        if (!(await repository.findOrganisationIncrements(organisationId))) throw HttpError.notFound();
        throw HttpError.permissionDenied();
      }
      if (bands !== null) {
        const error = incrementTableError(bands);
        if (error) throw HttpError.validation({ increments: [error] });
      }
      if (!(await repository.setOrganisationIncrements(organisationId, bands))) throw HttpError.notFound();
      return bands === null ? { bands: DEFAULT_INCREMENTS, isDefault: true } : { bands, isDefault: false };
    },
  };
}
