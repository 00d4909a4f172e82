//! Just enough OpenPGP (RFC 4880) to check a commit-signing key before a bootstrap starts: read
//! the first secret key of a binary key ring and, when it is protected, check that the
//! passphrase decrypts it (the SHA-1 or sum checksum of the secret material must match).

use openssl::hash::{Hasher, MessageDigest};
use openssl::symm::{Cipher, decrypt};

#[derive(Debug, thiserror::Error, PartialEq, Eq)]
pub enum Error {
    #[error("no secret key found in the key ring")]
    NoSecretKey,
    #[error("malformed key ring: {reason}")]
    Malformed { reason: &'static str },
    #[error("unsupported {what} {id}")]
    Unsupported { what: &'static str, id: u8 },
    #[error("private key checksum failure (wrong passphrase?)")]
    Checksum,
}

const SECRET_KEY_TAG: u8 = 5;

/// Checks that the first secret key of `ring` is usable with `passphrase`.
pub fn check_secret_key(ring: &[u8], passphrase: &str) -> Result<(), Error> {
    let body = first_packet(ring, SECRET_KEY_TAG)?;
    let mut reader = Reader { data: body, at: 0 };
    let version = reader.byte()?;
    if version != 4 {
        return Err(Error::Unsupported {
            what: "key version",
            id: version,
        });
    }
    reader.take(4)?; // creation time
    let algorithm = reader.byte()?;
    skip_public_material(&mut reader, algorithm)?;
    let usage = reader.byte()?;
    if usage == 0 {
        return Ok(());
    }
    if usage != 254 && usage != 255 {
        return Err(Error::Unsupported {
            what: "secret key protection",
            id: usage,
        });
    }
    let cipher_id = reader.byte()?;
    let (cipher, key_len) = match cipher_id {
        7 => (Cipher::aes_128_cfb128(), 16),
        8 => (Cipher::aes_192_cfb128(), 24),
        9 => (Cipher::aes_256_cfb128(), 32),
        other => {
            return Err(Error::Unsupported {
                what: "cipher",
                id: other,
            });
        }
    };
    let key = string_to_key(&mut reader, passphrase.as_bytes(), key_len)?;
    let iv = reader.take(16)?;
    let encrypted = &body[reader.at..];
    let plain = decrypt(cipher, &key, Some(iv), encrypted).map_err(|_| Error::Checksum)?;
    let valid = if usage == 254 {
        plain.len() > 20 && {
            let (material, checksum) = plain.split_at(plain.len() - 20);
            openssl::sha::sha1(material) == checksum
        }
    } else {
        plain.len() > 2 && {
            let (material, checksum) = plain.split_at(plain.len() - 2);
            let sum = material
                .iter()
                .fold(0u16, |sum, byte| sum.wrapping_add(u16::from(*byte)));
            sum.to_be_bytes() == checksum
        }
    };
    if valid { Ok(()) } else { Err(Error::Checksum) }
}

struct Reader<'a> {
    data: &'a [u8],
    at: usize,
}

impl<'a> Reader<'a> {
    fn take(&mut self, count: usize) -> Result<&'a [u8], Error> {
        let end = self
            .at
            .checked_add(count)
            .filter(|end| *end <= self.data.len());
        let end = end.ok_or(Error::Malformed {
            reason: "truncated packet",
        })?;
        let bytes = &self.data[self.at..end];
        self.at = end;
        Ok(bytes)
    }

    fn byte(&mut self) -> Result<u8, Error> {
        Ok(self.take(1)?[0])
    }

    fn mpi(&mut self) -> Result<(), Error> {
        let bits = self.take(2)?;
        let bits = usize::from(u16::from_be_bytes([bits[0], bits[1]]));
        self.take(bits.div_ceil(8)).map(|_| ())
    }

    fn oid(&mut self) -> Result<(), Error> {
        let len = usize::from(self.byte()?);
        self.take(len).map(|_| ())
    }
}

/// The body of the first packet with `tag`.
fn first_packet(mut data: &[u8], tag: u8) -> Result<&[u8], Error> {
    let malformed = |reason| Error::Malformed { reason };
    while let Some((&header, rest)) = data.split_first() {
        if header & 0x80 == 0 {
            return Err(malformed("not an OpenPGP packet"));
        }
        let (packet_tag, len, rest) = if header & 0x40 != 0 {
            let (len, rest) = new_length(rest).ok_or(malformed("bad packet length"))?;
            (header & 0x3f, len, rest)
        } else {
            let size = match header & 3 {
                0 => 1,
                1 => 2,
                2 => 4,
                _ => return Err(malformed("indeterminate packet length")),
            };
            let bytes = rest.get(..size).ok_or(malformed("bad packet length"))?;
            let len = bytes
                .iter()
                .fold(0usize, |len, byte| (len << 8) | usize::from(*byte));
            ((header >> 2) & 0x0f, len, &rest[size..])
        };
        let body = rest.get(..len).ok_or(malformed("truncated packet"))?;
        if packet_tag == tag {
            return Ok(body);
        }
        data = &rest[len..];
    }
    Err(Error::NoSecretKey)
}

fn new_length(data: &[u8]) -> Option<(usize, &[u8])> {
    let first = usize::from(*data.first()?);
    match first {
        0..=191 => Some((first, &data[1..])),
        192..=223 => {
            let second = usize::from(*data.get(1)?);
            Some((((first - 192) << 8) + second + 192, &data[2..]))
        }
        255 => {
            let bytes = data.get(1..5)?;
            let len = bytes
                .iter()
                .fold(0usize, |len, byte| (len << 8) | usize::from(*byte));
            Some((len, &data[5..]))
        }
        // Partial lengths are not used for key packets.
        _ => None,
    }
}

fn skip_public_material(reader: &mut Reader<'_>, algorithm: u8) -> Result<(), Error> {
    match algorithm {
        1..=3 => (0..2).try_for_each(|_| reader.mpi()),
        16 => (0..3).try_for_each(|_| reader.mpi()),
        17 => (0..4).try_for_each(|_| reader.mpi()),
        18 => {
            reader.oid()?;
            reader.mpi()?;
            let len = usize::from(reader.byte()?);
            reader.take(len).map(|_| ())
        }
        19 | 22 => {
            reader.oid()?;
            reader.mpi()
        }
        25 | 27 => reader.take(32).map(|_| ()),
        26 => reader.take(56).map(|_| ()),
        28 => reader.take(57).map(|_| ()),
        other => Err(Error::Unsupported {
            what: "public key algorithm",
            id: other,
        }),
    }
}

/// Reads an S2K specifier and derives a `key_len`-byte key from the passphrase.
fn string_to_key(
    reader: &mut Reader<'_>,
    passphrase: &[u8],
    key_len: usize,
) -> Result<Vec<u8>, Error> {
    let kind = reader.byte()?;
    let hash_id = reader.byte()?;
    let digest = match hash_id {
        2 => MessageDigest::sha1(),
        8 => MessageDigest::sha256(),
        9 => MessageDigest::sha384(),
        10 => MessageDigest::sha512(),
        11 => MessageDigest::sha224(),
        other => {
            return Err(Error::Unsupported {
                what: "hash",
                id: other,
            });
        }
    };
    let (salt, count) = match kind {
        0 => (&[][..], 0),
        1 => (reader.take(8)?, 0),
        3 => {
            let salt = reader.take(8)?;
            let coded = usize::from(reader.byte()?);
            (salt, (16 + (coded & 15)) << ((coded >> 4) + 6))
        }
        other => {
            return Err(Error::Unsupported {
                what: "string-to-key type",
                id: other,
            });
        }
    };
    let input: Vec<u8> = salt.iter().chain(passphrase).copied().collect();
    let total = count.max(input.len());
    let failed = |_| Error::Malformed {
        reason: "hash failure",
    };
    let mut key = Vec::with_capacity(key_len);
    let mut preload = 0;
    while key.len() < key_len {
        let mut hasher = Hasher::new(digest).map_err(failed)?;
        hasher.update(&vec![0; preload]).map_err(failed)?;
        let mut left = total;
        while left > 0 {
            let chunk = left.min(input.len());
            hasher.update(&input[..chunk]).map_err(failed)?;
            left -= chunk;
        }
        key.extend_from_slice(&hasher.finish().map_err(failed)?);
        preload += 1;
    }
    key.truncate(key_len);
    Ok(key)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn garbage_is_not_a_key_ring() {
        assert!(check_secret_key(b"hello", "").is_err());
        assert_eq!(check_secret_key(&[], ""), Err(Error::NoSecretKey));
    }
}
