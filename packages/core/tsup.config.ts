import { defineConfig } from 'tsup';
import { libraryBuild } from '../../tsup.shared';

export default defineConfig(
  libraryBuild({
    entry: [
      'src/index.ts',
      'src/auth.ts',
      'src/gallery.ts',
      'src/auction.ts',
      'src/auctionAdmin.ts',
      'src/shop.ts',
      'src/community.ts',
      'src/listing.ts',
      'src/server.ts',
    ],
  }),
);
