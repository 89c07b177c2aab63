//! Each race game's throw and record keeping, for [`RacePlay`](super::race::RacePlay): the Hyena game,
//! family Mehen and Bak-Amen write turn records (a throw and an action a line); Senet writes what
//! opened each turn (a throw, an offered number or a rebirth) and the move that followed.

use super::ThrowFaces;
use super::race::{RaceRecord, RaceRules};
use crate::dice::Sticks;
use crate::rules::common::race::RaceGame;
use crate::rules::common::tags::SyntaxError;
use crate::rules::common::turn_record::{RecordError, Recorded, TurnRecord};
use crate::rules::senet::record::{Opening, SenetRecord, SenetReplayError, SenetTurn};
use crate::rules::{GameKind, Throw, ThrowDevice};
use crate::rules::{bak_amen, family, hyena, senet};

impl<G: Recorded<Action: Send + Sync> + Send + Sync + 'static> RaceRecord for TurnRecord<G> {
    type Game = G;
    type ReplayError = RecordError;

    fn is_record(text: &str) -> bool {
        TurnRecord::<G>::is_record(text)
    }

    fn parse(text: &str) -> Result<Self, SyntaxError> {
        TurnRecord::<G>::parse(text)
    }

    fn replay(&self) -> Result<G, RecordError> {
        TurnRecord::<G>::replay(self)
    }

    fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    fn tags_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.tags
    }

    fn turn_count(&self) -> usize {
        self.turns.len()
    }
}

impl RaceRecord for SenetRecord {
    type Game = senet::Senet;
    type ReplayError = SenetReplayError;

    fn is_record(text: &str) -> bool {
        SenetRecord::is_senet(text)
    }

    fn parse(text: &str) -> Result<Self, SyntaxError> {
        SenetRecord::parse(text)
    }

    fn replay(&self) -> Result<senet::Senet, SenetReplayError> {
        SenetRecord::replay(self)
    }

    fn tags(&self) -> &[(String, String)] {
        &self.tags
    }

    fn tags_mut(&mut self) -> &mut Vec<(String, String)> {
        &mut self.tags
    }

    fn turn_count(&self) -> usize {
        self.turns.len()
    }
}

/// What the turn-record games' `RaceRules` share: a throw settles nothing in the record (a turn is
/// written with its action), and actions read and written as their record does.
macro_rules! turn_record_rules {
    ($action:ty, $illegal:ty) => {
        fn throw_recorded(
            &mut self,
            value: u8,
            _: &mut Self::Record,
            _: &mut (),
        ) -> Result<bool, $illegal> {
            RaceGame::give_throw(self, value).map(|()| false)
        }

        fn action_text(action: $action) -> String {
            <Self as Recorded>::action_text(action)
        }

        fn parse_action(text: &str) -> Option<$action> {
            <Self as Recorded>::parse_action(text)
        }
    };
}

impl RaceRules for family::Family {
    type Record = family::FamilyRecord;
    type Event = family::FamilyEvent;
    type Pending = ();

    fn kind(&self) -> GameKind {
        GameKind::FamilyMehen
    }

    fn players(&self) -> u8 {
        family::Family::players(self)
    }

    fn draw(&self, throws: &mut Sticks) -> (ThrowFaces, u8) {
        let die = throws.draw(ThrowDevice::Die);
        (ThrowFaces::Dice(vec![die]), die)
    }

    fn play_recorded(
        &mut self,
        seat: u8,
        action: family::FamilyAction,
        record: &mut Self::Record,
        _: &mut (),
        events: &mut Vec<family::FamilyEvent>,
    ) -> Result<bool, family::FamilyIllegal> {
        let die = match self.phase() {
            family::FamilyPhase::Move { die } => die,
            _ => 0,
        };
        self.play(action, events)?;
        record.push(seat, die, action);
        Ok(true)
    }

    turn_record_rules!(family::FamilyAction, family::FamilyIllegal);
}

impl RaceRules for hyena::Hyena {
    type Record = hyena::record::HyenaRecord;
    type Event = hyena::HyenaEvent;
    type Pending = ();

    fn kind(&self) -> GameKind {
        GameKind::Hyena
    }

    fn players(&self) -> u8 {
        hyena::Hyena::players(self)
    }

    fn draw(&self, throws: &mut Sticks) -> (ThrowFaces, u8) {
        let (faces, flats) = throws.throw_faces(3);
        (ThrowFaces::Sticks(faces), flats)
    }

    fn play_recorded(
        &mut self,
        seat: u8,
        action: hyena::HyenaAction,
        record: &mut Self::Record,
        _: &mut (),
        events: &mut Vec<hyena::HyenaEvent>,
    ) -> Result<bool, hyena::HyenaIllegal> {
        let flats = match self.phase() {
            hyena::HyenaPhase::Move { flats } => flats,
            _ => 0,
        };
        self.play(action, events)?;
        record.push(seat, flats, action);
        Ok(true)
    }

    turn_record_rules!(hyena::HyenaAction, hyena::HyenaIllegal);
}

impl RaceRules for bak_amen::BakAmen {
    type Record = bak_amen::BakAmenRecord;
    type Event = bak_amen::BakEvent;
    type Pending = ();

    fn kind(&self) -> GameKind {
        GameKind::BakAmen
    }

    fn players(&self) -> u8 {
        2
    }

    /// Two dice, thrown in order (in the opening throw the first is A's, the second B's).
    fn draw(&self, throws: &mut Sticks) -> (ThrowFaces, u8) {
        let throw = throws.draw(ThrowDevice::TwoDice);
        (ThrowFaces::Dice(vec![throw / 10, throw % 10]), throw)
    }

    fn play_recorded(
        &mut self,
        seat: u8,
        action: bak_amen::BakAction,
        record: &mut Self::Record,
        _: &mut (),
        events: &mut Vec<bak_amen::BakEvent>,
    ) -> Result<bool, bak_amen::BakIllegal> {
        let (a, b) = match self.phase() {
            bak_amen::BakPhase::Move { dice } => dice,
            _ => (0, 0),
        };
        self.play(action, events)?;
        // The opening throw (and its doubles thrown again) is recorded under A, who throws for both.
        let opening = record
            .turns
            .iter()
            .all(|t| t.action == bak_amen::BakAction::Rethrow);
        record.push(if opening { 0 } else { seat }, a * 10 + b, action);
        Ok(true)
    }

    turn_record_rules!(bak_amen::BakAction, bak_amen::BakIllegal);
}

/// What opened Senet's turn in progress, until the turn is written.
#[derive(Debug, Clone, Copy, Default)]
pub struct SenetOpening(Option<Opening>);

impl SenetOpening {
    /// Writes the turn: what opened it and the move that followed (none for a rebirth or a throw
    /// that left nothing to move).
    fn push(
        &mut self,
        record: &mut SenetRecord,
        number: u32,
        side: senet::Side,
        action: Option<senet::SenetAction>,
    ) {
        if let Some(opening) = self.0.take() {
            record.turns.push(SenetTurn {
                number,
                side,
                opening,
                action,
                line: 0,
            });
        }
    }
}

impl RaceRules for senet::Senet {
    type Record = SenetRecord;
    /// Senet's moves report nothing beyond the position they leave.
    type Event = std::convert::Infallible;
    type Pending = SenetOpening;

    fn kind(&self) -> GameKind {
        if self.options().houses {
            GameKind::SenetHouses
        } else {
            GameKind::SenetKendall
        }
    }

    fn players(&self) -> u8 {
        2
    }

    fn draw(&self, throws: &mut Sticks) -> (ThrowFaces, u8) {
        let (flat, throw) = throws.throw_sticks();
        (ThrowFaces::Sticks(flat.to_vec()), throw.flats())
    }

    fn throw_recorded(
        &mut self,
        value: u8,
        record: &mut SenetRecord,
        pending: &mut SenetOpening,
    ) -> Result<bool, senet::SenetIllegal> {
        let side = self.to_move().ok_or(senet::SenetIllegal::GameOver)?;
        let number = self.turns() + 1;
        let throw = Throw::new(value).ok_or(senet::SenetIllegal::NotAThrow(value))?;
        self.throw(throw)?;
        pending.0 = Some(Opening::Throw(senet::value_of(throw)));
        // A frozen side's throw ends its turn by itself (a 4 frees the dead pawn).
        let ended = !matches!(self.phase(), senet::SenetPhase::Move { .. });
        if ended {
            pending.push(record, number, side, None);
        }
        Ok(ended)
    }

    fn play_recorded(
        &mut self,
        _seat: u8,
        action: senet::SenetAction,
        record: &mut SenetRecord,
        pending: &mut SenetOpening,
        _: &mut Vec<std::convert::Infallible>,
    ) -> Result<bool, senet::SenetIllegal> {
        let side = self.to_move().ok_or(senet::SenetIllegal::GameOver)?;
        let number = self.turns() + 1;
        let offered = match self.phase() {
            senet::SenetPhase::Throw { offered } => offered,
            _ => None,
        };
        self.play(action)?;
        match action {
            senet::SenetAction::Rebirth => {
                pending.0 = Some(Opening::Rebirth);
                pending.push(record, number, side, None);
                Ok(true)
            }
            senet::SenetAction::TakeOffered => {
                pending.0 = Some(Opening::Offered(offered.unwrap_or(0)));
                Ok(false)
            }
            a => {
                pending.push(record, number, side, Some(a));
                Ok(true)
            }
        }
    }

    fn action_text(action: senet::SenetAction) -> String {
        action.to_string()
    }

    fn parse_action(text: &str) -> Option<senet::SenetAction> {
        match text {
            "R" => Some(senet::SenetAction::Rebirth),
            "T" => Some(senet::SenetAction::TakeOffered),
            _ => senet::record::parse_action(text),
        }
    }
}
