//! Why a game cannot be set up: its options ([`OptionsError`]) or a position handed to it
//! ([`PositionError`], for lessons, puzzles and saved positions). One type per concept, shared by the
//! rule sets, each variant a sentence a player (or a modder) can act on.

use thiserror::Error;

/// Options that no rule set plays: an unknown word, a number out of range, a rule set that takes none.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum OptionsError {
    /// A word no option of `game` answers to (`known` lists them).
    #[error("`{word}` is not {game} option ({known})")]
    Unknown {
        game: &'static str,
        word: String,
        known: String,
    },
    #[error("option `{0}` is given twice")]
    Twice(String),
    #[error("`{0}` is not a number of squares")]
    NotASquareCount(String),
    #[error("{players} players: {game} is for {min} to {max}")]
    Players {
        game: &'static str,
        players: u8,
        min: u8,
        max: u8,
    },
    #[error("{squares} squares: the board has {min} to {max}")]
    Squares { squares: u8, min: u8, max: u8 },
    #[error("{0} pawns: Senet is played with 5 or 7")]
    SenetPawns(u8),
    #[error("`{0}`: the houses rule set has no options")]
    NoOptions(String),
    #[error("`{0}` is not a Senet rule set")]
    NotASenetRuleSet(String),
    #[error("teams \"{text}\": {problem}")]
    Teams { text: String, problem: TeamsProblem },
}

impl OptionsError {
    /// `players` must be within `min..=max` for `game`.
    pub fn check_players(
        game: &'static str,
        players: u8,
        (min, max): (u8, u8),
    ) -> Result<(), Self> {
        if (min..=max).contains(&players) {
            return Ok(());
        }
        Err(OptionsError::Players {
            game,
            players,
            min,
            max,
        })
    }

    /// A board of `squares` must have `min..=max`.
    pub fn check_squares(squares: u8, (min, max): (u8, u8)) -> Result<(), Self> {
        if (min..=max).contains(&squares) {
            return Ok(());
        }
        Err(OptionsError::Squares { squares, min, max })
    }

    /// The number of an option `squares=N`.
    pub fn square_count(text: &str) -> Result<u8, Self> {
        text.parse()
            .map_err(|_| OptionsError::NotASquareCount(text.into()))
    }

    /// Reads a spiral board's option words (spaces or commas between them): `plain`, `squares=N`
    /// into `squares`, and the game's own words, which `own` takes by answering `true`. Any other
    /// word is refused with the words `game` knows (`known`).
    pub fn read_spiral_options(
        spec: &str,
        (game, known): (&'static str, &str),
        squares: &mut u8,
        mut own: impl FnMut(&str) -> bool,
    ) -> Result<(), Self> {
        let words = spec.split([',', ' ']).map(str::trim);
        for word in words.filter(|w| !w.is_empty()) {
            if let Some(n) = word.strip_prefix("squares=") {
                *squares = Self::square_count(n)?;
            } else if word != "plain" && !own(word) {
                return Err(OptionsError::Unknown {
                    game,
                    word: word.into(),
                    known: known.into(),
                });
            }
        }
        Ok(())
    }
}

/// What is wrong with Team Mehen's teams.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum TeamsProblem {
    #[error("there is no seat {seat} with {players} players")]
    NoSuchSeat { seat: char, players: u8 },
    #[error("seat {0} is in two teams")]
    InTwoTeams(char),
    #[error("Team Mehen is 4 players in 2 teams of two, or 6 players in 3 teams of two")]
    Shape,
    #[error("seat {0} has no team")]
    NoTeam(char),
    #[error("teammates {0} and {1} would play one after the other")]
    Consecutive(char, char),
}

/// A position that is not one of the game: pieces off the board or counted wrong, two on one square,
/// a seat to move that cannot.
#[derive(Debug, Clone, PartialEq, Eq, Error)]
pub enum PositionError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    #[error("give every one of the {0} seats")]
    SeatCount(u8),
    /// A seat (as the game names it) has a piece where none can stand; `what` says which and why.
    #[error("{seat}: {what}")]
    Misplaced { seat: String, what: String },
    #[error("two pieces on square {0}")]
    Shared(u8),
    /// A seat has more (or fewer) pieces than the game gives it.
    #[error("{seat} has {count} pieces, not {expected}")]
    PieceCount {
        seat: String,
        count: u8,
        expected: u8,
    },
    #[error("{lions} lions for {players} players")]
    LionCount { lions: u8, players: u8 },
    #[error("each side needs a pawn on the board")]
    NoPawnOnBoard,
    #[error("seat {0} cannot be the one to move")]
    CannotMove(String),
    #[error("the position belongs to another board")]
    OtherBoard,
    #[error("the teams do not match the number of players")]
    Teams,
}
