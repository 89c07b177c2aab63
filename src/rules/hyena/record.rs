//! Hyena game records (`[Game "hyena"]`): the shared turn record ([`TurnRecord`]) with the throw as
//! flat sides up (0-3) and the action as a letter: E (enter), S (save the one), M (move), P (pay saved
//! ones for the centre, then move) or - (no move). See `docs/notation.md`.
//!
//! ```text
//! [Game "hyena"]
//! [Players "3"]
//! [Options "three"]
//! 1. A 1: E         # one flat side: the mother enters on square 1
//! 2. B 2: -         # a mother still waiting cannot move
//! ```

pub use crate::rules::common::turn_record::{RecordError as HyenaReplayError, seat_letter};
use crate::rules::common::turn_record::{Recorded, TurnRecord};
use crate::rules::hyena::{Hyena, HyenaAction, HyenaOptions};

pub type HyenaRecord = TurnRecord<Hyena>;

impl Recorded for Hyena {
    const GAME: &'static str = "hyena";
    const SAMPLE: &'static str = "7. B 2: M";
    const THROWS: &'static str = "0-3 flat sides";
    const ACTIONS: &'static str = "E, S, M, P or -";

    fn from_tags(
        players: u8,
        options: &str,
    ) -> Result<Self, crate::rules::common::setup_error::OptionsError> {
        Hyena::new(HyenaOptions::parse(players, options)?)
    }

    fn players(&self) -> u8 {
        Hyena::players(self)
    }

    fn options_tag(&self) -> String {
        self.options().to_string()
    }

    fn throw_valid(throw: u8) -> bool {
        throw <= 3
    }

    fn action_text(action: HyenaAction) -> String {
        action.letter().to_string()
    }

    fn parse_action(text: &str) -> Option<HyenaAction> {
        let mut chars = text.chars();
        match (
            chars.next().and_then(HyenaAction::from_letter),
            chars.next(),
        ) {
            (Some(a), None) => Some(a),
            _ => None,
        }
    }
}
