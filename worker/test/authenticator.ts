/**
 * A software authenticator for the Workers-runtime tests: a real ES256 key pair made with WebCrypto,
 * and what a browser would send for it, built byte by byte (clientDataJSON, authenticatorData,
 * attestation "none" in CBOR, a DER signature). Nothing in the Worker is faked: @simplewebauthn/server
 * verifies these answers as it would a browser's.
 */
import { isoBase64URL, isoCBOR } from '@simplewebauthn/server/helpers';

const FLAG_UP = 0x01;
const FLAG_UV = 0x04;
const FLAG_AT = 0x40;

type Bytes = Uint8Array<ArrayBuffer>;

const utf8 = (text: string): Bytes => new Uint8Array(new TextEncoder().encode(text));
type Cbor = Parameters<typeof isoCBOR.encode>[0];
const sha256 = async (data: Bytes): Promise<Bytes> => new Uint8Array(await crypto.subtle.digest('SHA-256', data));
const concat = (...parts: Bytes[]): Bytes => {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
};
const uint32 = (value: number): Bytes => {
  const out = new Uint8Array(4);
  new DataView(out.buffer).setUint32(0, value);
  return out;
};

/** WebCrypto signs ECDSA as r‖s (64 bytes); WebAuthn sends ASN.1 DER, as authenticators do. */
function derSignature(raw: Bytes): Bytes {
  const integer = (bytes: Bytes): Bytes => {
    let start = 0;
    while (start < bytes.length - 1 && bytes[start] === 0) start++;
    let value = bytes.slice(start);
    if ((value[0] ?? 0) & 0x80) value = concat(new Uint8Array([0]), value);
    return concat(new Uint8Array([0x02, value.length]), value);
  };
  const body = concat(integer(raw.slice(0, 32)), integer(raw.slice(32)));
  return concat(new Uint8Array([0x30, body.length]), body);
}

export type Ceremony = {
  /** The page's origin the browser would put into clientDataJSON. */
  origin: string;
  /** The RP ID whose hash goes into authenticatorData (defaults to the options' one). */
  rpId?: string;
  /** Leave out the user-verified flag, as an authenticator without a PIN or biometrics would. */
  withoutUserVerification?: boolean;
  /** Sign with this counter instead of the next one (a cloned authenticator). */
  counter?: number;
  /** Sign another challenge than the options' one. */
  challenge?: string;
};

export class SoftAuthenticator {
  readonly credentialId = crypto.getRandomValues(new Uint8Array(16));
  counter = 0;
  /** The account's user handle, learnt at registration (a discoverable credential keeps it). */
  userHandle = '';

  private constructor(private readonly keys: CryptoKeyPair) {}

  static async create(): Promise<SoftAuthenticator> {
    const keys = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, [
      'sign',
      'verify',
    ])) as CryptoKeyPair;
    return new SoftAuthenticator(keys);
  }

  get id(): string {
    return isoBase64URL.fromBuffer(this.credentialId);
  }

  private async coseKey(): Promise<Bytes> {
    const jwk = (await crypto.subtle.exportKey('jwk', this.keys.publicKey)) as JsonWebKey;
    const coordinate = (value: string | undefined) => isoBase64URL.toBuffer(value ?? '');
    // COSE_Key: kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    const key = new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, coordinate(jwk.x)],
      [-3, coordinate(jwk.y)],
    ]);
    return isoCBOR.encode(key as Cbor) as Bytes;
  }

  private clientData(type: string, challenge: string, origin: string): Bytes {
    return utf8(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  private async authData(rpId: string, flags: number, counter: number, attested?: Bytes): Promise<Bytes> {
    return concat(await sha256(utf8(rpId)), new Uint8Array([flags]), uint32(counter), ...(attested ? [attested] : []));
  }

  /** What `navigator.credentials.create()` answers for `options`, as @simplewebauthn/browser sends it. */
  async register(options: { challenge: string; rp: { id: string }; user: { id: string } }, ceremony: Ceremony) {
    this.userHandle = options.user.id;
    const clientDataJSON = this.clientData('webauthn.create', ceremony.challenge ?? options.challenge, ceremony.origin);
    const idLength = new Uint8Array([this.credentialId.length >> 8, this.credentialId.length & 0xff]);
    const attested = concat(new Uint8Array(16), idLength, this.credentialId, await this.coseKey());
    const flags = FLAG_UP | FLAG_AT | (ceremony.withoutUserVerification ? 0 : FLAG_UV);
    const authData = await this.authData(ceremony.rpId ?? options.rp.id, flags, this.counter, attested);
    const attestationObject = isoCBOR.encode(
      new Map<string, unknown>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]) as Cbor,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        attestationObject: isoBase64URL.fromBuffer(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** What `navigator.credentials.get()` answers for `options`; each call counts one use. */
  async authenticate(options: { challenge: string; rpId: string }, ceremony: Ceremony) {
    const counter = ceremony.counter ?? ++this.counter;
    const clientDataJSON = this.clientData('webauthn.get', ceremony.challenge ?? options.challenge, ceremony.origin);
    const flags = FLAG_UP | (ceremony.withoutUserVerification ? 0 : FLAG_UV);
    const authData = await this.authData(ceremony.rpId ?? options.rpId, flags, counter);
    const signed = concat(authData, await sha256(clientDataJSON));
    const raw = new Uint8Array(
      await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, this.keys.privateKey, signed),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key',
      response: {
        clientDataJSON: isoBase64URL.fromBuffer(clientDataJSON),
        authenticatorData: isoBase64URL.fromBuffer(authData),
        signature: isoBase64URL.fromBuffer(derSignature(raw)),
        ...(this.userHandle ? { userHandle: this.userHandle } : {}),
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
