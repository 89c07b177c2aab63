//! A position's fingerprint: a 64-bit FNV-1a hash that is the same on every platform the game runs
//! on (a server on x86_64, a page in wasm32), so a client can check after each online event that its
//! position is the server's.

use std::fmt;
use std::hash::{Hash, Hasher};
use std::num::NonZeroU64;

/// FNV-1a, 64-bit; sizes are written as 64-bit numbers whatever the platform's `usize`.
pub struct Fingerprint(u64);

impl Default for Fingerprint {
    fn default() -> Self {
        Fingerprint(0xcbf2_9ce4_8422_2325)
    }
}

impl Fingerprint {
    /// The hash, never zero (a zero would be taken as 1), so an event holds it in 8 bytes.
    fn never_zero(&self) -> NonZeroU64 {
        NonZeroU64::new(self.0).unwrap_or(NonZeroU64::MIN)
    }
}

impl Hasher for Fingerprint {
    fn write(&mut self, bytes: &[u8]) {
        for &b in bytes {
            self.0 = (self.0 ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3);
        }
    }

    fn write_usize(&mut self, i: usize) {
        self.write_u64(i as u64);
    }

    fn write_isize(&mut self, i: isize) {
        self.write_i64(i as i64);
    }

    fn finish(&self) -> u64 {
        self.0
    }
}

impl fmt::Write for Fingerprint {
    fn write_str(&mut self, s: &str) -> fmt::Result {
        self.write(s.as_bytes());
        Ok(())
    }
}

/// The fingerprint of a value through its `Hash`.
pub fn of_hash(value: &impl Hash) -> NonZeroU64 {
    let mut f = Fingerprint::default();
    value.hash(&mut f);
    f.never_zero()
}

/// The fingerprint of a value through its `Debug` text (for states that print every field), with
/// nothing allocated.
pub fn of_debug(value: &impl fmt::Debug) -> NonZeroU64 {
    use fmt::Write;
    let mut f = Fingerprint::default();
    // Writing into a hasher cannot fail.
    let _ = write!(f, "{value:?}");
    f.never_zero()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn known_values_and_sizes_as_64_bits() {
        // FNV-1a's published test vectors.
        assert_eq!(of_debug(&format_args!("")).get(), 0xcbf2_9ce4_8422_2325);
        assert_eq!(of_debug(&format_args!("a")).get(), 0xaf63_dc4c_8601_ec8c);
        // A usize hashes as the u64 of the same value, so wasm32 and x86_64 agree.
        assert_eq!(of_hash(&7usize), of_hash(&7u64));
        assert_ne!(of_hash(&[1u8, 2]), of_hash(&[2u8, 1]));
    }
}
