/** Password encryption for sign-in and registration: RSA-OAEP / SHA-256 with the server's SPKI key. */
function base64ToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const binary = atob(b64);
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i += 1) bytes[i] = binary.charCodeAt(i);
  return bytes;
}

function bytesToBase64(bytes: Uint8Array): string {
  let binary = '';
  for (let i = 0; i < bytes.length; i += 1) binary += String.fromCharCode(bytes[i] ?? 0);
  return btoa(binary);
}

export async function encryptPassword(publicKeyPem: string, password: string): Promise<string> {
  if (!globalThis.crypto?.subtle) {
    throw new Error('Secure browser cryptography is not available on this page (an https address is needed).');
  }
  const body = publicKeyPem
    .replace(/-----BEGIN [^-]+-----/g, '')
    .replace(/-----END [^-]+-----/g, '')
    .replace(/\s+/g, '');
  const key = await crypto.subtle.importKey('spki', base64ToBytes(body), { name: 'RSA-OAEP', hash: 'SHA-256' }, false, [
    'encrypt',
  ]);
  const cipher = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, key, new TextEncoder().encode(password));
  return bytesToBase64(new Uint8Array(cipher));
}
