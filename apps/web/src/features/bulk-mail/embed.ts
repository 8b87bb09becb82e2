/**
 * The address of a video to embed in a message: a YouTube or Vimeo page or embed address, as the
 * player's embed address (the only frames the server keeps); null for anything else.
 */
export function embedAddress(input: string): string | null {
  let url: URL;
  try {
    url = new URL(input.trim());
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  const host = url.hostname.replace(/^www\./, '');
  const id = /^[\w-]{6,20}$/;
  if (host === 'youtube.com' || host === 'youtube-nocookie.com' || host === 'm.youtube.com') {
    const video = url.pathname.startsWith('/embed/') ? url.pathname.slice(7) : url.searchParams.get('v') ?? '';
    return id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'youtu.be') {
    const video = url.pathname.slice(1);
    return id.test(video) ? `https://www.youtube-nocookie.com/embed/${video}` : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const video = url.pathname.split('/').filter(Boolean).pop() ?? '';
    return /^\d{4,12}$/.test(video) ? `https://player.vimeo.com/video/${video}` : null;
  }
  return null;
}
