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
}
