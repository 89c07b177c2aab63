//! Senet as a [`RaceGame`](crate::rules::common::race::RaceGame) for the bots, playouts and
//! tournaments, and random playouts of its own (`mehen sim`).

use super::{Senet, SenetAction, SenetIllegal, SenetPhase};
use crate::rules::common::throw::Throw;

/// Plays a game with moves drawn by `pick` (called with the number of legal actions) and throws from
/// `throws`, up to `max_turns` turns.
pub fn play_out(
    game: &mut Senet,
    throws: &mut impl FnMut() -> Throw,
    pick: &mut impl FnMut(usize) -> usize,
    max_turns: u32,
) {
    let mut legal = Vec::with_capacity(8);
    while !game.is_over() && game.turns() < max_turns {
        game.legal_actions(&mut legal);
        match game.phase() {
            SenetPhase::Throw { .. } => {
                // Take a special action (rebirth, the offered number) half the time it is possible.
                if !legal.is_empty() && pick(2) == 0 {
                    let a = legal[pick(legal.len())];
                    game.play(a).expect("legal");
                } else {
                    game.throw(throws()).expect("a throw is due");
                }
            }
            SenetPhase::Move { .. } => {
                let a = legal[pick(legal.len())];
                game.play(a).expect("legal");
            }
            SenetPhase::Over { .. } => break,
        }
    }
}

impl crate::rules::common::race::RaceGame for Senet {
    type Action = SenetAction;
    type Illegal = SenetIllegal;

    fn seat_to_move(&self) -> Option<u8> {
        self.to_move().map(|s| s.index() as u8)
    }

    fn throw_due(&self) -> bool {
        matches!(self.phase(), SenetPhase::Throw { .. })
    }

    fn give_throw(&mut self, throw: u8) -> Result<(), SenetIllegal> {
        let throw = Throw::new(throw).ok_or(SenetIllegal::NotAThrow(throw))?;
        self.throw(throw)
    }

    fn actions(&self, out: &mut Vec<Self::Action>) {
        self.legal_actions(out);
    }

    fn is_legal(&self, action: Self::Action) -> bool {
        Senet::is_legal(self, action)
    }

    fn take(&mut self, action: Self::Action) -> Result<(), SenetIllegal> {
        self.play(action)
    }

    fn winners(&self) -> Option<u8> {
        self.winner().map(|w| 1 << w.index())
    }

    fn turn_count(&self) -> u32 {
        self.turns()
    }
}
