//! How the Hyena game moves: a throw taken, the actions it allows, an action played (a piece arriving,
//! eating, coming home) and the turn passed on.

use super::action::HyenaAction;
use super::event::HyenaEvent;
use super::position::*;
use crate::rules::common::race::{OutOfTurn, RaceGame};

impl Hyena {
    pub fn throw(&mut self, flats: u8) -> Result<(), HyenaIllegal> {
        match self.phase {
            HyenaPhase::Over => return Err(OutOfTurn::Over.into()),
            HyenaPhase::Move { .. } => return Err(OutOfTurn::MoveDue.into()),
            HyenaPhase::Throw => {}
        }
        if flats > 3 {
            return Err(HyenaIllegal::NotAThrow(flats));
        }
        self.phase = HyenaPhase::Move { flats };
        Ok(())
    }

    /// The legal actions after the throw (empty while a throw is due).
    pub fn legal_actions(&self, out: &mut Vec<HyenaAction>) {
        out.clear();
        let HyenaPhase::Move { flats } = self.phase else {
            return;
        };
        let seat = self.to_move as usize;
        let stage = self.stages[seat];
        if flats == 1 {
            out.push(if stage == Stage::Waiting {
                HyenaAction::Enter
            } else {
                HyenaAction::Save
            });
            return;
        }
        let Some(r) = stage.runner() else {
            out.push(HyenaAction::Pass);
            return;
        };
        let d = self.distance(flats, r.hyena);
        let centre = self.centre();
        if r.square == centre {
            // Leaving the centre is compulsory: a piece waits there only while its ones are too few.
            if self.ones[seat] >= exit_cost(r.hyena) {
                out.push(HyenaAction::Pay);
                return;
            }
        } else if r.back || r.square + d <= centre {
            out.push(HyenaAction::Move);
        } else if self.ones[seat] >= r.square + d - centre {
            out.push(HyenaAction::Pay);
        }
        // Moves are compulsory; spending ones to land exactly in the centre is a choice.
        if !out.contains(&HyenaAction::Move) {
            out.push(HyenaAction::Pass);
        }
    }

    /// Plays an action after the throw; `events` receives what happened.
    pub fn play(
        &mut self,
        action: HyenaAction,
        events: &mut Vec<HyenaEvent>,
    ) -> Result<(), HyenaIllegal> {
        let flats = match self.phase {
            HyenaPhase::Over => return Err(OutOfTurn::Over.into()),
            HyenaPhase::Throw => return Err(OutOfTurn::ThrowDue.into()),
            HyenaPhase::Move { flats } => flats,
        };
        if !self.is_legal(action) {
            return Err(HyenaIllegal::NotLegal(action.letter()));
        }
        let seat = self.to_move as usize;
        let centre = self.centre();
        match action {
            HyenaAction::Enter => {
                events.push(HyenaEvent::Entered);
                self.arrive(
                    seat,
                    Runner {
                        hyena: false,
                        square: 0,
                        back: false,
                    },
                    1,
                    events,
                );
            }
            HyenaAction::Save => {
                self.ones[seat] = self.ones[seat].saturating_add(1);
                events.push(HyenaEvent::Saved);
            }
            HyenaAction::Pass => events.push(HyenaEvent::Passed),
            HyenaAction::Move | HyenaAction::Pay => {
                let mut r = self.stages[seat].runner().expect("legal: a piece runs");
                let d = self.distance(flats, r.hyena);
                let to = if r.square == centre {
                    let cost = exit_cost(r.hyena);
                    self.ones[seat] -= cost;
                    events.push(HyenaEvent::Paid(cost));
                    r.back = true;
                    centre - d
                } else if r.back {
                    r.square.saturating_sub(d)
                } else if r.square + d > centre {
                    let cost = r.square + d - centre;
                    self.ones[seat] -= cost;
                    events.push(HyenaEvent::Paid(cost));
                    centre
                } else {
                    r.square + d
                };
                self.arrive(seat, r, to, events);
            }
        }
        self.end_turn();
        Ok(())
    }

    /// Puts `r` (which stood on `r.square`; 0 is the tail) on `to`: the centre, home, or a square where
    /// it may knock off or eat another player's piece.
    fn arrive(&mut self, seat: usize, mut r: Runner, to: u8, events: &mut Vec<HyenaEvent>) {
        let from = r.square;
        let centre = self.centre();
        events.push(HyenaEvent::Moved { from, to });
        if r.back && to == 0 {
            if r.hyena {
                self.stages[seat] = Stage::Home;
                self.home_order.push(seat as u8);
                events.push(HyenaEvent::HyenaHome);
            } else {
                self.stages[seat] = Stage::Hyena {
                    square: 0,
                    back: false,
                };
                events.push(HyenaEvent::MotherHome);
            }
            return;
        }
        if to == centre {
            events.push(HyenaEvent::ReachedCentre);
        } else if let Some(other) = self.occupant(to, seat) {
            let theirs = self.stages[other].runner().expect("occupant runs");
            if r.hyena && r.back && !theirs.hyena {
                self.stages[other] = Stage::Eaten;
                self.eaten[seat] += 1;
                events.push(HyenaEvent::Ate { seat: other as u8 });
            } else {
                // A knock-off: the other piece takes the mover's square (the tail, or the centre).
                self.stages[other] = Stage::from_runner(Runner {
                    square: from,
                    ..theirs
                });
                if from == 0 && !theirs.back {
                    // Back at the tail: a mother waits for a one again, a hyena starts over.
                    self.stages[other] = if theirs.hyena {
                        Stage::Hyena {
                            square: 0,
                            back: false,
                        }
                    } else {
                        Stage::Waiting
                    };
                } else if from == 0 {
                    // Knocked past the tail on its way home: it is home.
                    let mut ignored = Vec::new();
                    self.arrive(
                        other,
                        Runner {
                            square: 1,
                            ..theirs
                        },
                        0,
                        &mut ignored,
                    );
                }
                events.push(HyenaEvent::KnockedOff { seat: other as u8 });
            }
        }
        r.square = to;
        self.stages[seat] = Stage::from_runner(r);
    }

    /// Another player's piece on a path square (the tail and the centre hold any number).
    fn occupant(&self, square: u8, not: usize) -> Option<usize> {
        (0..self.players() as usize)
            .filter(|&s| s != not)
            .find(|&s| self.stages[s].runner().is_some_and(|r| r.square == square))
    }

    fn end_turn(&mut self) {
        self.turns += 1;
        let players = self.players();
        if (0..players).all(|s| !self.stages[s as usize].plays()) {
            self.phase = HyenaPhase::Over;
            self.winner = Some(self.ranking()[0]);
            return;
        }
        let mut next = self.to_move;
        loop {
            next = (next + 1) % players;
            if self.stages[next as usize].plays() {
                break;
            }
        }
        self.to_move = next;
        self.phase = HyenaPhase::Throw;
    }
}
