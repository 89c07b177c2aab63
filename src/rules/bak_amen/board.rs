//! Bak-Amen's board: the points of each player's track, the Nile, and where they lie on the Senet
//! board.

pub const PAWNS: u8 = 12;
/// Points on each player's track.
pub const POINTS: u8 = 20;
/// The home board: points 1 to 5.
pub const HOME: u8 = 5;
/// The Nile (the bar), as a point of the track: a pawn there enters on the other player's home board.
pub const NILE: u8 = 21;
/// A pawn borne off.
pub const OFF: u8 = 0;
/// The opening set-up, on each player's own points: two back pawns, four on the far corner (the Delta),
/// two in the outer board, four at the top of the home board.
pub const START: [(u8, u8); 4] = [(20, 2), (11, 4), (7, 2), (5, 4)];

/// The Senet square (1-30, numbered along the Senet path) under a player's point 1-20.
/// The first player (White, A) bears off past square 30, the second (Red, B) past square 10.
pub fn square_of(seat: u8, point: u8) -> u8 {
    match (seat, point) {
        (0, 1..=10) => 31 - point,
        (0, _) => point - 10,
        (_, 1..=10) => 11 - point,
        (_, _) => point + 10,
    }
}

/// A player's point on a Senet square of the top or bottom row (the Nile row has none).
pub fn point_of(seat: u8, square: u8) -> Option<u8> {
    (1..=POINTS).find(|&p| square_of(seat, p) == square)
}
