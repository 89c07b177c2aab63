//! A turn's action: nothing, or one or two piece moves in the order they are made, and their notation
//! (`docs/notation.md`): `12+4` a pawn walk, `T+3` a pawn entering, `12^25` a pawn jump, `L40-2` a lion
//! walk, `L31^14` a lion jump, `*` after a lion move for a sprint, `>17` after a lion leaving the board
//! for the pawn its mover sends to the head.

use crate::rules::mehen::board::Space;
use std::fmt;

#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum PieceMove {
    /// A pawn walks `points` spaces from `from` (`None`: it enters from the tail).
    PawnWalk { from: Option<Space>, points: u8 },
    /// A pawn jumps across coils for 5 points.
    PawnJump { from: Space, to: Space },
    /// A lion walks outward; `sprint` doubles the points; `bonus` is the mover's pawn sent to the head
    /// when the lion leaves the board.
    LionWalk {
        from: Space,
        points: u8,
        sprint: bool,
        bonus: Option<Space>,
    },
    /// A lion jumps outward across coils: 1 point onto an unblockaded pawn (devouring it), otherwise 5
    /// points, or 3 when sprinting.
    LionJump {
        from: Space,
        to: Space,
        sprint: bool,
    },
    /// The Push: another player's pawn walks `points` spaces toward the head.
    Push { from: Space, points: u8 },
}

impl PieceMove {
    pub fn is_lion(self) -> bool {
        matches!(
            self,
            PieceMove::LionWalk { .. } | PieceMove::LionJump { .. }
        )
    }

    pub fn is_jump(self) -> bool {
        matches!(
            self,
            PieceMove::PawnJump { .. } | PieceMove::LionJump { .. }
        )
    }

    /// A move of the mover's own pawn (walk, entry or jump): the kind a single-piece turn allows.
    pub fn is_own_pawn(self) -> bool {
        matches!(
            self,
            PieceMove::PawnWalk { .. } | PieceMove::PawnJump { .. }
        )
    }

    pub fn is_entry(self) -> bool {
        matches!(self, PieceMove::PawnWalk { from: None, .. })
    }

    /// The space the piece starts from (`None` for the tail).
    pub fn from(self) -> Option<Space> {
        match self {
            PieceMove::PawnWalk { from, .. } => from,
            PieceMove::PawnJump { from, .. }
            | PieceMove::LionWalk { from, .. }
            | PieceMove::LionJump { from, .. }
            | PieceMove::Push { from, .. } => Some(from),
        }
    }
}

/// Up to two piece moves. `Action::PASS` moves nothing.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
pub struct Action {
    pub first: Option<PieceMove>,
    pub second: Option<PieceMove>,
}

impl Action {
    pub const PASS: Action = Action {
        first: None,
        second: None,
    };

    pub fn single(m: PieceMove) -> Action {
        Action {
            first: Some(m),
            second: None,
        }
    }

    pub fn pair(a: PieceMove, b: PieceMove) -> Action {
        Action {
            first: Some(a),
            second: Some(b),
        }
    }

    pub fn is_pass(&self) -> bool {
        self.first.is_none()
    }

    pub fn moves(&self) -> impl Iterator<Item = PieceMove> {
        self.first.into_iter().chain(self.second)
    }
}

impl fmt::Display for PieceMove {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            PieceMove::PawnWalk { from: None, points } => write!(f, "T+{points}"),
            PieceMove::PawnWalk {
                from: Some(s),
                points,
            } => write!(f, "{s}+{points}"),
            PieceMove::PawnJump { from, to } => write!(f, "{from}^{to}"),
            PieceMove::Push { from, points } => write!(f, "!{from}+{points}"),
            PieceMove::LionWalk {
                from,
                points,
                sprint,
                bonus,
            } => {
                write!(f, "L{from}-{points}")?;
                if sprint {
                    write!(f, "*")?;
                }
                if let Some(b) = bonus {
                    write!(f, ">{b}")?;
                }
                Ok(())
            }
            PieceMove::LionJump { from, to, sprint } => {
                write!(f, "L{from}^{to}{}", if sprint { "*" } else { "" })
            }
        }
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match (self.first, self.second) {
            (None, _) => write!(f, "-"),
            (Some(a), None) => write!(f, "{a}"),
            (Some(a), Some(b)) => write!(f, "{a} {b}"),
        }
    }
}

/// A notation error: the 0-based byte offset in the parsed text and what is wrong.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct NotationError {
    pub offset: usize,
    pub message: String,
}

fn err<T>(offset: usize, message: impl Into<String>) -> Result<T, NotationError> {
    Err(NotationError {
        offset,
        message: message.into(),
    })
}

/// Reads a decimal number at `i`, returning it and the offset after it.
fn number(s: &[u8], i: usize, what: &str) -> Result<(u32, usize), NotationError> {
    let mut j = i;
    let mut n: u32 = 0;
    while j < s.len() && s[j].is_ascii_digit() {
        n = n.saturating_mul(10).saturating_add((s[j] - b'0') as u32);
        j += 1;
    }
    if j == i {
        return err(i, format!("expected {what}"));
    }
    Ok((n, j))
}

fn space(n: u32, offset: usize) -> Result<Space, NotationError> {
    if n == 0 || n > 250 {
        return err(offset, format!("space {n} does not exist"));
    }
    Ok(n as Space)
}

fn points(n: u32, offset: usize) -> Result<u8, NotationError> {
    if n == 0 || n > 12 {
        return err(
            offset,
            format!("{n} is not a number of movement points (1-12)"),
        );
    }
    Ok(n as u8)
}

/// A space number at `i` and where it ends (`base` added to error offsets).
fn space_at(s: &[u8], i: usize, what: &str, base: usize) -> Result<(Space, usize), NotationError> {
    let (n, j) = number(s, i, what).map_err(|e| NotationError {
        offset: base + e.offset,
        ..e
    })?;
    Ok((space(n, base + i)?, j))
}

/// A piece move's origin: `L` and a space for a lion, `T` for a pawn at the tail, or a pawn's space;
/// with where the sign after it stands.
fn origin(s: &[u8], base: usize) -> Result<(bool, Option<Space>, usize), NotationError> {
    let lion = s[0] == b'L';
    if !lion && s.first() == Some(&b'T') {
        return Ok((false, None, 1));
    }
    let (from, i) = space_at(s, usize::from(lion), "a space number, T or L", base)?;
    Ok((lion, Some(from), i))
}

impl PieceMove {
    /// Parses one piece move; `base` is added to error offsets.
    pub fn parse(text: &str, base: usize) -> Result<PieceMove, NotationError> {
        let s = text.as_bytes();
        let at = |i: usize| base + i;
        if s.is_empty() {
            return err(base, "expected a piece move");
        }
        if let Some(rest) = text.strip_prefix('!') {
            return match PieceMove::parse(rest, base + 1)? {
                PieceMove::PawnWalk {
                    from: Some(from),
                    points,
                } => Ok(PieceMove::Push { from, points }),
                _ => err(base, "a push is written !<space>+<points>"),
            };
        }
        let (lion, from, mut i) = origin(s, base)?;
        let Some(&op) = s.get(i) else {
            return err(at(i), "expected +, - or ^ after the space");
        };
        let op_at = i;
        i += 1;
        let num = |i: usize, what: &str| {
            number(s, i, what).map_err(|e| NotationError {
                offset: at(e.offset),
                ..e
            })
        };
        let m = match (lion, op) {
            (false, b'+') => {
                let (n, j) = num(i, "points")?;
                let p = points(n, at(i))?;
                i = j;
                PieceMove::PawnWalk { from, points: p }
            }
            (false, b'^') => {
                let Some(from) = from else {
                    return err(at(op_at), "a pawn at the tail cannot jump");
                };
                let (to, j) = space_at(s, i, "the space jumped to", base)?;
                i = j;
                PieceMove::PawnJump { from, to }
            }
            (true, b'-') => {
                let (n, j) = num(i, "points")?;
                let p = points(n, at(i))?;
                i = j;
                let sprint = s.get(i) == Some(&b'*');
                i += usize::from(sprint);
                let bonus = if s.get(i) == Some(&b'>') {
                    let (b, j) =
                        space_at(s, i + 1, "the space of the pawn sent to the head", base)?;
                    i = j;
                    Some(b)
                } else {
                    None
                };
                PieceMove::LionWalk {
                    from: from.expect("lions are always on a space"),
                    points: p,
                    sprint,
                    bonus,
                }
            }
            (true, b'^') => {
                let (to, j) = space_at(s, i, "the space jumped to", base)?;
                i = j;
                let sprint = s.get(i) == Some(&b'*');
                i += usize::from(sprint);
                PieceMove::LionJump {
                    from: from.expect("lions are always on a space"),
                    to,
                    sprint,
                }
            }
            (false, _) => return err(at(op_at), "a pawn move needs + (walk) or ^ (jump)"),
            (true, _) => return err(at(op_at), "a lion move needs - (walk) or ^ (jump)"),
        };
        if i != s.len() {
            return err(at(i), format!("unexpected '{}'", &text[i..]));
        }
        Ok(m)
    }
}

impl Action {
    /// Parses `-`, or one or two piece moves separated by a space; `base` is added to error offsets.
    pub fn parse(text: &str, base: usize) -> Result<Action, NotationError> {
        let trimmed = text.trim_end();
        if trimmed.trim_start() == "-" {
            return Ok(Action::PASS);
        }
        let mut moves = Vec::with_capacity(2);
        let mut offset = 0;
        for part in trimmed.split(' ') {
            if part.is_empty() {
                offset += 1;
                continue;
            }
            if moves.len() == 2 {
                return err(base + offset, "a turn moves at most two pieces");
            }
            moves.push(PieceMove::parse(part, base + offset)?);
            offset += part.len() + 1;
        }
        match moves.as_slice() {
            [] => err(base, "expected an action (- or piece moves)"),
            [a] => Ok(Action::single(*a)),
            [a, b] => Ok(Action::pair(*a, *b)),
            _ => unreachable!(),
        }
    }
}

impl std::str::FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Action, NotationError> {
        Action::parse(s, 0)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_trip() {
        for text in [
            "-",
            "T+4",
            "12+4 L40-2",
            "3^20",
            "L3-4>17",
            "L61-2*",
            "L31^14*",
            "L20^5 8+1",
            "L2-1*>9 T+3",
            "!14+2 T+1",
        ] {
            let a: Action = text.parse().unwrap();
            assert_eq!(a.to_string(), text);
        }
    }

    #[test]
    fn errors_point_at_the_problem() {
        let e = Action::parse("12+4 L40x2", 0).unwrap_err();
        assert_eq!(e.offset, 8);
        let e = Action::parse("12+", 0).unwrap_err();
        assert_eq!(e.offset, 3);
        assert!(Action::parse("T^4", 0).is_err());
        assert!(Action::parse("1+1 2+1 3+1", 0).is_err());
        assert!(Action::parse("0+3", 0).is_err());
        assert!(Action::parse("4+0", 0).is_err());
        assert!(Action::parse("4+99999999999999", 0).is_err());
        assert!(Action::parse("12+4x", 0).is_err());
        assert!(Action::parse("!T+2", 0).is_err());
        assert!(Action::parse("!L3-1", 0).is_err());
        assert!(Action::parse("!3^20", 0).is_err());
    }
}
