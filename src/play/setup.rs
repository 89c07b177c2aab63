//! A game started from a setup, and played whatever its rules: [`start`] makes any of the six games
//! from a [`Setup`] (the rule set, the players, the options as the record's `[Options]` tag writes
//! them, Mehen's board, the seed of its throws), and [`AnyMatch`] plays it with actions written as
//! the record writes them. This is what a server holding rooms of different games drives.

use super::Match;
use super::Thrown;
use super::mehen::MehenMatch;
use super::race::RacePlay;
use crate::ai::Level;
use crate::ai::Slices;
use crate::dice::Sticks;
use crate::rules::common::setup_error::{OptionsError, PositionError};
use crate::rules::common::turn_record::{Recorded, TurnRecord};
use crate::rules::mehen::options::Teams;
use crate::rules::senet::record::SenetRecord;
use crate::rules::{
    GameKind,
    mehen::{Board, Game, Options, Rules},
};
use crate::rules::{bak_amen, family, hyena, senet};
use std::sync::Arc;
use std::time::Duration;

/// What a new game is.
#[derive(Debug, Clone, PartialEq, Eq, serde::Serialize, serde::Deserialize)]
pub struct Setup {
    pub kind: GameKind,
    pub players: u8,
    /// The options as the game's record writes them (`gated push`, `seven triple`, `three`).
    pub options: String,
    /// Mehen's board, by its built-in name (`classic`, `great`); the other games ignore it.
    pub board: String,
    /// Team Mehen's teams as the record's `[Teams]` tag writes them (`AC BD`); empty: none.
    #[serde(default)]
    pub teams: String,
    /// A board of the player's own (its file's text), named `board`; none: a built-in board.
    #[serde(default)]
    pub board_ron: Option<String>,
    /// The seed of the match's throws.
    pub seed: u64,
}

/// Why a game cannot start from a setup.
#[derive(Debug, Clone, PartialEq, thiserror::Error)]
pub enum SetupError {
    #[error(transparent)]
    Options(#[from] OptionsError),
    #[error(transparent)]
    Position(#[from] PositionError),
    #[error("`{0}` is not a built-in board")]
    UnknownBoard(String),
    /// A board of the player's own that does not load: the board file's problem.
    #[error("{0}")]
    Board(String),
}

/// Why an action written as text is refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum Refused {
    #[error("`{0}` is not an action of this game")]
    NotAnAction(String),
    /// The engine's reason.
    #[error("{0}")]
    Illegal(String),
}

/// A game in play whatever its rules, its actions as record text.
pub trait AnyMatch: Send + Sync {
    fn kind(&self) -> GameKind;
    fn players(&self) -> u8;
    fn seat_to_move(&self) -> Option<u8>;
    fn throw_due(&self) -> bool;
    /// Throws for the seat to move from the match's seeded throws.
    fn throw(&mut self) -> Result<Thrown, Refused>;
    /// Gives the seat to move a throw made elsewhere (an online game's server).
    fn throw_value(&mut self, value: u8) -> Result<Thrown, Refused>;
    /// The legal actions, as the record writes them.
    fn legal(&self) -> Vec<String>;
    /// Plays the action written `text`; a refusal changes nothing.
    fn play(&mut self, text: &str) -> Result<(), Refused>;
    fn record_text(&self) -> String;
    fn turns(&self) -> u32;
    fn winners(&self) -> Option<u8>;
    /// Where the game stands, as a fingerprint every platform computes alike.
    fn fingerprint(&self) -> std::num::NonZeroU64;
    /// What the computer at `level` plays for the seat to move: `None` to throw.
    fn computer(&self, level: Level, seed: u64) -> Option<String>;
    /// The same within about `budget` of thinking: a search still running then gives its best move
    /// yet (a server's computer on a huge board answers late by at most one piece of its search).
    fn computer_within(&self, level: Level, seed: u64, budget: Duration) -> Option<String>;
    /// A copy to try a move on.
    fn fork(&self) -> Box<dyn AnyMatch>;
}

/// The action text of the time limit running out (an online room's clock): played as an action so
/// a room's events replay it, but never one a player may send.
pub const TIME_UP: &str = "time";

/// The computer's choice for the seat to move of a match: `None` to throw. Its budget: none, thinking
/// as long as the level's search takes.
pub trait ComputerMove: Match {
    fn computer_action(
        &self,
        level: Level,
        seed: u64,
        budget: Option<Duration>,
    ) -> Option<Self::Action>;
}

/// A choice's pieces done to the end, or within `budget`.
fn think<S: Slices>(choosing: S, budget: Option<Duration>) -> Option<S::Answer> {
    match budget {
        None => Some(choosing.finish()),
        Some(budget) => choosing.finish_within(budget),
    }
}

impl ComputerMove for MehenMatch {
    fn computer_action(
        &self,
        level: Level,
        seed: u64,
        budget: Option<Duration>,
    ) -> Option<crate::rules::mehen::Action> {
        if Match::throw_due(self) {
            return None;
        }
        think(crate::ai::Bot::new(level, seed).begin(self.game()), budget)
    }
}

impl<G: super::race::RaceRules + crate::ai::race::Evaluate> ComputerMove for RacePlay<G> {
    fn computer_action(
        &self,
        level: Level,
        seed: u64,
        budget: Option<Duration>,
    ) -> Option<G::Action> {
        let choosing =
            crate::ai::race::RaceBot::new(level, seed).begin(&self.game, Match::legal(self));
        think(choosing, budget).flatten()
    }
}

impl<M: Match + ComputerMove + Clone + Send + Sync + 'static> AnyMatch for M {
    fn fork(&self) -> Box<dyn AnyMatch> {
        Box::new(self.clone())
    }

    fn computer(&self, level: Level, seed: u64) -> Option<String> {
        self.computer_action(level, seed, None)
            .map(|a| self.action_text(a))
    }

    fn computer_within(&self, level: Level, seed: u64, budget: Duration) -> Option<String> {
        self.computer_action(level, seed, Some(budget))
            .map(|a| self.action_text(a))
    }

    fn kind(&self) -> GameKind {
        Match::kind(self)
    }

    fn players(&self) -> u8 {
        Match::players(self)
    }

    fn seat_to_move(&self) -> Option<u8> {
        Match::seat_to_move(self)
    }

    fn throw_due(&self) -> bool {
        Match::throw_due(self)
    }

    fn throw(&mut self) -> Result<Thrown, Refused> {
        Match::throw(self)
            .map(|(thrown, _)| thrown)
            .map_err(|e| Refused::Illegal(e.to_string()))
    }

    fn throw_value(&mut self, value: u8) -> Result<Thrown, Refused> {
        Match::throw_value(self, value)
            .map(|(thrown, _)| thrown)
            .map_err(|e| Refused::Illegal(e.to_string()))
    }

    fn legal(&self) -> Vec<String> {
        Match::legal(self)
            .iter()
            .map(|&a| self.action_text(a))
            .collect()
    }

    fn play(&mut self, text: &str) -> Result<(), Refused> {
        if text == TIME_UP {
            return if Match::end_at_time_limit(self) {
                Ok(())
            } else {
                Err(Refused::Illegal("the game cannot end on time now".into()))
            };
        }
        let action = self
            .parse_action(text)
            .ok_or_else(|| Refused::NotAnAction(text.to_string()))?;
        Match::play(self, action)
            .map(|_| ())
            .map_err(|e| Refused::Illegal(e.to_string()))
    }

    fn record_text(&self) -> String {
        Match::record_text(self)
    }

    fn turns(&self) -> u32 {
        Match::turns(self)
    }

    fn winners(&self) -> Option<u8> {
        Match::winners(self)
    }

    fn fingerprint(&self) -> std::num::NonZeroU64 {
        Match::fingerprint(self)
    }
}

/// A new match of the game `setup` describes.
pub fn start(setup: &Setup) -> Result<Box<dyn AnyMatch>, SetupError> {
    let throws = || Sticks::seeded(setup.seed);
    Ok(match setup.kind {
        GameKind::Mehen => {
            let board = match &setup.board_ron {
                Some(text) => Arc::new(
                    Board::from_ron(text, &setup.board)
                        .map_err(|e| SetupError::Board(e.to_string()))?,
                ),
                None => Board::shared_builtin(&setup.board)
                    .ok_or_else(|| SetupError::UnknownBoard(setup.board.clone()))?,
            };
            let teams = match setup.teams.trim() {
                "" => None,
                t => Some(Teams::parse(t, setup.players)?),
            };
            let rules = Rules::new(Options::parse(&setup.options)?, teams);
            let game = Game::with_rules(board, setup.players, rules)?;
            Box::new(MehenMatch::new(game, &setup.board, setup.seed))
        }
        GameKind::SenetKendall | GameKind::SenetHouses => {
            let name = setup.kind.name();
            let game = senet::Senet::new(senet::game_options(name, &setup.options)?)?;
            let record = SenetRecord::new(name, &setup.options);
            Box::new(RacePlay::new(game, record, throws(), setup.seed))
        }
        GameKind::Hyena => Box::new(turn_record_match::<hyena::Hyena>(&on_spiral(setup)?)?),
        GameKind::FamilyMehen => Box::new(turn_record_match::<family::Family>(&on_spiral(setup)?)?),
        GameKind::BakAmen => Box::new(turn_record_match::<bak_amen::BakAmen>(setup)?),
    })
}

/// A spiral game on a board of the player's own: its squares are the board's.
fn on_spiral(setup: &Setup) -> Result<Setup, SetupError> {
    let mut setup = setup.clone();
    if let Some(text) = &setup.board_ron {
        let board = crate::rules::common::spiral::SpiralBoard::from_ron(text, &setup.board)
            .map_err(|e| SetupError::Board(e.to_string()))?;
        setup.options = format!("{} squares={}", setup.options, board.squares);
    }
    Ok(setup)
}

/// A game whose record is a turn record, from its `[Players]` and `[Options]`.
fn turn_record_match<G>(setup: &Setup) -> Result<RacePlay<G>, SetupError>
where
    G: Recorded + super::race::RaceRules<Record = TurnRecord<G>>,
{
    let game = G::from_tags(setup.players, &setup.options)?;
    let record = TurnRecord::new_for(&game);
    Ok(RacePlay::new(
        game,
        record,
        Sticks::seeded(setup.seed),
        setup.seed,
    ))
}
