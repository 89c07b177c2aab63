//! The Hyena game as a race game, for bots, playouts and tournaments.

use super::action::HyenaAction;
use super::position::{Hyena, HyenaIllegal, HyenaPhase};

crate::rules::common::race::race_game_of_engine!(
    Hyena,
    HyenaAction,
    HyenaIllegal,
    HyenaPhase::Throw,
    throw,
    crate::rules::ThrowDevice::Sticks(3)
);
