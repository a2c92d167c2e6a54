import { writeFile } from 'node:fs/promises';
import { defineConfig } from 'tsup';
import { joinedCss, libraryBuild } from '../../tsup.shared';

export default defineConfig(
  libraryBuild({
    entry: {
      index: 'src/index.ts',
      gallery: 'src/gallery/index.ts',
      auction: 'src/auction/index.ts',
      cart: 'src/cart/index.ts',
      'buy-now': 'src/cart/buyNow.ts',
      community: 'src/community/index.ts',
      watch: 'src/community/watch.ts',
      'listing-community': 'src/community/listingCommunity.ts',
      listing: 'src/listing/index.ts',
      'search-dialogs': 'src/search/dialogs.ts',
    },
    external: ['react', 'react-dom', '@trove/core', '@tanstack/react-query', 'zustand'],
    onSuccess: async () => {
      // `@trove/react/styles.css`: one self-contained stylesheet
      await writeFile('dist/trove.css', await joinedCss('src/styles/trove.css'));
    },
  }),
);
