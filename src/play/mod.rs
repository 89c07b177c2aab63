//! A game in play, as everything that plays one drives it: the screens, the computer seats, saves and
//! the review, and the online server to come. One interface, [`Match`], for all six games: it holds the
//! engine, the seeded throws the match draws, and the record kept in step with both; each throw and
//! action is checked by the engine and refused with the engine's reason. No Bevy here.
//!
//! - [`race`]: the generic match of the race games ([`race::RacePlay`]), whose turns are throws and
//!   actions handed to a [`crate::rules::common::race::RaceGame`].
//! - [`games`]: how each race game keeps its record ([`race::RaceRules`] for Senet, the Hyena game,
//!   family Mehen and Bak-Amen).
//! - [`mehen`]: Horton's Mehen as a match.
//! - [`setup`]: any game started from a [`setup::Setup`] and played with actions as record text
//!   ([`setup::AnyMatch`]), what a server holding rooms of different games drives.

pub mod games;
pub mod mehen;
pub mod race;
pub mod setup;
pub mod verify;

use crate::rules::GameKind;

/// How the last throw lies on the table.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum ThrowFaces {
    /// Sticks: which landed flat side up.
    Sticks(Vec<bool>),
    /// Dice: the face each shows.
    Dice(Vec<u8>),
}

/// A throw as it fell: how it lies, the number the engine was handed, and a serial that changes with
/// every throw of the match (so a screen replays the tumble even for two equal throws).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Thrown {
    pub faces: ThrowFaces,
    pub value: u8,
    pub serial: u32,
}

/// One game played with its own seeded throws: the interface every game implements.
pub trait Match {
    type Action: Copy + PartialEq + std::fmt::Debug;
    /// What a throw or an action did, as the engine reports it.
    type Event: Clone + std::fmt::Debug;
    /// Why a throw or an action is refused.
    type Refusal: std::error::Error + Clone;

    fn kind(&self) -> GameKind;
    fn players(&self) -> u8;
    /// The seat to move (0 first), or `None` once the game is over.
    fn seat_to_move(&self) -> Option<u8>;
    /// Is a throw due (rather than an action)?
    fn throw_due(&self) -> bool;
    /// Throws for the seat to move, from the match's seeded throws.
    fn throw(&mut self) -> Result<(Thrown, Vec<Self::Event>), Self::Refusal>;
    /// Gives the seat to move a throw made elsewhere (an online game's server), by the number the
    /// engine takes; the match's own throws are not drawn.
    fn throw_value(&mut self, value: u8) -> Result<(Thrown, Vec<Self::Event>), Self::Refusal>;
    /// The actions the seat to move may take now (when a throw is due: those it may take instead).
    fn legal(&self) -> &[Self::Action];
    /// Plays an action of the seat to move; a refusal changes nothing.
    fn play(&mut self, action: Self::Action) -> Result<Vec<Self::Event>, Self::Refusal>;
    /// The record so far, as the game's record file writes it.
    fn record_text(&self) -> String;
    /// Turns completed.
    fn turns(&self) -> u32;
    /// The winners as a bit per seat, once the game is over (several bits: a tie).
    fn winners(&self) -> Option<u8>;
    /// Where the game stands, as a fingerprint every platform computes alike (an online client
    /// checks its position against the server's after each event).
    fn fingerprint(&self) -> std::num::NonZeroU64;
    /// The action in the record's words (what a client sends), and read back.
    fn action_text(&self, action: Self::Action) -> String;
    fn parse_action(&self, text: &str) -> Option<Self::Action>;
    /// The agreed time ran out: ends the game on its tie-breakers when a turn has just ended (only
    /// Mehen has a time limit); whether it ended.
    fn end_at_time_limit(&mut self) -> bool {
        false
    }
}

#[cfg(test)]
mod tests;
