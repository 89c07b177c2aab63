//! Bak-Amen as a race game (for bots, playouts and tournaments) and as a turn record.

use super::action::BakAction;
use super::position::split_throw;
use super::position::{BakAmen, BakIllegal, BakPhase};
use crate::rules::common::setup_error::OptionsError;

impl crate::rules::common::race::RaceGame for BakAmen {
    type Action = BakAction;
    type Illegal = BakIllegal;

    fn seat_to_move(&self) -> Option<u8> {
        self.to_move()
    }

    fn throw_due(&self) -> bool {
        matches!(self.phase(), BakPhase::Opening | BakPhase::Throw)
    }

    fn give_throw(&mut self, throw: u8) -> Result<(), BakIllegal> {
        self.throw(throw)
    }

    fn actions(&self, out: &mut Vec<BakAction>) {
        self.legal_actions(out);
    }

    fn take(&mut self, action: BakAction) -> Result<(), BakIllegal> {
        self.play(action, &mut Vec::new())
    }

    fn winners(&self) -> Option<u8> {
        self.winner().map(|(w, _)| 1 << w)
    }

    fn turn_count(&self) -> u32 {
        self.turns()
    }

    fn device() -> crate::rules::ThrowDevice {
        crate::rules::ThrowDevice::TwoDice
    }
}

impl crate::rules::common::turn_record::Recorded for BakAmen {
    const GAME: &'static str = "bak-amen";
    const SAMPLE: &'static str = "3. A 53: 20/15 11/8";
    const THROWS: &'static str = "two dice as two digits, 11-66";
    const ACTIONS: &'static str = "steps like 20/15 N/18 3/off, R or -";

    fn from_tags(players: u8, options: &str) -> Result<Self, OptionsError> {
        OptionsError::check_players("Bak-Amen", players, (2, 2))?;
        match options.trim() {
            "" | "plain" => Ok(BakAmen::new()),
            other => Err(OptionsError::Unknown {
                game: "a Bak-Amen",
                word: other.into(),
                known: "it has none".into(),
            }),
        }
    }

    fn players(&self) -> u8 {
        2
    }

    fn options_tag(&self) -> String {
        "plain".into()
    }

    fn throw_valid(throw: u8) -> bool {
        split_throw(throw).is_some()
    }

    fn action_text(action: BakAction) -> String {
        action.to_string()
    }

    fn parse_action(text: &str) -> Option<BakAction> {
        BakAction::parse(text)
    }
}

/// Bak-Amen records (`[Game "bak-amen"]`).
pub type BakAmenRecord = crate::rules::common::turn_record::TurnRecord<BakAmen>;
