import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { ExternalImage } from '@trove/core/listing';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMswServer } from '../testing/mswServer';
import { renderWithTrove } from '../testing/renderWithTrove';
import {
  type ImagePreparation,
  ImageUploader,
  type ImageUploaderProps,
  UPLOAD_FAILED_MESSAGE,
} from './ImageUploader';

const server = setupMswServer();

const image = (url: string, primary = false): ExternalImage => ({ url, media_type: 'image', primary });
const fileInput = () => document.querySelector('input[type="file"]') as HTMLInputElement;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });

/** The policy endpoint; each policy names the file's key. */
function policyHandler(calls: { filename: string; content_type: string }[] = []) {
  return http.post('*/api/uploads/policy/', async ({ request }) => {
    const body = (await request.json()) as { filename: string; content_type: string };
    calls.push(body);
    const key = `images/7_abcde_${body.filename}`;
    return HttpResponse.json({ url: 'http://storage.test/media/', key, fields: { key, Policy: 'signed' } });
  });
}

/** A storage request the test finishes by hand: progress, then an answer. */
class ManualRequest extends EventTarget {
  static last: ManualRequest | null = null;
  readonly upload = new EventTarget();
  status = 0;
  opened: [string, string] | null = null;
  body: FormData | null = null;
  constructor() {
    super();
    ManualRequest.last = this;
  }
  open(method: string, url: string) {
    this.opened = [method, url];
  }
  setRequestHeader() {
    throw new Error('The storage upload sends no headers of its own.');
  }
  send(body: FormData) {
    this.body = body;
  }
  abort() {}
  progress(loaded: number, total: number) {
    const event = Object.assign(new Event('progress'), { lengthComputable: true, loaded, total });
    this.upload.dispatchEvent(event);
  }
  finish(status: number) {
    this.status = status;
    this.dispatchEvent(new Event('load'));
  }
}

const preparation: ImagePreparation = {
  resize: async (file) => ({ blob: file, name: file.name, width: 1000, height: 800 }),
  crop: async (source, area) => ({ ...source, width: area.width, height: area.height }),
};

/** The uploader over a form's media, as the item form keeps them. */
function Form({
  initial = [],
  onMedia,
  ...props
}: Partial<ImageUploaderProps> & { initial?: ExternalImage[]; onMedia?: (media: ExternalImage[]) => void }) {
  const [media, setMedia] = useState(initial);
  return (
    <ImageUploader
      preparation={preparation}
      {...props}
      media={media}
      onChange={(next) => {
        setMedia(next);
        onMedia?.(next);
      }}
    />
  );
}

describe('ImageUploader', () => {
  it('asks a policy, posts its fields and the file straight to storage with the progress shown; the first image is primary', async () => {
    const calls: { filename: string; content_type: string }[] = [];
    server.use(policyHandler(calls));
    const onMedia = vi.fn();
    const { user } = renderWithTrove(
      <Form
        cropping={false}
        onMedia={onMedia}
        createRequest={() => new ManualRequest() as unknown as XMLHttpRequest}
      />,
      { token: 'kiri' },
    );
    await user.upload(fileInput(), png('my coin (1).png'));
    await waitFor(() => expect(ManualRequest.last?.body).toBeTruthy());
    const request = ManualRequest.last as ManualRequest;
    expect(calls).toEqual([{ filename: 'mycoin1.png', content_type: 'image/png', size: 3 }]);
    expect(request.opened).toEqual(['POST', 'http://storage.test/media/']);
    const form = request.body as FormData;
    expect([...form.keys()]).toEqual(['key', 'Policy', 'file']);
    expect((form.get('file') as File).name).toBe('mycoin1.png');
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', true);
    request.progress(50, 200);
    expect(await screen.findByText('Uploading… 25%')).toBeTruthy();
    request.finish(204);
    expect(await screen.findByRole('button', { name: 'Image 1' })).toBeTruthy();
    expect(onMedia).toHaveBeenLastCalledWith([
      {
        url: 'http://storage.test/media/images/7_abcde_mycoin1.png',
        media_type: 'image',
        primary: true,
        aspect_ratio: 1.25,
      },
    ]);
    expect(screen.getByText('Primary')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', false);
  });

  it('puts the progress back to 0 with the message when the storage refuses, and shows the API words for a refused policy', async () => {
    server.use(policyHandler());
    const { user } = renderWithTrove(
      <Form cropping={false} createRequest={() => new ManualRequest() as unknown as XMLHttpRequest} />,
      { token: 'kiri' },
    );
    await user.upload(fileInput(), png('coin.png'));
    await waitFor(() => expect(ManualRequest.last?.body).toBeTruthy());
    ManualRequest.last?.progress(150, 200);
    expect((await screen.findByRole('progressbar')).getAttribute('aria-valuenow')).toBe('75');
    ManualRequest.last?.finish(403);
    expect(await screen.findByText(UPLOAD_FAILED_MESSAGE)).toBeTruthy();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('0');
    expect(screen.queryByRole('button', { name: 'Image 1' })).toBeNull();

    server.use(
      http.post('*/api/uploads/policy/', () =>
        HttpResponse.json(
          { content_type: ['Only JPEG, PNG, GIF and WebP images can be uploaded.'] },
          { status: 400 },
        ),
      ),
    );
    await user.upload(fileInput(), new File(['x'], 'coin.bmp', { type: 'image/bmp' }));
    expect(await screen.findByText('Only JPEG, PNG, GIF and WebP images can be uploaded.')).toBeTruthy();
  });

  it('moves primary, deletes, and takes no more at 4 images (the drop zone disabled)', async () => {
    const onMedia = vi.fn();
    const video: ExternalImage = { url: 'dQw4w9WgXcQ', media_type: 'youtube' };
    const { user } = renderWithTrove(
      <Form
        initial={[
          image('https://s.test/a.png', true),
          video,
          image('https://s.test/b.png'),
          image('https://s.test/c.png'),
          image('https://s.test/d.png'),
        ]}
        onMedia={onMedia}
      />,
      { token: 'kiri' },
    );
    // the video is not one of the images
    expect(screen.getAllByRole('button', { name: /^Image \d$/ })).toHaveLength(4);
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', true);
    expect(screen.getByText('You have added the most images a listing can have.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Set as primary: Image 2' }));
    expect(onMedia.mock.lastCall?.[0].map((entry: ExternalImage) => entry.primary)).toEqual([
      false,
      undefined,
      true,
      false,
      false,
    ]);
    await user.click(screen.getByRole('button', { name: 'Delete: Image 2' }));
    // the primary image deleted: the first image left is primary, the video kept
    expect(onMedia.mock.lastCall?.[0]).toEqual([
      { ...image('https://s.test/a.png'), primary: true },
      video,
      image('https://s.test/c.png'),
      image('https://s.test/d.png'),
    ]);
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', false);
  });

  it('crops before the upload: the crop area goes to the image work, Cancel clears the file', async () => {
    server.use(
      policyHandler(),
      http.post('http://storage.test/media/', () => new HttpResponse(null, { status: 204 })),
    );
    const crop = vi.fn(preparation.crop);
    const { user } = renderWithTrove(<Form preparation={{ ...preparation, crop }} />, { token: 'kiri' });
    await user.upload(fileInput(), png('coin.png'));
    const media = await screen.findByRole('img', { name: 'Crop image' });
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('img', { name: 'Crop image' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Choose images' })).toHaveProperty('disabled', false);
    expect(media.isConnected).toBe(false);

    await user.upload(fileInput(), png('coin.png'));
    const again = await screen.findByRole('img', { name: 'Crop image' });
    // jsdom loads no image: its size as the browser would give it
    Object.defineProperties(again, {
      naturalWidth: { value: 1000 },
      naturalHeight: { value: 800 },
      width: { value: 1000 },
      height: { value: 800 },
    });
    fireEvent.load(again);
    const upload = await screen.findByRole('button', { name: 'Upload' });
    await waitFor(() => expect(upload).toHaveProperty('disabled', false));
    await user.click(upload);
    expect(await screen.findByRole('button', { name: 'Image 1' })).toBeTruthy();
    expect(crop).toHaveBeenCalledOnce();
    const area = crop.mock.calls[0]?.[1];
    // a square by default
    expect(area?.width).toBe(area?.height);
  });

  it('opens an image in the preview (n of total) to set it primary, for sale or remove it', async () => {
    const onMedia = vi.fn();
    const { user } = renderWithTrove(
      <Form
        initial={[image('https://s.test/a.png', true), image('https://s.test/b.png')]}
        onMedia={onMedia}
        canSetForSale
      />,
      { token: 'kiri' },
    );
    await user.click(screen.getByRole('button', { name: 'Image 2' }));
    const preview = within(await screen.findByRole('dialog'));
    expect(preview.getByText('2 of 2')).toBeTruthy();
    await user.click(preview.getByRole('button', { name: 'Set as primary' }));
    expect(onMedia.mock.lastCall?.[0].map((entry: ExternalImage) => entry.primary)).toEqual([false, true]);
    await user.click(preview.getByRole('button', { name: 'Set for sale' }));
    expect(onMedia.mock.lastCall?.[0][1].is_for_sale).toBe(true);
    await user.click(preview.getByRole('button', { name: 'Remove' }));
    expect(onMedia.mock.lastCall?.[0]).toEqual([{ ...image('https://s.test/a.png'), primary: true }]);
  });
});
