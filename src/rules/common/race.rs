//! What every race game of the collection shares, for code that works on any of them (random playouts,
//! computer opponents, tournaments): a game handed throws of its device (sticks so far), whose seats
//! choose among legal actions, until someone wins.

use crate::rules::common::throw::{Throw, ThrowDevice};

/// A throw or an action at the wrong moment of a turn, as every race engine refuses it.
#[derive(Debug, Clone, Copy, PartialEq, Eq, thiserror::Error)]
pub enum OutOfTurn {
    #[error("the game is over")]
    Over,
    #[error("a throw is due, not a move")]
    ThrowDue,
    #[error("a move is due, not a throw")]
    MoveDue,
}

pub trait RaceGame: Clone {
    type Action: Copy + PartialEq + std::fmt::Debug;
    /// Why a throw or an action is refused (the engine's reason, in words a player can read).
    type Illegal: std::error::Error + Clone + PartialEq + Send + Sync + 'static;

    /// The seat to move (0 first), or `None` once the game is over.
    fn seat_to_move(&self) -> Option<u8>;
    /// Is a throw due? (Actions listed then are the ones a seat may take instead of throwing.)
    fn throw_due(&self) -> bool;
    /// Hands the game a throw of its device (for sticks: the flat sides up).
    fn give_throw(&mut self, throw: u8) -> Result<(), Self::Illegal>;
    fn actions(&self, out: &mut Vec<Self::Action>);
    /// Is `action` among the legal actions now? (An engine may answer without listing them.)
    fn is_legal(&self, action: Self::Action) -> bool {
        let mut legal = Vec::new();
        self.actions(&mut legal);
        legal.contains(&action)
    }
    fn take(&mut self, action: Self::Action) -> Result<(), Self::Illegal>;
    /// The winners as a bit per seat, once the game is over (several bits: a tie).
    fn winners(&self) -> Option<u8>;
    fn turn_count(&self) -> u32;
    /// What the game throws: four sticks unless it says otherwise.
    fn device() -> ThrowDevice {
        ThrowDevice::Sticks(Throw::STICKS)
    }
    /// The throws the game can be handed and their chances (summing to 1).
    fn throw_odds() -> &'static [(u8, f32)] {
        Self::device().odds()
    }
}

/// The `RaceGame` of an engine that names its parts as the Hyena game's and family Mehen's do
/// (`to_move`, `phase`, `legal_actions`, `play`, `winner`, `turns`): one impl for both, given the
/// phase that wants a throw, the method that takes it, and the device.
macro_rules! race_game_of_engine {
    ($game:ty, $action:ty, $illegal:ty, $throw_phase:expr, $give:ident, $device:expr) => {
        impl $crate::rules::common::race::RaceGame for $game {
            type Action = $action;
            type Illegal = $illegal;

            fn seat_to_move(&self) -> Option<u8> {
                self.to_move()
            }

            fn throw_due(&self) -> bool {
                self.phase() == $throw_phase
            }

            fn give_throw(&mut self, throw: u8) -> Result<(), $illegal> {
                self.$give(throw)
            }

            fn actions(&self, out: &mut Vec<$action>) {
                self.legal_actions(out);
            }

            fn take(&mut self, action: $action) -> Result<(), $illegal> {
                self.play(action, &mut Vec::new())
            }

            fn winners(&self) -> Option<u8> {
                self.winner().map(|w| 1 << w)
            }

            fn turn_count(&self) -> u32 {
                self.turns()
            }

            fn device() -> $crate::rules::ThrowDevice {
                $device
            }
        }
    };
}
pub(crate) use race_game_of_engine;

/// Why a playout stopped short: the game refused what it was handed, or no action was chosen when
/// one was due.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum PlayoutError<E: std::error::Error + 'static> {
    #[error(transparent)]
    Illegal(#[from] E),
    #[error("a move is due but none was chosen")]
    NoChoice,
}

/// Plays on until the game ends or `max_turns` pass: throws from `throws`; at each choice (including
/// the choice of acting instead of throwing) `choose` picks an action, or `None` to throw.
pub fn play_until_over<G: RaceGame>(
    game: &mut G,
    throws: &mut impl FnMut() -> u8,
    choose: &mut impl FnMut(&G, &[G::Action]) -> Option<G::Action>,
    max_turns: u32,
) -> Result<(), PlayoutError<G::Illegal>> {
    let mut legal = Vec::new();
    while game.winners().is_none() && game.turn_count() < max_turns {
        game.actions(&mut legal);
        let pick = if legal.is_empty() {
            None
        } else {
            choose(game, &legal)
        };
        match pick {
            Some(a) => game.take(a)?,
            None if game.throw_due() => game.give_throw(throws())?,
            None => return Err(PlayoutError::NoChoice),
        }
    }
    Ok(())
}
