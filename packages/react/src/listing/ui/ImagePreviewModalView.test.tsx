import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { ImagePreviewModalView, type PreviewMedia } from './ImagePreviewModalView';

const media: PreviewMedia[] = [
  { url: '/a.jpg', media_type: 'image', caption: 'Front', primary: true },
  { url: '/b.jpg', media_type: 'image', caption: 'Back' },
  { url: 'dQw4w9WgXcQ', media_type: 'youtube' },
];

function Carousel() {
  const [index, setIndex] = useState(0);
  return <ImagePreviewModalView media={media} index={index} onIndexChange={setIndex} />;
}

describe('ImagePreviewModalView', () => {
  it('pages through the entries, wrapping at either end, with n of total', async () => {
    const user = userEvent.setup();
    render(<Carousel />);
    const dialog = within(screen.getByRole('dialog'));
    expect(dialog.getByText('1 of 3')).toBeTruthy();
    await user.click(dialog.getByRole('button', { name: 'Previous' }));
    expect(dialog.getByText('3 of 3')).toBeTruthy();
    expect(dialog.getByTitle('Video 3').getAttribute('src')).toBe(
      'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
    );
    await user.click(dialog.getByRole('button', { name: 'Next' }));
    expect(dialog.getByRole('img', { name: 'Front' })).toBeTruthy();
  });

  it('offers no edit controls when read-only, and no Set as primary or Set for sale on a video', () => {
    const { rerender } = render(<ImagePreviewModalView media={media} index={1} />);
    expect(screen.queryByRole('button', { name: 'Remove' })).toBeNull();
    rerender(<ImagePreviewModalView media={media} index={2} mode="edit" canSetForSale />);
    expect(screen.getByRole('button', { name: 'Remove' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Set as primary' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Set for sale' })).toBeNull();
  });
});
