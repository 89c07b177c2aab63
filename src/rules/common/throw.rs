//! A throw of the four sticks, told by how many flat sides land up.

use std::fmt;

/// Flat sides up, 0 to 4. 0 and 4 are Mehen throws; otherwise each flat side is worth 2 points.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Throw(u8);

impl Throw {
    pub const STICKS: u8 = 4;

    pub fn new(flats: u8) -> Option<Throw> {
        (flats <= Self::STICKS).then_some(Throw(flats))
    }

    pub fn flats(self) -> u8 {
        self.0
    }

    /// All sticks alike (all flat or all round): the snake god stirs.
    pub fn is_mehen(self) -> bool {
        self.0 == 0 || self.0 == Self::STICKS
    }

    /// Movement points of a non-Mehen throw (2, 4 or 6); 0 for a Mehen throw.
    pub fn points(self) -> u8 {
        if self.is_mehen() { 0 } else { 2 * self.0 }
    }
}

/// What a game throws. A throw is told by a small number: the flat sides up for sticks.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum ThrowDevice {
    /// This many two-sided sticks (Mehen and Senet four, the Hyena game three).
    Sticks(u8),
    /// One six-sided die (family Mehen): 1 to 6.
    Die,
    /// Two six-sided dice (Bak-Amen), told as two digits: `53` is a five and a three.
    TwoDice,
}

impl ThrowDevice {
    /// Every throw and its chance (summing to 1).
    pub fn odds(self) -> &'static [(u8, f32)] {
        match self {
            ThrowDevice::Sticks(3) => &[(0, 0.125), (1, 0.375), (2, 0.375), (3, 0.125)],
            ThrowDevice::Die => &[
                (1, 1.0 / 6.0),
                (2, 1.0 / 6.0),
                (3, 1.0 / 6.0),
                (4, 1.0 / 6.0),
                (5, 1.0 / 6.0),
                (6, 1.0 / 6.0),
            ],
            ThrowDevice::TwoDice => &TWO_DICE,
            ThrowDevice::Sticks(_) => &[
                (0, 1.0 / 16.0),
                (1, 4.0 / 16.0),
                (2, 6.0 / 16.0),
                (3, 4.0 / 16.0),
                (4, 1.0 / 16.0),
            ],
        }
    }
}

/// The 21 different throws of two dice (the higher die first), a double 1/36, the others 2/36.
const TWO_DICE: [(u8, f32); 21] = {
    let mut out = [(0u8, 0f32); 21];
    let mut i = 0;
    let mut hi = 1;
    while hi <= 6 {
        let mut lo = 1;
        while lo <= hi {
            out[i] = (hi * 10 + lo, if hi == lo { 1.0 / 36.0 } else { 2.0 / 36.0 });
            i += 1;
            lo += 1;
        }
        hi += 1;
    }
    out
};

impl fmt::Display for Throw {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn points_and_mehen() {
        let expect = [
            (0, true, 0),
            (1, false, 2),
            (2, false, 4),
            (3, false, 6),
            (4, true, 0),
        ];
        for (flats, mehen, points) in expect {
            let t = Throw::new(flats).unwrap();
            assert_eq!(t.is_mehen(), mehen, "{flats}");
            assert_eq!(t.points(), points, "{flats}");
        }
        assert!(Throw::new(5).is_none());
    }

    #[test]
    fn device_odds_are_binomial() {
        for sticks in [3u8, 4] {
            let odds = ThrowDevice::Sticks(sticks).odds();
            assert_eq!(odds.len(), sticks as usize + 1);
            let sum: f32 = odds.iter().map(|o| o.1).sum();
            assert!((sum - 1.0).abs() < 1e-6);
            // C(n, k) / 2^n
            let mut c = 1.0f32;
            for (k, &(value, p)) in odds.iter().enumerate() {
                assert_eq!(value as usize, k);
                assert!(
                    (p - c / 2f32.powi(sticks as i32)).abs() < 1e-6,
                    "{sticks} sticks, {k}"
                );
                c = c * (sticks as usize - k) as f32 / (k + 1) as f32;
            }
        }
    }
}
