import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A passkey in software, for tests over HTTP: what a phone's authenticator answers to
 * `navigator.credentials.create` (attestation "none") and `.get`, with a real P-256
 * key, so the server's SimpleWebAuthn checks run in full. The browser tests use
 * Chromium's virtual authenticator instead.
 */
export type SoftPasskey = {
  id: string;
  privateKey: KeyObject;
  publicCose: Buffer;
  counter: number;
  userHandle: string;
};

const b64url = (bytes: Buffer | string) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

/** The few CBOR types a COSE key and an attestation object need. */
function cbor(value: unknown): Buffer {
  const head = (major: number, n: number): Buffer => {
    if (n < 24) return Buffer.from([(major << 5) | n]);
    if (n < 256) return Buffer.from([(major << 5) | 24, n]);
    const b = Buffer.alloc(3);
    b[0] = (major << 5) | 25;
    b.writeUInt16BE(n, 1);
    return b;
  };
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  if (typeof value === "string") return Buffer.concat([head(3, Buffer.byteLength(value)), Buffer.from(value)]);
  if (value instanceof Map) {
    return Buffer.concat([head(5, value.size), ...[...value].flatMap(([k, v]) => [cbor(k), cbor(v)])]);
  }
  throw new Error(`cbor: ${typeof value}`);
}

export function newSoftPasskey(userHandle = b64url(randomBytes(16))): SoftPasskey {
  const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
  const jwk = publicKey.export({ format: "jwk" });
  const publicCose = cbor(
    new Map<number, unknown>([
      [1, 2],
      [3, -7],
      [-1, 1],
      [-2, Buffer.from(jwk.x!, "base64url")],
      [-3, Buffer.from(jwk.y!, "base64url")],
    ]),
  );
  return { id: b64url(randomBytes(32)), privateKey, publicCose, counter: 0, userHandle };
}

function clientData(type: "webauthn.create" | "webauthn.get", challenge: string, origin: string): Buffer {
  return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
}

/** The answer to registration options (`{ challenge, rp: { id } }`), from `origin`. */
export function registrationResponse(
  key: SoftPasskey,
  options: { challenge: string; rp: { id?: string } },
  origin: string,
) {
  const rpId = options.rp.id ?? new URL(origin).hostname;
  const credentialId = Buffer.from(key.id, "base64url");
  const length = Buffer.alloc(2);
  length.writeUInt16BE(credentialId.length);
  const authData = Buffer.concat([
    sha256(rpId),
    Buffer.from([0x45]), // user present, user verified, attested credential data
    Buffer.alloc(4),
    Buffer.alloc(16), // AAGUID
    length,
    credentialId,
    key.publicCose,
  ]);
  const attestationObject = cbor(
    new Map<string, unknown>([
      ["fmt", "none"],
      ["attStmt", new Map()],
      ["authData", authData],
    ]),
  );
  return {
    id: key.id,
    rawId: key.id,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(clientData("webauthn.create", options.challenge, origin)),
      attestationObject: b64url(attestationObject),
      transports: ["internal"],
    },
  };
}

/** The answer to authentication options (`{ challenge, rpId }`), from `origin`. */
export function authenticationResponse(
  key: SoftPasskey,
  options: { challenge: string; rpId?: string },
  origin: string,
) {
  const rpId = options.rpId ?? new URL(origin).hostname;
  key.counter++;
  const counter = Buffer.alloc(4);
  counter.writeUInt32BE(key.counter);
  const authData = Buffer.concat([sha256(rpId), Buffer.from([0x05]), counter]);
  const data = clientData("webauthn.get", options.challenge, origin);
  const signature = sign("sha256", Buffer.concat([authData, sha256(data)]), key.privateKey);
  return {
    id: key.id,
    rawId: key.id,
    type: "public-key",
    clientExtensionResults: {},
    response: {
      clientDataJSON: b64url(data),
      authenticatorData: b64url(authData),
      signature: b64url(signature),
      userHandle: key.userHandle,
    },
  };
}
