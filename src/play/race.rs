//! The race games' match: one generic [`RacePlay`] around any [`RaceGame`], with the throws it draws and
//! the record it keeps; what differs between the games (how a throw is drawn and how a turn is
//! recorded) is each game's [`RaceRules`].

use super::{Match, ThrowFaces, Thrown};
use crate::dice::Sticks;
use crate::rules::GameKind;
use crate::rules::common::race::RaceGame;
use crate::rules::common::tags::set_tag;

/// A race game's record as a match keeps it: its tags and how many turns it holds, read from a file's
/// text and played again.
pub trait RaceRecord: Clone + std::fmt::Display + Send + Sync + 'static {
    /// The game it records.
    type Game;
    /// Why its turns cannot be played again.
    type ReplayError: std::error::Error + Send + Sync + 'static;
    /// Is a file's text a record of this kind (its `[Game]` tag says)?
    fn is_record(text: &str) -> bool;
    fn parse(text: &str) -> Result<Self, crate::rules::common::tags::SyntaxError>;
    /// The game its turns lead to, each checked against the rules.
    fn replay(&self) -> Result<Self::Game, Self::ReplayError>;
    fn tags(&self) -> &[(String, String)];
    fn tags_mut(&mut self) -> &mut Vec<(String, String)>;
    fn turn_count(&self) -> usize;
    fn tag(&self, name: &str) -> Option<&str> {
        self.tags()
            .iter()
            .find(|(k, _)| k == name)
            .map(|(_, v)| v.as_str())
    }
    fn set_tag(&mut self, name: &str, value: String) {
        set_tag(self.tags_mut(), name, value);
    }
}

/// What a race game adds to [`RaceGame`] to be played as a match: how its device is thrown and how
/// its turns are written in its record.
pub trait RaceRules:
    RaceGame<Action: Send + Sync + 'static> + std::fmt::Debug + Send + Sync + 'static
{
    type Record: RaceRecord<Game = Self>;
    type Event: Clone + std::fmt::Debug + Send + Sync + 'static;
    /// What the record needs kept between a throw and the action that completes the turn.
    type Pending: Clone + Default + Send + Sync + 'static;

    fn kind(&self) -> GameKind;
    fn players(&self) -> u8;
    /// Draws a throw from `throws`: how it lies, and the number [`RaceGame::give_throw`] takes.
    fn draw(&self, throws: &mut Sticks) -> (ThrowFaces, u8);
    /// Gives the game throw `value` and writes what the record needs; `true` when the throw ended
    /// the turn (nothing to move).
    fn throw_recorded(
        &mut self,
        value: u8,
        record: &mut Self::Record,
        pending: &mut Self::Pending,
    ) -> Result<bool, Self::Illegal>;
    /// Plays `action` of `seat`, its events in `events`, and writes it in the record; `true` when
    /// the turn is complete in the record.
    fn play_recorded(
        &mut self,
        seat: u8,
        action: Self::Action,
        record: &mut Self::Record,
        pending: &mut Self::Pending,
        events: &mut Vec<Self::Event>,
    ) -> Result<bool, Self::Illegal>;
    fn action_text(action: Self::Action) -> String;
    fn parse_action(text: &str) -> Option<Self::Action>;
}

/// A race game in play: the engine, the seeded throws it is handed, the throws' state at the start of
/// the turn in progress (what a record keeps to go on from), the record and the legal actions.
#[derive(Clone)]
pub struct RacePlay<G: RaceRules> {
    pub game: G,
    pub throws: Sticks,
    /// The throws as they were when the turn in progress began.
    pub checkpoint: Sticks,
    pub record: G::Record,
    pub legal: Vec<G::Action>,
    /// The last throw as it fell.
    pub last: Option<Thrown>,
    pub seed: u64,
    pending: G::Pending,
}

impl<G: RaceRules> RacePlay<G> {
    /// A match of `game` (new, or replayed from `record`), throwing from `throws`.
    pub fn new(game: G, record: G::Record, throws: Sticks, seed: u64) -> Self {
        let mut p = RacePlay {
            game,
            checkpoint: throws.clone(),
            throws,
            record,
            legal: Vec::new(),
            last: None,
            seed,
            pending: G::Pending::default(),
        };
        p.game.actions(&mut p.legal);
        p
    }

    /// Throws for the seat to move. A refusal (no throw due) draws nothing.
    pub fn throw(&mut self) -> Result<&Thrown, G::Illegal> {
        let mut drawn = self.throws.clone();
        let (faces, value) = self.game.draw(&mut drawn);
        let ended = self
            .game
            .throw_recorded(value, &mut self.record, &mut self.pending)?;
        self.throws = drawn;
        if ended {
            self.checkpoint = self.throws.clone();
        }
        let serial = self.last.as_ref().map_or(1, |l| l.serial + 1);
        self.game.actions(&mut self.legal);
        Ok(self.last.insert(Thrown {
            faces,
            value,
            serial,
        }))
    }

    /// Plays an action of the seat to move; a refusal changes nothing.
    pub fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Illegal> {
        let seat = self.game.seat_to_move().unwrap_or(0);
        let mut events = Vec::new();
        let done = self.game.play_recorded(
            seat,
            action,
            &mut self.record,
            &mut self.pending,
            &mut events,
        )?;
        if done {
            self.checkpoint = self.throws.clone();
        }
        self.game.actions(&mut self.legal);
        Ok(events)
    }

    /// Puts `game` on the table in place of the one played (a lesson step played again).
    pub fn set_game(&mut self, game: G) {
        self.game = game;
        self.game.actions(&mut self.legal);
    }
}

impl<G: RaceRules> Match for RacePlay<G> {
    type Action = G::Action;
    type Event = G::Event;
    type Refusal = G::Illegal;

    fn kind(&self) -> GameKind {
        self.game.kind()
    }

    fn players(&self) -> u8 {
        self.game.players()
    }

    fn seat_to_move(&self) -> Option<u8> {
        self.game.seat_to_move()
    }

    fn throw_due(&self) -> bool {
        self.game.throw_due()
    }

    fn throw(&mut self) -> Result<(Thrown, Vec<G::Event>), G::Illegal> {
        RacePlay::throw(self).map(|t| (t.clone(), Vec::new()))
    }

    fn throw_value(&mut self, value: u8) -> Result<(Thrown, Vec<G::Event>), G::Illegal> {
        // A scripted throw does not draw from the generator; a refusal leaves no script behind.
        let before = self.throws.clone();
        self.throws.script_next(value);
        let thrown = RacePlay::throw(self).map(|t| (t.clone(), Vec::new()));
        if thrown.is_err() {
            self.throws = before;
        }
        thrown
    }

    fn legal(&self) -> &[G::Action] {
        &self.legal
    }

    fn play(&mut self, action: G::Action) -> Result<Vec<G::Event>, G::Illegal> {
        RacePlay::play(self, action)
    }

    fn record_text(&self) -> String {
        let mut record = self.record.clone();
        record.set_tag("Sticks", self.checkpoint.state_tag());
        record.to_string()
    }

    fn turns(&self) -> u32 {
        self.game.turn_count()
    }

    fn winners(&self) -> Option<u8> {
        self.game.winners()
    }

    fn fingerprint(&self) -> std::num::NonZeroU64 {
        crate::rules::common::fingerprint::of_debug(&self.game)
    }

    fn action_text(&self, action: G::Action) -> String {
        G::action_text(action)
    }

    fn parse_action(&self, text: &str) -> Option<G::Action> {
        G::parse_action(text)
    }
}
