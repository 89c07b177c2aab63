//! The optional advanced rules and Team Mehen (`docs/rules/mehen.md`, "Advanced rules").

use crate::rules::common::setup_error::{OptionsError, TeamsProblem};
use crate::rules::mehen::position::{MAX_SEATS, Seat};
use std::fmt;

/// Advanced rules, each independent; written as keywords in `[Options "..."]` and `--options`.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Options {
    /// Gated Blockades: a blockade formed only across coils lets its owner's pawns slide through.
    pub gated: bool,
    /// The Push: move an enclosed opponent pawn that one of your pawns touches across coils.
    pub push: bool,
    /// Lions Unleashed: lions may jump from the three outermost spaces of the inner coil.
    pub unleashed: bool,
    /// Tickling the Tongue: ending a turn with a pawn in the head earns one more throw (a stir only).
    pub tickle: bool,
    /// Tie Breaker: a tie at three enlightened pawns plays on until it is broken.
    pub tiebreak: bool,
    /// Radical Elimination: a player with no pawn left in the race stops taking turns.
    pub radical: bool,
}

impl Options {
    /// Every keyword, in the order they are written.
    pub const KEYWORDS: [&'static str; 6] = [
        "gated",
        "push",
        "unleashed",
        "tickle",
        "tiebreak",
        "radical",
    ];

    fn flag(&mut self, keyword: &str) -> Option<&mut bool> {
        Some(match keyword {
            "gated" => &mut self.gated,
            "push" => &mut self.push,
            "unleashed" => &mut self.unleashed,
            "tickle" => &mut self.tickle,
            "tiebreak" => &mut self.tiebreak,
            "radical" => &mut self.radical,
            _ => return None,
        })
    }

    pub fn is_set(&self, keyword: &str) -> bool {
        let mut copy = *self;
        copy.flag(keyword).is_some_and(|f| *f)
    }

    /// Parses keywords separated by spaces or commas (empty text: no options).
    pub fn parse(text: &str) -> Result<Options, OptionsError> {
        let mut o = Options::default();
        for word in text.split([' ', ',']).filter(|w| !w.is_empty()) {
            match o.flag(word) {
                Some(f) if *f => return Err(OptionsError::Twice(word.into())),
                Some(f) => *f = true,
                None => {
                    return Err(OptionsError::Unknown {
                        game: "a Mehen",
                        word: word.into(),
                        known: Self::KEYWORDS.join(", "),
                    });
                }
            }
        }
        Ok(o)
    }
}

impl fmt::Display for Options {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let words: Vec<&str> = Self::KEYWORDS
            .into_iter()
            .filter(|k| self.is_set(k))
            .collect();
        write!(f, "{}", words.join(" "))
    }
}

/// Team Mehen: 4 players in 2 teams or 6 in 3, teammates never playing one after the other.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub struct Teams {
    team_of: [u8; MAX_SEATS],
    count: u8,
}

impl Teams {
    /// Parses `"AC BD"`: one word per team, the seats of its members.
    pub fn parse(text: &str, players: u8) -> Result<Teams, OptionsError> {
        let wrong = |problem| OptionsError::Teams {
            text: text.into(),
            problem,
        };
        let words: Vec<&str> = text.split_whitespace().collect();
        let mut team_of = [u8::MAX; MAX_SEATS];
        for (t, word) in words.iter().enumerate() {
            for c in word.chars() {
                let seat = Seat::from_letter(c)
                    .filter(|s| s.0 < players)
                    .ok_or(wrong(TeamsProblem::NoSuchSeat { seat: c, players }))?;
                if team_of[seat.index()] != u8::MAX {
                    return Err(wrong(TeamsProblem::InTwoTeams(c)));
                }
                team_of[seat.index()] = t as u8;
            }
        }
        let valid_shape = matches!((players, words.len()), (4, 2) | (6, 3))
            && words.iter().all(|w| w.chars().count() == 2);
        if !valid_shape {
            return Err(wrong(TeamsProblem::Shape));
        }
        if let Some(i) = (0..players as usize).find(|&i| team_of[i] == u8::MAX) {
            return Err(wrong(TeamsProblem::NoTeam(Seat(i as u8).letter())));
        }
        for i in 0..players as usize {
            let next = (i + 1) % players as usize;
            if team_of[i] == team_of[next] {
                return Err(wrong(TeamsProblem::Consecutive(
                    Seat(i as u8).letter(),
                    Seat(next as u8).letter(),
                )));
            }
        }
        Ok(Teams {
            team_of,
            count: words.len() as u8,
        })
    }

    pub fn count(&self) -> u8 {
        self.count
    }

    pub fn team_of(&self, seat: Seat) -> u8 {
        self.team_of[seat.index()]
    }

    /// The seats of team `t`, in seat order.
    pub fn members(&self, t: u8) -> impl Iterator<Item = Seat> + '_ {
        (0..MAX_SEATS as u8)
            .map(Seat)
            .filter(move |s| self.team_of[s.index()] == t)
    }

    /// Written as in the `[Teams]` tag, each team in seat order.
    pub fn to_tag(&self) -> String {
        (0..self.count)
            .map(|t| self.members(t).map(|s| s.letter()).collect::<String>())
            .collect::<Vec<_>>()
            .join(" ")
    }
}

/// The rule set of one game: options and, for Team Mehen, the teams.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub struct Rules {
    pub options: Options,
    pub teams: Option<Teams>,
}

impl Rules {
    /// Team games always play with Gated Blockades and The Push.
    pub fn new(mut options: Options, teams: Option<Teams>) -> Rules {
        if teams.is_some() {
            options.gated = true;
            options.push = true;
        }
        Rules { options, teams }
    }

    /// The side a seat plays for: its team, or itself.
    #[inline]
    pub fn side(&self, seat: Seat) -> u8 {
        match &self.teams {
            Some(t) => t.team_of(seat),
            None => seat.0,
        }
    }

    #[inline]
    pub fn teammates(&self, a: Seat, b: Seat) -> bool {
        a != b && self.teams.is_some_and(|t| t.team_of(a) == t.team_of(b))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options_parse_and_print() {
        let o = Options::parse("push, gated tickle").unwrap();
        assert!(o.gated && o.push && o.tickle && !o.radical);
        assert_eq!(o.to_string(), "gated push tickle");
        assert!(Options::parse("gated gated").is_err());
        assert!(
            Options::parse("fast")
                .unwrap_err()
                .to_string()
                .contains("`fast` is not a Mehen option")
        );
        assert_eq!(Options::parse("").unwrap(), Options::default());
    }

    #[test]
    fn teams_alternate_seats() {
        let t = Teams::parse("AC BD", 4).unwrap();
        assert_eq!(t.team_of(Seat(2)), 0);
        assert_eq!(t.to_tag(), "AC BD");
        assert!(Teams::parse("AD BE CF", 6).is_ok());
        assert!(
            Teams::parse("AB CD", 4)
                .unwrap_err()
                .to_string()
                .contains("one after the other")
        );
        assert!(
            Teams::parse("AF BD CE", 6)
                .unwrap_err()
                .to_string()
                .contains("F and A"),
            "the order wraps around"
        );
        assert!(Teams::parse("AC BD", 5).is_err());
        assert!(Teams::parse("AC BE", 4).is_err());
        assert!(Teams::parse("AC", 4).is_err());
        let r = Rules::new(Options::default(), Some(t));
        assert!(r.options.gated && r.options.push);
        assert!(r.teammates(Seat(0), Seat(2)) && !r.teammates(Seat(0), Seat(1)));
    }
}
