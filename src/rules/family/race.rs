//! Family Mehen as a race game (for bots, playouts and tournaments) and as a turn record.

use super::action::FamilyAction;
use super::options::FamilyOptions;
use super::position::{Family, FamilyIllegal, FamilyPhase};
use crate::rules::common::setup_error::OptionsError;

crate::rules::common::race::race_game_of_engine!(
    Family,
    FamilyAction,
    FamilyIllegal,
    FamilyPhase::Roll,
    roll,
    crate::rules::ThrowDevice::Die
);

impl crate::rules::common::turn_record::Recorded for Family {
    const GAME: &'static str = "family-mehen";
    const SAMPLE: &'static str = "7. B 5: 12";
    const THROWS: &'static str = "a die, 1-6";
    const ACTIONS: &'static str = "E, a square, S+, S-, R or -";

    fn from_tags(players: u8, options: &str) -> Result<Self, OptionsError> {
        Family::new(FamilyOptions::parse(players, options)?)
    }

    fn players(&self) -> u8 {
        Family::players(self)
    }

    fn options_tag(&self) -> String {
        self.options().to_string()
    }

    fn throw_valid(throw: u8) -> bool {
        (1..=6).contains(&throw)
    }

    fn action_text(action: FamilyAction) -> String {
        action.to_string()
    }

    fn parse_action(text: &str) -> Option<FamilyAction> {
        FamilyAction::parse(text)
    }
}

/// Family Mehen records (`[Game "family-mehen"]`).
pub type FamilyRecord = crate::rules::common::turn_record::TurnRecord<Family>;
