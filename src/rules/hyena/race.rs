//! The Hyena game as a race game, for bots, playouts and tournaments.

use super::action::HyenaAction;
use super::engine::{Hyena, HyenaIllegal, HyenaPhase};

impl crate::rules::common::race::RaceGame for Hyena {
    type Action = HyenaAction;
    type Illegal = HyenaIllegal;

    fn seat_to_move(&self) -> Option<u8> {
        self.to_move()
    }

    fn throw_due(&self) -> bool {
        self.phase() == HyenaPhase::Throw
    }

    fn give_throw(&mut self, throw: u8) -> Result<(), HyenaIllegal> {
        self.throw(throw)
    }

    fn actions(&self, out: &mut Vec<HyenaAction>) {
        self.legal_actions(out);
    }

    fn take(&mut self, action: HyenaAction) -> Result<(), HyenaIllegal> {
        self.play(action, &mut Vec::new())
    }

    fn winners(&self) -> Option<u8> {
        self.winner().map(|w| 1 << w)
    }

    fn turn_count(&self) -> u32 {
        self.turns()
    }

    fn device() -> crate::rules::ThrowDevice {
        crate::rules::ThrowDevice::Sticks(3)
    }
}
