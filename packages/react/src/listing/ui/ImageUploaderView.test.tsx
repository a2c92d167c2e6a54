import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type ExternalImage, isAtImageLimit, setPrimary } from '@trove/core/listing';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ImageUploaderView } from './ImageUploaderView';

const image = (url: string, primary = false): ExternalImage => ({ url, media_type: 'image', primary });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;

/** The uploader over core's image rules, as the connected uploader keeps its images. */
function WithImages({ initial }: { initial: ExternalImage[] }) {
  const [images, setImages] = useState(initial);
  return (
    <ImageUploaderView
      status={isAtImageLimit(images) ? 'limit-reached' : 'ready'}
      images={images}
      onSetPrimary={(index) => setImages((current) => setPrimary(current, index))}
      onDelete={(index) => setImages((current) => current.filter((_, at) => at !== index))}
    />
  );
}

describe('ImageUploaderView', () => {
  it('hands on images only, one at a time while cropping', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const onFiles = vi.fn();
    render(<ImageUploaderView status="ready" images={[]} onFiles={onFiles} />);
    const text = new File(['x'], 'notes.txt', { type: 'text/plain' });
    await user.upload(fileInput(), text);
    expect(onFiles).not.toHaveBeenCalled();
    const png = new File(['p'], 'coin.png', { type: 'image/png' });
    await user.upload(fileInput(), png);
    expect(onFiles).toHaveBeenCalledWith([png]);
  });

  it('names its drop zone for a screen reader (react-aria calls it "DropZone" otherwise)', () => {
    render(<ImageUploaderView status="ready" images={[]} />);
    expect(screen.getByRole('button', { name: 'Drop images here' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'DropZone' })).toBeNull();
  });

  it('moves the primary mark, and opens the drop zone again below the limit of 4', async () => {
    const user = userEvent.setup();
    render(<WithImages initial={['a', 'b', 'c', 'd'].map((url, index) => image(url, index === 0))} />);
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Set as primary: Image 3' }));
    expect(screen.queryByRole('button', { name: 'Set as primary: Image 3' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Set as primary: Image 1' })).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Delete: Image 4' }));
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', false);
    expect(screen.getByText('3 / 4')).toBeTruthy();
  });

  it('shows the progress while uploading and 0 after a failure', () => {
    const { rerender } = render(<ImageUploaderView status="uploading" progress={65} images={[]} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('65');
    rerender(<ImageUploaderView status="ready" progress={0} error="Upload failed" images={[]} />);
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByRole('alert').textContent).toBe('Upload failed');
  });
});
